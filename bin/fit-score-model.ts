/**
 * Fits the scoring model's weights on the public human-judgement set and writes
 * functions/engine/data/score-model.json (the engine reads it; see score-model.ts and
 * bin/human-agreement/fit.ts for the method). Prints the cross-validated agreement it expects, so a
 * refit that helps only in-sample shows at once. `npm run bench:human` reports the full figures.
 *
 *   npm run fit:score
 */
import { writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { fileURLToPath } from 'node:url';
import { loadCalista } from './human-agreement/dataset';
import {
  crossValidate,
  DEFAULT_LAMBDA,
  DEFAULT_PRIOR_STRENGTH,
  fitScoreModel,
  type LabelledPage,
} from './human-agreement/fit';
import { measurePages } from './human-agreement/measure-pages';
import { clearPairAccuracy, spearman } from './human-agreement/stats';

const OUT = fileURLToPath(new URL('../functions/engine/data/score-model.json', import.meta.url));

const { pages: humanPages } = loadCalista();
const measured = await measurePages(humanPages);
const pages: LabelledPage[] = measured.map((m, i) => ({ ...m, appeal: humanPages[i]!.appeal }));
const cv = crossValidate(pages);
const kept = pages.map((p, i) => ({ p, u: cv.ugh[i] })).filter((x) => x.u !== undefined);
const cvRho = spearman(
  kept.map((x) => x.u!),
  kept.map((x) => x.p.appeal),
);
const cvGap2 = clearPairAccuracy(
  kept.map((x) => x.u!),
  kept.map((x) => x.p.appeal),
  2,
).accuracy;
const model = fitScoreModel(pages, {
  population: `${kept.length} home pages of Alexa top-5000 sites people compared (Calista comparison set, 2020 screenshots)`,
});
const out = {
  ...model,
  fit: {
    data: '../shared/datasets/calista-comparison (5,094 votes; Bradley–Terry appeal)',
    target: 'appeal 10 → UGH 5, appeal 1 → UGH 55, linear',
    lambda: DEFAULT_LAMBDA,
    priorStrength: DEFAULT_PRIOR_STRENGTH,
    crossValidated: {
      folds: 5,
      seed: 15,
      spearman: Math.round(cvRho * 1000) / 1000,
      clearPairs2: Math.round(cvGap2 * 1000) / 1000,
    },
  },
};
// Written as the repository's formatter would, so a refit diffs only in its numbers.
const style = (await resolveConfig(OUT)) ?? {};
writeFileSync(OUT, await format(JSON.stringify(out), { ...style, parser: 'json' }));
console.log(`cross-validated: ρ ${cvRho.toFixed(3)}, clear pairs (gap ≥ 2) ${cvGap2.toFixed(3)}`);
console.log(`base ${model.base}; ${model.terms.map((t) => `${t.id} ${t.ughPoints} UGH points`).join('; ')}`);
console.log(`wrote ${OUT}`);
