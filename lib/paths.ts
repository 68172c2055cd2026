import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: route-table and task-table module paths are relative to it. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** A path from the repository root (or an absolute path, as tests pass). */
export const fromRoot = (path: string) => (isAbsolute(path) ? path : join(REPO_ROOT, path));

export const existsInRepo = (path: string) => existsSync(fromRoot(path));
