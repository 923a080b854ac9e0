// Property-based fuzzing of every operation of the OpenAPI document as one actor (a file per actor, so
// that the three run side by side): never a 5xx, every refusal in the one error shape, a refused request
// changes no row, and the fuzzer reaches a success on every operation the actor may use, never on one
// it may not.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzDrivers } from '../database';
import {
  checkProperty,
  failureSummary,
  FUZZ_SEED,
  FUZZ_TIMEOUT_MS,
  RUNS_BY_OPERATION,
  RUNS_PER_OPERATION,
} from './fuzz-config';
import { fuzzRequests } from './fuzz-requests';
import { useFuzzApp } from './fuzz-app';
import type { ActorName } from './fuzz-world';
import { readOperations, type Operation } from './openapi-operations';

/** Operations that cannot succeed from a JSON body: their multipart inputs are fuzzed in uploads.test.ts. */
const MULTIPART = new Set(['POST /api/admin/uploads/{folder}', 'POST /api/me/avatar']);

/** Operations that need a session: a visitor must never see them succeed. */
const SIGNED_IN = new Set([
  'POST /api/auth/sessions/revoke',
  'POST /api/me/presence',
  'GET /api/me/profile',
  'PUT /api/me/profile',
  'POST /api/forums/{forumId}/posts',
  'PATCH /api/posts/{postId}',
  'POST /api/posts/{postId}/replies',
  'PATCH /api/replies/{replyId}',
  'POST /api/me/avatar',
  'GET /api/orders',
  'GET /api/tickets',
  'GET /api/check-in/events',
  'POST /api/auth/email-verifications',
  'PUT /api/account/password',
  'PUT /api/account/language',
  'POST /api/account/email',
  'GET /api/account/data',
  'POST /api/account/delete',
  'GET /api/notifications',
  'GET /api/notifications/unread',
  'POST /api/notifications/{notificationId}/read',
  'POST /api/notifications/read',
  'POST /api/notifications/seen',
  'GET /api/account/notifications',
  'PUT /api/account/notifications',
  'GET /api/members/handles',
  'DELETE /api/posts/{postId}',
  'DELETE /api/replies/{replyId}',
  'PUT /api/posts/{postId}/follow',
  'DELETE /api/posts/{postId}/follow',
  'PUT /api/forums/{forumId}/follow',
  'DELETE /api/forums/{forumId}/follow',
  'PUT /api/posts/{postId}/read',
  'PUT /api/posts/{postId}/like',
  'DELETE /api/posts/{postId}/like',
  'PUT /api/replies/{replyId}/like',
  'DELETE /api/replies/{replyId}/like',
  'GET /api/community/unread',
  'GET /api/me/posts',
  'GET /api/me/replies',
  'POST /api/posts/{postId}/reports',
  'POST /api/replies/{replyId}/reports',
]);

/** An event's door: admins, or the event's door staff, which the fuzz world's member is not. */
const DOOR_ONLY = new Set(['GET /api/check-in/{slug}', 'POST /api/check-in/{slug}']);

/** What a visitor of the fuzz world has none of: a cart (its cookie), or an order of their own. */
const NEEDS_OWN_CART_OR_ORDER = new Set([
  'PUT /api/cart/lines/{variantId}',
  'PUT /api/cart/tickets/{ticketTypeId}',
  'POST /api/checkout',
  'GET /api/orders/{reference}',
  'POST /api/orders/{reference}/verify',
  'POST /api/orders/{reference}/retry',
]);

/**
 * Routes whose success needs a record the fuzz world does not hold: an expired or cancelled order to buy
 * again, and a member's administration (ids of accounts, which the world's generated ids never name). They
 * are still fuzzed for 5xx, the error shape and unchanged rows; their successes are proven by their own tests
 * (abandoned-payment.test.ts, admin-members.test.ts).
 */
const NEEDS_A_RECORD_THE_WORLD_LACKS = new Set([
  'POST /api/orders/{reference}/buy-again',
  'GET /api/admin/members/{id}',
  'PUT /api/admin/members/{id}/role',
  'POST /api/admin/members/{id}/suspend',
  'POST /api/admin/members/{id}/lift',
]);

