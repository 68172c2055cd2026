/**
 * The demo sites seed a fresh local install, and the landing page's halls show the best and worst of
 * them (a law-firm demo with its headline under a grey block stood in the Hall of
 * Excellence). Each is drawn for one hall: roasted by the production critic, as the seed roasts it
 * (the SVG rendered by sharp, normalised like an upload), it must land there.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { hallFor } from '../../../functions/domain/halls';
import { ughScore } from '../../../functions/domain/scoring';
import { stopClutterWorkers } from '../../../functions/engine/clutter';
import { createOfflineCritic } from '../../../functions/engine/critic';
import { stopOcr } from '../../../functions/engine/ocr';
import { DEMO_SITES } from '../../../functions/local/demo-sites';
import { asUpload, svgPage } from './helpers';

vi.setConfig({ testTimeout: 60_000 });
const critic = createOfflineCritic();
afterAll(() => Promise.all([stopOcr(), stopClutterWorkers()]));

describe('demo sites', () => {
  it.each(DEMO_SITES.map((d) => [d.name, d.hall, d] as const))(
    '%s lands in the hall it was drawn for (%s)',
    async (_, hall, demo) => {
      const result = await critic.critique({
        roastId: `demo-${demo.name}`,
        level: demo.level,
        images: [await asUpload(await svgPage(demo.svg))],
      });
      const score = ughScore(result.subScores);
      expect(hallFor(score), `UGH ${score}`).toBe(hall);
    },
  );
});
