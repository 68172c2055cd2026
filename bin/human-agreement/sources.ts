/**
 * Every source of judgement the scoring model is fitted on or judged by, measured once per engine
 * version (measure-pages.ts caches the facts):
 * - rated: the 100 Calista top sites with people's appeal and votes (the shared set);
 * - archetypes and twins: pages this team wrote, each with a designer's band;
 * - blind tune / blind hold-out: the two parts of the blind set (blind-set.ts), written by people
 *   who never saw the engine. The hold-out is read only when asked for.
 */
import { blindPages, BLIND_HALVES } from './blind-set';
import { loadCalista, type Vote } from './dataset';
import type { LabelledPage } from './fit';
import { measurePages } from './measure-pages';
import { archetypePages, measureBandedPages, twinPages, type MeasuredBandedPage } from './rendered-sets';

export interface Sources {
  rated: LabelledPage[];
  votes: Vote[];
  archetypes: MeasuredBandedPage[];
  twins: MeasuredBandedPage[];
  blindTune: MeasuredBandedPage[];
  /** Empty unless `holdout` was asked for. */
  blindHoldout: MeasuredBandedPage[];
}

export async function loadSources({ holdout = false } = {}): Promise<Sources> {
  const { pages, votes } = loadCalista();
  const measured = await measurePages(pages);
  return {
    rated: measured.map((m, i) => ({ ...m, appeal: pages[i]!.appeal })),
    votes,
    archetypes: await measureBandedPages('archetypes', archetypePages()),
    twins: await measureBandedPages('twins', twinPages()),
    ...(await blindHalves(holdout)),
  };
}

/**
 * Both parts are measured together (one cache), and the hold-out is dropped right away unless it
 * was asked for: measuring a page is not looking at its score.
 */
async function blindHalves(holdout: boolean) {
  const [tune, out] = BLIND_HALVES.map((half) => blindPages(half));
  const measured = await measureBandedPages('blind', [...tune!, ...out!]);
  return {
    blindTune: measured.slice(0, tune!.length),
    blindHoldout: holdout ? measured.slice(tune!.length) : [],
  };
}

/** The band-labelled pages a fit may read: everything but the blind hold-out. */
export const fittingBands = (s: Sources) => [...s.archetypes, ...s.twins, ...s.blindTune];
