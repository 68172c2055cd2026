import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  url: URL;
  body: unknown;
  headers: Record<string, string>;
}

type Reply =
  | { status?: number; body?: unknown; statusText?: string }
  | ((req: RecordedRequest) => Reply | Promise<Reply>);

/**
 * Mocks `fetch` at the network boundary. Keys are "METHOD /path" (query ignored); values are a reply or
 * a function of the request. Unmatched requests answer 404 `{message:"Not Found"}` like the API.
 */
export function mockApi(routes: Record<string, Reply>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const req: RecordedRequest = {
      method,
      url,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    requests.push(req);
    let reply: Reply = routes[`${method} ${url.pathname}`] ?? { status: 404, body: { message: 'Not Found' } };
    while (typeof reply === 'function') reply = await reply(req);
    const status = reply.status ?? 200;
    const text =
      reply.body === undefined
        ? ''
        : typeof reply.body === 'string'
          ? reply.body
          : JSON.stringify(reply.body);
    return new Response(status === 204 ? null : text, { status, statusText: reply.statusText ?? '' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    fetchMock,
    calls: (method: string, path: string) =>
      requests.filter((r) => r.method === method && r.url.pathname === path),
  };
}
