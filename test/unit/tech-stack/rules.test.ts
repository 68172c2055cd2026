import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { TECHNOLOGY_CATEGORIES } from '../../../functions/domain/api-schemas';
import { DOM_MARKER_SELECTORS, TECH_RULES, type Pattern } from '../../../functions/domain/tech-stack/rules';
import {
  buildJsGlobalsCollector,
  JS_GLOBAL_PROBES,
  MAX_PROBE_VALUE_LENGTH,
} from '../../../functions/domain/tech-stack/types';

function regexesOf(p: Pattern): RegExp[] {
  switch (p.kind) {
    case 'header':
      return p.value ? [p.value] : [];
    case 'meta':
      return p.content ? [p.content] : [];
    case 'cookie':
      return [p.name];
    case 'script':
    case 'link':
    case 'resource':
      return [p.url];
    case 'html':
    case 'host':
      return [p.pattern];
    default:
      return [];
  }
}

const allRegexes = TECH_RULES.flatMap((r) =>
  r.patterns.flatMap((p) => regexesOf(p).map((re) => ({ rule: r.name, re }))),
);

/**
 * Unbounded quantifiers (`*`, `+`, `{n,}`) outside character classes and escapes. The ruleset avoids
 * them entirely, so no regex can backtrack more than a bounded amount per starting position.
 */
function unboundedQuantifiers(source: string): string[] {
  const found: string[] = [];
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (ch === '\\') {
      i++;
      continue;
    }
    if (inClass) {
      if (ch === ']') inClass = false;
      continue;
    }
    if (ch === '[') inClass = true;
    else if (ch === '*' || ch === '+') found.push(`${ch} at ${i}`);
    else if (ch === '{') {
      const m = /^\{(\d+),(\d*)\}/.exec(source.slice(i));
      if (m && m[2] === '') found.push(`${m[0]} at ${i}`);
      if (m && m[2] !== '' && Number(m[2]) > 1000) found.push(`${m[0]} (too large) at ${i}`);
    }
  }
  return found;
}

describe('the ruleset', () => {
  it('has at least 150 technologies, uniquely named', () => {
    const names = TECH_RULES.map((r) => r.name);
    expect(names.length).toBeGreaterThanOrEqual(150);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(names.length);
  });

  it('covers all seven categories with at least 8 technologies each', () => {
    for (const c of TECHNOLOGY_CATEGORIES) {
      expect(TECH_RULES.filter((r) => r.category === c).length, c).toBeGreaterThanOrEqual(8);
    }
    expect(TECH_RULES.every((r) => (TECHNOLOGY_CATEGORIES as readonly string[]).includes(r.category))).toBe(
      true,
    );
  });

  it('gives every technology a one-line description and at least one pattern', () => {
    for (const r of TECH_RULES) {
      expect(r.description.trim(), r.name).not.toBe('');
      expect(r.description, r.name).not.toMatch(/\n/);
      expect(r.description.length, r.name).toBeLessThanOrEqual(120);
      expect(r.patterns.length, r.name).toBeGreaterThan(0);
    }
  });

  it('uses weights between 1 and 100', () => {
    for (const r of TECH_RULES) {
      for (const p of r.patterns) {
        expect(p.weight, r.name).toBeGreaterThan(0);
        expect(p.weight, r.name).toBeLessThanOrEqual(100);
      }
    }
  });

  it('has regexes that compile, are stateless and have only bounded quantifiers', () => {
    expect(allRegexes.length).toBeGreaterThan(300);
    for (const { rule, re } of allRegexes) {
      expect(() => new RegExp(re.source, re.flags), rule).not.toThrow();
      expect(re.global || re.sticky, `${rule}: ${re}`).toBe(false);
      expect(unboundedQuantifiers(re.source), `${rule}: ${re}`).toEqual([]);
    }
  });

  it('asks for a version only where a capture group can provide one', () => {
    for (const r of TECH_RULES) {
      for (const p of r.patterns) {
        if (!('version' in p) || !p.version || p.kind === 'jsGlobal') continue;
        const groups = regexesOf(p).map((re) => new RegExp(`${re.source}|`).exec('')!.length - 1);
        expect(groups[0], `${r.name}: ${regexesOf(p)[0]}`).toBeGreaterThan(0);
      }
    }
  });

  it('names header and meta patterns in lower case, as the evidence is', () => {
    for (const r of TECH_RULES) {
      for (const p of r.patterns) {
        if (p.kind === 'header' || p.kind === 'meta') expect(p.name, r.name).toBe(p.name.toLowerCase());
      }
    }
  });

  it('only implies or excludes technologies that exist, never itself', () => {
    const names = new Set(TECH_RULES.map((r) => r.name));
    for (const r of TECH_RULES) {
      for (const other of [...(r.implies ?? []), ...(r.excludes ?? [])]) {
        expect(names.has(other), `${r.name} → ${other}`).toBe(true);
        expect(other).not.toBe(r.name);
      }
    }
  });

  it('has no implication cycles', () => {
    const implies = new Map(TECH_RULES.map((r) => [r.name, r.implies ?? []]));
    const visit = (name: string, path: string[]) => {
      expect(path, `cycle ${[...path, name].join(' → ')}`).not.toContain(name);
      for (const next of implies.get(name) ?? []) visit(next, [...path, name]);
    };
    for (const r of TECH_RULES) visit(r.name, []);
  });

  it('lists every DOM selector it uses for the capture, once', () => {
    const used = new Set(
      TECH_RULES.flatMap((r) => r.patterns.flatMap((p) => (p.kind === 'dom' ? [p.selector] : []))),
    );
    expect([...DOM_MARKER_SELECTORS].sort()).toEqual([...used].sort());
    expect(new Set(DOM_MARKER_SELECTORS).size).toBe(DOM_MARKER_SELECTORS.length);
  });
});

