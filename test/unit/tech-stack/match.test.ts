import { describe, expect, it } from 'vitest';
import {
  detectTechnologies,
  EVIDENCE_LIMITS,
  HTML_SCAN_LIMIT,
  IMPLIED_CONFIDENCE_FACTOR,
  MIN_CONFIDENCE,
  normaliseVersion,
} from '../../../functions/domain/tech-stack/match';
import { type TechRule } from '../../../functions/domain/tech-stack/rules';
import { type PageEvidence } from '../../../functions/domain/tech-stack/types';
import { emptyEvidence } from './fixtures';

const NOW = new Date('2026-11-22T19:00:00.000Z');
const ev = (over: Partial<PageEvidence>): PageEvidence => ({
  ...emptyEvidence,
  url: 'https://x.test/',
  ...over,
});
const flat = (evidence: PageEvidence, rules?: readonly TechRule[]) =>
  Object.values(detectTechnologies(evidence, NOW, rules).technology).flat();

describe('scoring', () => {
  const rules: TechRule[] = [
    {
      name: 'Alpha',
      category: 'frontend',
      description: 'a',
      patterns: [
        { kind: 'cookie', name: /^alpha$/, weight: 50 },
        { kind: 'jsGlobal', name: 'Alpha', weight: 50, version: true },
        { kind: 'script', url: /\/alpha-(\d[\d.]{0,15})\.js/, weight: 60, version: true },
        { kind: 'script', url: /\/alpha\.min\.js\?v=(\d[\d.]{0,15})/, weight: 40, version: true },
      ],
      implies: ['Beta'],
    },
    {
      name: 'Beta',
      category: 'backend',
      description: 'b',
      patterns: [{ kind: 'cookie', name: /^beta$/, weight: 20 }],
      implies: ['Gamma'],
    },
    {
      name: 'Gamma',
      category: 'backend',
      description: 'c',
      patterns: [{ kind: 'cookie', name: /^gamma$/, weight: 90 }],
    },
    {
      name: 'Delta',
      category: 'hosting',
      description: 'd',
      patterns: [{ kind: 'header', name: 'server', value: /^delta$/i, weight: 90 }],
      excludes: ['Epsilon'],
    },
    {
      name: 'Epsilon',
      category: 'hosting',
      description: 'e',
      patterns: [{ kind: 'cookie', name: /^eps$/, weight: 95 }],
    },
    {
      name: 'Weak',
      category: 'other',
      description: 'w',
      patterns: [{ kind: 'cookie', name: /^weak$/, weight: 29 }],
    },
  ];

  it('combines independent clues as 1 − Π(1 − w), counting each pattern once', () => {
    const one = flat(ev({ cookies: ['alpha'] }), rules).find((t) => t.name === 'Alpha');
    expect(one?.confidence).toBe(50);
    const two = flat(ev({ cookies: ['alpha', 'alpha'], jsGlobals: { Alpha: true } }), rules).find(
      (t) => t.name === 'Alpha',
    );
    expect(two?.confidence).toBe(75);
  });

  it('never exceeds 100', () => {
    const strong: TechRule = {
      name: 'Strong',
      category: 'other',
      description: 's',
      patterns: [
        { kind: 'cookie', name: /^s$/, weight: 100 },
        { kind: 'jsGlobal', name: 'S', weight: 100 },
      ],
    };
    expect(flat(ev({ cookies: ['s'], jsGlobals: { S: true } }), [strong])[0]?.confidence).toBe(100);
  });

  it(`leaves out anything below ${MIN_CONFIDENCE}`, () => {
    expect(flat(ev({ cookies: ['weak'] }), rules)).toEqual([]);
  });

  it('gives implied technologies a lower confidence, through chains, and no version', () => {
    const found = flat(ev({ cookies: ['alpha'], jsGlobals: { Alpha: '2.1.0' } }), rules);
    const alpha = found.find((t) => t.name === 'Alpha')!;
    const beta = found.find((t) => t.name === 'Beta')!;
    const gamma = found.find((t) => t.name === 'Gamma')!;
    expect(alpha).toMatchObject({ confidence: 75, version: '2.1.0' });
    expect(beta.confidence).toBe(Math.round(75 * IMPLIED_CONFIDENCE_FACTOR));
    expect(beta.version).toBeUndefined();
    expect(gamma.confidence).toBe(Math.round(75 * IMPLIED_CONFIDENCE_FACTOR * IMPLIED_CONFIDENCE_FACTOR));
  });

  it('adds implied confidence to direct evidence', () => {
    const found = flat(ev({ cookies: ['alpha', 'beta'] }), rules);
    const beta = found.find((t) => t.name === 'Beta')!;
    expect(beta.confidence).toBe(Math.round((1 - (1 - 0.2) * (1 - 0.5 * IMPLIED_CONFIDENCE_FACTOR)) * 100));
  });

  it('drops an excluded technology only when the excluder is at least as confident', () => {
    expect(flat(ev({ headers: { server: 'delta' }, cookies: ['eps'] }), rules).map((t) => t.name)).toEqual([
      'Epsilon',
      'Delta',
    ]);
    const strongerDelta: TechRule = {
      ...rules[3]!,
      patterns: [{ kind: 'header', name: 'server', weight: 100 }],
    };
    expect(
      flat(ev({ headers: { server: 'delta' }, cookies: ['eps'] }), [strongerDelta, rules[4]!]).map(
        (t) => t.name,
      ),
    ).toEqual(['Delta']);
  });

  it('lets an excluded technology imply nothing', () => {
    const excluder: TechRule = {
      name: 'Zeta',
      category: 'backend',
      description: 'z',
      patterns: [{ kind: 'cookie', name: /^zeta$/, weight: 95 }],
      excludes: ['Alpha'],
    };
    const names = flat(ev({ cookies: ['zeta', 'alpha'] }), [...rules, excluder]).map((t) => t.name);
    expect(names).toEqual(['Zeta']); // no Alpha, and so no Beta or Gamma implied by it
  });

  it('picks the most specific version, then the heavier pattern', () => {
    const found = flat(
      ev({
        jsGlobals: { Alpha: '3' },
        scriptSrcs: ['https://cdn.test/alpha-3.7.js', 'https://cdn.test/alpha.min.js?v=3.7.1'],
      }),
      rules,
    );
    expect(found.find((t) => t.name === 'Alpha')?.version).toBe('3.7.1');
    const tie = flat(
      ev({ scriptSrcs: ['https://cdn.test/alpha.min.js?v=3.7.0', 'https://cdn.test/alpha-3.7.2.js'] }),
      rules,
    );
    expect(tie.find((t) => t.name === 'Alpha')?.version).toBe('3.7.2'); // weight 60 beats 40
  });
});

