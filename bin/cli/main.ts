import { adminCommand } from './admin';
import { captureCommand } from './capture';
import { compareCommand } from './compare';
import { roastCommand } from './roast';
import { print, printError } from './output';
import { healthCommand, statusCommand } from './status';

export interface Command {
  name: string;
  summary: string;
  usage: string;
  run(args: string[]): Promise<number>;
}

/** Other issues register their commands here (seed, admin, capture …). */
const COMMANDS: Command[] = [
  roastCommand,
  compareCommand,
  captureCommand,
  statusCommand,
  healthCommand,
  adminCommand,
];

function help(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  return [
    'ugh: the UGH Score command line',
    '',
    'Usage: ugh <command> [options]',
    '',
    ...COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    'A command that needs the server (everything but `roast --offline`, the roast gate and `compare` of',
    'files) finds it at --api URL, else $UGH_API, else http://127.0.0.1:$PORT,',
    'else the URL a running `npm start` wrote into $UGH_DATA_DIR (default .data/), else http://127.0.0.1:3000.',
    'Run `ugh <command> --help` for its options.',
  ].join('\n');
}

export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    print(help());
    return name ? 0 : 1;
  }
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) {
    printError(`Unknown command "${name}".\n\n${help()}`);
    return 2;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    print(command.usage);
    return 0;
  }
  try {
    return await command.run(rest);
  } catch (error) {
    printError(`ugh ${name}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
