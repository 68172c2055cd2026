import { describe, expect, it } from 'vitest';
import { CRITERION_KEYS, type SubScores } from '../../../functions/domain/criteria';
import {
  ContentRejectedError,
  CriticQuotaError,
  type CritiqueInput,
  type CritiqueResult,
} from '../../../functions/domain/critique';
import { RoastNotFoundError } from '../../../functions/domain/errors';
import type { Roast } from '../../../functions/domain/roast';
import { ughScore } from '../../../functions/domain/scoring';
import type { Critic } from '../../../functions/ports/critic';
import type { ImageProcessor } from '../../../functions/ports/image-processor';
import type { RoastLifecycleRepository } from '../../../functions/ports/roast-repository';
import type { ScreenshotStore } from '../../../functions/ports/screenshot-store';
import {
  critiqueRoast,
  failureInputSchema,
  prepareRoast,
  recordFailure,
  scoreRoast,
  workflowStateSchema,
  type WorkflowState,
} from '../../../functions/usecases/roast-workflow';
import { roastRecord } from '../../helpers/roast';

// ---------- in-memory fakes of the ports ----------

/** Only the named methods exist; any other call fails the test loudly. */
function strict<T extends object>(name: string, impl: Partial<T>): T {
  return new Proxy(impl, {
    get(target, prop) {
      if (prop in target) return target[prop as keyof typeof target];
      if (typeof prop === 'symbol' || prop === 'then') return undefined;
      throw new Error(`${name}.${prop} was not expected to be called`);
    },
  }) as T;
}

function processingRoast(id: string): Roast {
  return roastRecord({
    id,
    ownerKeyHash: 'hash',
    status: 'processing',
    imageKeys: [`screenshots/${id}/0.jpg`],
    createdAt: '2030-01-01T00:00:00.000Z',
  });
}

function fakeRoasts(...initial: Roast[]) {
  const store = new Map(initial.map((r) => [r.id, structuredClone(r)]));
  const calls: string[] = [];
  const repo = strict<RoastLifecycleRepository>('roasts', {
    get: async (id) => structuredClone(store.get(id) ?? null),
    markReady: async (id, result, thumbnailKey) => {
      calls.push(`markReady ${id}`);
      const roast = store.get(id);
      if (!roast) throw new Error('no such roast');
      Object.assign(roast, { status: 'ready', result: structuredClone(result), thumbnailKey });
    },
    markUnsuccessful: async (id, status, failure) => {
      calls.push(`markUnsuccessful ${id} ${status}`);
      const roast = store.get(id);
      if (!roast || roast.status === 'ready') return;
      Object.assign(roast, { status, failure: structuredClone(failure) });
    },
  });
  return { repo, store, calls };
}

function fakeScreenshots(entries: Record<string, Buffer> = {}, documents: Record<string, unknown> = {}) {
  const objects = new Map(Object.entries(entries));
  const json = new Map(Object.entries(documents));
  const store = strict<ScreenshotStore>('screenshots', {
    get: async (key) => objects.get(key) ?? null,
    getJson: async <T>(key: string) => (json.get(key) as T | undefined) ?? null,
    put: async (key, bytes) => {
      objects.set(key, bytes);
    },
  });
  return { store, objects };
}

const fakeImages = strict<ImageProcessor>('images', {
  thumbnail: async (jpeg) => Buffer.concat([Buffer.from('thumb:'), jpeg]),
});

function fakeCritic(behaviour: (input: CritiqueInput) => Promise<CritiqueResult>) {
  const seen: CritiqueInput[] = [];
  const critic: Critic = {
    critique: async (input) => {
      seen.push(input);
      return behaviour(input);
    },
  };
  return { critic, seen };
}

