import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import {
  canonicalOrigin,
  isLinkPreviewCrawler,
  isLinkPreviewMethod,
  isLinkPreviewRender,
  LINK_PREVIEW_RATE_LIMIT,
  ROAST_PAGE_PATH_PATTERN,
  SHARE_ORIGIN_HEADER,
  sharePagePath,
} from '../domain/link-previews';
import { isSpaRoute } from '../domain/spa-routes';
import { matchRoute, type RouteDefinition } from '../http/routes';
import { BASE_HEADERS as API_HEADERS } from '../http-kit/http-route';
import { ClientRateLimit } from './client-rate-limit';
import { answerConditional, CONDITIONAL_HEADERS, EdgeCache, edgeRequestUrl } from './edge-cache';
import { SimulatorRefusal, type StripeSimulator } from './stripe-simulator';
import { SITE_SECURITY_HEADERS } from '../http-kit/security-headers';
import { logger } from '../http-kit/observability';
import {
  compress,
  type ContentEncoding,
  isCompressible,
  negotiateEncoding,
  StaticCompressionCache,
} from './compression';
import { keepConnectionsAlive } from './keep-alive';

/** API Gateway HTTP APIs refuse payloads above 10 MB before any Lambda runs. */
const API_GATEWAY_MAX_PAYLOAD = 10 * 1024 * 1024;
const TEXT_TYPES = /^(text\/|application\/(json|javascript|xml|x-www-form-urlencoded)|[^;]*\+json)/i;

type LambdaHttpHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json; charset=utf-8',
};

function lambdaContext(route: RouteDefinition): Context {
  const deadline = Date.now() + route.timeoutSeconds * 1000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: `ugh-local-${route.id}`,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:us-east-1:000000000000:function:ugh-local-${route.id}`,
    memoryLimitInMB: String(route.memoryMb),
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/ugh-local-${route.id}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

interface EdgeForward {
  /** The method the function sees: HEAD as API Gateway passes it on, or GET for a cached route's origin. */
  method: string;
  /** Headers the edge sets (the share origin), over the viewer's. */
  headers?: Record<string, string>;
  /** A cached route's origin request: the edge answers conditional requests itself, from a full answer. */
  unconditional?: boolean;
}

function toEvent(
  req: IncomingMessage,
  url: URL,
  body: Buffer,
  route: RouteDefinition,
  params: Record<string, string>,
  forward: EdgeForward,
): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[key.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  // Only the edge says what the site's origin is (lib/constructs/spa-edge-functions.ts does the same).
  delete headers[SHARE_ORIGIN_HEADER];
  if (forward.unconditional) for (const name of CONDITIONAL_HEADERS) delete headers[name];
  Object.assign(headers, forward.headers ?? {});
  const query: Record<string, string> = {};
  for (const [key, value] of url.searchParams) query[key] = key in query ? `${query[key]},${value}` : value;
  // As CloudFront does: the viewer address is set by the edge, never taken from the client.
  const remote = req.socket.remoteAddress ?? '127.0.0.1';
  headers['cloudfront-viewer-address'] =
    `${remote.includes(':') ? `[${remote}]` : remote}:${req.socket.remotePort ?? 0}`;
  const contentType = headers['content-type'] ?? '';
  const isText = body.length === 0 || TEXT_TYPES.test(contentType);
  const now = new Date();
  const routeKey = `${forward.method} ${route.path}`;
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.replace(/^\?/, ''),
    cookies: headers.cookie ? headers.cookie.split(/;\s*/) : undefined,
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(params).length ? params : undefined,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: headers.host ?? '127.0.0.1',
      domainPrefix: 'local',
      http: {
        method: forward.method,
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    body: body.length ? (isText ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: body.length > 0 && !isText,
  };
}

/** An answer of the gateway itself (no function ran): with the headers every API answer carries. */
function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { ...API_HEADERS, 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

const NO_BODY = Buffer.alloc(0);

async function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  // Most requests (every GET) have no body: not even an empty stream to drain.
  if (req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined) {
    req.resume();
    return NO_BODY;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export interface LocalApiGatewayOptions {
  host: string;
  port: number;
  /** Repository root: route modules are resolved from here. */
  rootDir: string;
  /** Built SPA to serve for every non-API path (CloudFront's job in AWS). */
  webDir: string;
  /** Local mode without Stripe keys: the checkout page's test card form pays through this. */
  stripeSimulator?: StripeSimulator;
  /**
   * The site's canonical origin (`http(s)://host[:port]`), for absolute URLs in share pages; default:
   * this server's own address. Never taken from a request's Host.
   */
  siteOrigin?: string;
  /** Link-preview renders per client per window (the WAF rule's default: LINK_PREVIEW_RATE_LIMIT). */
  linkPreviewLimit?: { limit: number; windowSeconds: number };
}

