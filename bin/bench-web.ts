/**
 * `npm run bench:web`: builds the SPA and reports the JavaScript each screen needs on a first visit,
 * gzipped (DESIGN §12 budget: initial JS ≤ 150 KB gzipped). What counts as "initial" is defined once, in
 * frontend/web-build.ts (`measureInitialJs`), which the web test `initial-js-budget.test.ts` also uses
 * to fail when a screen grows past the budget. `--no-build` measures the existing frontend/dist.
 */
import { buildWeb, INITIAL_JS_BUDGET_KB, measureInitialJs } from '../frontend/web-build';

if (!process.argv.includes('--no-build')) buildWeb();

const { shell, screens, worst } = measureInitialJs();
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

console.log(
  `\n  shell (boot script, entry, app + static imports): ${kb(shell.bytes)} KB gzipped JS in ${shell.scripts} files`,
);
for (const [route, { bytes, scripts }] of Object.entries(screens)) {
  // Requests matter as much as bytes on HTTP/1.1 (six connections per origin, a round trip each).
  console.log(
    `  ${route.padEnd(16)} ${kb(bytes).padStart(6)} KB gzipped JS on first visit, ${String(scripts).padStart(2)} files`,
  );
}
const met = worst / 1024 <= INITIAL_JS_BUDGET_KB;
console.log(
  `  budget ${INITIAL_JS_BUDGET_KB} KB: ${met ? 'met' : 'NOT MET'} (worst screen ${kb(worst)} KB)\n`,
);
if (!met) process.exitCode = 1;