const ROAST_ID = 'AbCdEfGhIjKlMnOpQrSt_-';
const state = (over: Partial<WorkflowState> = {}): WorkflowState => ({
  roastId: ROAST_ID,
  imageKeys: [`screenshots/${ROAST_ID}/0.jpg`, `screenshots/${ROAST_ID}/1.jpg`],
  level: 'brutal',
  ...over,
});

const allSubScores = (value: number): SubScores =>
  Object.fromEntries(CRITERION_KEYS.map((k) => [k, value])) as SubScores;

function critique(over: Record<string, unknown> = {}) {
  return {
    subScores: allSubScores(5),
    violations: [
      {
        code: 'V042',
        type: 'Font Soup',
        description: 'Seven typefaces on one page',
        severity: 'Severe',
        criterion: 'typography',
        evidence: { metric: 'fontCount', value: 7, threshold: 3 },
      },
    ],
    improvements: ['Use two typefaces'],
    clarityAnalysis: null,
    roastText: 'A ransom note with a checkout button.',
    engine: 'offline',
    ...over,
  };
}

const QUOTA_TEXT =
  'Our AI is taking a coffee break! The service quota has been reached. Please try again in a few minutes or contact support if this persists.';

// ---------- RecordFailure ----------

describe('recordFailure', () => {
  const run = async (error: { Error: string; Cause?: string }) => {
    const roasts = fakeRoasts(processingRoast(ROAST_ID));
    const out = await recordFailure(
      { roasts: roasts.repo },
      failureInputSchema.parse({ roastId: ROAST_ID, error }),
    );
    return { out, roast: roasts.store.get(ROAST_ID)! };
  };

  it('unwraps a Lambda-style JSON Cause of a content rejection into message and suggestion', async () => {
    const { out, roast } = await run({
      Error: 'ContentRejected',
      Cause:
        '{"errorType":"ContentRejected","errorMessage":"{\\"message\\":\\"m\\",\\"suggestion\\":\\"s\\"}","trace":[]}',
    });
    expect(out).toEqual({ roastId: ROAST_ID, status: 'rejected' });
    expect(roast.status).toBe('rejected');
    expect(roast.failure).toEqual({ message: 'm', suggestion: 's' });
  });

  it('reads a plain local Cause of a content rejection the same way', async () => {
    const { out, roast } = await run({
      Error: 'ContentRejected',
      Cause: '{"message":"These are not websites","suggestion":"Upload a screenshot of a web page"}',
    });
    expect(out.status).toBe('rejected');
    expect(roast.failure).toEqual({
      message: 'These are not websites',
      suggestion: 'Upload a screenshot of a web page',
    });
  });

  it('falls back to the spec’s default texts when a rejection carries none', async () => {
    const { roast } = await run({ Error: 'ContentRejected' });
    expect(roast.status).toBe('rejected');
    expect(roast.failure).toEqual({
      message: 'Content validation failed',
      suggestion: 'Please upload website screenshots',
    });
  });

  it('keeps a non-JSON rejection cause as the message, with the default suggestion', async () => {
    const { roast } = await run({ Error: 'ContentRejected', Cause: 'blank images' });
    expect(roast.failure).toEqual({
      message: 'blank images',
      suggestion: 'Please upload website screenshots',
    });
  });

  it('round-trips what critiqueRoast throws, as Lambda would report it', async () => {
    const { critic } = fakeCritic(async () => {
      throw new ContentRejectedError('Only blank pages', 'Try a real site');
    });
    const screenshots = fakeScreenshots({ a: Buffer.from('a') });
    const thrown = await critiqueRoast(
      { screenshots: screenshots.store, critic },
      state({ imageKeys: ['a'] }),
    ).catch((e: Error) => e);
    if (!(thrown instanceof Error)) throw new Error('expected a failure');
    const lambdaCause = JSON.stringify({ errorType: thrown.name, errorMessage: thrown.message, trace: [] });
    const { roast } = await run({ Error: thrown.name, Cause: lambdaCause });
    expect(roast.status).toBe('rejected');
    expect(roast.failure).toEqual({ message: 'Only blank pages', suggestion: 'Try a real site' });
  });

  it.each(['CriticQuotaExceeded', 'ServiceQuotaExceededException', 'TokensExceeded', 'ThrottlingException'])(
    '%s fails the roast with the spec’s coffee-break message',
    async (name) => {
      const { out, roast } = await run({ Error: name, Cause: 'provider said no' });
      expect(out).toEqual({ roastId: ROAST_ID, status: 'failed' });
      expect(roast.status).toBe('failed');
      expect(roast.failure).toEqual({ message: QUOTA_TEXT });
    },
  );

  it('a CriticQuotaError’s own name is the one that triggers the quota message', () => {
    expect(new CriticQuotaError('x').name).toBe('CriticQuotaExceeded');
  });

  it('a rejection whose cause parses to something other than an object still ends the roast', async () => {
    for (const cause of ['null', '42', '"just text"']) {
      const { roast } = await run({ Error: 'ContentRejected', Cause: cause });
      expect(roast.status).toBe('rejected');
      expect(roast.failure?.suggestion).toBe('Please upload website screenshots');
      expect(roast.failure?.message.length).toBeGreaterThan(0);
    }
  });

  it.each(['States.Timeout', 'Sandbox.Timedout'])(
    '%s fails the roast with a timeout message',
    async (name) => {
      const { roast } = await run({ Error: name, Cause: '' });
      expect(roast.status).toBe('failed');
      expect(roast.failure?.message).toMatch(/took longer/i);
      expect(roast.failure?.message).not.toBe('Server error occurred while creating roast');
      expect(roast.failure?.suggestion).toBeUndefined();
    },
  );

  it.each(['Boom', 'States.TaskFailed', 'Lambda.Unknown', 'RoastNotFound', 'ZodError'])(
    '%s fails the roast with the generic message and never the cause',
    async (name) => {
      const { out, roast } = await run({ Error: name, Cause: 'internal detail: arn:aws:secret' });
      expect(out.status).toBe('failed');
      expect(roast.status).toBe('failed');
      expect(roast.failure).toEqual({ message: 'Server error occurred while creating roast' });
    },
  );

  it('refuses input without a roast id or error name (the Catch must pass both)', () => {
    expect(failureInputSchema.safeParse({ error: { Error: 'Boom' } }).success).toBe(false);
    expect(failureInputSchema.safeParse({ roastId: ROAST_ID, error: {} }).success).toBe(false);
  });
});

