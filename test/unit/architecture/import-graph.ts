import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * A small static import graph over the repository's own files: follows relative imports, re-exports,
 * side-effect imports and dynamic `import('…')` with a literal path; skips `import type` and imports
 * whose every name is a type (the compiler erases them, so they load nothing at run time).
 */
export interface ImportEdge {
  /** Repository-relative path of a file, or the bare package specifier (`@middy/core`). */
  to: string;
  external: boolean;
}

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'];

export function resolveFile(fromFile: string, specifier: string): string | undefined {
  const base = resolve(dirname(fromFile), specifier);
  const stripped = base.replace(/\.(js|mjs)$/, '');
  for (const candidate of [
    base,
    ...EXTENSIONS.map((ext) => stripped + ext),
    ...EXTENSIONS.map((ext) => resolve(base, `index${ext}`)),
  ])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return undefined;
}

function typeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    if (!clause) return false; // import './side-effect'
    if (clause.isTypeOnly) return true;
    if (clause.name) return false;
    const bindings = clause.namedBindings;
    return (
      !!bindings &&
      ts.isNamedImports(bindings) &&
      bindings.elements.length > 0 &&
      bindings.elements.every((e) => e.isTypeOnly)
    );
  }
  if (node.isTypeOnly) return true;
  const clause = node.exportClause;
  return (
    !!clause &&
    ts.isNamedExports(clause) &&
    clause.elements.length > 0 &&
    clause.elements.every((e) => e.isTypeOnly)
  );
}

/** The runtime imports of one file, as written. */
export function importSpecifiers(file: string): string[] {
  if (file.endsWith('.json')) return [];
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      if (!typeOnly(node)) found.push(node.moduleSpecifier.text);
      return;
    }
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    )
      found.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Every file and package reachable from `entries` (absolute paths), with one path that reaches each,
 * so a failure can say how an import got there. Packages are not followed into node_modules.
 */
export function reachable(root: string, entries: string[]): Map<string, string[]> {
  const chains = new Map<string, string[]>();
  const queue: string[] = [];
  for (const entry of entries) {
    const key = relative(root, entry);
    chains.set(key, [key]);
    queue.push(entry);
  }
  while (queue.length) {
    const file = queue.shift()!;
    const chain = chains.get(relative(root, file))!;
    for (const specifier of importSpecifiers(file)) {
      if (specifier.startsWith('.')) {
        const target = resolveFile(file, specifier);
        if (!target) throw new Error(`${relative(root, file)}: cannot resolve ${specifier}`);
        const key = relative(root, target);
        if (!chains.has(key)) {
          chains.set(key, [...chain, key]);
          queue.push(target);
        }
      } else if (!specifier.startsWith('node:') && !chains.has(specifier)) {
        chains.set(specifier, [...chain, specifier]);
      }
    }
  }
  return chains;
}
