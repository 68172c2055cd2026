import { describe, expect, it } from 'vitest';
import { DESIGN_PRINCIPLES } from '../../../functions/domain/design-principles/index';
import { getDesignPrinciple, listDesignPrinciples } from '../../../functions/usecases/design-principles';

/**
 * What GET /api/design-principles and GET /api/design-principles/{slug} answer, byte for byte (the
 * bodies the handlers serialise). Recorded from the guides when they were TypeScript strings, before
 * they moved to Markdown and CSL-JSON (functions/domain/design-principles/content/), so the move could
 * not change a character; it also catches a Markdown reformat that would. A deliberate content edit
 * updates the recording: `npx vitest run --project unit test/unit/domain/design-principles-api.test.ts -u`.
 */
describe('design principles API bodies', () => {
  it('are exactly the recorded ones, list and every guide', async () => {
    const bodies = {
      list: listDesignPrinciples(),
      guides: Object.fromEntries(DESIGN_PRINCIPLES.map((p) => [p.slug, getDesignPrinciple(p.slug)])),
    };
    const serialised = `${JSON.stringify(bodies, null, 1)}\n`;
    await expect(serialised).toMatchFileSnapshot('./__snapshots__/design-principles-api.json');
  });
});