// ---------- Score ----------

describe('scoreRoast', () => {
  const run = async (critiqueValue: unknown, over: Partial<WorkflowState> = {}) => {
    const roasts = fakeRoasts(processingRoast(ROAST_ID));
    const out = await scoreRoast({ roasts: roasts.repo }, { ...state(over), critique: critiqueValue });
    return { out, roast: roasts.store.get(ROAST_ID)!, calls: roasts.calls };
  };

  it('computes the score and verdict from the sub-scores, ignoring any score the critic claims', async () => {
    const { out, roast } = await run(
      critique({ subScores: allSubScores(0), ughScore: 0, verdict: 'Improbably Acceptable' }),
    );
    expect(out).toEqual({ roastId: ROAST_ID, ughScore: 100, verdict: 'Certified UGH™' });
    expect(roast.status).toBe('ready');
    expect(roast.result?.ughScore).toBe(100);
    expect(roast.result?.verdict).toBe('Certified UGH™');
  });

  it('applies the weights and the half-up rounding', async () => {
    // quality 51.5 ⇒ 100 − 52 = 48 "Low Grade Pain".
    const { out } = await run(critique({ subScores: { ...allSubScores(5), typography: 6 } }));
    expect(out).toMatchObject({ ughScore: 48, verdict: 'Low Grade Pain' });
  });

  it('stores sub-scores rounded to one decimal', async () => {
    const subScores = {
      visualHierarchy: 7.26,
      typography: 6.04,
      colorUsage: 8.95,
      layoutSpacing: 4.449,
      uiConsistency: 0.01,
      wtfFactor: 9.99,
    };
    const { roast } = await run(critique({ subScores }));
    expect(roast.result?.subScores).toEqual({
      visualHierarchy: 7.3,
      typography: 6,
      colorUsage: 9,
      layoutSpacing: 4.4,
      uiConsistency: 0,
      wtfFactor: 10,
    });
  });

  it('never shows an Unforgivable finding in the two best bands: the sub-scores stored agree with the score', async () => {
    // A critic's glowing sub-scores (UGH 10) beside an Unforgivable finding: the Score step bounds them.
    const unforgivable = {
      code: 'V017',
      type: 'Contrast Crime Scene',
      description: 'Red on green at 1.48:1',
      severity: 'Unforgivable',
      criterion: 'typography',
      evidence: { metric: 'worstContrastRatio', value: 1.48, threshold: 2 },
    };
    const { out, roast } = await run(
      critique({ subScores: allSubScores(9), violations: [unforgivable], engine: 'bedrock' }),
    );
    expect(out).toMatchObject({ ughScore: 41, verdict: 'Low Grade Pain' });
    expect(roast.result?.ughScore).toBe(ughScore(roast.result!.subScores));
    expect(roast.result?.subScores.typography).toBeLessThan(9);
  });

  it('holds any critic’s clarity test to the score: no "Clear" beside a score of 86, and advice with it', async () => {
    const { out, roast } = await run(
      critique({
        subScores: { ...allSubScores(1.4), wtfFactor: 0 },
        engine: 'bedrock',
        improvements: ['Remove four of the five pop-ups.'],
        clarityAnalysis: {
          score: 7.7,
          commentary: 'Bold and busy. A first-time visitor should get the point within three seconds.',
          userUnderstanding: 'clear',
          recommendations: [],
        },
      }),
    );
    expect(out.ughScore).toBeGreaterThanOrEqual(81);
    expect(roast.result?.clarityAnalysis).toEqual({
      score: 6.9,
      commentary: 'Bold and busy. A first-time visitor has to work to find the point.',
      userUnderstanding: 'confusing',
      recommendations: ['Remove four of the five pop-ups.'],
    });
  });

  it('stores the critique’s texts, violations and engine, and the thumbnail from Prepare', async () => {
    const { roast } = await run(critique({ industry: 'saas', engine: 'bedrock' }), {
      thumbnailKey: `screenshots/${ROAST_ID}/thumbnail.jpg`,
    });
    expect(roast.thumbnailKey).toBe(`screenshots/${ROAST_ID}/thumbnail.jpg`);
    expect(roast.result).toMatchObject({
      roastText: 'A ransom note with a checkout button.',
      improvements: ['Use two typefaces'],
      engine: 'bedrock',
      industry: 'saas',
      websiteAnalysis: null,
      clarityAnalysis: null,
    });
    expect(roast.result?.violations).toEqual(critique().violations);
  });

  it('stores no thumbnail and no industry when there are none', async () => {
    const { roast } = await run(critique());
    expect(roast.thumbnailKey).toBeNull();
    expect(roast.result?.industry).toBeNull();
  });

  it.each([
    ['a sub-score of 11', critique({ subScores: { ...allSubScores(5), wtfFactor: 11 } })],
    ['a negative sub-score', critique({ subScores: { ...allSubScores(5), typography: -1 } })],
    ['a missing sub-score', critique({ subScores: { ...allSubScores(5), colorUsage: undefined } })],
    ['a string sub-score', critique({ subScores: { ...allSubScores(5), colorUsage: '7' } })],
    ['violation code V000', critique({ violations: [{ ...critique().violations[0], code: 'V000' }] })],
    [
      'a violation without a description',
      critique({ violations: [{ ...critique().violations[0], description: '' }] }),
    ],
    [
      'a violation with an unknown severity',
      critique({ violations: [{ ...critique().violations[0], severity: 'Meh' }] }),
    ],
    ['an empty roast text', critique({ roastText: '' })],
    ['an unknown engine', critique({ engine: 'gpt' })],
    ['no critique at all', undefined],
  ])('refuses %s and marks nothing ready', async (_, bad) => {
    const roasts = fakeRoasts(processingRoast(ROAST_ID));
    await expect(scoreRoast({ roasts: roasts.repo }, { ...state(), critique: bad })).rejects.toThrow();
    expect(roasts.calls).toEqual([]);
    expect(roasts.store.get(ROAST_ID)!.status).toBe('processing');
  });
});

