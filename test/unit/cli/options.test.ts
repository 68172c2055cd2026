import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../../bin/cli/main';

/** What `ugh …` exits with and prints, with the network watched: a refused command calls nothing. */
let printed: string[];
let fetched: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  printed = [];
  vi.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line));
  vi.spyOn(console, 'error').mockImplementation((line: string) => void printed.push(line));
  fetched = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('no network in this test'));
});
afterEach(() => vi.restoreAllMocks());

const ugh = async (...argv: string[]) => {
  printed = [];
  return { code: await main(argv), text: printed.join('\n') };
};

describe('every ugh command parses its options strictly', () => {
  it.each([
    ['roast', 'a.png', '--levle', 'honest'],
    ['compare', 'a.png', 'b.png', '--levle', 'honest'],
    ['capture', 'https://example.com', '--outt', 'dir'],
    ['status', 'abc', '--apii', 'http://127.0.0.1:9'],
    ['health', '--apii', 'http://127.0.0.1:9'],
    ['admin', 'contacts', '--limt', '5'],
  ])('%s refuses an unknown option by name, before doing anything', async (command, ...args) => {
    const bad = args.find((a) => a.startsWith('--'))!;
    expect(await ugh(command, ...args)).toEqual({
      code: 1,
      text: `ugh ${command}: unknown option ${bad}; see ugh ${command} --help`,
    });
    expect(fetched).not.toHaveBeenCalled();
  });

  it.each([
    ['roast', 'a.png', '--level'],
    ['roast', 'a.png', '--fail-above', '--offline'],
    ['compare', 'a.png', 'b.png', '--format'],
    ['capture', 'https://example.com', '--out='],
    ['status', 'abc', '--api'],
    ['health', '--api'],
    ['admin', 'orphans', '--older-than-hours'],
    ['admin', 'bedrock-check', '--region'],
  ])('%s refuses an option without its value', async (command, ...args) => {
    const { code, text } = await ugh(command, ...args);
    expect(code).toBe(1);
    expect(text).toMatch(new RegExp(`^ugh ${command}: --[a-z-]+ needs a value$`));
    expect(fetched).not.toHaveBeenCalled();
  });

  it('refuses a stray argument, and an admin option that belongs to another action', async () => {
    expect(await ugh('status', 'abc', 'def')).toEqual({
      code: 1,
      text: 'ugh status: unexpected argument "def"; see ugh status --help',
    });
    expect(await ugh('admin', 'unpublish', 'abc', '--limit', '5')).toEqual({
      code: 1,
      text: 'ugh admin: --limit is not an option of ugh admin unpublish; see ugh admin --help',
    });
    expect(await ugh('roast', 'a.png', '--offline=yes')).toEqual({
      code: 1,
      text: 'ugh roast: --offline takes no value (it is on when given), not "yes"',
    });
    expect(fetched).not.toHaveBeenCalled();
  });

  it('still answers --help with the command usage, whatever else is on the line', async () => {
    expect(await ugh('roast', '--help', '--levle')).toMatchObject({ code: 0 });
    expect(printed[0]).toMatch(/^Usage: ugh roast <screenshot>/);
    expect(printed[0]).toContain('--fail-above <n>');
  });
});
