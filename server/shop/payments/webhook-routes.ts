// The gateway's calls to us: POST /api/payments/paystack/webhook. The signature is checked on the raw
// bytes before anything is read; a wrong one is answered 401 and changes nothing (it is counted for the
// admin on one row, so a flood cannot fill the table or the admin's list). A good one is answered 200 once its work is stored, so the gateway
// stops retrying; the work is idempotent, so a retry of a call we did handle changes nothing.
import type { FastifyPluginAsync } from 'fastify';
import { eq } from 'drizzle-orm';
import { orders } from '@server/db/schema';
import { BODY_LIMIT } from '@server/http/body-limits';
import { errorResponses } from '@server/http/responses';
import { AppError } from '@server/errors';
import { countForgedCall, flagPayment } from '../orders/payment-issues';
import { settlePayment } from '../orders/settle-payment';
import { settleRefund } from '../orders/refunds';
import { orderReferenceOf } from '../orders/references';

export const webhookRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.database;
  // This scope reads bodies as raw bytes: the signature is over exactly what was sent.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/api/payments/paystack/webhook',
    {
      schema: {
        tags: ['shop'],
        summary: "Paystack's events (charge.success, refund.*), signed with x-paystack-signature",
        response: { 200: { type: 'object', properties: { received: { type: 'boolean' } } }, ...errorResponses },
      },
      bodyLimit: BODY_LIMIT.gatewayEvent,
      config: { invalidates: ['catalog'] },
    },
    async (request) => {
      // Answered to the payment gateway, not a person: in English.
      const gateway = app.paymentGateway;
      if (!gateway) throw new AppError(503, 'PAYMENTS_OFF', 'Payments are not set up.');
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const event = gateway.readEvent(raw, request.headers);
      if (!event) {
        await countForgedCall(db, request.ip);
        throw new AppError(401, 'BAD_SIGNATURE', 'The signature does not match.');
      }
      const publicUrl = app.config.publicUrl;
      if (event.kind === 'charge') {
        await settlePayment(db, event.reference, event.verification, { publicUrl, source: 'webhook' });
      } else if (event.kind === 'refund') {
        await settleRefund(db, event.reference, event.outcome);
      } else {
        request.log.info({ event: event.name }, 'a Paystack event the shop does not act on');
        const orderReference = event.reference ? orderReferenceOf(event.reference) : null;
        if (orderReference && event.name.startsWith('charge.dispute')) {
          const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.reference, orderReference));
          await flagPayment(db, {
            kind: 'disputed',
            reference: event.reference,
            orderId: order?.id ?? null,
            detail: `Paystack reported ${event.name} for this payment.`,
          });
        }
      }
      return { received: true };
    },
  );
};
