/**
 * Fits the scoring model's weights and writes them into functions/engine/data/score-model.json beside
 * the designer's priors (the engine reads the `weight` column; see score-model.ts and
 * bin/human-agreement/fit.ts for the method). It reads the rated top sites and the band-labelled pages
 * a fit may read (archetypes, twins, the blind set's tuning part), never the blind hold-out. Prints
 * the cross-validated agreement it expects, so a refit that helps only in-sample shows at once;
 * `npm run bench:human` reports the full figures.
 *
 *   npm run fit:score
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import {
  crossValidate,
  DEFAULT_BAND_WEIGHT,
  DEFAULT_MARGIN,
  DEFAULT_PRIOR_STRENGTH,
  fitScoreModel,
  RATED_BOTTOM,
} from './human-agreement/fit';
import { fittingBands, loadSources } from './human-agreement/sources';
import { clearPairAccuracy, spearman } from './human-agreement/stats';

const OUT = fileURLToPath(new URL('../functions/engine/data/score-model.json', import.meta.url));

const sources = await loadSources();
const bands = fittingBands(sources);
const rated = sources.rated;
const cv = crossValidate(rated, bands);
const kept = rated.map((p, i) => ({ p, u: cv.ugh[i] })).filter((x) => x.u !== undefined);
const ugh = kept.map((x) => x.u!);
const appeal = kept.map((x) => x.p.appeal);
const cvRho = spearman(ugh, appeal);
const cvGap2 = clearPairAccuracy(ugh, appeal, 2).accuracy;
const model = fitScoreModel(rated, bands);
const round3 = (x: number) => Math.round(x * 1000) / 1000;
const out = {
  ...model,
  fit: {
    rated: `${kept.length} Calista top sites (../shared/datasets/calista-comparison, 5,094 votes; Bradley–Terry appeal), target appeal 10 → UGH 5, appeal 1 → UGH ${RATED_BOTTOM}, linear`,
    banded: `${bands.length} band-labelled pages (${sources.archetypes.length} archetypes, ${sources.twins.length} twin pages, ${sources.blindTune.length} of the blind set's tuning part), squared hinge to the band`,
    priorStrength: DEFAULT_PRIOR_STRENGTH,
    bandWeight: DEFAULT_BAND_WEIGHT,
    margin: DEFAULT_MARGIN,
    crossValidated: { folds: 5, seed: 15, spearman: round3(cvRho), clearPairs2: round3(cvGap2) },
  },
};
// Written as the repository's formatter would, so a refit diffs only in its numbers.
const style = (await resolveConfig(OUT)) ?? {};
writeFileSync(OUT, await format(JSON.stringify(out), { ...style, parser: 'json' }));
console.log(
  `cross-validated on the rated pages: ρ ${cvRho.toFixed(3)}, clear pairs (gap ≥ 2) ${cvGap2.toFixed(3)}`,
);
console.log(`base ${model.base}; wrote ${OUT}`);
