/**
 * Technology detection: runs the project's ruleset (rules.ts) over the evidence a capture collected
 * and answers the `websiteAnalysis` shape of the API (DESIGN §8). Pure and synchronous.
 *
 * Scoring:
 * - Each rule pattern that matches contributes its weight w (a percentage). A technology's direct
 *   confidence is 1 − Π(1 − w/100) over its matching patterns (each pattern counts once, however many
 *   scripts or cookies it matched), so independent clues reinforce each other without passing 100.
 * - `implies`: a detected technology lends each implied one IMPLIED_CONFIDENCE_FACTOR × its own
 *   confidence, combined the same way with any direct evidence. Implied items carry a version only
 *   when the page revealed one directly.
 * - `excludes`: a detected technology removes the ones it excludes when it is at least as confident.
 * - Only technologies with a (rounded) confidence of at least MIN_CONFIDENCE are reported: below 30 a
 *   match rests on a single weak clue (a generic global or class name) and is more often wrong than
 *   right.
 * - When several versions are seen, the most specific one wins (most dotted parts, then the heavier
 *   pattern, then the one seen most often, then the first seen).
 *
 * All evidence is page-controlled: every string and list is capped before matching, and rules.ts only
 * contains regexes with bounded quantifiers, so matching time is linear in the capped input.
 */
import { TECHNOLOGY_CATEGORIES, type WebsiteAnalysis } from '../api-schemas';
import { TECH_RULES, type Pattern, type TechCategory, type TechRule } from './rules';
import { type PageEvidence } from './types';

/** Technologies below this confidence (0–100) are left out of the answer. */
export const MIN_CONFIDENCE = 30;
/** Share of a technology's confidence that it lends to each technology it implies. */
export const IMPLIED_CONFIDENCE_FACTOR = 0.8;
/** The matcher scans at most this many characters of `html`. */
export const HTML_SCAN_LIMIT = 200_000;
/** Caps on the other evidence, applied before any regex runs. */
export const EVIDENCE_LIMITS = {
  urls: 500,
  urlLength: 2048,
  headers: 200,
  headerValueLength: 4096,
  cookies: 300,
  cookieNameLength: 256,
  meta: 300,
  metaValueLength: 2048,
  globals: 500,
  globalValueLength: 64,
  domMarkers: 1000,
  versionLength: 40,
} as const;

export type TechnologyItem = WebsiteAnalysis['technology'][TechCategory][number];

interface Evidence {
  host: string;
  headers: Map<string, string>;
  cookies: string[];
  meta: Map<string, string>;
  scripts: string[];
  links: string[];
  globals: Map<string, string | true>;
  dom: Set<string>;
  html: string;
}

function strings(list: unknown, max: number, maxLength: number): string[] {
  if (!Array.isArray(list)) return [];
  const out: string[] = [];
  for (const item of list) {
    if (out.length >= max) break;
    if (typeof item === 'string' && item) out.push(item.slice(0, maxLength));
  }
  return out;
}

function entries(record: unknown, max: number): [string, unknown][] {
  if (!record || typeof record !== 'object') return [];
  return Object.entries(record as Record<string, unknown>).slice(0, max);
}

/** Caps and cleans page-controlled evidence (it may also arrive as JSON from storage). */
function normalise(evidence: PageEvidence): Evidence {
  const L = EVIDENCE_LIMITS;
  let host = '';
  try {
    host = new URL(String(evidence.url ?? '').slice(0, L.urlLength)).hostname.toLowerCase();
  } catch {
    host = '';
  }
  const headers = new Map<string, string>();
  for (const [k, v] of entries(evidence.headers, L.headers)) {
    if (typeof v === 'string') headers.set(k.toLowerCase(), v.slice(0, L.headerValueLength));
  }
  const meta = new Map<string, string>();
  for (const [k, v] of entries(evidence.meta, L.meta)) {
    if (typeof v === 'string') meta.set(k.toLowerCase(), v.slice(0, L.metaValueLength));
  }
  const globals = new Map<string, string | true>();
  for (const [k, v] of entries(evidence.jsGlobals, L.globals)) {
    if (v === true) globals.set(k, true);
    else if (typeof v === 'string' && v.trim()) globals.set(k, v.trim().slice(0, L.globalValueLength));
  }
  return {
    host,
    headers,
    cookies: strings(evidence.cookies, L.cookies, L.cookieNameLength),
    meta,
    scripts: strings(evidence.scriptSrcs, L.urls, L.urlLength),
    links: strings(evidence.linkHrefs, L.urls, L.urlLength),
    globals,
    dom: new Set(strings(evidence.domMarkers, L.domMarkers, 300)),
    html: typeof evidence.html === 'string' ? evidence.html.slice(0, HTML_SCAN_LIMIT) : '',
  };
}

