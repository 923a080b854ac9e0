// Every route that takes a body refuses one over its size limit with a 413 in the one error shape, and
// takes one at its limit. The limits are listed here per route, so a route added without one fails.
import { describe, expect, it } from 'vitest';
import { sessionCookieName } from '@server/auth/sessions/tokens';
import { createSession } from '@server/auth/sessions/repository';
import { joinAs } from '../accounts';
import { useTestApp } from '../app';
import { testDrivers } from '../database';
import { readOperations } from './openapi-operations';

const KB = 1024;

/** The body limit of every operation that is not a GET (multipart uploads have their own 5 MB limit). */
const LIMITS: Record<string, number | 'multipart'> = {
  'POST /api/auth/join': 8 * KB,
  'POST /api/auth/login': 8 * KB,
  'POST /api/auth/password-resets': 8 * KB,
  'POST /api/auth/password-resets/complete': 8 * KB,
  'POST /api/auth/email-verifications': KB,
  'POST /api/auth/email-verifications/complete': 8 * KB,
  'PUT /api/account/password': 8 * KB,
  'PUT /api/account/language': KB,
  'POST /api/account/email': 8 * KB,
  'PUT /api/account/notifications': 1 * KB,
  'POST /api/notifications/unsubscribe': 1 * KB,
  'POST /api/newsletter/subscriptions': 8 * KB,
  'POST /api/newsletter/confirm': 8 * KB,
  'POST /api/newsletter/unsubscribe': KB,
  'POST /api/contact': 32 * KB,
  'POST /api/admin/newsletter/issues': 256 * KB,
  'PUT /api/admin/newsletter/issues/{id}': 256 * KB,
  'POST /api/admin/newsletter/issues/{id}/test': KB,
  'POST /api/admin/newsletter/issues/{id}/send': KB,
  'PUT /api/admin/pages/{slug}': 256 * KB,
  'POST /api/admin/markdown/preview': 256 * KB,
  'POST /api/account/delete': 8 * KB,
  'POST /api/notifications/{notificationId}/read': KB,
  'POST /api/notifications/read': KB,
  'POST /api/notifications/seen': 8 * KB,
  'PUT /api/posts/{postId}/read': KB,
  'POST /api/auth/logout': KB,
  'POST /api/auth/sessions/revoke': KB,
  'POST /api/me/avatar': 'multipart',
  'POST /api/me/presence': KB,
  'PUT /api/me/profile': 16 * KB,
  'POST /api/forums/{forumId}/posts': 64 * KB,
  'PATCH /api/posts/{postId}': 64 * KB,
  'POST /api/posts/{postId}/replies': 64 * KB,
  'PATCH /api/replies/{replyId}': 64 * KB,
  'DELETE /api/posts/{postId}': KB,
  'DELETE /api/replies/{replyId}': KB,
  'PUT /api/posts/{postId}/follow': KB,
  'DELETE /api/posts/{postId}/follow': KB,
  'PUT /api/forums/{forumId}/follow': KB,
  'DELETE /api/forums/{forumId}/follow': KB,
  'PUT /api/posts/{postId}/like': KB,
  'DELETE /api/posts/{postId}/like': KB,
  'PUT /api/replies/{replyId}/like': KB,
  'DELETE /api/replies/{replyId}/like': KB,
  'POST /api/admin/products': 32 * KB,
  'PUT /api/admin/products/{id}': 32 * KB,
  'DELETE /api/admin/products/{id}': KB,
  'POST /api/admin/events': 32 * KB,
  'PUT /api/admin/events/{id}': 32 * KB,
  'DELETE /api/admin/events/{id}': KB,
  'POST /api/admin/artists': 32 * KB,
  'PUT /api/admin/artists/{id}': 32 * KB,
  'DELETE /api/admin/artists/{id}': KB,
  'POST /api/admin/stories': 256 * KB,
  'PUT /api/admin/stories/{id}': 256 * KB,
  'DELETE /api/admin/stories/{id}': KB,
  'POST /api/admin/uploads/{folder}': 'multipart',
  'POST /api/admin/media/test': KB,
  'POST /api/admin/imports/artists': KB,
  'POST /api/admin/imports/stories': KB,
  'POST /api/admin/imports/events': KB,
  'POST /api/admin/imports/feeds': KB,
  'POST /api/admin/story-feeds': 8 * KB,
  'DELETE /api/admin/story-feeds/{id}': KB,
  'PATCH /api/admin/posts/{postId}': KB,
  'DELETE /api/admin/posts/{postId}': KB,
  'DELETE /api/admin/replies/{replyId}': KB,
  'DELETE /api/admin/demo-content': KB,
  'POST /api/cart/lines': 16 * KB,
  'PUT /api/cart/lines/{variantId}': 16 * KB,
  'DELETE /api/cart/lines/{variantId}': KB,
  'POST /api/cart/tickets': 16 * KB,
  'PUT /api/cart/tickets/{ticketTypeId}': 16 * KB,
  'DELETE /api/cart/tickets/{ticketTypeId}': KB,
  'POST /api/checkout': 16 * KB,
  'POST /api/check-in/{slug}': 16 * KB,
  'POST /api/admin/events/{id}/door-staff': 16 * KB,
  'DELETE /api/admin/events/{id}/door-staff/{userId}': KB,
  'POST /api/admin/events/{id}/cancel': KB,
  'POST /api/orders/{reference}/verify': KB,
  'POST /api/orders/{reference}/retry': KB,
  'POST /api/orders/{reference}/buy-again': KB,
  'POST /api/orders/links': 8 * KB,
  'POST /api/payments/paystack/webhook': 64 * KB,
  'POST /api/admin/orders/{id}/ship': 16 * KB,
  'POST /api/admin/orders/{id}/deliver': KB,
  'POST /api/admin/orders/{id}/cancel': KB,
  'POST /api/admin/orders/{id}/refund': KB,
  'POST /api/admin/payments/attention/{id}/resolve': KB,
  'PUT /api/admin/shop/settings': 16 * KB,
  'POST /api/admin/mail/{id}/retry': KB,
  'POST /api/posts/{postId}/reports': 8 * KB,
  'POST /api/replies/{replyId}/reports': 8 * KB,
  'POST /api/admin/reports/{id}/dismiss': KB,
  'POST /api/admin/reports/{id}/delete': KB,
  'POST /api/admin/reports/{id}/suspend': 8 * KB,
  'DELETE /api/admin/suspensions/{userId}': KB,
  'PUT /api/admin/members/{id}/role': 8 * KB,
  'POST /api/admin/members/{id}/suspend': 8 * KB,
  'POST /api/admin/members/{id}/lift': 8 * KB,
};

