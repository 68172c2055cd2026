import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { clarityAnalysisSchema, violationSchema } from '../../../functions/domain/api-schemas';
import { CRITERION_KEYS } from '../../../functions/domain/criteria';
import { ContentRejectedError, type CritiqueResult } from '../../../functions/domain/critique';
import { MAX_IMAGE_LONGEST_SIDE } from '../../../functions/domain/limits';
import { ROAST_LEVELS, type RoastLevel } from '../../../functions/domain/roast-levels';
import { qualityScore } from '../../../functions/domain/scoring';
import { createBasicCritic } from '../../../functions/engine/basic-critic';

const DATA = fileURLToPath(new URL('../../data/aim/', import.meta.url));
const critic = createBasicCritic();

/**
 * The fixture PNGs as the pipeline would hand them over: longest side capped at 1200, JPEG quality 70
 * (1280×800 becomes 1200×750). ICC profiles are ignored so pixel values stay AIM's.
 */
async function screenshotJpeg(file: string): Promise<Buffer> {
  return sharp(`${DATA}${file}`, { ignoreIcc: true })
    .flatten({ background: '#ffffff' })
    .resize({ width: MAX_IMAGE_LONGEST_SIDE, height: MAX_IMAGE_LONGEST_SIDE, fit: 'inside' })
    .jpeg({ quality: 70 })
    .toBuffer();
}

const blankJpeg = (colour = '#ffffff') =>
  sharp({ create: { width: 1200, height: 750, channels: 3, background: colour } })
    .jpeg({ quality: 70 })
    .toBuffer();

const run = (images: Buffer[], level: RoastLevel = 'honest') =>
  critic.critique({ roastId: 'r1', level, images });

let aalto: Buffer; // calm layout, loud colour (colourfulness ~82, 92nd percentile)
let helsinki: Buffer; // busy: photo collage, ~40 dominant colours, edge density ~80th percentile
let wikipedia: Buffer; // quiet colour, dense text
const results: Record<string, CritiqueResult> = {};

beforeAll(async () => {
  aalto = await screenshotJpeg('aalto.fi_website.png');
  helsinki = await screenshotJpeg('myhelsinki.fi_website.png');
  wikipedia = await screenshotJpeg('wikipedia.org_website.png');
  results.aalto = await run([aalto]);
  results.helsinki = await run([helsinki]);
  results.wikipedia = await run([wikipedia]);
});

describe('basic critic output', () => {
  it('is schema-valid, in range and offline', () => {
    for (const r of Object.values(results)) {
      expect(r.engine).toBe('offline');
      for (const key of CRITERION_KEYS) {
        const s = r.subScores[key];
        expect(s).toBeGreaterThanOrEqual(0);
        expect(s).toBeLessThanOrEqual(10);
        expect(Math.round(s * 10) / 10).toBe(s);
      }
      expect(() => violationSchema.array().parse(r.violations)).not.toThrow();
      expect(() => clarityAnalysisSchema.parse(r.clarityAnalysis)).not.toThrow();
      expect(r.improvements.length).toBeGreaterThanOrEqual(2);
      for (const v of r.violations) {
        expect(v.evidence).toBeDefined();
        const { value, threshold } = v.evidence!;
        // Every reported violation really crossed its threshold, in one direction or the other.
        expect(value).not.toBe(threshold);
      }
    }
  });

  it('is deterministic', async () => {
    expect(await run([aalto])).toEqual(results.aalto);
    expect(await run([helsinki], 'brutal')).toEqual(await run([helsinki], 'brutal'));
  });

  it('scores the busy collage below the calm layout, and the loud palette below the quiet one', () => {
    const { aalto: calm, helsinki: busy, wikipedia: quiet } = results as Required<typeof results>;
    expect(calm!.subScores.layoutSpacing).toBeGreaterThan(busy!.subScores.layoutSpacing);
    expect(calm!.subScores.uiConsistency).toBeGreaterThan(busy!.subScores.uiConsistency);
    expect(calm!.clarityAnalysis!.score).toBeGreaterThan(busy!.clarityAnalysis!.score);
    expect(qualityScore(calm!.subScores)).toBeGreaterThan(qualityScore(busy!.subScores));
    // aalto.fi's colourfulness is above 90% of the top 500; Wikipedia's is near the quiet end.
    expect(quiet!.subScores.colorUsage).toBeGreaterThan(calm!.subScores.colorUsage);
    expect(calm!.violations.map((v) => v.code)).toContain('V001');
    expect(busy!.violations.map((v) => v.code)).toContain('V008');
  });

  it('orders improvements by impact, starting with the worst violation', () => {
    const r = results.helsinki!;
    expect(r.violations.length).toBeGreaterThan(0);
    expect(r.improvements[0]).toContain(String(r.violations[0]!.evidence!.value));
  });

  it('gives clarity recommendations only below 6, with matching understanding bands', () => {
    const scores = Object.values(results).map((r) => r.clarityAnalysis!);
    expect(scores.some((c) => c.score < 6)).toBe(true);
    expect(scores.some((c) => c.score >= 6)).toBe(true);
    for (const c of scores) {
      expect(c.recommendations.length > 0).toBe(c.score < 6);
      expect(c.userUnderstanding).toBe(c.score >= 7 ? 'clear' : c.score >= 4 ? 'confusing' : 'wtf');
      expect(c.commentary).toMatch(/\d/);
    }
  });

  it('writes a different roast per level, each citing a measured number', async () => {
    const texts = await Promise.all(ROAST_LEVELS.map(async (level) => (await run([aalto], level)).roastText));
    expect(new Set(texts).size).toBe(ROAST_LEVELS.length);
    const cited = String(results.aalto!.violations[0]!.evidence!.value); // the colourfulness, e.g. 82
    for (const text of texts) {
      expect(text).toContain(cited);
      const sentences = text.match(/[.!?](\s|$)/g) ?? [];
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(5);
    }
  });

  it('flags screenshots that do not look like one product', async () => {
    const r = await run([aalto, wikipedia]);
    const drift = r.violations.find((v) => v.code === 'V010');
    expect(drift?.evidence?.value).toBeGreaterThan(35);
    expect(() => violationSchema.array().parse(r.violations)).not.toThrow();
  });
});

describe('content validation', () => {
  it('rejects a blank white image', async () => {
    const error = await run([await blankJpeg()]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentRejectedError);
    expect((error as ContentRejectedError).message).toBe(
      'This looks like a blank image, not a website screenshot',
    );
    expect((error as ContentRejectedError).suggestion).toBe('Please upload website screenshots');
  });

  it('rejects only when every image is blank', async () => {
    await expect(run([await blankJpeg('#3366cc'), await blankJpeg()])).rejects.toBeInstanceOf(
      ContentRejectedError,
    );
    await expect(run([await blankJpeg(), aalto])).resolves.toMatchObject({ engine: 'offline' });
  });
});

describe('speed', () => {
  it('analyses a 1200×750 JPEG well under a second', async () => {
    const { width, height } = await sharp(aalto).metadata();
    expect([width, height]).toEqual([1200, 750]);
    const start = performance.now();
    await run([aalto]);
    expect(performance.now() - start).toBeLessThan(1000);
  });
});
