import { describe, expect, it } from 'vitest';
import { createRoastRequestSchema } from '../../../functions/domain/api-schemas';
import { roastTitle, siteNameFromLines, type ReadLine } from '../../../functions/domain/roast-title';

const base = { number: 42, website: {}, promotion: null, result: null };
const line = (text: string, y: number, height: number, confidence = 95, x = 100): ReadLine => ({
  text,
  confidence,
  box: { x, y, width: 10 * text.length, height },
});

describe('roastTitle: never "Untitled"', () => {
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
  /** Ordinary text of a page: what a headline has to stand out from. */
  const body = [line('Read the whole story below', 400, 16), line('Opening hours and prices', 440, 16)];

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

  it('names nothing from a fragment of a decorated headline or a pop-up clause cut short', () => {
    // A 649 px wide, 76 px tall WordArt headline the OCR read as two letters.
    const fragment: ReadLine = { text: 'fy', confidence: 70, box: { x: 270, y: 27, width: 649, height: 76 } };
    expect(siteNameFromLines([fragment, line('HOME', 151, 11)])).toBeUndefined();
    expect(siteNameFromLines([line('We noticed', 125, 20), ...body])).toBeUndefined();
    // A whole headline that speaks to the reader is still a headline.
    expect(siteNameFromLines([line('We plan your wedding', 125, 30), ...body])).toBe('We plan your wedding');
  });

  it('takes the word mark, set larger than the navigation beside it, even to its right', () => {
    expect(
      siteNameFromLines([
        line('Pricing', 30, 15, 96, 60),
        line('Blog', 30, 14, 95, 160),
        line('sprout', 21, 33, 86, 260),
      ]),
    ).toBe('sprout');
  });

  it('skips navigation words and takes the leftmost of equal header lines', () => {
    expect(
      siteNameFromLines([
        line('Overview', 20, 20, 96, 250),
        line('Writing', 20, 14, 96, 700),
        line('Nora Kim', 20, 14, 96, 300),
      ]),
    ).toBe('Nora Kim');
  });

  it('trusts a doubtful logo read only in the masthead, and less doubtful ones when the page repeats it', () => {
    const logo = line('Ledgerly', 22, 27, 57, 84);
    const navigation = [line('Customers', 30, 13, 94, 401), line('Pricing', 30, 15, 83, 498)];
    const repeated = line('Ledgerly automates reconciliation and reporting', 320, 21, 95);
    expect(siteNameFromLines([logo, ...navigation, repeated])).toBe('Ledgerly');
    expect(siteNameFromLines([logo, ...navigation])).toBeUndefined();
    expect(siteNameFromLines([line('Fathom', 20, 26, 72, 22)])).toBe('Fathom');
  });

  it('names the site by the domain its masthead shows', () => {
    expect(siteNameFromLines([line('SoftZone.net Mac Android Games Drivers Top100', 8, 26, 90, 16)])).toBe(
      'SoftZone.net',
    );
  });

  it('never takes a button label for the name, even in the header (a notification prompt)', () => {
    const allow = line('Allow', 40, 16, 95, 40);
    const headline = line('10 Easy Weeknight Dinners', 220, 48);
    expect(siteNameFromLines([allow, headline, ...body], { buttonLabels: [allow.box] })).toBe(
      '10 Easy Weeknight Dinners',
    );
  });

  it('uses a headline that stands out in the upper half when the header has no name', () => {
    const headline = line('Application for Resident Fishing License', 151, 24);
    expect(siteNameFromLines([headline, ...body], { viewportHeight: 750 })).toBe(
      'Application for Resident Fishing License',
    );
    expect(
      siteNameFromLines([{ ...headline, box: { ...headline.box, y: 481 } }, ...body], {
        viewportHeight: 750,
      }),
    ).toBeUndefined();
    expect(siteNameFromLines([line('Council approves harbour tunnel', 166, 17), ...body])).toBeUndefined();
    expect(siteNameFromLines([line('My name is Kevin and this is my', 227, 30), ...body])).toBeUndefined();
  });

  it('never names a page after a pop-up, an offer, or a numbered section', () => {
    for (const text of [
      'Your Download Is Ready!',
      'CONGRATULATIONS!!!',
      'MEGA DEALS 4 U!!!',
      '500% BONUS',
      '200 FREE SPINS',
      '$25 OFF any service call',
      '3. Configuration',
    ]) {
      expect(siteNameFromLines([line(text, 30, 40), ...body]), text).toBeUndefined();
      expect(siteNameFromLines([line(text, 200, 40), ...body]), text).toBeUndefined();
    }
    expect(siteNameFromLines([line('Yahoo!', 20, 30)])).toBe('Yahoo!');
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

  it('refuses half of a surrogate pair, and takes a whole one (an emoji)', () => {
    for (const broken of ['Acme \ud83d', '\ude00Acme', 'A\udfffB\ud800'])
      expect(request(broken).error?.issues[0], JSON.stringify(broken)).toMatchObject({
        path: ['title'],
        message: expect.stringMatching(/^is not valid text/),
      });
    expect(request('Acme \ud83d\ude00').data?.title).toBe('Acme 😀');
  });
});

describe('roastTitle from other sources', () => {
  it('shows a lone surrogate from page metadata as the replacement character, never as is', () => {
    expect(roastTitle({ ...base, website: { name: 'Acme\ud83d Co' } })).toBe('Acme\ufffd Co');
    expect(roastTitle({ ...base, website: { name: 'Acme \ud83d\ude00' } })).toBe('Acme 😀');
  });
});
