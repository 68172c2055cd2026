import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { keepConnectionsAlive, LOCAL_KEEP_ALIVE_MS } from '../../../functions/local/keep-alive';

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

async function listen(): Promise<string> {
  server = createServer((_req, res) => res.end('ok'));
  keepConnectionsAlive(server);
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', () => done()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

/** What a critique does to the process that hosts the local stack: no timer runs meanwhile. */
function holdEventLoop(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until);
}

describe('local servers keep idle connections longer than their clients do', () => {
  it('tells clients a one-minute keep-alive window', async () => {
    const url = await listen();
    const res = await fetch(url);
    await res.text();
    expect(res.headers.get('keep-alive')).toBe(`timeout=${LOCAL_KEEP_ALIVE_MS / 1000}`);
  });

  it('answers the next request on a pooled connection after the event loop was held for 6 s', async () => {
    // With Node's 5 s default, the server closed the pooled socket under that request: ECONNRESET.
    const url = await listen();
    await (await fetch(url)).text();
    holdEventLoop(6_000);
    const res = await fetch(url);
    expect(await res.text()).toBe('ok');
  }, 20_000);
});
