/**
 * Machine reports of a roast and its design gate, so a CI pipeline shows the findings in its own UI:
 * JUnit XML (test reports: GitLab, Jenkins, Azure, most CI hosts) and SARIF 2.1.0 (code scanning, e.g.
 * GitHub's upload-sarif). Deterministic: the same roast and gate give byte-identical reports; neither
 * carries a time, a host name or an absolute path the command line did not give.
 *
 * Schemas they are tested against: test/data/schemas/ (README there says where each came from).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { RoastDetail } from '../../functions/domain/api-schemas';
import { CRITERIA } from '../../functions/domain/criteria';
import { evidenceSentence } from '../../functions/domain/evidence';
import { FACTS, VIOLATION_CATALOGUE, type CatalogueEntry } from '../../functions/domain/violation-catalogue';
import type { Severity, Violation } from '../../functions/domain/violations';
import { fill, formatFact } from '../../functions/engine/rules';
import type { GateCheck, GateResult } from './gate';
import { jsonForTerminal } from './output';

/** One screenshot of the roast, in the roast's image order: where to find it, and its scale. */
export interface ScreenshotRef {
  /** A path relative to the working directory (forward slashes), or an absolute URL. */
  uri: string;
  /**
   * Pixels of this file per pixel of the stored screenshot: violation regions are measured on the
   * normalised image (longest side 1200), the file may be larger. 1 when the file is the stored image.
   */
  scale: number;
}

export interface ReportInput {
  roast: RoastDetail;
  gate: GateResult;
  screenshots: ScreenshotRef[];
  /** What was roasted, in words: the files or the URL. */
  target: string;
}

const TOOL_NAME = 'UGH Score';
const TOOL_VERSION = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;
const CATALOGUE = new Map(VIOLATION_CATALOGUE.map((e) => [e.code, e]));

const isFact = (metric: string): metric is keyof typeof FACTS => Object.hasOwn(FACTS, metric);

/** The measured value against its threshold, in plain words (domain/evidence.ts). */
function evidenceText(v: Violation): string | undefined {
  return v.evidence && evidenceSentence(v.evidence);
}

/** The catalogue's fix for this violation, with its measured numbers filled in. */
function fixText(v: Violation, entry: CatalogueEntry | undefined): string | undefined {
  if (!entry) return undefined;
  const e = v.evidence;
  if (!e || !isFact(e.metric)) return undefined;
  return fill(entry.fix, formatFact(e.metric, e.value), formatFact(e.metric, e.threshold));
}

function violationText(v: Violation): string {
  const entry = CATALOGUE.get(v.code);
  return [`${v.code} ${v.type} [${v.severity}]: ${v.description}`, evidenceText(v), fixText(v, entry)]
    .filter(Boolean)
    .join(' ');
}

/**
 * Whether this finding fails the gate: only a new Severe-or-worse violation does, and only when the
 * baseline check on them failed. Every other finding is information: the score-limit check fails on
 * the score, not on any one finding.
 */
export function failsGate(v: Violation, gate: GateResult): boolean {
  const check = gate.checks.find((c) => c.id === 'baseline-new-severe');
  return (
    !!check &&
    !check.passed &&
    v.severity !== 'Mild' &&
    !!gate.comparison?.violations.new.some((n) => n.code === v.code)
  );
}

// ---------- JUnit ----------

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  '\n': '&#10;',
  '\r': '&#13;',
  '\t': '&#9;',
};

/**
 * Text safe inside an XML attribute or element: markup escaped, and the characters XML 1.0 cannot hold
 * at all (most C0 controls, lone surrogates, U+FFFE/U+FFFF) dropped. Roast text quotes captured pages.
 */
export function xmlText(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- removing the characters XML forbids is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '')
      .replace(/[&<>"'\n\r\t]/g, (c) => XML_ESCAPES[c]!)
      // DEL and C1 are allowed in XML 1.0 but a terminal acts on them raw: character references.
      .replace(/[\u007f-\u009f]/g, (c) => `&#x${c.charCodeAt(0).toString(16)};`)
  );
}

