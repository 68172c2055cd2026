import { afterEach, describe, expect, it, vi } from 'vitest';
import { forTerminal, jsonForTerminal } from '../../../bin/cli/output';
import { main } from '../../../bin/cli/main';

const ESC = '\u001b';
const BEL = '\u0007';

describe('CLI output from user input', () => {
  it.each([
    ['clear screen', `a${ESC}[2Jb`, 'ab'],
    ['window title (OSC … BEL)', `a${ESC}]0;pwned${BEL}b`, 'ab'],
    ['window title (OSC … ST)', `a${ESC}]0;pwned${ESC}\\b`, 'ab'],
    ['colours and cursor moves', `${ESC}[31;1mred${ESC}[0m ${ESC}[10A`, 'red '],
    ['8-bit CSI and OSC', `a\u009b2Jb\u009d0;t\u0007c`, 'abc'],
    ['terminal reset and DCS', `a${ESC}cb${ESC}Pq#0${ESC}\\c`, 'abc'],
    ['carriage return, backspace, DEL, NUL', 'ok\rfake\b\u007f\u0000!', 'okfake!'],
  ])('removes %s', (_name, input, expected) => {
    expect(forTerminal(input)).toBe(expected);
  });

  it('keeps newlines, tabs and ordinary Unicode', () => {
    expect(forTerminal('Zoë\tsays:\n  “hi” — 👋')).toBe('Zoë\tsays:\n  “hi” — 👋');
  });

  it('prints JSON with every control character escaped, so it parses back to the same data', () => {
    const value = { name: `x${ESC}[2J\u009b1m\u007f` };
    const text = jsonForTerminal(value);
    // eslint-disable-next-line no-control-regex -- looking for control characters
    expect(text).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('ugh', () => {
  afterEach(() => vi.restoreAllMocks());

  it('prints a roast status message from the server without its escape sequences', async () => {
    const out = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(
        JSON.stringify({ status: 'rejected', message: `Not a website${ESC}[2J${ESC}]0;owned${BEL}` }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      ),
    );
    expect(await main(['status', 'abc', '--api', 'http://127.0.0.1:9'])).toBe(1);
    const printed = out.mock.calls.map((c) => c.join(' ')).join('\n');
    expect(printed).toBe('rejected — Not a website');
    // eslint-disable-next-line no-control-regex -- looking for control characters
    expect(printed).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
  });
});
