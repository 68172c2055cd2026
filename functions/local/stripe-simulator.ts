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
  status: 'requires_payment_method' | 'processing' | 'succeeded' | 'canceled';
  client_secret: string;
  metadata: Record<string, string>;
  livemode: false;
  created: number;
  description: string | null;
}

export interface SimulatedRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  reason: string | null;
  metadata: Record<string, string>;
  status: 'succeeded';
  created: number;
}

/** Stripe's refusal of a request (the same type, code and message as the real API). */
export class SimulatorRefusal extends Error {
  override readonly name = 'SimulatorRefusal';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
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

function metadataOf(params: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params)
      .filter(([k]) => k.startsWith('metadata['))
      .map(([k, v]) => [k.slice(9, -1), v]),
  );
}

/** The statuses in which Stripe lets a PaymentIntent be confirmed (paid). */
const PAYABLE = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);

/**
 * A loopback stand-in for the part of the Stripe API the product uses, driven by the real `stripe`
 * client: create/retrieve PaymentIntents (with idempotency keys), refunds (create, list by intent;
 * idempotent, and a second full refund refused as Stripe refuses it), and a test-only "pay" action
 * that marks an intent succeeded and delivers a correctly signed `payment_intent.succeeded` webhook
 * (the signature made by stripe's own test-header helper with the local webhook secret). Like Stripe,
 * it refuses to take the money of an intent twice. Local mode uses it when no Stripe keys are
 * configured; it cannot be reached from a deployed stack.
 */
export class StripeSimulator {
  readonly intents = new Map<string, SimulatedIntent>();
  readonly refunds = new Map<string, SimulatedRefund>();
  readonly creates: RecordedCreate[] = [];
  /** Idempotency key → the object first answered with it (Stripe keys are per account, any endpoint). */
  private readonly byIdempotencyKey = new Map<string, SimulatedIntent | SimulatedRefund>();
  private server: Server | undefined;
  url = '';
  readonly secretKey = 'sk_test_local_simulator';
  readonly webhookSecret = `whsec_local_${randomBytes(16).toString('hex')}`;
  /** Where events are delivered (the app's /api/stripe/webhook). */
  webhookUrl = '';
  /** Fault tests: refund requests fail as during a Stripe incident (500 api_error), until reset. */
  refundsUnavailable = false;

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

  /**
   * The simulated card payment: the intent succeeds and Stripe's webhook follows. An intent that was
   * paid (or cancelled) already is refused, as Stripe refuses to confirm it: no money moves twice.
   */
  async pay(intentId: string): Promise<SimulatedIntent> {
    const intent = this.intents.get(intentId);
    if (!intent) {
      throw new SimulatorRefusal(404, 'resource_missing', `No such payment_intent: '${intentId}'`);
    }
    if (!PAYABLE.has(intent.status)) {
      throw new SimulatorRefusal(
        400,
        'payment_intent_unexpected_state',
        `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`,
      );
    }
    intent.status = 'succeeded';
    const { payload, signature } = this.signedEvent(intent);
    await this.deliver(payload, signature);
    return intent;
  }

  /** The whole amount back, once (Stripe refuses a second full refund with charge_already_refunded). */
  refund(params: Record<string, string>): SimulatedRefund {
    const id = params.payment_intent ?? '';
    const intent = this.intents.get(id);
    if (!intent) throw new SimulatorRefusal(404, 'resource_missing', `No such payment_intent: '${id}'`);
    if (intent.status !== 'succeeded') {
      throw new SimulatorRefusal(
        400,
        'payment_intent_unexpected_state',
        `This PaymentIntent (${id}) does not have a successful charge to refund.`,
      );
    }
    if ([...this.refunds.values()].some((r) => r.payment_intent === id)) {
      throw new SimulatorRefusal(
        400,
        'charge_already_refunded',
        `Charge for ${id} has already been refunded.`,
      );
    }
    const refund: SimulatedRefund = {
      id: `re_sim_${randomBytes(10).toString('hex')}`,
      object: 'refund',
      amount: intent.amount,
      currency: intent.currency,
      payment_intent: id,
      reason: params.reason ?? null,
      metadata: metadataOf(params),
      status: 'succeeded',
      created: Math.floor(Date.now() / 1000),
    };
    this.refunds.set(refund.id, refund);
    return refund;
  }

  private refuse(res: ServerResponse, refusal: SimulatorRefusal): void {
    this.send(res, refusal.status, {
      error: { type: 'invalid_request_error', code: refusal.code, message: refusal.message },
    });
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
    const key = req.headers['idempotency-key'] as string | undefined;
    if (url.pathname === '/v1/refunds') {
      if (req.method === 'GET') {
        const forIntent = url.searchParams.get('payment_intent');
        const data = [...this.refunds.values()].filter((r) => !forIntent || r.payment_intent === forIntent);
        return this.send(res, 200, { object: 'list', data, has_more: false, url: '/v1/refunds' });
      }
      if (req.method !== 'POST') {
        return this.send(res, 405, {
          error: { type: 'invalid_request_error', message: 'Method not allowed' },
        });
      }
      if (this.refundsUnavailable) {
        return this.send(res, 500, {
          error: { type: 'api_error', message: 'An unknown error occurred while processing the refund.' },
        });
      }
      const earlier = key ? this.byIdempotencyKey.get(key) : undefined;
      if (earlier) return this.send(res, 200, earlier);
      try {
        const refund = this.refund(parseForm(body));
        if (key) this.byIdempotencyKey.set(key, refund);
        return this.send(res, 200, refund);
      } catch (error) {
        if (error instanceof SimulatorRefusal) return this.refuse(res, error);
        throw error;
      }
    }
    const match = /^\/v1\/payment_intents(?:\/([A-Za-z0-9_]+))?(\/confirm)?$/.exec(url.pathname);
    if (!match)
      return this.send(res, 404, {
        error: { type: 'invalid_request_error', message: 'Unrecognized request URL' },
      });
    const [, id, confirm] = match;
    if (req.method === 'POST' && !id) {
      const params = parseForm(body);
      this.creates.push({ params, idempotencyKey: key, authorization: auth });
      const existing = key ? this.byIdempotencyKey.get(key) : undefined;
      if (existing) return this.send(res, 200, existing);
      const intentId = `pi_sim_${randomBytes(10).toString('hex')}`;
      const metadata = metadataOf(params);
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
      if (key) this.byIdempotencyKey.set(key, intent);
      return this.send(res, 200, intent);
    }
    const intent = id ? this.intents.get(id) : undefined;
    if (!intent)
      return this.send(res, 404, {
        error: { type: 'invalid_request_error', message: `No such payment_intent: '${id}'` },
      });
    if (req.method === 'GET' && !confirm) return this.send(res, 200, intent);
    if (req.method === 'POST' && confirm) {
      try {
        return this.send(res, 200, await this.pay(intent.id));
      } catch (error) {
        if (error instanceof SimulatorRefusal) return this.refuse(res, error);
        throw error;
      }
    }
    return this.send(res, 405, { error: { type: 'invalid_request_error', message: 'Method not allowed' } });
  }
}
