/**
 * Roasts named on the command line by `--baseline` and `ugh compare`: a JSON file saved from
 * `ugh roast --format json` (or `--json`), or the id of a roast on the server.
 */
import { readFile, stat } from 'node:fs/promises';
import { roastDetailSchema, type RoastDetail } from '../../functions/domain/api-schemas';
import { ROAST_ID_PATTERN } from '../../functions/domain/ids';
import type { UghApi } from './api-client';

/** True when the bytes look like a JSON document rather than an image (images never start with `{`). */
export function looksLikeJson(bytes: Buffer): boolean {
  return /^\s*\{/.test(bytes.subarray(0, 64).toString('latin1'));
}

/** A roast saved as JSON; `what` names it in errors ("--baseline baseline.json"). */
export function parseSavedRoast(text: string, what: string): RoastDetail {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`${what} is not JSON: ${(error as Error).message}`);
  }
  const parsed = roastDetailSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(
      `${what} is not a saved roast (save one with \`ugh roast … --format json > file\`): ` +
        `${issue.path.join('.') || 'the document'} ${issue.message}`,
    );
  }
  return parsed.data;
}

export async function fileExists(path: string): Promise<boolean> {
  return stat(path).then(
    (s) => s.isFile(),
    () => false,
  );
}

/** A ready roast from the server, by id. */
export async function fetchRoast(api: UghApi, id: string, what: string): Promise<RoastDetail> {
  const res = await api.call<{ message?: string }>('GET', `/api/roasts/${encodeURIComponent(id)}`);
  if (res.status === 404) throw new Error(`${what}: no roast with id ${id} at ${api.baseUrl}`);
  if (res.status !== 200)
    throw new Error(
      `${what}: ${api.baseUrl} answered HTTP ${res.status}${res.body.message ? ` (${res.body.message})` : ''}`,
    );
  const parsed = roastDetailSchema.safeParse(res.body);
  if (!parsed.success)
    throw new Error(`${what}: roast ${id} is not ready yet (check it with: ugh status ${id})`);
  return parsed.data;
}

/**
 * `ref` is a file when one exists at that path, else a roast id (22 characters). `api` is built only
 * when the server is needed.
 */
export async function loadSavedRoast(ref: string, what: string, api: () => UghApi): Promise<RoastDetail> {
  if (await fileExists(ref)) {
    const bytes = await readFile(ref);
    if (!looksLikeJson(bytes))
      throw new Error(
        `${what} ${ref} is not a saved roast: save one with \`ugh roast <screenshots> --format json > ${ref.replace(/\.[^./]*$/, '')}.json\`` +
          ' (`ugh compare` takes screenshots directly)',
      );
    return parseSavedRoast(bytes.toString('utf8'), `${what} ${ref}`);
  }
  if (ROAST_ID_PATTERN.test(ref)) return fetchRoast(api(), ref, what);
  throw new Error(`${what} ${ref}: no such file, and not a roast id (22 letters, digits, - or _)`);
}
