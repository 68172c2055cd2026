import { connect, type Socket } from 'node:net';
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { Duplex } from 'node:stream';

/** The SSRF policy, injected (functions/usecases/check-capture-target.ts in production). */
export type TargetCheck = (
  url: string,
) => Promise<{ ok: true; addresses: string[] } | { ok: false; reason: string }>;

export interface EgressLogEntry {
  url: string;
  allowed: boolean;
  reason?: string;
}

/**
 * The browser's only way out (DESIGN §10.1). Chromium is started with this as its proxy and with the
 * implicit loopback bypass removed, so every request it makes — navigations, redirect hops,
 * subresources, iframes, fetch, WebSocket tunnels — arrives here. Each target is checked (scheme,
 * port, every DNS address globally routable) and the connection goes to the address that was checked,
 * so DNS rebinding between check and connect is impossible.
 */
export class EgressProxy {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket | Duplex>();
  readonly log: EgressLogEntry[] = [];
  port = 0;

  constructor(
    private readonly checkTarget: TargetCheck,
    private readonly maxLog = 500,
  ) {}

  async start(): Promise<number> {
    this.server = createServer((req, res) => void this.forward(req, res));
    this.server.on('connect', (req, socket, head) => void this.tunnel(req, socket, head));
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.once('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
    return this.port;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private record(entry: EgressLogEntry): void {
    this.log.push(entry);
    if (this.log.length > this.maxLog) this.log.shift();
  }

  /** Hosts a page has just asked for (request interception announces them), with expiry times. */
  private readonly expected = new Map<string, number>();

  /**
   * Called for every request a page makes, just before it goes out. Only such hosts are looked up and
   * connected to: the browser's own background traffic (update checks, sign-in, time sync) is refused
   * without even a DNS query.
   */
  expectHost(hostname: string, ttlMs = 30_000): void {
    const now = Date.now();
    this.expected.set(hostname.toLowerCase().replace(/^\[|\]$/g, ''), now + ttlMs);
    if (this.expected.size > 2000) {
      for (const [host, until] of this.expected) if (until < now) this.expected.delete(host);
    }
  }

  private isExpected(url: string): boolean {
    let host: string;
    try {
      host = new URL(url).hostname.toLowerCase().replace(/^\[|\]$/g, '');
    } catch {
      return false;
    }
    const until = this.expected.get(host);
    return until !== undefined && until >= Date.now();
  }

  /**
   * The policy's verdict on one URL, for callers that need it before the browser goes there (the
   * capturer's main-frame navigation guard). Does not mark the host as expected.
   */
  async allows(url: string): Promise<boolean> {
    try {
      return (await this.checkTarget(url)).ok;
    } catch {
      return false;
    }
  }

  private async check(url: string): Promise<{ address: string } | { refused: string }> {
    if (!this.isExpected(url)) {
      this.record({ url, allowed: false, reason: 'not requested by a page' });
      return { refused: 'not requested by a page' };
    }
    const target = await this.checkTarget(url);
    if (!target.ok) {
      this.record({ url, allowed: false, reason: target.reason });
      return { refused: target.reason };
    }
    this.record({ url, allowed: true });
    return { address: target.addresses[0]! };
  }

  /** Plain-HTTP requests arrive in absolute form: `GET http://host/path`. */
  private async forward(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = req.url ?? '';
    if (!/^https?:\/\//i.test(url)) {
      res.writeHead(400).end();
      return;
    }
    const verdict = await this.check(url);
    if ('refused' in verdict) {
      res.writeHead(403, { 'content-type': 'text/plain' }).end('Blocked');
      req.resume();
      return;
    }
    const target = new URL(url);
    const headers = { ...req.headers };
    delete headers['proxy-connection'];
    delete headers['proxy-authorization'];
    const upstream = httpRequest(
      {
        // The checked address itself: no second lookup, so no rebinding.
        host: verdict.address,
        port: Number(target.port || 80),
        method: req.method,
        path: `${target.pathname}${target.search}`,
        headers: { ...headers, host: target.host },
      },
      (upstreamRes) => {
        res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers);
        upstreamRes.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502).end();
      else res.destroy();
    });
    req.pipe(upstream);
  }

  /** HTTPS (and WebSocket) go through CONNECT host:port; the TLS stays end to end. */
  private async tunnel(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    this.sockets.add(socket);
    socket.once('close', () => this.sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    const authority = req.url ?? '';
    const port = Number(/:(\d+)$/.exec(authority)?.[1] ?? 443);
    const scheme = port === 80 || port === 8080 ? 'http' : 'https';
    const verdict = await this.check(`${scheme}://${authority}/`);
    if ('refused' in verdict) {
      socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
      return;
    }
    const upstream = connect({ host: verdict.address, port });
    this.sockets.add(upstream);
    upstream.once('close', () => this.sockets.delete(upstream));
    upstream.on('error', () => socket.destroy());
    upstream.on('connect', () => {
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
  }
}
