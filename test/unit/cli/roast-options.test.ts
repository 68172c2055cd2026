import { describe, expect, it } from 'vitest';
import { normalisedScale, offlineRoastId, roastTime } from '../../../bin/cli/offline-roast';
import { parseOptions } from '../../../bin/cli/options';
import { artifactUri, outputFormat } from '../../../bin/cli/roast';
import { ROAST_ID_PATTERN } from '../../../functions/domain/ids';

describe('ugh roast options', () => {
  const spec = {
    'fail-above': { type: 'string' },
    format: { type: 'string' },
    json: { type: 'boolean' },
    offline: { type: 'boolean' },
  } as const;
  const parse = (args: string[]) => parseOptions('roast', args, spec);

  it('refuses an unknown option or a missing value, so a typo cannot pass a gate', () => {
    expect(() => parse(['a.png', '--fail-abov', '40'])).toThrow(
      'unknown option --fail-abov; see ugh roast --help',
    );
    expect(() => parse(['a.png', '--fail-above'])).toThrow('--fail-above needs a value');
    expect(() => parse(['--fail-above', '--offline'])).toThrow('--fail-above needs a value');
    expect(() => parse(['--fail-above='])).toThrow('--fail-above needs a value');
    expect(parse(['a.png', '--fail-above', '40', '--format=sarif', '--offline'])).toEqual({
      values: { 'fail-above': '40', format: 'sarif', offline: true },
      positionals: ['a.png'],
    });
  });

  it('refuses a value given to a switch, an option given twice, and says how to pass "-5"', () => {
    expect(() => parse(['--offline=no'])).toThrow('--offline takes no value (it is on when given), not "no"');
    expect(() => parse(['--format', 'json', '--format=sarif'])).toThrow(
      '--format is given twice; give it once',
    );
    expect(() => parse(['-x'])).toThrow('unknown option -x; see ugh roast --help');
    expect(() => parse(['--fail-above', '-5'])).toThrow(
      '--fail-above needs a value; write one that starts with a dash as --fail-above=-5',
    );
    expect(parse(['--fail-above=-5', '--', '--odd-file.png'])).toEqual({
      values: { 'fail-above': '-5' },
      positionals: ['--odd-file.png'],
    });
  });

  it('takes --json as --format json, and refuses the two disagreeing', () => {
    expect(outputFormat({})).toBe('text');
    expect(outputFormat({ json: true })).toBe('json');
    expect(outputFormat({ format: 'sarif' })).toBe('sarif');
    expect(outputFormat({ json: true, format: 'json' })).toBe('json');
    expect(() => outputFormat({ json: true, format: 'junit' })).toThrow(
      '--json means --format json; it cannot be combined with --format junit',
    );
    expect(() => outputFormat({ format: 'xml' })).toThrow('--format must be one of text, json, junit, sarif');
  });

  it('names screenshot files as URI references for SARIF', () => {
    expect(artifactUri('./shots\\home page.png')).toBe('shots/home%20page.png');
    expect(artifactUri('/tmp/a b.png')).toBe('file:///tmp/a%20b.png');
  });
});

describe('offline roasts', () => {
  it('get the same API-shaped id for the same screenshots and level, another for anything else', () => {
    const a = [Buffer.from('first'), Buffer.from('second')];
    expect(offlineRoastId(a, 'brutal')).toMatch(ROAST_ID_PATTERN);
    expect(offlineRoastId(a, 'brutal')).toBe(
      offlineRoastId([Buffer.from('first'), Buffer.from('second')], 'brutal'),
    );
    expect(offlineRoastId(a, 'honest')).not.toBe(offlineRoastId(a, 'brutal'));
    expect(offlineRoastId([a[1]!, a[0]!], 'brutal')).not.toBe(offlineRoastId(a, 'brutal'));
  });

  it('are stamped with SOURCE_DATE_EPOCH when it is set', () => {
    expect(roastTime({ SOURCE_DATE_EPOCH: '1767225600' })).toBe('2026-01-01T00:00:00.000Z');
    expect(Date.parse(roastTime({}))).toBeGreaterThan(Date.parse('2026-01-01'));
    expect(() => roastTime({ SOURCE_DATE_EPOCH: 'yesterday' })).toThrow(
      'SOURCE_DATE_EPOCH must be whole seconds',
    );
  });

  it('scale regions back to the file: a 2400-pixel-wide screenshot is stored at 1200', () => {
    expect(normalisedScale(2400, 1500)).toBe(2);
    expect(normalisedScale(800, 3600)).toBe(3);
    expect(normalisedScale(1280, 800)).toBeCloseTo(1280 / 1200);
    expect(normalisedScale(1000, 700)).toBe(1);
  });
});