/**
 * One loopback server that plays API Gateway (routes from the shared table → handler modules, with
 * API-Gateway-shaped v2 events) and CloudFront (the SPA from frontend/dist with index.html fallback,
 * status 404 for paths that are not one of the app's pages).
 */
export class LocalApiGateway {
  private server: Server | undefined;
  private readonly handlers = new Map<string, Promise<LambdaHttpHandler>>();
  private readonly edgeCache = new EdgeCache();
  private readonly linkPreviewLimit: ClientRateLimit;
  private readonly siteOrigin: string | null;
  private readonly compressedFiles = new StaticCompressionCache();
  /** Sent bodies per handler result and coding (see encodedBody). */
  private readonly encodedBodies = new WeakMap<
    APIGatewayProxyStructuredResultV2,
    Map<ContentEncoding | 'identity', { bytes: Buffer; encoding: ContentEncoding | null }>
  >();
  url = '';

  constructor(private readonly options: LocalApiGatewayOptions) {
    const limit = options.linkPreviewLimit ?? LINK_PREVIEW_RATE_LIMIT;
    this.linkPreviewLimit = new ClientRateLimit(limit.limit, limit.windowSeconds);
    this.siteOrigin = options.siteOrigin === undefined ? null : canonicalOrigin(options.siteOrigin);
    if (options.siteOrigin !== undefined && this.siteOrigin === null)
      throw new Error(`The site origin must be http(s)://host[:port], got "${options.siteOrigin}"`);
  }