/**
 * Only Paystack can sign its calls, so a generated one is always refused; and the fuzz world's Paystack is
 * unreachable, so a refund cannot be started (its success is proven by the shop's own tests).
 */
const GATEWAY_ONLY = new Set(['POST /api/payments/paystack/webhook', 'POST /api/admin/orders/{id}/refund']);

/** Needs the token of a member's notification mail, which no generated one matches (proven in its own tests). */
const MAILED_TOKEN_ONLY = new Set([
  'POST /api/notifications/unsubscribe',
  // A newsletter's confirmation and unsubscribe links (proven in server/newsletter's tests).
  'POST /api/newsletter/confirm',
  'POST /api/newsletter/unsubscribe',
]);
/** The fuzz world has one admin, and an install's last admin cannot delete its account. */
const NOT_THE_LAST_ADMIN = new Set(['POST /api/account/delete']);

/** Why an actor can never succeed on an operation, or null when the fuzzer must reach a success. */
function neverSucceeds(operation: Operation, actor: ActorName): string | null {
  if (operation.path.startsWith('/api/admin/') && actor !== 'admin') return 'admin only';
  if (SIGNED_IN.has(operation.key) && actor === 'visitor') return 'signed-in only';
  if (DOOR_ONLY.has(operation.key) && actor !== 'admin') return 'door staff only';
  if (MULTIPART.has(operation.key)) return 'multipart only';
  if (NEEDS_OWN_CART_OR_ORDER.has(operation.key) && actor === 'visitor') return 'the buyer only';
  if (GATEWAY_ONLY.has(operation.key)) return 'needs the gateway';
  if (NEEDS_A_RECORD_THE_WORLD_LACKS.has(operation.key)) return 'a record the fuzz world lacks';
  if (MAILED_TOKEN_ONLY.has(operation.key)) return 'needs a mailed token';
  if (NOT_THE_LAST_ADMIN.has(operation.key) && actor === 'admin') return 'the last admin';
  return null;
}

