// A stand-in for Paystack (docs/contracts/external-services.md): initialize, verify and refund in its own
// shapes, a hosted payment page a browser can pay or decline on, and signed webhooks. Plain Node, so the
// browser tests' global setup can run it too.
import { createHmac, randomBytes } from 'node:crypto';
import { createFakeService, sendJson, sendText, type FakeService, type ReceivedRequest } from './http';

/** The secret key the fake accepts and the tests configure. */
export const TEST_PAYSTACK_KEY = 'sk_test_0123456789abcdef0123456789abcdef';

export type FakeStatus = 'pending' | 'success' | 'failed' | 'abandoned';

export interface FakeTransaction {
  id: number;
  reference: string;
  accessCode: string;
  email: string;
  amount: number;
  currency: string;
  status: FakeStatus;
  callbackUrl: string;
  channels: string[];
  paidAt: string | null;
}

export interface FakePaystack extends FakeService {
  readonly transactions: Map<string, FakeTransaction>;
  readonly refunds: Array<{ transaction: string; amount: number | null }>;
  /**
   * Where the hosted page's payments are announced (our webhook), or null for none; a function when several
   * sites share this Paystack, each told of its own payments.
   */
  webhookUrl: string | null | ((transaction: FakeTransaction) => string);
  /** Settles a transaction as the buyer would on the hosted page; amount and currency may be made to differ. */
  settle(reference: string, status: FakeStatus, overrides?: { amount?: number; currency?: string }): FakeTransaction;
  /** A signed webhook body for `event` about a transaction (or any data). */
  event(event: string, data: Record<string, unknown>, key?: string): { body: string; signature: string };
  chargeData(transaction: FakeTransaction): Record<string, unknown>;
}

const sign = (body: string, key: string) => createHmac('sha512', key).update(body).digest('hex');

export function createFakePaystack(): FakePaystack {
  const transactions = new Map<string, FakeTransaction>();
  const byCode = new Map<string, FakeTransaction>();
  const refunds: Array<{ transaction: string; amount: number | null }> = [];
  let nextId = 4_099_260_000;

  const chargeData = (t: FakeTransaction) => ({
    id: t.id,
    status: t.status,
    reference: t.reference,
    amount: t.amount,
    currency: t.currency,
    paid_at: t.paidAt,
    gateway_response: t.status === 'success' ? 'Successful' : 'Declined',
    channel: 'card',
    metadata: {},
    customer: { email: t.email },
  });

  const authorized = (request: ReceivedRequest) => request.headers.authorization === `Bearer ${TEST_PAYSTACK_KEY}`;

  async function announce(t: FakeTransaction): Promise<void> {
    if (!fake.webhookUrl || t.status !== 'success') return;
    const { body, signature } = fake.event('charge.success', chargeData(t));
    await fetch(typeof fake.webhookUrl === 'function' ? fake.webhookUrl(t) : fake.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
      body,
    }).catch(() => undefined);
  }

  const service = createFakeService(
    async (request, response) => {
      const initialize = request.method === 'POST' && request.path === '/transaction/initialize';
      const verify = request.method === 'GET' && request.path.startsWith('/transaction/verify/');
      const refund = request.method === 'POST' && request.path === '/refund';
      if ((initialize || verify || refund) && !authorized(request)) {
        sendJson(response, 401, { status: false, message: 'Invalid key' });
        return;
      }
      if (initialize) {
        const body = JSON.parse(request.body.toString('utf8')) as Record<string, unknown>;
        const reference = String(body.reference);
        if (transactions.has(reference)) {
          sendJson(response, 400, { status: false, message: 'Duplicate Transaction Reference' });
          return;
        }
        const accessCode = randomBytes(6).toString('hex');
        const transaction: FakeTransaction = {
          id: nextId++,
          reference,
          accessCode,
          email: String(body.email),
          amount: Number(body.amount),
          currency: typeof body.currency === 'string' ? body.currency : 'NGN',
          status: 'pending',
          callbackUrl: String(body.callback_url),
          channels: (body.channels as string[] | undefined) ?? [],
          paidAt: null,
        };
        transactions.set(reference, transaction);
        byCode.set(accessCode, transaction);
        sendJson(response, 200, {
          status: true,
          message: 'Authorization URL created',
          data: { authorization_url: `${fake.url}/checkout/${accessCode}`, access_code: accessCode, reference },
        });
        return;
      }
      if (verify) {
        const transaction = transactions.get(decodeURIComponent(request.path.slice('/transaction/verify/'.length)));
        if (!transaction) {
          sendJson(response, 400, { status: false, message: 'Transaction reference not found' });
          return;
        }
        sendJson(response, 200, { status: true, message: 'Verification successful', data: chargeData(transaction) });
        return;
      }
      if (refund) {
        const body = JSON.parse(request.body.toString('utf8')) as { transaction?: string; amount?: number };
        const transaction = transactions.get(String(body.transaction));
        if (!transaction || transaction.status !== 'success') {
          sendJson(response, 400, { status: false, message: 'Transaction has not been paid' });
          return;
        }
        refunds.push({ transaction: transaction.reference, amount: body.amount ?? null });
        sendJson(response, 200, {
          status: true,
          message: 'Refund has been queued for processing',
          data: { transaction: chargeData(transaction), amount: body.amount ?? transaction.amount, status: 'pending' },
        });
        return;
      }
      // The hosted payment page, and its two buttons.
      const page = /^\/checkout\/([0-9a-f]+)(?:\/(pay|decline))?$/.exec(request.path);
      const transaction = page && byCode.get(page[1]!);
      if (!transaction) {
        sendJson(response, 404, { status: false, message: 'Not found' });
        return;
      }
      if (request.method === 'POST' && page[2]) {
        fake.settle(transaction.reference, page[2] === 'pay' ? 'success' : 'failed');
        await announce(transaction);
        const back = new URL(transaction.callbackUrl);
        back.searchParams.set('trxref', transaction.reference);
        back.searchParams.set('reference', transaction.reference);
        response.writeHead(302, { location: back.toString() });
        response.end();
        return;
      }
      const naira = `₦${(transaction.amount / 100).toLocaleString('en-NG')}`;
      sendText(
        response,
        200,
        'text/html; charset=utf-8',
        `<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width"><title>Paystack test checkout</title></head>
<body><main><h1>Test payment</h1><p>Pay <strong>${naira}</strong> to Griot (${transaction.email})</p>
<form method="post" action="/checkout/${transaction.accessCode}/pay"><button type="submit">Pay ${naira}</button></form>
<form method="post" action="/checkout/${transaction.accessCode}/decline"><button type="submit">Decline</button></form></main></body></html>`,
      );
    },
    () => {
      transactions.clear();
      byCode.clear();
      refunds.length = 0;
      fake.webhookUrl = null;
    },
  );

  const fake: FakePaystack = Object.assign(service, {
    transactions,
    refunds,
    webhookUrl: null as FakePaystack['webhookUrl'],
    settle(reference: string, status: FakeStatus, overrides: { amount?: number; currency?: string } = {}) {
      const transaction = transactions.get(reference);
      if (!transaction) throw new Error(`the fake has no transaction ${reference}`);
      Object.assign(transaction, overrides, {
        status,
        paidAt: status === 'success' ? new Date().toISOString() : null,
      });
      return transaction;
    },
    event(event: string, data: Record<string, unknown>, key = TEST_PAYSTACK_KEY) {
      const body = JSON.stringify({ event, data });
      return { body, signature: sign(body, key) };
    },
    chargeData,
  });
  return fake;
}
