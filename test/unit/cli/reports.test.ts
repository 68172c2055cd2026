import { describe, expect, it } from 'vitest';
import { DEFAULT_MARGIN, evaluateGate } from '../../../bin/cli/gate';
import { artifactUri } from '../../../bin/cli/roast';
import { junitReport, sarifReport, xmlText, type ReportInput } from '../../../bin/cli/reports';
import { junitSchemaErrors, sarifSchemaErrors } from '../../helpers/report-schemas';
import { BEIGE, RAINBOW, roastFixture } from './gate-fixtures';

interface SarifLog {
  version: string;
  runs: {
    tool: {
      driver: {
        rules: {
          id: string;
          shortDescription: { text: string };
          help: { text: string };
          defaultConfiguration: { level: string };
        }[];
      };
    };
    artifacts: { location: { uri: string } }[];
    results: {
      ruleId: string;
      ruleIndex: number;
      level: string;
      message: { text: string };
      locations?: { physicalLocation: { artifactLocation: { uri: string; index: number } } }[];
      attachments?: { rectangles: { top: number; left: number; bottom: number; right: number }[] }[];
    }[];
    properties: { ughScore: number; gate: { passed: boolean } };
  }[];
}

const roast = roastFixture('new', 72, [RAINBOW, BEIGE]);
const input: ReportInput = {
  roast,
  // The file is twice the stored size: regions are measured on the stored (normalised) copy.
  screenshots: [{ uri: artifactUri('shots/home page.png'), scale: 2 }],
  target: 'shots/home page.png',
  gate: evaluateGate(roast, {
    failAbove: 40,
    baseline: { source: 'main.json', roast: roastFixture('old', 30, [BEIGE]) },
    margin: DEFAULT_MARGIN,
  }),
};

describe('the SARIF report', () => {
  const text = sarifReport(input);
  const log = JSON.parse(text) as SarifLog;
  const run = log.runs[0]!;

  it('validates against the SARIF 2.1.0 schema', () => {
    expect(log.version).toBe('2.1.0');
    expect(sarifSchemaErrors(log)).toEqual([]);
  });

  it('gives one result per violation: an error only when it fails the gate, else a note or a warning', () => {
    const byRule = Object.fromEntries(run.results.map((r) => [r.ruleId, r]));
    // V001 (Severe) is new since the baseline and the gate fails on new Severe findings.
    expect(byRule.V001).toMatchObject({ level: 'error' });
    expect(byRule.V003).toMatchObject({ level: 'note' });
    // Without a baseline the same Severe finding fails nothing: a warning.
    const alone = JSON.parse(
      sarifReport({ ...input, gate: evaluateGate(roast, { failAbove: 90, margin: 3 }) }),
    ).runs[0] as SarifLog['runs'][number];
    expect(alone.results.map((r) => [r.ruleId, r.level])).toEqual([
      ['V001', 'warning'],
      ['V003', 'note'],
    ]);
    expect(byRule.V001!.message.text).toContain(
      'Colourfulness scores 84.2 (0 is grey, past 100 is garish). A typical popular site: 39; flagged above 70.',
    );
    // The catalogue's fix with this page's number filled in.
    expect(byRule.V001!.message.text).toContain(
      'Bring colourfulness down from 84.2 toward 40, the typical popular site',
    );
    for (const r of run.results) expect(run.tool.driver.rules[r.ruleIndex]!.id).toBe(r.ruleId);
  });

  it('stays valid when a code’s category and criterion share a name (typography)', () => {
    const typo = roastFixture('t', 60, [
      {
        code: 'V021',
        type: 'Wall of Text',
        description: 'Long unbroken text with no hierarchy.',
        severity: 'Severe',
        criterion: 'typography',
      },
    ]);
    const report = JSON.parse(
      sarifReport({ ...input, roast: typo, gate: evaluateGate(typo, { margin: 3 }) }),
    );
    expect(sarifSchemaErrors(report)).toEqual([]);
  });

  it('describes each code as a rule with help text from the violation catalogue', () => {
    const rule = run.tool.driver.rules.find((r) => r.id === 'V001')!;
    expect(rule.shortDescription.text).toBe('Rainbow Overdose');
    expect(rule.help.text).toContain(
      'How to fix: Bring colourfulness down from X toward 40, the typical popular site',
    );
    expect(rule.defaultConfiguration.level).toBe('warning');
  });

  it('locates findings on the screenshot, the measured region scaled to the file’s pixels', () => {
    expect(run.artifacts).toEqual([expect.objectContaining({ location: { uri: 'shots/home%20page.png' } })]);
    const v001 = run.results.find((r) => r.ruleId === 'V001')!;
    expect(v001.locations![0]!.physicalLocation.artifactLocation).toEqual({
      uri: 'shots/home%20page.png',
      index: 0,
    });
    expect(v001.attachments![0]!.rectangles[0]).toMatchObject({ top: 40, left: 20, bottom: 340, right: 620 });
  });

  it('reports each failed gate check as an error result, and the scores as run properties', () => {
    const gateResults = run.results.filter((r) => r.ruleId.startsWith('ugh/'));
    expect(gateResults.map((r) => [r.ruleId, r.level])).toEqual([
      ['ugh/score-limit', 'error'],
      ['ugh/baseline-score', 'error'],
      ['ugh/baseline-new-severe', 'error'],
    ]);
    expect(run.properties).toMatchObject({ ughScore: 72, gate: { passed: false } });
  });

  it('is deterministic and carries no time', () => {
    expect(sarifReport(input)).toBe(text);
    expect(text).not.toMatch(/"(startTimeUtc|endTimeUtc|timeUtc)"/);
    expect(text).not.toContain(roast.createdAt);
  });
});

