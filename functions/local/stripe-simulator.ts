import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import Stripe from 'stripe';
import { keepConnectionsAlive } from './keep-alive';

/** What the SPA sees in local mode: a test key, so its `pk_` check passes and it shows the test form. */
export const SIMULATOR_PUBLISHABLE_KEY = 'pk_test_local_simulator';

export interface SimulatedIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: 'requires_payment_method' | 'succeeded';
  client_secret: string;
  metadata: Record<string, string>;
  livemode: false;
  created: number;
  description: string | null;
}

export interface RecordedCreate {
  params: Record<string, string>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

/** Stripe's form encoding (`metadata[roastId]=…`) flattened to bracketed keys. */
function parseForm(body: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(body));
}

/**
 * A loopback stand-in for the part of the Stripe API the product uses, driven by the real `stripe`
 * client: create/retrieve PaymentIntents (with idempotency keys), and a test-only "pay" action that
 * marks an intent succeeded and delivers a correctly signed `payment_intent.succeeded` webhook (the
 * signature made by stripe's own test-header helper with the local webhook secret). Local mode uses
 * it when no Stripe keys are configured; it cannot be reached from a deployed stack.
 */
export class StripeSimulator {
  readonly intents = new Map<string, SimulatedIntent>();
  readonly creates: RecordedCreate[] = [];
  private readonly byIdempotencyKey = new Map<string, string>();
  private server: Server | undefined;
  url = '';
  readonly secretKey = 'sk_test_local_simulator';
  readonly webhookSecret = `whsec_local_${randomBytes(16).toString('hex')}`;
  /** Where events are delivered (the app's /api/stripe/webhook). */
  webhookUrl = '';

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    keepConnectionsAlive(this.server);
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    this.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    return this.url;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Builds a signed event exactly as Stripe would send it (also used by tests to forge bad ones). */
  signedEvent(intent: SimulatedIntent, options: { id?: string; secret?: string; timestamp?: number } = {}) {
    const payload = JSON.stringify({
      id: options.id ?? `evt_${randomBytes(12).toString('hex')}`,
      object: 'event',
      api_version: '2025-01-27.acacia',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      type: 'payment_intent.succeeded',
      data: { object: intent },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? this.webhookSecret,
      ...(options.timestamp ? { timestamp: options.timestamp } : {}),
    });
    return { payload, signature };
  }

  async deliver(payload: string, signature: string): Promise<number> {
    const res = await fetch(this.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    await res.arrayBuffer();
    return res.status;
  }

  /** The simulated card payment: the intent succeeds and Stripe's webhook follows. */
  async pay(intentId: string): Promise<SimulatedIntent> {
    const intent = this.intents.get(intentId);
    if (!intent) throw new Error(`No such payment intent ${intentId}`);
    intent.status = 'succeeded';
    const { payload, signature } = this.signedEvent(intent);
    await this.deliver(payload, signature);
    return intent;
  }

  private send(res: ServerResponse, status: number, body: unknown): void {
    res.writeHead(status, {
      'content-type': 'application/json',
      'request-id': `req_${randomBytes(6).toString('hex')}`,
    });
    res.end(JSON.stringify(body));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://localhost');
    const auth = req.headers.authorization;
    if (auth !== `Bearer ${this.secretKey}`) {
      return this.send(res, 401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
      });
    }
    const match = /^\/v1\/payment_intents(?:\/([A-Za-z0-9_]+))?(\/confirm)?$/.exec(url.pathname);
    if (!match)
      return this.send(res, 404, {
        error: { type: 'invalid_request_error', message: 'Unrecognized request URL' },
      });
    const [, id, confirm] = match;
    if (req.method === 'POST' && !id) {
      const params = parseForm(body);
      const key = req.headers['idempotency-key'] as string | undefined;
      this.creates.push({ params, idempotencyKey: key, authorization: auth });
      const existing = key ? this.byIdempotencyKey.get(key) : undefined;
      if (existing) return this.send(res, 200, this.intents.get(existing));
      const intentId = `pi_sim_${randomBytes(10).toString('hex')}`;
      const metadata = Object.fromEntries(
        Object.entries(params)
          .filter(([k]) => k.startsWith('metadata['))
          .map(([k, v]) => [k.slice(9, -1), v]),
      );
      const intent: SimulatedIntent = {
        id: intentId,
        object: 'payment_intent',
        amount: Number(params.amount),
        currency: params.currency ?? 'usd',
        status: 'requires_payment_method',
        client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
        metadata,
        livemode: false,
        created: Math.floor(Date.now() / 1000),
        description: params.description ?? null,
      };
      this.intents.set(intentId, intent);
      if (key) this.byIdempotencyKey.set(key, intentId);
      return this.send(res, 200, intent);
    }
    const intent = id ? this.intents.get(id) : undefined;
    if (!intent)
      return this.send(res, 404, {
        error: { type: 'invalid_request_error', message: `No such payment_intent: '${id}'` },
      });
    if (req.method === 'GET' && !confirm) return this.send(res, 200, intent);
    if (req.method === 'POST' && confirm) return this.send(res, 200, await this.pay(intent.id));
    return this.send(res, 405, { error: { type: 'invalid_request_error', message: 'Method not allowed' } });
  }
}
