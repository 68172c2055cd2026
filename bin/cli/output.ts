/**
 * Everything the CLI prints goes through here. Much of it comes from users (contact messages, site
 * names, roast text quoting a captured page, server messages), and a terminal obeys control sequences
 * in what it prints: `ESC[2J` clears the screen, `ESC]0;…BEL` sets the window title, a bare CR lets a
 * line overwrite what came before it. So the text is cleaned before it reaches the terminal.
 */

const ESCAPE_SEQUENCES = new RegExp(
  [
    '\\u001b\\[[0-?]*[ -/]*[@-~]', // CSI: ESC [ params intermediates final
    '\\u009b[0-?]*[ -/]*[@-~]', // CSI, 8-bit
    '\\u001b\\][^\\u0007\\u001b\\u009c]*(?:\\u0007|\\u001b\\\\|\\u009c)', // OSC … BEL | ST
    '\\u009d[^\\u0007\\u001b\\u009c]*(?:\\u0007|\\u001b\\\\|\\u009c)', // OSC, 8-bit
    '[\\u001b][PX^_][^\\u001b\\u009c]*(?:\\u001b\\\\|\\u009c)', // DCS, SOS, PM, APC … ST
    '[\\u0090\\u0098\\u009e\\u009f][^\\u001b\\u009c]*(?:\\u001b\\\\|\\u009c)', // the same, 8-bit
    '\\u001b[ -/]*[0-~]', // any other escape sequence (ESC c resets the terminal, ESC 7/8 …)
  ].join('|'),
  'g',
);
/** C0 except tab and newline, DEL, C1. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/** Text safe to print: escape sequences removed whole, any other control character dropped. */
export function forTerminal(text: string): string {
  return text.replace(ESCAPE_SEQUENCES, '').replace(CONTROL_CHARACTERS, '');
}

/**
 * JSON safe to print, and still the same data: JSON.stringify escapes C0 already; DEL and C1 are
 * written as \u escapes too (a terminal would act on them raw).
 */
export function jsonForTerminal(value: unknown, space?: number): string {
  return (JSON.stringify(value, null, space) ?? 'null').replace(
    /[\u007f-\u009f]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** One line (or several) on stdout. */
export function print(text: string): void {
  console.log(forTerminal(text));
}

/** One line (or several) on stderr. */
export function printError(text: string): void {
  console.error(forTerminal(text));
}

/** Progress and summaries on stderr, written as given (no newline added). */
export function writeError(text: string): void {
  process.stderr.write(forTerminal(text));
}

/** A value as JSON on stdout. */
export function printJson(value: unknown, space = 2): void {
  console.log(jsonForTerminal(value, space));
}

/**
 * A finished document (a JUnit or SARIF report) on stdout, as it is: the report writers escape what
 * they quote, so cleaning changes nothing and only guards against a writer's mistake.
 */
export function write(text: string): void {
  process.stdout.write(forTerminal(text));
}