// ---------- Critique ----------

describe('critiqueRoast', () => {
  const images = {
    [`screenshots/${ROAST_ID}/0.jpg`]: Buffer.from('first'),
    [`screenshots/${ROAST_ID}/1.jpg`]: Buffer.from('second'),
  };

  it('hands the critic the screenshots in order with the roast level, and returns its critique', async () => {
    const result = critique() as unknown as CritiqueResult;
    const { critic, seen } = fakeCritic(async () => result);
    const out = await critiqueRoast({ screenshots: fakeScreenshots(images).store, critic }, state());
    expect(out).toEqual(result);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.roastId).toBe(ROAST_ID);
    expect(seen[0]!.level).toBe('brutal');
    expect(seen[0]!.images.map(String)).toEqual(['first', 'second']);
  });

  it('keeps the capture’s coloured text pairs in the roast’s folder (the capture facts expire in a day)', async () => {
    const pairs = [
      {
        label: 'a "Buy"',
        foreground: 'rgb(255, 255, 255)',
        background: 'rgb(221, 0, 0)',
        required: 4.5,
        fontSizePx: 16,
        count: 1,
      },
    ];
    const json = new Map<string, unknown>([['captures/cap1.json', { facts: { colourPairs: pairs } }]]);
    const store = strict<ScreenshotStore>('screenshots', {
      get: async (key) => (images as Record<string, Buffer>)[key] ?? null,
      getJson: async <T>(key: string) => (json.get(key) ?? null) as T | null,
      putJson: async (key, value) => {
        json.set(key, value);
      },
    });
    const { critic } = fakeCritic(async () => critique() as unknown as CritiqueResult);
    await critiqueRoast({ screenshots: store, critic }, state({ captureId: 'cap1' }));
    expect(json.get(`screenshots/${ROAST_ID}/colour-pairs.json`)).toEqual({ pairs });
  });

  it('keeps what the critic read off the screenshot with the live page’s pairs, failing ones too, out of the state', async () => {
    const lowContrast = [
      {
        label: 'p "Fresh"',
        box: { x: 0, y: 0, width: 10, height: 10 },
        foreground: 'rgb(204, 51, 51)',
        background: 'rgb(51, 153, 51)',
        ratio: 1.41,
        required: 4.5,
        fontSizePx: 16,
      },
    ];
    const screenColours = [
      {
        kind: 'element' as const,
        source: 'screenshot' as const,
        label: 'the “Buy now” button',
        foreground: '#c8392f',
        background: '#4c993d',
        required: 3,
        fontSizePx: 25,
        count: 1,
      },
    ];
    const json = new Map<string, unknown>([['captures/cap1.json', { facts: { lowContrast } }]]);
    const store = strict<ScreenshotStore>('screenshots', {
      get: async (key) => (images as Record<string, Buffer>)[key] ?? null,
      getJson: async <T>(key: string) => (json.get(key) ?? null) as T | null,
      putJson: async (key, value) => {
        json.set(key, value);
      },
    });
    const { critic } = fakeCritic(
      async () => ({ ...critique(), screenColours }) as unknown as CritiqueResult,
    );
    const out = await critiqueRoast({ screenshots: store, critic }, state({ captureId: 'cap1' }));
    expect(json.get(`screenshots/${ROAST_ID}/colour-pairs.json`)).toEqual({
      pairs: [
        {
          label: 'p "Fresh"',
          foreground: '#c33',
          background: '#393',
          required: 4.5,
          fontSizePx: 16,
          count: 1,
        },
        ...screenColours,
      ],
    });
    expect(out).not.toHaveProperty('screenColours');
  });

  it('tells the critic that a one-call URL roast shows one page (desktop and phone), and an upload nothing', async () => {
    const { critic, seen } = fakeCritic(async () => critique() as unknown as CritiqueResult);
    const store = fakeScreenshots(images).store;
    await critiqueRoast({ screenshots: store, critic }, state({ url: 'https://example.com/' }));
    await critiqueRoast({ screenshots: store, critic }, state());
    expect(seen.map((input) => input.viewports)).toEqual(['one-page', undefined]);
  });

  it('turns a content rejection into an error named ContentRejected carrying both texts as JSON', async () => {
    const { critic } = fakeCritic(async () => {
      throw new ContentRejectedError('No website found', 'Upload a screenshot of a web page');
    });
    const error = await critiqueRoast({ screenshots: fakeScreenshots(images).store, critic }, state()).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).name).toBe('ContentRejected');
    expect(JSON.parse((error as Error).message)).toEqual({
      message: 'No website found',
      suggestion: 'Upload a screenshot of a web page',
    });
  });

  it('lets other critic errors through with their own name', async () => {
    const { critic } = fakeCritic(async () => {
      throw new CriticQuotaError('quota');
    });
    const error = await critiqueRoast({ screenshots: fakeScreenshots(images).store, critic }, state()).catch(
      (e: unknown) => e,
    );
    expect((error as Error).name).toBe('CriticQuotaExceeded');
  });

  it('fails before calling the critic when a screenshot is missing from storage', async () => {
    const { critic, seen } = fakeCritic(async () => critique() as unknown as CritiqueResult);
    const partial = { [`screenshots/${ROAST_ID}/0.jpg`]: Buffer.from('first') };
    await expect(
      critiqueRoast({ screenshots: fakeScreenshots(partial).store, critic }, state()),
    ).rejects.toThrow(/missing/);
    expect(seen).toHaveLength(0);
  });
});

