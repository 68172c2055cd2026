import { createServer, request, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EgressProxy, type TargetCheck } from '../../../functions/adapters/chromium/egress-proxy';

let origin: Server;
let originPort = 0;
const checked: string[] = [];
/** The policy under the proxy: here, only the origin's port is allowed, always "resolving" to loopback. */
const policy: TargetCheck = async (url) => {
  checked.push(url);
  return new URL(url).port === String(originPort)
    ? { ok: true, addresses: ['127.0.0.1'] }
    : { ok: false, reason: 'test policy' };
};
const proxy = new EgressProxy(policy);

beforeAll(async () => {
  origin = createServer((req, res) => res.end(`hello from ${req.url}`));
  await new Promise<void>((r) => origin.listen(0, '127.0.0.1', r));
  originPort = (origin.address() as AddressInfo).port;
  await proxy.start();
});
afterAll(async () => {
  await proxy.stop();
  await new Promise((r) => origin.close(r));
});

function viaProxy(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: proxy.port, path: url, method: 'GET', headers: { host: new URL(url).host } },
      (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

function connectVia(authority: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(proxy.port, '127.0.0.1', () =>
      socket.write(`CONNECT ${authority} HTTP/1.1\r\nHost: ${authority}\r\n\r\n`),
    );
    socket.once('data', (chunk: Buffer) => {
      resolve(chunk.toString().split('\r\n')[0]!);
      socket.destroy();
    });
    socket.on('error', reject);
  });
}

describe('the capture egress proxy', () => {
  it('refuses hosts no page asked for, without consulting the policy (so without DNS)', async () => {
    checked.length = 0;
    expect((await viaProxy('http://www.google.com/generate_204')).status).toBe(403);
    expect(await connectVia('accounts.google.com:443')).toBe('HTTP/1.1 403 Forbidden');
    expect(checked).toEqual([]);
    expect(proxy.log.at(-1)).toMatchObject({ allowed: false, reason: 'not requested by a page' });
  });

  it('forwards a requested host the policy allows, and refuses one it does not', async () => {
    proxy.expectHost('fixture.test');
    const ok = await viaProxy(`http://fixture.test:${originPort}/page`);
    expect(ok).toEqual({ status: 200, body: 'hello from /page' });
    const refused = await viaProxy(`http://fixture.test:${originPort + 1}/page`);
    expect(refused.status).toBe(403);
    expect(checked).toContain(`http://fixture.test:${originPort}/page`);
  });

  it('tunnels CONNECT only to the address the policy checked', async () => {
    proxy.expectHost('tunnel.test');
    // "tunnel.test" does not exist in DNS: the tunnel works only because it goes to the checked 127.0.0.1.
    expect(await connectVia(`tunnel.test:${originPort}`)).toBe('HTTP/1.1 200 Connection Established');
    expect(await connectVia('tunnel.test:1')).toBe('HTTP/1.1 403 Forbidden');
  });
});
