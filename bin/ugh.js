#!/usr/bin/env node
// The project's CLI (`npx ugh …` or `npm run ugh -- …`). Commands are TypeScript, run through tsx.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('./cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