interface TestCase {
  classname: string;
  name: string;
  failure?: { type: string; message: string; body: string };
  /** Why a finding that did not fail the gate is not a failure. */
  skipped?: string;
  out?: string;
}

function gateCase(check: GateCheck): TestCase {
  return {
    classname: 'ugh.gate',
    name: check.name,
    ...(check.passed
      ? { out: check.message }
      : { failure: { type: check.id, message: check.message, body: check.message } }),
  };
}

/**
 * One test suite for the roast: a test case for the score (the --fail-above check, or the score as
 * information when there is no limit), one per baseline check, and one per violation code. The
 * failures are exactly what failed the gate, so a CI host that goes red on any failed case agrees with
 * the exit code: a violation is a failure only when it fails the gate (a new Severe-or-worse one
 * under --baseline); every other violation is skipped, with the reason and its evidence.
 */
export function junitReport({ roast, gate, target }: ReportInput): string {
  const cases: TestCase[] = [];
  const limit = gate.checks.find((c) => c.id === 'score-limit');
  cases.push(
    limit
      ? gateCase(limit)
      : {
          classname: 'ugh.gate',
          name: 'UGH Score',
          out: `UGH Score ${roast.ughScore} (${roast.verdict}); no --fail-above limit was set.`,
        },
  );
  for (const check of gate.checks) if (check.id !== 'score-limit') cases.push(gateCase(check));
  const newCodes = new Set(gate.comparison?.violations.new.map((v) => v.code));
  for (const v of roast.violations) {
    const since = gate.comparison
      ? newCodes.has(v.code)
        ? ' New since the baseline.'
        : ' Also in the baseline.'
      : '';
    const text = violationText(v) + since;
    cases.push({
      classname: `ugh.violations.${v.criterion}`,
      name: `${v.code} ${v.type}`,
      ...(failsGate(v, gate)
        ? {
            failure: { type: v.severity, message: `${v.type} [${v.severity}]: ${v.description}`, body: text },
          }
        : { skipped: `A finding, not a gate failure. ${text}` }),
    });
  }
  const failures = cases.filter((c) => c.failure).length;
  const skipped = cases.filter((c) => c.skipped).length;
  const properties: [string, string][] = [
    ['target', target],
    ['ughScore', String(roast.ughScore)],
    ['verdict', roast.verdict],
    ['roastLevel', roast.roastLevel],
    ['engine', roast.engine],
    ...CRITERIA.map((c): [string, string] => [c.key, String(roast[c.key])]),
    ['gate', gate.checks.length === 0 ? 'none' : gate.passed ? 'passed' : 'failed'],
  ];
  const suiteName = `UGH Score design gate: ${target}`;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${xmlText(TOOL_NAME)}" tests="${cases.length}" failures="${failures}" errors="0">`,
    `  <testsuite name="${xmlText(suiteName)}" tests="${cases.length}" failures="${failures}" errors="0" skipped="${skipped}">`,
    '    <properties>',
    ...properties.map(
      ([name, value]) => `      <property name="${xmlText(name)}" value="${xmlText(value)}"/>`,
    ),
    '    </properties>',
  ];
  for (const c of cases) {
    lines.push(`    <testcase classname="${xmlText(c.classname)}" name="${xmlText(c.name)}">`);
    if (c.failure)
      lines.push(
        `      <failure type="${xmlText(c.failure.type)}" message="${xmlText(c.failure.message)}">${xmlText(c.failure.body)}</failure>`,
      );
    // Jenkins' schema (test/data/schemas/junit-jenkins.xsd) gives <skipped> text, not attributes.
    if (c.skipped) lines.push(`      <skipped>${xmlText(c.skipped)}</skipped>`);
    if (c.out) lines.push(`      <system-out>${xmlText(c.out)}</system-out>`);
    lines.push('    </testcase>');
  }
  lines.push(
    `    <system-out>${xmlText(roast.roastText)}</system-out>`,
    '  </testsuite>',
    '</testsuites>',
    '',
  );
  return lines.join('\n');
}