export function fuzzEveryRouteAs(actor: ActorName): void {
  describe.each(fuzzDrivers())(`fuzzing every route as a ${actor} on %s`, (driver) => {
    const { ctx, start } = useFuzzApp(driver);

    it(
      'never a 5xx, every refusal in the one error shape, a refused request changes no row',
      async () => {
        const { world, runner } = await start();
        const operations = await readOperations(ctx.app);
        const knownProduct = {
          name: 'Fuzz tee',
          get artist() {
            return world.artistNames()[0];
          },
          type: 'T-Shirt',
          priceKobo: 500_000,
        };
        let joins = 0;
        const goodBodies: Record<string, Array<Record<string, unknown>>> = {
          // A generated body fills the honeypot (an optional field) half the time, which is refused by design.
          'POST /api/auth/join': [
            {
              get email() {
                joins += 1;
                return `fuzz-joiner-${joins}@example.com`;
              },
              password: 'a fuzzed passphrase',
            },
          ],
          'POST /api/forums/{forumId}/posts': [{ title: 'Fuzz title', content: 'Fuzz words.' }],
          'POST /api/posts/{postId}/replies': [{ content: 'Fuzz words.' }],
          // A reason from the list (a generated one rarely is), so that a report is reached on every seed.
          'POST /api/posts/{postId}/reports': [{ reason: 'spam' }],
          'POST /api/replies/{replyId}/reports': [{ reason: 'abuse' }],
          'POST /api/auth/login': [{ email: world.member.email, password: world.member.password }],
          'POST /api/auth/password-resets': [{ email: world.member.email }],
          // The password stays what it was, so that sign-in and the other operations keep working.
          'PUT /api/account/password': [{ currentPassword: world.member.password, password: world.member.password }],
          'POST /api/account/email': [{ email: 'moving@example.com', password: world.member.password }],
          // Each success deletes the account; the runner makes the actor's account again (fuzz-runner.ts).
          'POST /api/account/delete': [{ password: world.member.password }],
          'POST /api/auth/email-verifications/complete': [
            {
              get token() {
                return world.verificationToken;
              },
            },
          ],
          'POST /api/auth/password-resets/complete': [
            {
              get token() {
                return world.resetToken;
              },
              password: 'a fuzzed new passphrase',
            },
          ],
          // A start and an end a generated body rarely gets right together (a real day, the end after it).
          'POST /api/admin/events': [{ name: 'Fuzz night', startsAt: '2031-05-01T20:00', location: 'Lagos' }],
          'PUT /api/admin/events/{id}': [{ name: 'Fuzz evening', startsAt: '2031-05-02T20:00', location: 'Accra' }],
          // Generated variants rarely fit a product: a random id names none of its variants, and a list that
          // drops one already ordered is refused. Without a list a new product gets one variant and an edit
          // keeps those it has; the artist is one of the directory's.
          'POST /api/admin/products': [knownProduct],
          'PUT /api/admin/products/{id}': [knownProduct],
          // The total the buyer was shown must be the cart's: one unit of the world's variant, no delivery fee.
          'POST /api/checkout': [
            {
              email: 'buyer@example.com',
              fullName: 'Ada Obi',
              phone: '08031234567',
              fulfilment: 'delivery',
              address: '12 Allen Avenue',
              city: 'Ikeja',
              state: 'Lagos',
              // Read as each request is made: the world's cart and prices change as it is refreshed.
              get expectedTotalKobo() {
                return world.cartTotalKobo;
              },
            },
          ],
          // Seats of a ticket type that exists, and a member to name door staff.
          'POST /api/cart/tickets': [
            {
              get tickets() {
                return [{ ticketTypeId: world.idsOf('ticketType')[0], quantity: 1 }];
              },
            },
          ],
          'POST /api/admin/events/{id}/door-staff': [{ email: world.member.email }],
          // A person's message and address (a generated body rarely has a name, an address and a message right).
          'POST /api/contact': [{ name: 'Ada Obi', email: 'ada@example.com', message: 'Hello from the fuzzer.' }],
          'POST /api/newsletter/subscriptions': [{ email: 'reader@example.com' }],
          'POST /api/admin/newsletter/issues': [{ subject: 'Fuzz news', body: 'Hello, **readers**.' }],
          'PUT /api/admin/newsletter/issues/{id}': [{ subject: 'Fuzz news', body: 'Hello again.' }],
          'PUT /api/admin/pages/{slug}': [{ title: 'About Us', body: 'Fuzzed **text**.' }],
          // A variant for sale with stock (a generated uuid names none).
          'POST /api/cart/lines': [
            {
              get variantId() {
                return world.saleVariantId;
              },
            },
          ],
        };

        // Each operation is its own property; a failing one does not stop the others from being checked.
        const failures: string[] = [];
        for (const [index, operation] of operations.entries()) {
          const requests = fuzzRequests(operation, world, actor, { goodBodies: goodBodies[operation.key] ?? [] });
          await checkProperty(
            index,
            (parameters) =>
              fc.assert(
                fc.asyncProperty(requests, (request) => runner.send(operation, actor, request)),
                parameters,
              ),
            RUNS_BY_OPERATION[operation.key] ?? RUNS_PER_OPERATION,
          ).catch((error: Error) => failures.push(`${operation.key}: ${failureSummary(error)}`));
        }
        expect(failures.join('\n\n')).toBe('');

        // The fuzzer got past validation into every handler the actor may use, and never into one it may not.
        const unexpected = operations
          .map((operation) => ({
            operation: operation.key,
            expected: neverSucceeds(operation, actor) ?? 'a success',
            succeeded: runner.outcomes(operation.key, actor).some(({ status }) => status < 300),
          }))
          .filter((r) => (r.expected === 'a success') !== r.succeeded)
          .map((r) => ({ ...r, lastRefusal: runner.lastRefusal(r.operation, actor) }));
        expect(unexpected, `Replay with FUZZ_SEED=${FUZZ_SEED} FUZZ_RUNS=${RUNS_PER_OPERATION}`).toEqual([]);
        expect(runner.requestCount).toBeGreaterThanOrEqual(operations.length * Math.min(RUNS_PER_OPERATION, 12));
      },
      FUZZ_TIMEOUT_MS,
    );
  });
}