describe('the JUnit report', () => {
  const xml = junitReport(input);

  it('validates against the JUnit XSD', async () => {
    expect(await junitSchemaErrors(xml)).toEqual([]);
  });

  it('fails exactly what failed the gate: its checks and the new Severe violation; skips the rest', () => {
    const cases = [...xml.matchAll(/<testcase classname="([^"]+)" name="([^"]+)">/g)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(cases).toEqual([
      ['ugh.gate', 'UGH Score is at most 40'],
      ['ugh.gate', 'UGH Score is at most 3 points worse than the baseline'],
      ['ugh.gate', 'No new Severe, Critical or Unforgivable violations since the baseline'],
      ['ugh.violations.colorUsage', 'V001 Rainbow Overdose'],
      ['ugh.violations.colorUsage', 'V003 Fifty Shades of Beige'],
    ]);
    expect(xml).toContain('tests="5" failures="4" errors="0" skipped="1"');
    expect(xml).toContain(
      'message="UGH Score 72 (Visual Offense) is above the limit of 40 (--fail-above 40)."',
    );
    expect(xml).toMatch(
      /<failure type="Severe" [^>]*>V001 Rainbow Overdose \[Severe\]: .* New since the baseline\.<\/failure>/,
    );
    expect(xml).toMatch(
      /<skipped>A finding, not a gate failure\. V003 Fifty Shades of Beige \[Mild\]: .* Also in the baseline\.<\/skipped>/,
    );
  });

  it('has no failed case when the gate passes, however many findings the page has', async () => {
    const passing = junitReport({ ...input, gate: evaluateGate(roast, { failAbove: 90, margin: 3 }) });
    expect(passing).toContain('tests="3" failures="0" errors="0" skipped="2"');
    expect(passing).not.toContain('<failure');
    expect(await junitSchemaErrors(passing)).toEqual([]);
  });

  it('passes the score case under the limit, and shows the score without a limit', async () => {
    const good = roastFixture('good', 12, []);
    const passing = junitReport({
      ...input,
      roast: good,
      gate: evaluateGate(good, { failAbove: 40, margin: 3 }),
    });
    expect(passing).toContain('tests="1" failures="0"');
    expect(passing).toContain('<system-out>UGH Score 12 (Improbably Acceptable) is at most 40.</system-out>');
    const noLimit = junitReport({ ...input, roast: good, gate: evaluateGate(good, { margin: 3 }) });
    expect(noLimit).toContain('name="UGH Score"');
    expect(await junitSchemaErrors(noLimit)).toEqual([]);
  });

  it('escapes what it quotes, and is deterministic with no time or host name', async () => {
    expect(xml).toContain('A page that &lt;shouts&gt; &amp; &quot;quotes&quot; itself.');
    expect(junitReport(input)).toBe(xml);
    expect(xml).not.toMatch(/timestamp=|hostname=|time=/);
    const hostile = roastFixture('h', 50, []);
    hostile.roastText = 'bell\u0007 esc\u001b[2J nul\u0000 csi\u009b lone\ud800 ok';
    const report = junitReport({ ...input, roast: hostile, gate: evaluateGate(hostile, { margin: 3 }) });
    expect(await junitSchemaErrors(report)).toEqual([]);
    expect(report).toContain('<system-out>bell esc[2J nul csi&#x9b; lone ok</system-out>');
  });
});

describe('xmlText', () => {
  it('escapes markup and line breaks for attributes', () => {
    expect(xmlText(`a<b>&"c'\nd`)).toBe('a&lt;b&gt;&amp;&quot;c&apos;&#10;d');
  });
});
