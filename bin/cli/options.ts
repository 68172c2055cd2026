/**
 * The CLI's option parsing: node:util parseArgs, strict, behind messages that name the option and the
 * command. A gate must not pass because of a typo, so an unknown option (`--fail-abov 40`), an option
 * without its value, a value given to a switch, or an option given twice is an error, not ignored.
 */
import { parseArgs } from 'node:util';

/** A command's options by long name (without the dashes): a string takes a value, a boolean does not. */
export type OptionSpec = Readonly<Record<string, { type: 'string' } | { type: 'boolean' }>>;

export type OptionValues<S extends OptionSpec> = {
  [K in keyof S]?: S[K] extends { type: 'string' } ? string : boolean;
};

export interface ParsedOptions<S extends OptionSpec> {
  values: OptionValues<S>;
  positionals: string[];
}

/**
 * The first thing wrong with `args`, in the CLI's words, or undefined. Read from parseArgs' tokens (not
 * strict, so that nothing stops it) because its own strict errors name the option but not the command,
 * and call a missing value "ambiguous" when the next word is another option.
 */
function problemWith(command: string, args: string[], spec: OptionSpec): string | undefined {
  const { tokens } = parseArgs({ args, options: spec, strict: false, allowPositionals: true, tokens: true });
  const seen = new Set<string>();
  for (const token of tokens) {
    if (token.kind !== 'option') continue;
    const { name, rawName, value, inlineValue } = token;
    const type = Object.hasOwn(spec, name) ? spec[name]!.type : undefined;
    if (type === undefined) return `unknown option ${rawName}; see ugh ${command} --help`;
    if (seen.has(name)) return `${rawName} is given twice; give it once`;
    seen.add(name);
    if (type === 'boolean') {
      if (value !== undefined) return `${rawName} takes no value (it is on when given), not "${value}"`;
    } else if (value === undefined || value === '' || (!inlineValue && value.startsWith('--'))) {
      return `${rawName} needs a value`;
    } else if (!inlineValue && value.startsWith('-')) {
      // parseArgs takes "-5" for a short option: a value that starts with a dash is written inline.
      return `${rawName} needs a value; write one that starts with a dash as ${rawName}=${value}`;
    }
  }
  return undefined;
}

/** Parses `args` for `ugh <command>`; throws an Error whose message says what to fix. */
export function parseOptions<const S extends OptionSpec>(
  command: string,
  args: string[],
  spec: S,
): ParsedOptions<S> {
  const problem = problemWith(command, args, spec);
  if (problem) throw new Error(problem);
  try {
    const { values, positionals } = parseArgs({ args, options: spec, strict: true, allowPositionals: true });
    return { values: values as OptionValues<S>, positionals };
  } catch (error) {
    // Anything the checks above did not foresee, in parseArgs' words (its first line says it all).
    throw new Error(`${(error as Error).message.split('\n', 1)[0]}; see ugh ${command} --help`);
  }
}

/** Refuses positional arguments beyond the `max` a command takes (a stray word is likely a typo). */
export function atMost(command: string, positionals: string[], max: number): string[] {
  const extra = positionals[max];
  if (extra !== undefined) throw new Error(`unexpected argument "${extra}"; see ugh ${command} --help`);
  return positionals;
}