/** A clean version ("6.4.2", "17.3.2", "10", "5.0.0-beta.1") from raw text, or undefined. */
export function normaliseVersion(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const m = /^v?(\d{1,6}(?:\.\d{1,6}){0,3})(?:-([0-9A-Za-z][0-9A-Za-z.]{0,24}))?/.exec(
    raw.trim().slice(0, 64),
  );
  if (!m?.[1]) return undefined;
  const version = m[2] ? `${m[1]}-${m[2].replace(/\.$/, '')}` : m[1];
  return version.slice(0, EVIDENCE_LIMITS.versionLength);
}

function firstGroup(m: RegExpExecArray): string | undefined {
  for (let i = 1; i < m.length; i++) if (m[i]) return m[i];
  return undefined;
}

interface PatternResult {
  matched: boolean;
  versions: string[];
}

const NO_MATCH: PatternResult = { matched: false, versions: [] };

function testText(re: RegExp, text: string, wantVersion: boolean | undefined): PatternResult {
  const m = re.exec(text);
  if (!m) return NO_MATCH;
  const v = wantVersion ? normaliseVersion(firstGroup(m)) : undefined;
  return { matched: true, versions: v ? [v] : [] };
}

function testList(re: RegExp, list: readonly string[], wantVersion: boolean | undefined): PatternResult {
  let matched = false;
  const versions: string[] = [];
  for (const item of list) {
    const r = testText(re, item, wantVersion);
    if (!r.matched) continue;
    matched = true;
    if (!wantVersion) break;
    for (const v of r.versions) if (!versions.includes(v)) versions.push(v);
  }
  return { matched, versions };
}

function evaluate(p: Pattern, e: Evidence): PatternResult {
  switch (p.kind) {
    case 'header': {
      const value = e.headers.get(p.name);
      if (value === undefined) return NO_MATCH;
      return p.value ? testText(p.value, value, p.version) : { matched: true, versions: [] };
    }
    case 'cookie':
      return testList(p.name, e.cookies, false);
    case 'meta': {
      const content = e.meta.get(p.name);
      if (content === undefined) return NO_MATCH;
      return p.content ? testText(p.content, content, p.version) : { matched: true, versions: [] };
    }
    case 'script':
      return testList(p.url, e.scripts, p.version);
    case 'link':
      return testList(p.url, e.links, p.version);
    case 'resource': {
      const a = testList(p.url, e.scripts, p.version);
      const b = testList(p.url, e.links, p.version);
      return { matched: a.matched || b.matched, versions: [...new Set([...a.versions, ...b.versions])] };
    }
    case 'jsGlobal': {
      const value = e.globals.get(p.name);
      if (value === undefined) return NO_MATCH;
      const v = p.version && typeof value === 'string' ? normaliseVersion(value) : undefined;
      return { matched: true, versions: v ? [v] : [] };
    }
    case 'dom':
      return e.dom.has(p.selector) ? { matched: true, versions: [] } : NO_MATCH;
    case 'html':
      return e.html ? testText(p.pattern, e.html, p.version) : NO_MATCH;
    case 'host':
      return e.host ? testText(p.pattern, e.host, false) : NO_MATCH;
  }
}

interface VersionCandidate {
  version: string;
  weight: number;
  order: number;
}

const specificity = (v: string): number => (v.split('-')[0] ?? '').split('.').length;

/** Most dotted parts first, then the heavier pattern, then the most often seen, then the first seen. */
function pickVersion(candidates: readonly VersionCandidate[]): string | undefined {
  const seen = new Map<string, number>();
  for (const c of candidates) seen.set(c.version, (seen.get(c.version) ?? 0) + 1);
  const sorted = [...candidates].sort(
    (a, b) =>
      specificity(b.version) - specificity(a.version) ||
      b.weight - a.weight ||
      (seen.get(b.version) ?? 0) - (seen.get(a.version) ?? 0) ||
      a.order - b.order,
  );
  return sorted[0]?.version;
}

const combine = (probabilities: readonly number[]): number =>
  1 - probabilities.reduce((rest, p) => rest * (1 - Math.min(Math.max(p, 0), 1)), 1);

