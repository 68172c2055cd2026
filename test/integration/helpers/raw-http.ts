import { request } from 'node:http';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as they went over the wire (still compressed, if they were). */
  body: Buffer;
}

/**
 * One request with node:http rather than fetch: fetch decompresses silently (hiding what went over the
 * wire), cannot set Host, and cannot choose the client's address. Every 127.0.0.0/8 address is this
 * machine, so `from` plays a different client on the same loopback.
 */
export function rawRequest(
  method: string,
  url: string | URL,
  options: { headers?: Record<string, string>; from?: string; body?: Buffer } = {},
): Promise<RawResponse> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        method,
        host: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        headers: options.headers ?? {},
        ...(options.from ? { localAddress: options.from } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}