  private handlerFor(route: RouteDefinition): Promise<LambdaHttpHandler> {
    let found = this.handlers.get(route.id);
    if (!found) {
      found = import(join(this.options.rootDir, route.module)).then((mod: Record<string, unknown>) => {
        const fn = mod[route.export];
        if (typeof fn !== 'function') throw new Error(`${route.module} has no export "${route.export}"`);
        return fn as LambdaHttpHandler;
      });
      this.handlers.set(route.id, found);
    }
    return found;
  }

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) => {
        logger.error('local gateway error', { error });
        if (!res.headersSent) sendJson(res, 500, { message: 'Internal Server Error' });
        else res.end();
      });
    });
    keepConnectionsAlive(this.server);
    await new Promise<void>((resolvePromise, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(this.options.port, this.options.host, () => resolvePromise());
    });
    const address = this.server.address();
    if (!address || typeof address === 'string') throw new Error('server has no address');
    this.url = `http://${this.options.host}:${address.port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    if (!this.server) return;
    this.server.closeIdleConnections();
    await new Promise<void>((resolvePromise) => this.server!.close(() => resolvePromise()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    // As the WAF's rate-based rule (lib/stacks/edge-stack.ts), before anything else runs.
    if (isLinkPreviewRender(url.pathname, req.headers['user-agent'])) {
      const verdict = this.linkPreviewLimit.hit(req.socket.remoteAddress ?? 'unknown');
      if (!verdict.allowed) {
        req.resume();
        return sendJson(
          res,
          429,
          { message: 'Too many requests. Please slow down and try again shortly.' },
          { 'retry-after': String(verdict.retryAfterSeconds) },
        );
      }
    }
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return this.handleApi(req, res, url);
    const crawler = this.linkPreviewRequest(req, url);
    if (crawler) return this.handleApi(req, res, crawler.url, crawler.headers);
    return this.serveStatic(req, res, url);
  }

  /**
   * As CloudFront's viewer-request function: a link-preview crawler's GET or HEAD of a roast page goes
   * to the share-page route, told the site's canonical origin (configuration, never the request's
   * Host); everyone else gets the app (docs/sharing.md).
   */
  private linkPreviewRequest(
    req: IncomingMessage,
    url: URL,
  ): { url: URL; headers: Record<string, string> } | null {
    if (!isLinkPreviewMethod(req.method) || !isLinkPreviewCrawler(req.headers['user-agent'])) return null;
    const roast = new RegExp(ROAST_PAGE_PATH_PATTERN).exec(url.pathname);
    if (!roast) return null;
    return {
      url: new URL(sharePagePath(roast[1]!), 'http://localhost'),
      headers: { [SHARE_ORIGIN_HEADER]: this.siteOrigin ?? this.url },
    };
  }

  private async handleApi(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    edgeHeaders: Record<string, string> = {},
  ): Promise<void> {
    // Local-only: the simulated card payment. Not in the route table, so it never exists in AWS.
    const pay = /^\/api\/local\/simulated-payments\/(pi_[A-Za-z0-9_]+)\/pay$/.exec(url.pathname);
    if (pay && req.method === 'POST' && this.options.stripeSimulator) {
      req.resume();
      try {
        const intent = await this.options.stripeSimulator.pay(pay[1]!);
        return sendJson(res, 200, { id: intent.id, status: intent.status });
      } catch (error) {
        // Paid already (another tab, a double click): refused like Stripe refuses it, nothing charged.
        if (error instanceof SimulatorRefusal && error.status !== 404) {
          return sendJson(res, 409, {
            message: 'This payment has already been made. Nothing more was charged.',
          });
        }
        return sendJson(res, 404, { message: 'No such payment' });
      }
    }
    const method = req.method ?? 'GET';
    const head = method === 'HEAD';
    // API Gateway has a HEAD route beside every GET route (lib/stacks/api-stack.ts), to the same function.
    const match = matchRoute(head ? 'GET' : method, url.pathname);
    if (!match.route) {
      req.resume();
      return sendJson(res, 404, { message: 'Not Found' });
    }
    const body = await readBody(req, API_GATEWAY_MAX_PAYLOAD);
    if (body === null) {
      // Stop reading the oversize upload and close the connection so it cannot be reused mid-body.
      res.setHeader('connection', 'close');
      sendJson(res, 413, { message: 'Request Entity Too Large' });
      res.once('finish', () => req.destroy());
      return;
    }
    const handler = await this.handlerFor(match.route);
    const route = match.route;
    const cached = route.edgeCache && (method === 'GET' || head) ? route.edgeCache : null;
    let answer: { result: APIGatewayProxyStructuredResultV2; hit: boolean; age: number };
    if (cached) {
      // Like CloudFront's cache behaviour for this route: keyed on (and passing on) only the query
      // parameters the route reads; the origin always gets the same plain GET, so requests collapsed
      // into one origin call may share its answer; HEAD and conditional requests are answered from it.
      const forwarded = edgeRequestUrl(url, cached.query);
      const event = () =>
        toEvent(req, forwarded, body, route, match.params, {
          method: 'GET',
          headers: edgeHeaders,
          unconditional: true,
        });
      const full = await this.edgeCache.fetch(forwarded.pathname + forwarded.search, () =>
        handler(event(), lambdaContext(route)),
      );
      answer = { ...full, result: answerConditional(full.result, headerText(req.headers['if-none-match'])) };
    } else {
      const event = toEvent(req, url, body, route, match.params, { method, headers: edgeHeaders });
      answer = { result: await handler(event, lambdaContext(route)), hit: false, age: 0 };
    }
    const { result, hit, age } = answer;
    const headers: Record<string, string | string[]> = { ...(result.headers as Record<string, string>) };
    if (method === 'GET' || head) {
      headers['x-cache'] = hit ? 'Hit from local-edge' : 'Miss from local-edge';
      if (hit) headers.age = String(age);
    }
    if (result.cookies?.length) headers['set-cookie'] = result.cookies;
    const { bytes, encoding } = this.encodedBody(result, negotiateEncoding(req.headers['accept-encoding']));
    if (encoding) {
      headers['content-encoding'] = encoding;
      headers.vary = 'accept-encoding';
    }
    const status = result.statusCode ?? 200;
    // The length a GET's body has; a HEAD of an uncached route has none to tell (its function sent none).
    if (status !== 304 && status !== 204 && (!head || bytes.length > 0))
      headers['content-length'] = String(bytes.length);
    res.writeHead(status, headers);
    res.end(head ? undefined : bytes);
  }

  /**
   * The bytes to send for a handler result, compressed like CloudFront's `compress: true` on the /api
   * behaviour (see ./compression.ts) when the client accepts a coding. An edge-cached result is the
   * same object on every hit, so its body is decoded and compressed once per coding (CloudFront, too,
   * caches each compressed variant), not on every request; an uncached result's entry goes with it.
   */
  private encodedBody(
    result: APIGatewayProxyStructuredResultV2,
    accepted: ContentEncoding | null,
  ): { bytes: Buffer; encoding: ContentEncoding | null } {
    let variants = this.encodedBodies.get(result);
    if (!variants) {
      variants = new Map();
      this.encodedBodies.set(result, variants);
    }
    let variant = variants.get(accepted ?? 'identity');
    if (!variant) {
      const headers = (result.headers ?? {}) as Record<string, string>;
      const bytes = Buffer.from(result.body ?? '', result.isBase64Encoded ? 'base64' : 'utf8');
      variant =
        accepted &&
        !headerValue(headers, 'content-encoding') &&
        isCompressible(headerValue(headers, 'content-type'), bytes.length)
          ? { bytes: compress(bytes, accepted), encoding: accepted }
          : { bytes, encoding: null };
      variants.set(accepted ?? 'identity', variant);
    }
    return variant;
  }

  private serveStatic(req: IncomingMessage, res: ServerResponse, url: URL): void {
    req.resume();
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', ...SITE_SECURITY_HEADERS });
      return void res.end();
    }
    const root = resolve(this.options.webDir);
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = '/';
    }
    const candidate = normalize(join(root, pathname));
    const inside = candidate === root || candidate.startsWith(root + sep);
    let file = inside && existsSync(candidate) && statSync(candidate).isFile() ? candidate : null;
    let status = 200;
    // SPA fallback for client routes only: paths with a file extension are real assets (404 if absent).
    // A path that is none of the app's pages (the shared table, functions/domain/spa-routes.ts) still
    // gets the app, which shows its 404 page, but with status 404, as CloudFront answers it
    // (lib/constructs/spa-edge-functions.ts).
    if (!file && !extname(pathname)) {
      const index = join(root, 'index.html');
      if (existsSync(index)) file = index;
      else return this.noFrontend(res);
      if (!isSpaRoute(pathname)) status = 404;
    }
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...SITE_SECURITY_HEADERS });
      return void res.end('Not found');
    }
    const immutable = file.includes(`${sep}assets${sep}`);
    const contentType = MIME[extname(file).toLowerCase()] ?? 'application/octet-stream';
    const headers: Record<string, string> = {
      'content-type': contentType,
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
      ...SITE_SECURITY_HEADERS,
    };
    const encoding = negotiateEncoding(req.headers['accept-encoding']);
    if (encoding && isCompressible(contentType, statSync(file).size)) {
      const body = this.compressedFiles.get(file, encoding);
      res.writeHead(status, {
        ...headers,
        'content-encoding': encoding,
        'content-length': String(body.length),
      });
      return void res.end(req.method === 'HEAD' ? undefined : body);
    }
    res.writeHead(status, headers);
    if (req.method === 'HEAD') return void res.end();
    createReadStream(file).pipe(res);
  }

  private noFrontend(res: ServerResponse): void {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...SITE_SECURITY_HEADERS });
    res.end(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>UGH Score (API only)</title></head>' +
        '<body><main><h1>UGH Score API is running</h1><p>The web app has not been built yet ' +
        '(<code>frontend/dist</code> is missing). The API answers under <a href="/api/health">/api/health</a>.</p></main></body></html>',
    );
  }
}

/** A request header as one string (Node gives repeated ones as a list). */
function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

/** A response header by case-insensitive name (Lambda results may use any casing). */
function headerValue(headers: Record<string, string | string[]>, name: string): string | undefined {
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  const value = key === undefined ? undefined : headers[key];
  return Array.isArray(value) ? value[0] : value;
}
