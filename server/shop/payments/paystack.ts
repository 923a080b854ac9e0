// Paystack over its REST API (docs/contracts/external-services.md): initialize, verify, refund, and the
// signed webhook. Every call carries the secret key, so redirects are refused (the key never reaches
// another host) and every call has a deadline.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { GatewayEvent, PaymentGateway, Verification } from '../lib/payment-gateway';
import { GatewayError } from '../lib/payment-gateway';

const CHANNELS = ['card', 'bank', 'ussd', 'bank_transfer'];
/** Paystack's statuses as orders read them; ongoing, queued, processing and the like are all still pending. */
const STATUS: Record<string, 'success' | 'failed' | 'abandoned'> = {
  success: 'success',
  failed: 'failed',
  reversed: 'failed',
  abandoned: 'abandoned',
};

/** A text or number field of the gateway's JSON as text; anything else as empty. */
const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

function asVerification(data: Record<string, unknown>): Verification & { found: true } {
  const paidAt = textOf(data.paid_at);
  return {
    found: true,
    status: STATUS[textOf(data.status)] ?? 'pending',
    amountKobo: typeof data.amount === 'number' && Number.isSafeInteger(data.amount) ? data.amount : -1,
    currency: textOf(data.currency),
    transactionId: textOf(data.id),
    paidAt: paidAt && !Number.isNaN(Date.parse(paidAt)) ? new Date(paidAt) : null,
  };
}

/** The signature Paystack puts in x-paystack-signature: hex HMAC-SHA512 of the raw body. */
export const paystackSignature = (rawBody: Buffer | string, secretKey: string) =>
  createHmac('sha512', secretKey).update(rawBody).digest('hex');

export function createPaystackGateway({
  secretKey,
  baseUrl,
  timeoutMs,
}: {
  secretKey: string;
  baseUrl: string;
  timeoutMs: number;
}): PaymentGateway {
  async function call(method: 'GET' | 'POST', path: string, body?: unknown) {
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${secretKey}`,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      throw new GatewayError(
        name === 'TimeoutError' || name === 'AbortError'
          ? `Paystack did not answer within ${timeoutMs} ms`
          : 'Paystack could not be reached',
      );
    }
    let parsed: { status?: boolean; message?: string; data?: unknown } = {};
    try {
      parsed = JSON.parse(text) as typeof parsed;
    } catch {
      throw new GatewayError(`Paystack answered ${response.status} with something other than JSON`);
    }
    return {
      httpStatus: response.status,
      ok: response.ok && parsed.status === true,
      message: String(parsed.message ?? ''),
      data: parsed.data,
    };
  }

  return {
    async initialize({ reference, amountKobo, email, callbackUrl, metadata }) {
      const answer = await call('POST', '/transaction/initialize', {
        email,
        amount: amountKobo,
        currency: 'NGN',
        reference,
        callback_url: callbackUrl,
        metadata,
        channels: CHANNELS,
      });
      const url = (answer.data as { authorization_url?: unknown } | undefined)?.authorization_url;
      if (!answer.ok || typeof url !== 'string' || !/^https?:\/\//.test(url)) {
        throw new GatewayError(
          `Paystack refused the payment (${answer.httpStatus}: ${answer.message || 'no reason given'})`,
          answer.httpStatus < 500,
        );
      }
      return { authorizationUrl: url };
    },

    async verify(reference) {
      const answer = await call('GET', `/transaction/verify/${encodeURIComponent(reference)}`);
      if (answer.httpStatus === 404 || (answer.httpStatus === 400 && !answer.ok)) return { found: false };
      if (!answer.ok || typeof answer.data !== 'object' || answer.data === null) {
        throw new GatewayError(`Paystack could not verify the payment (${answer.httpStatus}: ${answer.message})`);
      }
      return asVerification(answer.data as Record<string, unknown>);
    },

    async refund(reference, amountKobo) {
      const answer = await call('POST', '/refund', { transaction: reference, amount: amountKobo });
      if (!answer.ok) {
        throw new GatewayError(
          `Paystack refused the refund (${answer.httpStatus}: ${answer.message || 'no reason given'})`,
          answer.httpStatus < 500,
        );
      }
    },

    readEvent(rawBody, headers): GatewayEvent | null {
      const given = headers['x-paystack-signature'];
      if (typeof given !== 'string' || !/^[0-9a-f]{128}$/i.test(given)) return null;
      const expected = Buffer.from(paystackSignature(rawBody, secretKey), 'hex');
      if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) return null;
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody.toString('utf8'));
      } catch {
        return { kind: 'other', name: 'unreadable', reference: null };
      }
      // Valid JSON need not be an event: `null`, a number, a list.
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
        return { kind: 'other', name: 'unreadable', reference: null };
      const body = parsed as { event?: unknown; data?: unknown };
      const name = textOf(body.event);
      const data = typeof body.data === 'object' && body.data !== null ? (body.data as Record<string, unknown>) : {};
      if (name === 'charge.success') {
        return { kind: 'charge', reference: textOf(data.reference), verification: asVerification(data) };
      }
      if (name === 'refund.processed' || name === 'refund.failed' || name === 'refund.pending') {
        // A refund names the payment it returns by its reference (transaction_reference).
        const reference =
          textOf(data.transaction_reference) || textOf((data.transaction as { reference?: unknown })?.reference);
        return {
          kind: 'refund',
          reference,
          outcome: name === 'refund.processed' ? 'processed' : name === 'refund.failed' ? 'failed' : 'pending',
        };
      }
      const reference = typeof data.reference === 'string' ? data.reference : null;
      return { kind: 'other', name, reference };
    },
  };
}