// ---------- Prepare ----------

describe('prepareRoast', () => {
  it('stores a thumbnail of the first screenshot and passes its key on', async () => {
    const roasts = fakeRoasts(processingRoast(ROAST_ID));
    const screenshots = fakeScreenshots({
      [`screenshots/${ROAST_ID}/0.jpg`]: Buffer.from('first'),
      [`screenshots/${ROAST_ID}/1.jpg`]: Buffer.from('second'),
    });
    const out = await prepareRoast(
      { roasts: roasts.repo, screenshots: screenshots.store, images: fakeImages },
      state(),
    );
    const key = `screenshots/${ROAST_ID}/thumbnail-top.jpg`;
    expect(out).toEqual({ ...state(), thumbnailKey: key });
    expect(String(screenshots.objects.get(key))).toBe('thumb:first');
  });

  it('fails with RoastNotFound when the roast was deleted meanwhile', async () => {
    const roasts = fakeRoasts();
    const screenshots = fakeScreenshots({ [`screenshots/${ROAST_ID}/0.jpg`]: Buffer.from('first') });
    await expect(
      prepareRoast({ roasts: roasts.repo, screenshots: screenshots.store, images: fakeImages }, state()),
    ).rejects.toBeInstanceOf(RoastNotFoundError);
  });
});