describe('JS global probes', () => {
  it('cover exactly the globals the rules read', () => {
    const keys = JS_GLOBAL_PROBES.map((p) => p.key);
    expect(new Set(keys).size).toBe(keys.length);
    const used = new Set(
      TECH_RULES.flatMap((r) => r.patterns.flatMap((p) => (p.kind === 'jsGlobal' ? [p.name] : []))),
    );
    expect([...used].filter((k) => !keys.includes(k))).toEqual([]);
    expect(keys.filter((k) => !used.has(k))).toEqual([]);
  });

  it('are valid JavaScript expressions', () => {
    for (const p of JS_GLOBAL_PROBES) {
      expect(() => new vm.Script(`(${p.expression})`), p.key).not.toThrow();
    }
    expect(() => new vm.Script(buildJsGlobalsCollector())).not.toThrow();
  });

  /** A minimal stand-in for a browser page, enough for the collector. */
  function fakePage(globals: Record<string, unknown>, elements: Record<string, object> = {}) {
    class Node {}
    class HTMLCollection {}
    const ctx: Record<string, unknown> = {
      Node,
      HTMLCollection,
      document: {
        querySelector: (sel: string) => elements[sel] ?? null,
        querySelectorAll: () => Object.values(elements),
      },
      ...globals,
    };
    ctx.window = ctx;
    return { ctx: vm.createContext(ctx), Node };
  }

  it('collect versions and presence from a page, and ignore what is absent', () => {
    const { ctx } = fakePage(
      {
        jQuery: { fn: { jquery: '3.7.1' }, migrateVersion: '3.4.1' },
        React: { version: '18.2.0' },
        __NEXT_DATA__: { page: '/' },
        _paq: [],
        THREE: { REVISION: '160' },
        _: { VERSION: '4.17.21', flatMapDeep: () => [] },
      },
      { '[ng-version]': { getAttribute: () => '17.3.2' } },
    );
    const out = vm.runInContext(buildJsGlobalsCollector(), ctx) as Record<string, unknown>;
    expect(out).toMatchObject({
      jQuery: '3.7.1',
      'jQuery.migrateVersion': '3.4.1',
      React: '18.2.0',
      __NEXT_DATA__: true,
      _paq: true,
      THREE: '160',
      lodash: '4.17.21',
      'ng-version': '17.3.2',
    });
    expect(out).not.toHaveProperty('underscore');
    expect(out).not.toHaveProperty('Vue');
    expect(out).not.toHaveProperty('Stripe');
  });

  it('ignore elements exposed as globals by their id, throwing getters and oversized values', () => {
    const { ctx, Node } = fakePage({});
    const w = ctx as Record<string, unknown>;
    w.Stripe = new Node(); // <div id="Stripe">
    Object.defineProperty(w, 'Vue', {
      get() {
        throw new Error('hostile');
      },
    });
    w.Ember = { VERSION: 'x'.repeat(10_000) };
    const out = vm.runInContext(buildJsGlobalsCollector(), ctx) as Record<string, unknown>;
    expect(out).not.toHaveProperty('Stripe');
    expect(out).not.toHaveProperty('Vue');
    expect(String(out.Ember).length).toBeLessThanOrEqual(MAX_PROBE_VALUE_LENGTH);
  });
});
