// Mail about discussions: the job that sends it, the member's choice of what is mailed (on /account), and
// the one-click unsubscribe address of RFC 8058, which a mail client calls with a form body and no cookie.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { say, withValues } from '@shared/texts';
import { AcceptedMessage } from '@shared/schemas/auth';
import { MailPreferences, UnsubscribeQuery } from '@shared/schemas/notifications';
import { eq } from 'drizzle-orm';
import { users } from '@server/db/schema';
import { notFound } from '@server/errors';
import { BODY_LIMIT } from '@server/http/body-limits';
import { requireUser } from '@server/http/request-user';
import { errorResponses } from '@server/http/responses';
import { acceptOneClickBodies } from '@server/mail/one-click-unsubscribe';
import { NOTIFICATION_MAIL_JOB, notificationMailJob } from './mail-job';
import { unsubscribe } from './unsubscribe-links';

/** The answer to an unsubscription, said in the language of the page that asked. */
export const UNSUBSCRIBED = /*i18n*/ {
  id: 'notifications.unsubscribe.done',
  message:
    '{topic, select, replies {You will get no more mails about replies to your posts and what you follow.} mentions {You will get no more mails about mentions of you.} other {You will get no more mails about replies and mentions.}}',
};

const UNSUBSCRIBE_LINK_INVALID = /*i18n*/ {
  id: 'notifications.unsubscribe.link-invalid',
  message: 'This unsubscribe link is not valid any more: choose your mails in your account settings.',
};

export const notificationMailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const tags = ['notifications'];
  app.jobs.handle(NOTIFICATION_MAIL_JOB, notificationMailJob(db, app.config.publicUrl));
  acceptOneClickBodies(app);

  const preferencesOf = async (userId: string): Promise<MailPreferences> => {
    const [row] = await db
      .select({ replies: users.mailReplies, mentions: users.mailMentions })
      .from(users)
      .where(eq(users.id, userId));
    return row!;
  };

  app.get(
    '/api/account/notifications',
    {
      schema: {
        tags,
        summary: 'Which discussion mails the signed-in member gets',
        response: { 200: MailPreferences, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return preferencesOf(requireUser(request).id);
    },
  );

  app.put(
    '/api/account/notifications',
    {
      schema: {
        tags,
        summary: 'Choose which discussion mails the signed-in member gets',
        body: MailPreferences,
        response: { 200: MailPreferences, ...errorResponses },
      },
      bodyLimit: BODY_LIMIT.none,
      config: { invalidates: [] },
    },
    async (request) => {
      const user = requireUser(request);
      await db
        .update(users)
        .set({ mailReplies: request.body.replies, mailMentions: request.body.mentions })
        .where(eq(users.id, user.id));
      return preferencesOf(user.id);
    },
  );

  app.post(
    '/api/notifications/unsubscribe',
    {
      schema: {
        tags,
        summary: 'One-click unsubscribe from discussion mails (RFC 8058): the token in the link says whose',
        querystring: UnsubscribeQuery,
        response: { 200: AcceptedMessage, ...errorResponses },
      },
      bodyLimit: BODY_LIMIT.none,
      config: { invalidates: [], crossSite: true },
    },
    async (request) => {
      const { token, topic } = request.query;
      if (!(await unsubscribe(db, token, topic))) throw notFound(UNSUBSCRIBE_LINK_INVALID);
      return { message: say(request.i18n, withValues(UNSUBSCRIBED, { topic })) };
    },
  );
};