describe('the whole-page capture through the workflow', () => {
  const CAPTURE = 'cap_0123456789abcdefghij';
  const meta = { width: 1200, height: 6000, pageHeight: 15_000, capturedHeight: 7200, truncated: true };
  const fullPage = { key: `screenshots/${ROAST_ID}/full-page.jpg`, ...meta };

  it('Prepare copies it from captures/ into the roast folder and passes its key and size on', async () => {
    const roasts = fakeRoasts(processingRoast(ROAST_ID));
    const screenshots = fakeScreenshots(
      {
        [`screenshots/${ROAST_ID}/0.jpg`]: Buffer.from('first'),
        [`captures/${CAPTURE}.full-page.jpg`]: Buffer.from('tall page'),
      },
      { [`captures/${CAPTURE}.json`]: { facts: {}, fullPage: meta } },
    );
    const out = await prepareRoast(
      { roasts: roasts.repo, screenshots: screenshots.store, images: fakeImages },
      state({ captureId: CAPTURE }),
    );
    expect(out.fullPage).toEqual(fullPage);
    expect(String(screenshots.objects.get(fullPage.key))).toBe('tall page');
    // The state survives the next state's parse (Step Functions passes it on as JSON).
    expect(workflowStateSchema.parse(JSON.parse(JSON.stringify(out))).fullPage).toEqual(fullPage);
  });

  it('Prepare passes no whole page on when the capture took none, or its image has expired', async () => {
    const roasts = fakeRoasts(processingRoast(ROAST_ID));
    const first = { [`screenshots/${ROAST_ID}/0.jpg`]: Buffer.from('first') };
    const deps = (store: ScreenshotStore) => ({
      roasts: roasts.repo,
      screenshots: store,
      images: fakeImages,
    });
    const none = fakeScreenshots(first, { [`captures/${CAPTURE}.json`]: { facts: {} } });
    expect((await prepareRoast(deps(none.store), state({ captureId: CAPTURE }))).fullPage).toBeUndefined();
    const expired = fakeScreenshots(first, { [`captures/${CAPTURE}.json`]: { fullPage: meta } });
    expect((await prepareRoast(deps(expired.store), state({ captureId: CAPTURE }))).fullPage).toBeUndefined();
  });

  it('Critique hands it to the critic and Score keeps it on the result', async () => {
    const screenshots = fakeScreenshots({
      [`screenshots/${ROAST_ID}/0.jpg`]: Buffer.from('a'),
      [`screenshots/${ROAST_ID}/1.jpg`]: Buffer.from('b'),
      [fullPage.key]: Buffer.from('tall page'),
    });
    const { critic, seen } = fakeCritic(async () => critique() as CritiqueResult);
    await critiqueRoast({ screenshots: screenshots.store, critic }, state({ fullPage }));
    expect(seen[0]!.fullPage).toEqual({
      jpeg: Buffer.from('tall page'),
      pageHeight: 15_000,
      capturedHeight: 7200,
      truncated: true,
    });
    const roasts = fakeRoasts(processingRoast(ROAST_ID));
    await scoreRoast({ roasts: roasts.repo }, { ...state({ fullPage }), critique: critique() });
    expect(roasts.store.get(ROAST_ID)!.result!.fullPage).toEqual(fullPage);
  });
});

describe('workflowStateSchema', () => {
  it('accepts 1–5 image keys and a known level only', () => {
    expect(workflowStateSchema.safeParse(state()).success).toBe(true);
    expect(workflowStateSchema.safeParse(state({ imageKeys: [] })).success).toBe(false);
    // …except for a one-call URL roast, whose Capture state has yet to take the screenshots.
    expect(
      workflowStateSchema.safeParse({ ...state({ imageKeys: [] }), url: 'https://example.com/' }).success,
    ).toBe(true);
    expect(workflowStateSchema.safeParse(state({ imageKeys: Array(6).fill('k') })).success).toBe(false);
    expect(workflowStateSchema.safeParse({ ...state(), level: 'savage' }).success).toBe(false);
  });
});
