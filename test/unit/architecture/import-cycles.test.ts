import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importSpecifiers, resolveFile } from './import-graph';

const ROOT = join(import.meta.dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** One run-time import cycle among `files` (type-only imports load nothing), or undefined. */
function findCycle(files: string[]): string[] | undefined {
  const edges = new Map(
    files.map((file) => [
      file,
      importSpecifiers(file)
        .filter((s) => s.startsWith('.'))
        .flatMap((s) => resolveFile(file, s) ?? []),
    ]),
  );
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string): string[] | undefined => {
    if (state.get(file) === 'done') return undefined;
    if (state.get(file) === 'open') return [...stack.slice(stack.indexOf(file)), file];
    state.set(file, 'open');
    stack.push(file);
    for (const next of edges.get(file) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    stack.pop();
    state.set(file, 'done');
    return undefined;
  };
  for (const file of files) {
    const cycle = visit(file);
    if (cycle) return cycle.map((f) => relative(ROOT, f));
  }
  return undefined;
}

describe('run-time imports', () => {
  it('form no cycle in the back end (a module half-loaded by its own dependency reads undefined)', () => {
    expect(findCycle(sourceFiles(join(ROOT, 'functions')))).toBeUndefined();
  });

  it('names a cycle when there is one, and ignores imports of types only', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ugh-cycle-'));
    const write = (name: string, body: string) => writeFileSync(join(dir, name), body);
    write('a.ts', "import { b } from './b';\nexport const a = () => b();\n");
    write('b.ts', "import { c } from './c';\nexport const b = () => c();\n");
    write('c.ts', "import type { A } from './d';\nexport const c = (): A => 1;\n");
    write('d.ts', "import { a } from './a';\nexport type A = number;\nexport const d = a;\n");
    const files = ['a.ts', 'b.ts', 'c.ts', 'd.ts'].map((f) => join(dir, f));
    expect(findCycle(files)).toBeUndefined();
    write('c.ts', "import { d } from './d';\nexport const c = () => d;\n");
    expect(findCycle(files)?.map((f) => f.split('/').pop())).toEqual([
      'a.ts',
      'b.ts',
      'c.ts',
      'd.ts',
      'a.ts',
    ]);
  });
});