/** A JSON object of exactly `bytes` bytes. */
const jsonOfSize = (bytes: number) => `{"x":"${'a'.repeat(bytes - 8)}"}`;

describe.each(testDrivers())('body size limits on %s', (driver) => {
  const ctx = useTestApp(driver);

  it('refuses a body over each route’s limit with a 413 in the one error shape, and reads one at the limit', async () => {
    const admin = await joinAs(ctx.app, ctx.database.db, 'admin');
    const operations = (await readOperations(ctx.app)).filter((op) => op.method !== 'GET');
    expect(operations.map((op) => op.key).filter((key) => !(key in LIMITS))).toEqual([]);

    for (const operation of operations) {
      const limit = LIMITS[operation.key]!;
      if (limit === 'multipart') continue;
      const url = operation.path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      // A fresh session each time: sign-out and sign-out-everywhere end the one they are sent with.
      const send = async (payload: string) => {
        const cookie = `${sessionCookieName(false)}=${(await createSession(ctx.database.db, admin.uid)).token}`;
        return ctx.app.inject({
          method: operation.method as 'POST',
          url,
          payload,
          headers: { cookie, 'content-type': 'application/json' },
        });
      };

      const over = await send(jsonOfSize(limit + 1));
      expect(over.statusCode, operation.key).toBe(413);
      expect(over.json(), operation.key).toEqual({
        error: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' },
      });
      // At the limit the body is read: whatever the route then answers, it is not a 413.
      expect((await send(jsonOfSize(limit))).statusCode, operation.key).not.toBe(413);
    }
  });
});
