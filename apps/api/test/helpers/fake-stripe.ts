import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  automatic_payment_methods: { enabled: boolean } | null;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  payment_intent: string;
  amount: number;
  status: 'succeeded';
}

export interface FakeStripe {
  /** Put this in STRIPE_API_BASE. */
  url: string;
  intents: Map<string, FakeIntent>;
  refunds: FakeRefund[];
  /** Every request: method, path and the Idempotency-Key it carried. */
  requests: { method: string; path: string; idempotencyKey: string | undefined }[];
  /** What a customer paying on Stripe's side does to an intent. */
  setStatus(intentId: string, status: 'succeeded' | 'requires_payment_method' | 'processing'): void;
  /** Makes the next refund answer a Stripe API error. */
  failNextRefund(): void;
  close(): Promise<void>;
}

/** `metadata[series_id]=x&amount=1` → `{ metadata: { series_id: 'x' }, amount: '1' }` (one level). */
function parseForm(body: string) {
  const out: Record<string, string | Record<string, string>> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const nested = /^(\w+)\[(\w+)\]$/.exec(key);
    if (nested) {
      const [, outer, inner] = nested as unknown as [string, string, string];
      const group = (out[outer] ??= {}) as Record<string, string>;
      group[inner] = value;
    } else out[key] = value;
  }
  return out;
}

/** A flat form field's value; a nested group or a missing field reads as ''. */
const text = (value: string | Record<string, string> | undefined): string =>
  typeof value === 'string' ? value : '';

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
  response.end(JSON.stringify(body));
}

const missing = (message: string) => ({
  error: { type: 'invalid_request_error', code: 'resource_missing', message },
});

/**
 * A local stand-in for the few Stripe API calls the app makes, so tests drive the real `stripe`
 * SDK over HTTP: create and retrieve PaymentIntents, create refunds (whole or part, never more than
 * is left); Idempotency-Key honoured.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, FakeIntent>();
  const refunds: FakeRefund[] = [];
  const requests: FakeStripe['requests'] = [];
  const idempotent = new Map<string, unknown>();
  let sequence = 0;
  let refundFailures = 0;

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const key = request.headers['idempotency-key'];
      const idempotencyKey = typeof key === 'string' ? key : undefined;
      requests.push({ method: request.method ?? '', path: url.pathname, idempotencyKey });
      const form = parseForm(await readBody(request));
      const remembered = idempotencyKey && idempotent.get(`${url.pathname}:${idempotencyKey}`);
      if (remembered) return send(response, 200, remembered);
      const answer = (body: unknown) => {
        if (idempotencyKey) idempotent.set(`${url.pathname}:${idempotencyKey}`, body);
        send(response, 200, body);
      };

      if (request.method === 'POST' && url.pathname === '/v1/payment_intents') {
        const id = `pi_fake_${++sequence}`;
        const automatic = form.automatic_payment_methods as Record<string, string> | undefined;
        const intent: FakeIntent = {
          id,
          object: 'payment_intent',
          amount: Number(form.amount),
          currency: text(form.currency),
          status: 'requires_payment_method',
          client_secret: `${id}_secret_fake${sequence}`,
          metadata: (form.metadata as Record<string, string> | undefined) ?? {},
          automatic_payment_methods: automatic ? { enabled: automatic.enabled === 'true' } : null,
        };
        intents.set(id, intent);
        return answer(intent);
      }
      const retrieve = /^\/v1\/payment_intents\/([\w-]+)$/.exec(url.pathname);
      if (request.method === 'GET' && retrieve) {
        const intent = intents.get(retrieve[1]!);
        return intent
          ? send(response, 200, intent)
          : send(response, 404, missing(`No such payment_intent: '${retrieve[1]}'`));
      }
      if (request.method === 'POST' && url.pathname === '/v1/refunds') {
        if (refundFailures > 0) {
          refundFailures--;
          return send(response, 400, {
            error: { type: 'invalid_request_error', message: 'Refund refused (fake).' },
          });
        }
        const intent = intents.get(text(form.payment_intent));
        if (!intent) return send(response, 404, missing('No such payment_intent'));
        // As Stripe: `amount` refunds part; without it, all that is left; never more than that.
        const left =
          intent.amount -
          refunds
            .filter((r) => r.payment_intent === intent.id)
            .reduce((sum, r) => sum + r.amount, 0);
        const amount = form.amount === undefined ? left : Number(text(form.amount));
        if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
          return send(response, 400, {
            error: {
              type: 'invalid_request_error',
              code: 'amount_too_large',
              message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
            },
          });
        }
        const refund: FakeRefund = {
          id: `re_fake_${++sequence}`,
          object: 'refund',
          payment_intent: intent.id,
          amount,
          status: 'succeeded',
        };
        refunds.push(refund);
        return answer(refund);
      }
      send(response, 404, missing(`Unrecognized request URL (${request.method}: ${url.pathname})`));
    })().catch((error: unknown) => send(response, 500, { error: { message: String(error) } }));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    refunds,
    requests,
    setStatus(intentId, status) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`no fake intent ${intentId}`);
      intent.status = status;
    },
    failNextRefund() {
      refundFailures++;
    },
    close: () =>
      new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
