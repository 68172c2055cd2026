import { describe, expect, it } from 'vitest';
import { createRoastRequestSchema } from '../../../functions/domain/api-schemas';
import { roastTitle, siteNameFromLines, type ReadLine } from '../../../functions/domain/roast-title';

const base = { number: 42, website: {}, promotion: null, result: null };
const line = (text: string, y: number, height: number, confidence = 95, x = 100): ReadLine => ({
  text,
  confidence,
  box: { x, y, width: 10 * text.length, height },
});

describe('roastTitle: never "Untitled" (issue 17)', () => {
  it('falls back to the display number when nothing is known', () => {
    expect(roastTitle(base)).toBe('Roast #0042');
  });

  it('prefers the creator, then the promotion, the site name, the page title, OCR, the domain', () => {
    const all = {
      ...base,
      title: '  My   landing page ',
      promotion: { websiteName: 'Promoted Name', websiteUrl: 'https://p.example', authorCredit: null },
      website: {
        name: 'Site Name',
        title: 'Page Title',
        domain: 'site.example',
        url: 'https://site.example',
      },
      result: { siteName: 'Read Name' },
    };
    expect(roastTitle(all)).toBe('My landing page');
    expect(roastTitle({ ...all, title: null })).toBe('Promoted Name');
    expect(roastTitle({ ...all, title: null, promotion: null })).toBe('Site Name');
    expect(
      roastTitle({ ...all, title: null, promotion: null, website: { ...all.website, name: undefined } }),
    ).toBe('Page Title');
    expect(
      roastTitle({ ...base, website: { domain: 'site.example' }, result: { siteName: 'Read Name' } }),
    ).toBe('Read Name');
    expect(roastTitle({ ...base, website: { domain: 'site.example' } })).toBe('site.example');
    expect(roastTitle({ ...base, website: { url: 'https://www.shop.example/x' } })).toBe('shop.example');
  });
});

describe('siteNameFromLines: the brand or headline of the first screen', () => {
  it('takes the header brand over the taller headline', () => {
    expect(
      siteNameFromLines([
        line('Write less. Think more.', 209, 42),
        line('The quiet notes app for teams, synced to the cloud.', 292, 22),
        line('Calm Notes', 22, 18),
        line('Free trial', 367, 17),
      ]),
    ).toBe('Calm Notes');
  });

  it('skips navigation words and takes the leftmost header line', () => {
    expect(
      siteNameFromLines([
        line('Pricing', 20, 14, 96, 900),
        line('Log in', 20, 14, 96, 1000),
        line('Northwind', 24, 20, 90, 60),
      ]),
    ).toBe('Northwind');
  });

  it('never takes a button label for the name, even in the header (a notification prompt)', () => {
    const allow = line('Allow', 40, 16, 95, 40);
    const headline = line('10 Easy Weeknight Dinners', 220, 48);
    expect(siteNameFromLines([allow, headline], [allow.box])).toBe('10 Easy Weeknight Dinners');
  });

  it('uses the headline when the header has no name, trimmed of shouting and long tails', () => {
    expect(siteNameFromLines([line('MEGA DEALS 4 U!!!', 300, 60), line('Menu', 20, 12)])).toBe(
      'MEGA DEALS 4 U',
    );
    expect(siteNameFromLines([line('SALE!!!', 300, 60)])).toBeUndefined();
    const long = siteNameFromLines([
      line('The quiet notes app for teams that want to write less and think a great deal more', 300, 40),
    ]);
    expect(long).toBe('The quiet notes app for teams that want to write less and…');
  });

  it('reads nothing rather than something wrong: low confidence, symbols, or no lines', () => {
    expect(siteNameFromLines(undefined)).toBeUndefined();
    expect(siteNameFromLines([line('Calm Notes', 22, 18, 60)])).toBeUndefined();
    expect(siteNameFromLines([line('|| ~~ %% ||', 22, 18)])).toBeUndefined();
  });
});

describe('POST /api/roasts title', () => {
  const request = (title: unknown) =>
    createRoastRequestSchema.safeParse({ images: ['aGVsbG8='], roastLevel: 'brutal', title });

  it('is optional, trimmed, and at most 80 characters', () => {
    expect(createRoastRequestSchema.safeParse({ images: ['aGVsbG8='], roastLevel: 'brutal' }).success).toBe(
      true,
    );
    expect(request('  Acme <b>home</b> ').data?.title).toBe('Acme <b>home</b>');
    expect(request('x'.repeat(80)).success).toBe(true);
    expect(request('x'.repeat(81)).error?.issues[0]).toMatchObject({
      path: ['title'],
      message: 'must be at most 80 characters',
    });
  });

  it('refuses empty text, non-text and control or bidi-override characters', () => {
    expect(request('   ').error?.issues[0]?.message).toBe('is empty');
    expect(request(42).error?.issues[0]?.message).toBe('must be text');
    expect(request('Acme\u0000').error?.issues[0]?.message).toBe('must not contain control characters');
    expect(request('Acme\u202egnp.exe').error?.issues[0]?.message).toBe(
      'must not contain control characters',
    );
  });
});
