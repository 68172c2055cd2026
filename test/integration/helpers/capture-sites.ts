import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestStack, type TestStack } from './stack';

/**
 * An "internal" service (a loopback port capture is not allowed to reach): every request that reaches
 * it anyway is recorded in `hits`. It answers `html` as a page, else plain "top secret".
 */
export function internalService(html?: string): { server: Server; hits: string[] } {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(req.url ?? '');
    if (html !== undefined) res.writeHead(200, { 'content-type': 'text/html' });
    res.end(html ?? 'top secret');
  });
  return { server, hits };
}

export interface CaptureSites {
  stack: TestStack;
  /** The fixture site, the one address capture may reach (http://127.0.0.1:port). */
  base: string;
  /** The port of the "internal" service, which capture must never reach. */
  secretPort: number;
  /** Stops the stack and both servers. */
  stop(): Promise<void>;
}

/**
 * For capture tests: the fixture site and an "internal" secret service on loopback ports, and a stack
 * allowed to capture the fixture site only (CAPTURE_ALLOWED_HOSTS), each capture within `budgetMs`.
 * The per-IP limits of capturing and roasting are lifted: a file captures dozens of pages from one
 * address (rate-limits.test.ts covers the limits).
 */
export async function startCaptureSites(
  fixtures: Server,
  secret: Server,
  { budgetMs }: { budgetMs: number },
): Promise<CaptureSites> {
  const listen = async (server: Server) => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return (server.address() as AddressInfo).port;
  };
  const secretPort = await listen(secret);
  const port = await listen(fixtures);
  process.env.CAPTURE_ALLOWED_HOSTS = `127.0.0.1:${port}`;
  process.env.CAPTURE_BUDGET_MS = String(budgetMs);
  const lifted = { limit: 1000, windowSeconds: 3600 };
  const stack = await startTestStack({
    perIpLimits: { captureScreenshot: lifted, captureStrategyTest: lifted, createRoast: lifted },
  });
  return {
    stack,
    base: `http://127.0.0.1:${port}`,
    secretPort,
    async stop() {
      await stack.stop();
      for (const server of [fixtures, secret]) {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    },
  };
}
