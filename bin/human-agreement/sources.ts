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
 * Each part is measured (and cached) on its own, and the hold-out only when it is asked for: adding a
 * new hold-out set then costs measuring it, not re-measuring every tuning page.
 */
async function blindHalves(holdout: boolean) {
  const [tune, out] = BLIND_HALVES.map((half) => blindPages(half));
  return {
    blindTune: await measureBandedPages('blind', tune!),
    blindHoldout: holdout && out!.length > 0 ? await measureBandedPages('blind-holdout', out!) : [],
  };
}

/** The band-labelled pages a fit may read: everything but the blind hold-out. */
export const fittingBands = (s: Sources) => [...s.archetypes, ...s.twins, ...s.blindTune];