describe('normaliseVersion', () => {
  it.each([
    ['6.4.2', '6.4.2'],
    ['v3.4.1', '3.4.1'],
    ['3.7.1.', '3.7.1'],
    ['10', '10'],
    ['5.0.0-beta.1', '5.0.0-beta.1'],
    ['  17.3.2 ', '17.3.2'],
    ['1.2.3.4.5', '1.2.3.4'],
  ])('%s → %s', (raw, expected) => expect(normaliseVersion(raw)).toBe(expected));

  it.each(['', 'latest', 'abc', '.1', '<script>'])('rejects %j', (raw) =>
    expect(normaliseVersion(raw)).toBeUndefined(),
  );

  it('caps very long versions', () => {
    expect(normaliseVersion(`1.2.3-${'a'.repeat(500)}`)!.length).toBeLessThanOrEqual(
      EVIDENCE_LIMITS.versionLength,
    );
  });
});

describe('hostile or malformed evidence', () => {
  it('ignores values of the wrong type instead of throwing', () => {
    const junk = {
      url: 42,
      headers: { server: 7, 'X-Powered-By': 'Express' },
      cookies: [null, 5, 'laravel_session'],
      meta: null,
      scriptSrcs: 'not a list',
      linkHrefs: [{}],
      jsGlobals: { jQuery: 3, React: '18.2.0', Vue: false },
      domMarkers: undefined,
      html: 12,
    } as unknown as PageEvidence;
    const names = flat(junk).map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(['Express', 'Laravel', 'React']));
    expect(names).not.toContain('jQuery');
    expect(names).not.toContain('Vue.js');
  });

  it('does not report a version a page stuffed with markup', () => {
    const found = flat(ev({ jsGlobals: { React: '<img src=x onerror=alert(1)>' } }));
    const react = found.find((t) => t.name === 'React');
    expect(react).toBeDefined();
    expect(react!.version).toBeUndefined();
  });

  it('caps huge lists and strings', () => {
    const many = Array.from({ length: 50_000 }, (_, i) => `https://cdn.test/lib-${i}.js`);
    const found = flat(
      ev({
        scriptSrcs: [...many, 'https://js.stripe.com/v3/'],
        cookies: Array.from({ length: 50_000 }, (_, i) => `c${i}`),
        html: `${'x'.repeat(HTML_SCAN_LIMIT)}<div class="cf-turnstile"></div> navigator.serviceWorker.register(`,
      }),
    );
    // Beyond the caps, so not seen.
    expect(found.map((t) => t.name)).not.toContain('Stripe');
    expect(found.map((t) => t.name)).not.toContain('Service Worker');
  });

  it('reads only the host name for host patterns', () => {
    expect(flat(ev({ url: 'https://evil.test/?next=https://x.github.io' })).map((t) => t.name)).not.toContain(
      'GitHub Pages',
    );
    expect(flat(ev({ url: 'not a url' }))).toEqual([]);
  });
});
