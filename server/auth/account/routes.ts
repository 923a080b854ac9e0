// The signed-in member's own account (/account): their language, a new password (the current one first, then the other
// devices are signed out) and a new address (confirmed through itself before it counts), their data to
// download and the account to delete (data-export/, deletion/: each feature answers there for its own
// records). Signing out everywhere is POST /api/auth/sessions/revoke.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AccountDataOptions } from '@server/db/account-data';
import { accountMessages } from '@shared/schemas/account-messages';
import { say, withValues } from '@shared/texts';
import { normaliseEmail } from '@shared/schemas/auth-limits';
import { AcceptedMessage, ChangeEmailBody, ChangePasswordBody, LanguageBody } from '@shared/schemas/auth';
import { eq } from 'drizzle-orm';
import { users } from '@server/db/schema';
import { badRequest, conflict } from '@server/errors';
import { BODY_LIMIT } from '@server/http/body-limits';
import { requireUser } from '@server/http/request-user';
import { errorResponses } from '@server/http/responses';
import { attemptLimiter } from '../lib/attempt-limits';
import { checkPassword } from './check-password';
import { dataExportRoutes } from './data-export/routes';
import { accountDeletionRoutes } from './deletion/routes';
import { refuseCommonPassword } from '../lib/common-passwords';
import { mailI18n } from '@server/mail/mail-language';
import { sendConfirmation } from '../email-verification/send-confirmation';
import { findUserByEmail } from '../lib/users-repository';
import { hashPassword } from '../lib/passwords';
import { endWhatThePasswordStarted } from '../commands/password-changed';

export const accountRoutes: FastifyPluginAsyncTypebox<AccountDataOptions> = async (app, { accountData }) => {
  const { db } = app.database;
  const tags = ['auth'];
  await app.register(dataExportRoutes, { accountData });
  await app.register(accountDeletionRoutes, { accountData });

  app.put(
    '/api/account/password',
    {
      schema: {
        tags,
        summary: 'Change the signed-in member’s password (the current one first); signs out their other devices',
        body: ChangePasswordBody,
        response: { 200: AcceptedMessage, ...errorResponses },
      },
      bodyLimit: BODY_LIMIT.credentials,
      config: { invalidates: [] },
      preValidation: attemptLimiter(app, 'password-change', { perEmail: false }),
      preHandler: refuseCommonPassword,
    },
    async (request) => {
      const user = requireUser(request);
      await checkPassword(db, user.id, request.body.currentPassword);
      const passwordHash = await hashPassword(request.body.password);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
        await endWhatThePasswordStarted(tx, user.id, {
          keepSession: request.sessionId,
          locale: request.i18n.locale,
        });
      });
      return { message: say(request.i18n, accountMessages.ownPasswordChanged) };
    },
  );

  app.put(
    '/api/account/language',
    {
      schema: {
        tags,
        summary: 'Keep the language the member chose, for the site on their devices and for their mails',
        body: LanguageBody,
        response: { 200: LanguageBody, ...errorResponses },
      },
      bodyLimit: BODY_LIMIT.none,
      config: { invalidates: [] },
    },
    async (request) => {
      const user = requireUser(request);
      const { locale } = request.body;
      await db.update(users).set({ locale, updatedAt: new Date() }).where(eq(users.id, user.id));
      return { locale };
    },
  );

  app.post(
    '/api/account/email',
    {
      schema: {
        tags,
        summary: 'Move the account to a new address: a link goes there, and the change takes effect when it is opened',
        body: ChangeEmailBody,
        response: { 202: AcceptedMessage, ...errorResponses },
      },
      bodyLimit: BODY_LIMIT.credentials,
      config: { invalidates: [] },
      preValidation: attemptLimiter(app, 'email-change', { perEmail: false }),
    },
    async (request, reply) => {
      const user = requireUser(request);
      const email = normaliseEmail(request.body.email);
      await checkPassword(db, user.id, request.body.password);
      if (email === normaliseEmail(user.email)) throw badRequest(accountMessages.emailUnchanged, 'EMAIL_UNCHANGED');
      if (await findUserByEmail(db, email)) throw conflict(accountMessages.emailTaken, 'EMAIL_TAKEN');
      await sendConfirmation(db, await mailI18n(user.locale, request.i18n.locale), app.config.publicUrl, user, email);
      return reply
        .status(202)
        .send({ message: say(request.i18n, withValues(accountMessages.changeLinkSent, { email })) });
    },
  );
};