// ---------- SARIF 2.1.0 ----------

type SarifLevel = 'error' | 'warning' | 'note';

/**
 * A finding's level when it does not fail the gate: Mild findings are notes, the rest warnings. Only
 * what fails the gate is an error (failsGate), as only that fails the JUnit report and the exit code.
 */
export const SARIF_LEVEL: Record<Severity, SarifLevel> = {
  Mild: 'note',
  Severe: 'warning',
  Critical: 'warning',
  Unforgivable: 'warning',
};

/** SARIF's rule `name` is an identifier-like word: "Rainbow Overdose" → "RainbowOverdose". */
const ruleName = (type: string) =>
  type.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => c?.toUpperCase() ?? '');

const GATE_RULES: Record<GateCheck['id'], { name: string; short: string; help: string }> = {
  'score-limit': {
    name: 'UghScoreLimit',
    short: 'UGH Score above the limit',
    help: 'The page’s UGH Score (0–100, higher is worse) is above the limit given with --fail-above. Fix the violations reported with it, worst first, and roast again.',
  },
  'baseline-score': {
    name: 'UghScoreWorseThanBaseline',
    short: 'UGH Score worse than the baseline',
    help: 'The page scores more points worse than its baseline roast (--baseline) than the margin allows (--margin). Compare the two roasts with `ugh compare` to see which sub-scores and violations changed.',
  },
  'baseline-new-severe': {
    name: 'NewSevereViolation',
    short: 'New Severe-or-worse violations since the baseline',
    help: 'The page shows Severe, Critical or Unforgivable violations that its baseline roast did not have. Each is reported as its own result with its fix.',
  },
};

function violationRule(code: string, v: Violation) {
  const entry = CATALOGUE.get(code);
  // A model-written roast may use a code outside the catalogue: its own words describe it.
  const name = entry?.name ?? v.type;
  const description = entry
    ? fill(entry.description, 'X', formatFact(entry.fact, entry.threshold))
    : v.description;
  const severity = entry?.severity ?? v.severity;
  const criterion = entry?.criterion ?? v.criterion;
  // The rule is the same for every page: X stands for the value each result reports.
  const fix =
    entry &&
    `${fill(entry.fix, 'X', formatFact(entry.fact, entry.threshold))}${entry.fix.includes('{value}') ? ' (X: the measured value, given in each result.)' : ''}`;
  const help = fix ? `${description} How to fix: ${fix}` : description;
  return {
    id: code,
    name: ruleName(name),
    shortDescription: { text: name },
    fullDescription: { text: description },
    help: {
      text: help,
      markdown: fix ? `${description}\n\n**How to fix:** ${fix}` : description,
    },
    defaultConfiguration: { level: SARIF_LEVEL[severity] },
    properties: {
      severity,
      criterion,
      ...(entry && { category: entry.category, fact: entry.fact }),
      // SARIF tags are unique: a typography finding's category and criterion share the name.
      tags: [...new Set(['design', ...(entry ? [entry.category] : []), criterion])],
    },
  };
}

function fingerprint(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 32);
}

/**
 * One run: the rules of every code reported (help text from the violation catalogue) and of each gate
 * check that failed, one result per violation located on its screenshot (with the measured region as
 * a rectangle when there is one), one result per failed gate check, and the scores as run properties.
 */
