// The links of a notification mail that turn such mails off: one-click (RFC 8058, a POST by the mail client
// to the List-Unsubscribe address) and the page the mail's own link opens, which asks for one click too, so
// that a link scanner opening it turns nothing off. The token is the member's own, random, kept in
// users.unsubscribe_token: it can only turn these mails off, so it is kept as it is, not hashed, and reused.
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { MailTopic } from '@shared/mail-topics';
import type { Db } from '@server/db/database';
import { users } from '@server/db/schema';

export async function unsubscribeToken(db: Db, userId: string): Promise<string> {
  await db
    .update(users)
    .set({ unsubscribeToken: randomBytes(32).toString('base64url') })
    .where(and(eq(users.id, userId), isNull(users.unsubscribeToken)));
  const [row] = await db.select({ token: users.unsubscribeToken }).from(users).where(eq(users.id, userId));
  return row!.token!;
}

export const oneClickUnsubscribeUrl = (publicUrl: string, token: string, topic: MailTopic) =>
  `${publicUrl}/api/notifications/unsubscribe?token=${token}&topic=${topic}`;

/** The page's path, which the mail gives in its language (server/mail/mail-language.ts). */
export const unsubscribePath = (token: string, topic: MailTopic) => `/unsubscribe#topic=${topic}&token=${token}`;

/** Turns the topic's mails off for the token's member; false when no member has that token. */
export async function unsubscribe(db: Db, token: string, topic: MailTopic): Promise<boolean> {
  const off = {
    ...(topic !== 'mentions' ? { mailReplies: false } : {}),
    ...(topic !== 'replies' ? { mailMentions: false } : {}),
  };
  const updated = await db.update(users).set(off).where(eq(users.unsubscribeToken, token)).returning({ id: users.id });
  return updated.length > 0;
}
