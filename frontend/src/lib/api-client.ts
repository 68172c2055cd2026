import { takeBootResponse } from './boot-handoff';

/**
 * The one HTTP client of the SPA (spec core-flow §7): every request sends cookies, bodies go as JSON,
 * and any non-success status becomes an ApiError whose text is "status: body" (or the status text
 * when the body is empty). A fetch that fails on a browser storage quota error is retried once
 * after 100 ms.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
  }

  /** The JSON body, when there is one. */
  json(): unknown {
    try {
      return JSON.parse(this.body) as unknown;
    } catch {
      return undefined;
    }
  }

  /** The server's `{message}`, if the body carries one. */
  get serverMessage(): string | undefined {
    const parsed = this.json();
    if (parsed && typeof parsed === 'object' && 'message' in parsed) {
      const { message } = parsed as { message: unknown };
      if (typeof message === 'string' && message) return message;
    }
    return undefined;
  }
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** The most useful human text for an error: the server's message, else the error's own text. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

const QUOTA_RETRY_DELAY_MS = 100;

function isQuotaError(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === 'QuotaExceededError' || /quota/i.test(error.message) || /exceeded/i.test(error.name))
  );
}

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (!isQuotaError(error)) throw error;
    await new Promise((resolve) => setTimeout(resolve, QUOTA_RETRY_DELAY_MS));
    return fetch(url, init);
  }
}

function requestInit(options: RequestOptions): RequestInit {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  const init: RequestInit = { method: options.method ?? 'GET', credentials: 'include', headers };
  if (options.signal) init.signal = options.signal;
  // The API refuses a POST that is not declared JSON (415), even without a body: that is how it tells
  // this app from a cross-site form or beacon.
  if (options.body !== undefined || init.method === 'POST') headers['content-type'] = 'application/json';
  if (options.body !== undefined) init.body = JSON.stringify(options.body);
  return init;
}

/** A plain GET sent exactly as apiRequest sends it: how the boot script starts the entry screen's data. */
export function startApiGet(path: string): Promise<Response> {
  return send(path, requestInit({}));
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const init = requestInit(options);
  // A plain GET the boot script already started is taken over, not sent again.
  const started = init.method === 'GET' && !options.headers ? takeBootResponse(path) : undefined;
  const response = await (started ?? send(path, init));
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, text, response.statusText);
  return (text ? JSON.parse(text) : null) as T;
}

/** Builds `path?a=1&b=2`, leaving out empty values. */
export function withQuery(path: string, params: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}
