import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** How to point the CLI at another API: said whenever it cannot reach one. */
export const API_HINT =
  'Point it elsewhere with --api URL, UGH_API=URL, or PORT=N (the port `npm start` was given).';

/**
 * The API the CLI talks to, found as `npm start` chose it:
 *   1. --api URL   2. $UGH_API   3. $PORT (http://127.0.0.1:$PORT, as `PORT=… npm start`)
 *   4. the URL a running local mode wrote into its data folder ($UGH_DATA_DIR or .data/,
 *      local-endpoints.json `API_URL`)   5. http://127.0.0.1:3000
 */
export function resolveApiUrl(api: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  if (api) return api;
  if (env.UGH_API) return env.UGH_API;
  if (env.PORT && /^\d+$/.test(env.PORT) && Number(env.PORT) > 0) return `http://127.0.0.1:${env.PORT}`;
  const dataDir = env.UGH_DATA_DIR ?? join(import.meta.dirname, '..', '..', '.data');
  try {
    const written = JSON.parse(readFileSync(join(dataDir, 'local-endpoints.json'), 'utf8')) as {
      API_URL?: unknown;
    };
    if (typeof written.API_URL === 'string' && /^http:\/\/127\.0\.0\.1:\d+$/.test(written.API_URL))
      return written.API_URL;
  } catch {
    // no local mode running from that folder
  }
  return 'http://127.0.0.1:3000';
}

/** Minimal JSON client for the UGH Score API, shared by the CLI commands and the bench script. */
export class UghApi {
  constructor(readonly baseUrl: string) {}

  static fromArgs(api: string | undefined): UghApi {
    return new UghApi(resolveApiUrl(api).replace(/\/+$/, ''));
  }

  async call<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
    let res: Response;
    try {
      res = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      throw new Error(
        `cannot reach ${this.baseUrl} (${(error as Error).cause ?? (error as Error).message}). ` +
          `Is \`npm start\` running? ${API_HINT}`,
      );
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // plain text
    }
    return { status: res.status, body: parsed as T };
  }
}