export function sarifReport({ roast, gate, screenshots, target }: ReportInput): string {
  const codes = [...new Map(roast.violations.map((v) => [v.code, v])).entries()].sort(([a], [b]) =>
    a.localeCompare(b, 'en'),
  );
  const failedChecks = gate.checks.filter((c) => !c.passed);
  const rules = [
    ...codes.map(([code, v]) => violationRule(code, v)),
    ...failedChecks.map((c) => ({
      id: `ugh/${c.id}`,
      name: GATE_RULES[c.id].name,
      shortDescription: { text: GATE_RULES[c.id].short },
      fullDescription: { text: GATE_RULES[c.id].help },
      help: { text: GATE_RULES[c.id].help },
      defaultConfiguration: { level: 'error' as const },
      properties: { tags: ['design', 'gate'] },
    })),
  ];
  const ruleIndex = new Map(rules.map((r, i) => [r.id, i]));
  const location = (imageIndex: number) => {
    const index = Math.min(Math.max(imageIndex, 0), screenshots.length - 1);
    const shot = screenshots[index];
    return shot
      ? {
          index,
          shot,
          physical: {
            artifactLocation: { uri: shot.uri, index },
            // Code scanning places every result on a line; a screenshot has one, line 1.
            region: { startLine: 1 },
          },
        }
      : undefined;
  };
  const newCodes = new Set(gate.comparison?.violations.new.map((v) => v.code));
  const results = [
    ...roast.violations.map((v) => {
      const where = location(v.evidence?.region?.imageIndex ?? 0);
      const region = v.evidence?.region;
      const scale = where?.shot.scale ?? 1;
      return {
        ruleId: v.code,
        ruleIndex: ruleIndex.get(v.code)!,
        level: failsGate(v, gate) ? ('error' as const) : SARIF_LEVEL[v.severity],
        message: { text: violationText(v) },
        ...(where && {
          locations: [{ physicalLocation: where.physical }],
          partialFingerprints: { 'ughViolation/v1': fingerprint(v.code, where.shot.uri) },
        }),
        ...(where &&
          region && {
            attachments: [
              {
                description: { text: `Where ${v.code} was measured on the screenshot.` },
                artifactLocation: { uri: where.shot.uri, index: where.index },
                rectangles: [
                  {
                    top: Math.round(region.y * scale),
                    left: Math.round(region.x * scale),
                    bottom: Math.round((region.y + region.height) * scale),
                    right: Math.round((region.x + region.width) * scale),
                    message: { text: v.type },
                  },
                ],
              },
            ],
          }),
        properties: {
          severity: v.severity,
          criterion: v.criterion,
          ...(v.evidence && { evidence: v.evidence }),
          ...(gate.comparison && { sinceBaseline: newCodes.has(v.code) ? 'new' : 'still open' }),
        },
      };
    }),
    ...failedChecks.map((c) => {
      const where = location(0);
      return {
        ruleId: `ugh/${c.id}`,
        ruleIndex: ruleIndex.get(`ugh/${c.id}`)!,
        level: 'error' as const,
        message: { text: c.message },
        ...(where && {
          locations: [{ physicalLocation: where.physical }],
          partialFingerprints: { 'ughViolation/v1': fingerprint(c.id, where.shot.uri) },
        }),
      };
    }),
  ];
  const log = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: TOOL_NAME, version: TOOL_VERSION, rules } },
        artifacts: screenshots.map((s) => ({
          location: { uri: s.uri },
          roles: ['analysisTarget'],
          ...(/\.png$/i.test(s.uri)
            ? { mimeType: 'image/png' }
            : /\.jpe?g$/i.test(s.uri)
              ? { mimeType: 'image/jpeg' }
              : {}),
        })),
        results,
        properties: {
          target,
          ughScore: roast.ughScore,
          verdict: roast.verdict,
          roastLevel: roast.roastLevel,
          engine: roast.engine,
          subScores: Object.fromEntries(CRITERIA.map((c) => [c.key, roast[c.key]])),
          gate: { passed: gate.passed, checks: gate.checks },
          ...(gate.comparison && { comparison: gate.comparison }),
        },
      },
    ],
  };
  return `${jsonForTerminal(log, 2)}\n`;
}