interface Detection {
  rule: TechRule;
  direct: number;
  version?: string;
}

function detectDirect(rules: readonly TechRule[], e: Evidence): Map<string, Detection> {
  const found = new Map<string, Detection>();
  for (const rule of rules) {
    const weights: number[] = [];
    const candidates: VersionCandidate[] = [];
    for (const p of rule.patterns) {
      const r = evaluate(p, e);
      if (!r.matched) continue;
      weights.push(p.weight / 100);
      for (const version of r.versions)
        candidates.push({ version, weight: p.weight, order: candidates.length });
    }
    if (weights.length === 0) continue;
    found.set(rule.name, { rule, direct: combine(weights), version: pickVersion(candidates) });
  }
  return found;
}

/** Final confidences (0–1) after implications, iterated to a fixed point (the rule graph is acyclic). */
function applyImplications(rules: readonly TechRule[], direct: Map<string, Detection>): Map<string, number> {
  const impliedBy = new Map<string, string[]>();
  for (const rule of rules) {
    for (const target of rule.implies ?? [])
      impliedBy.set(target, [...(impliedBy.get(target) ?? []), rule.name]);
  }
  let scores = new Map<string, number>();
  for (const [name, d] of direct) scores.set(name, d.direct);
  for (let pass = 0; pass < 16; pass++) {
    const next = new Map<string, number>();
    for (const rule of rules) {
      const parts = [direct.get(rule.name)?.direct ?? 0];
      for (const parent of impliedBy.get(rule.name) ?? []) {
        parts.push(IMPLIED_CONFIDENCE_FACTOR * (scores.get(parent) ?? 0));
      }
      const score = combine(parts);
      if (score > 0) next.set(rule.name, score);
    }
    const stable =
      next.size === scores.size && [...next].every(([k, v]) => Math.abs((scores.get(k) ?? 0) - v) < 1e-9);
    scores = next;
    if (stable) break;
  }
  return scores;
}

const percent = (score: number): number => Math.min(100, Math.max(0, Math.round(score * 100)));

/**
 * Removes, in place, what a more (or equally) confident technology excludes. Most confident first, so a
 * dropped technology cannot drop others.
 */
function applyExclusions(confidence: Map<string, number>, byName: ReadonlyMap<string, TechRule>): void {
  const ordered = [...confidence].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'en'));
  for (const [name, c] of ordered) {
    if (!confidence.has(name)) continue;
    for (const excluded of byName.get(name)?.excludes ?? []) {
      const other = confidence.get(excluded);
      if (other !== undefined && other <= c) confidence.delete(excluded);
    }
  }
}

/**
 * Detects the technologies a page uses. `now` stamps the answer (injectable for tests).
 * The result validates against `websiteAnalysisSchema`.
 */
export function detectTechnologies(
  evidence: PageEvidence,
  now: Date = new Date(),
  rules: readonly TechRule[] = TECH_RULES,
): WebsiteAnalysis {
  const e = normalise(evidence);
  const byName = new Map(rules.map((r) => [r.name, r]));
  const direct = detectDirect(rules, e);
  // Exclude on direct evidence first, so an excluded technology implies nothing (no PHP on Shopify
  // because a stray WordPress clue was dropped), then again on final confidences.
  const directConfidence = new Map([...direct].map(([name, d]) => [name, percent(d.direct)]));
  applyExclusions(directConfidence, byName);
  for (const name of direct.keys()) if (!directConfidence.has(name)) direct.delete(name);
  const scores = applyImplications(rules, direct);

  const confidence = new Map<string, number>();
  for (const [name, score] of scores) {
    const c = percent(score);
    if (c >= MIN_CONFIDENCE) confidence.set(name, c);
  }
  applyExclusions(confidence, byName);

  const technology = Object.fromEntries(
    TECHNOLOGY_CATEGORIES.map((c) => [c, [] as TechnologyItem[]]),
  ) as Record<TechCategory, TechnologyItem[]>;
  for (const [name, c] of confidence) {
    const rule = byName.get(name);
    if (!rule) continue;
    const version = direct.get(name)?.version;
    technology[rule.category].push({
      name,
      ...(version ? { version } : {}),
      description: rule.description,
      confidence: c,
    });
  }
  for (const list of Object.values(technology)) {
    list.sort((a, b) => b.confidence - a.confidence || a.name.localeCompare(b.name, 'en'));
  }
  return { technology, timestamp: now.toISOString() };
}
