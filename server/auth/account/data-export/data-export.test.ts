import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Cart, CheckoutAnswer } from '@shared/schemas/shop';
import type { Post } from '@shared/schemas/community';
import { emailVerifications, passwordResets, sessions, users } from '@server/db/schema';
import { joinAs } from '@server/test/accounts';
import { useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';
import { buildProduct, variantOf } from '@server/test/factories/catalog';
import { buildForum } from '@server/test/factories/community';
import { buildCartLine, buildOrder, orderLinkSecrets } from '@server/test/factories/shop';
import { writePost, writeReply } from '@server/test/community-writes';
import { buildTicketType, signedIn } from '@server/test/tickets';
import { createResetToken } from '../../password-reset/reset-links';

interface Download {
  account: { email: string; role: string; emailVerified: boolean };
  sessions: Array<{ createdAt: string; expiresAt: string; thisDevice: boolean }>;
  mailedLinks: { passwordResets: unknown[]; addressConfirmations: Array<{ email: string }> };
  profile: { displayName: string; bio: string; email: string };
  posts: Array<{ title: string; forum: string }>;
  replies: Array<{ content: string; postTitle: string }>;
  notifications: Array<{ kind: string; actor: string; title: string }>;
  orders: Array<{
    reference: string;
    phone: string;
    lines: Array<{ productName: string; quantity: number }>;
    tickets: Array<{ event: string; holderName: string; code: string }>;
    history: Array<{ kind: string }>;
  }>;
  cart: { lines: Array<{ product: string }>; tickets: unknown[] } | null;
  door: { events: unknown[]; checkIns: unknown[] };
  mail: Array<{ to: string; subject: string }>;
}

describe.each(testDrivers())('GET /api/account/data on %s', (driver) => {
  const ctx = useTestApp(driver);
  const download = (cookie?: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/account/data', headers: cookie ? { cookie } : {} });

  it("gives the member everything held about them, as a dated JSON file, and nobody else's data nor any hash", async () => {
    const db = ctx.database.db;
    const { browser: ada, id: adaId } = await signedIn(ctx, 'ada@example.com');
    // Ada opened the link mailed at join: the address is proven hers, and what went to it is in her download.
    await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, adaId));
    const other = await joinAs(ctx.app, db, 'member', 'kwame@example.com');
    await ada.request('PUT', '/api/me/profile', {
      displayName: 'Ada Obi',
      bio: 'Sings highlife.',
      discipline: 'Musician',
    });
    const forum = await buildForum(db, { name: 'Music' });
    const adaPost = (
      await writePost(ctx.app, ada.cookieHeader, forum.id, { title: 'Highlife nights', content: 'Where?' })
    ).json<Post>();
    const otherPost = (
      await writePost(ctx.app, other.cookie, forum.id, { title: 'Kwame only', content: 'Mine.' })
    ).json<Post>();
    await writeReply(ctx.app, ada.cookieHeader, otherPost.id, 'Ada answers Kwame.');
    await writeReply(ctx.app, other.cookie, adaPost.id, 'Kwame answers Ada.');
    await writeReply(ctx.app, other.cookie, otherPost.id, 'Kwame talks to himself.');

    const product = await buildProduct(db, { name: 'Highlife LP' });
    const variant = await variantOf(db, product.id);
    const paid = await buildOrder(db, { variantId: variant.id, userId: adaId, status: 'paid' });
    await buildOrder(db, { variantId: variant.id, userId: other.uid, status: 'paid' });
    // Free seats through the real cart and checkout, then a record in the cart.
    const { type } = await buildTicketType(db, { price: 0, eventName: 'Afrobeat Night' });
    await ada.request('POST', '/api/cart/tickets', { tickets: [{ ticketTypeId: type.id, quantity: 1 }] });
    const cart = (await ada.request('GET', '/api/cart')).json<Cart>();
    const placed = await ada.request('POST', '/api/checkout', {
      email: 'ada@example.com',
      fullName: 'Ada Obi',
      expectedTotalKobo: cart.totalKobo,
    });
    expect(placed.statusCode).toBe(201);
    const ticketOrder = placed.json<CheckoutAnswer>().reference;
    await buildCartLine(db, adaId, variant.id);
    await createResetToken(db, adaId);

    const response = await download(ada.cookieHeader);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="griot-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = response.json<Download>();

    expect(data.account).toMatchObject({ email: 'ada@example.com', role: 'member', emailVerified: true });
    expect(data.sessions).toEqual([expect.objectContaining({ thisDevice: true })]);
    expect(data.mailedLinks.passwordResets).toHaveLength(1);
    expect(data.mailedLinks.addressConfirmations).toEqual([expect.objectContaining({ email: 'ada@example.com' })]);
    expect(data.profile).toMatchObject({ displayName: 'Ada Obi', bio: 'Sings highlife.', email: 'ada@example.com' });
    expect(data.posts).toEqual([expect.objectContaining({ title: 'Highlife nights', forum: 'Music' })]);
    expect(data.replies).toEqual([expect.objectContaining({ content: 'Ada answers Kwame.', postTitle: 'Kwame only' })]);
    expect(data.notifications).toEqual([
      expect.objectContaining({ kind: 'reply', title: 'Highlife nights' }),
      expect.objectContaining({ kind: 'order_paid', title: ticketOrder }),
    ]);
    expect(data.orders.map((order) => order.reference).sort()).toEqual([paid.reference, ticketOrder].sort());
    const goods = data.orders.find((order) => order.reference === paid.reference)!;
    expect(goods.lines).toEqual([expect.objectContaining({ productName: 'Highlife LP', quantity: 1 })]);
    expect(goods.phone).toBe(paid.phone);
    const seats = data.orders.find((order) => order.reference === ticketOrder)!;
    expect(seats.tickets).toEqual([expect.objectContaining({ event: 'Afrobeat Night', holderName: 'Ada Obi' })]);
    expect(seats.history.map((entry) => entry.kind)).toContain('placed');
    expect(data.cart?.lines).toEqual([expect.objectContaining({ product: 'Highlife LP' })]);
    expect(data.door).toEqual({ events: [], checkIns: [] });
    expect(data.mail.map((message) => [message.to, message.subject])).toEqual([
      ['ada@example.com', 'Confirm your Griot e-mail address'],
      ['ada@example.com', `Your Griot order ${ticketOrder}: your tickets`],
    ]);

    // No secret, in any form, and nothing of Kwame's but the title of the post Ada answered.
    const secrets = [
      ...(await db.select({ value: users.passwordHash }).from(users)),
      ...(await db.select({ value: sessions.tokenHash }).from(sessions)),
      ...(await db.select({ value: passwordResets.tokenHash }).from(passwordResets)),
      ...(await db.select({ value: emailVerifications.tokenHash }).from(emailVerifications)),
    ]
      .map((row) => row.value)
      .concat(await orderLinkSecrets(db));
    expect(secrets.length).toBeGreaterThan(8);
    for (const secret of secrets) expect(response.body).not.toContain(secret);
    expect(response.body).not.toMatch(/hash/i);
    for (const theirs of ['kwame@example.com', 'Mine.', 'Kwame talks to himself', other.uid])
      expect(response.body).not.toContain(theirs);
  });

  it('refuses visitors with a 401', async () => {
    const response = await download();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
  });
});

describe.each(testDrivers())('GET /api/account/data under a low limit on %s', (driver) => {
  const ctx = useTestApp(driver, { authLimits: { attemptsPerIp: 2, attemptsPerEmail: 10 } });

  it('is refused with a 429 once a client address has downloaded as often as it may', async () => {
    const member = await joinAs(ctx.app, ctx.database.db);
    const get = () => ctx.app.inject({ method: 'GET', url: '/api/account/data', headers: { cookie: member.cookie } });
    expect((await get()).statusCode).toBe(200);
    expect((await get()).statusCode).toBe(200);
    const refused = await get();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
