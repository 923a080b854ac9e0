// Join, sign in, sign out, the current session, and signing out everywhere.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isLocale, SOURCE_LOCALE } from '@shared/locales';
import { messages } from '@shared/messages';
import { JoinBody, LoginBody, SessionState } from '@shared/schemas/auth';
import { unauthorized } from '@server/errors';
import { errorResponses, noContentResponse } from '@server/http/responses';
import { BODY_LIMIT } from '@server/http/body-limits';
import { attemptLimiter, signInLimits } from './lib/attempt-limits';
import { createAccount } from './commands/create-account';
import { sendConfirmation } from './email-verification/send-confirmation';
import { refuseCommonPassword } from './lib/common-passwords';
import { verifyPassword } from './lib/passwords';
import { presentAccount, presentSessionUser } from './lib/presenter';
import { clearSessionCookie, setSessionCookie } from './sessions/hooks';
import { requireUser } from '@server/http/request-user';
import { createSession, deleteSession, deleteUserSessions } from './sessions/repository';
import { findUserByEmail } from './lib/users-repository';
import { refuseSuspendedAccount } from './lib/suspension';
import { refuseHoneypot } from '@server/lib/honeypot';
import { requestSubscription } from '@server/mail/newsletter-sign-up';

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const tags = ['auth'];
  const signIn = signInLimits(app);
  // The attempt limits run before the schema, so that an invalid attempt counts like any other.

  app.post(
    '/api/auth/join',
    {
      schema: {
        tags,
        summary: 'Create an account (and its community profile) and sign in',
        body: JoinBody,
        response: { 201: SessionState, ...errorResponses },
      },
      bodyLimit: BODY_LIMIT.credentials,
      config: { invalidates: [] },
      preValidation: attemptLimiter(app, 'join'),
      // A filled honeypot is a bot: 400, and no account is made (docs/product.md §11).
      preHandler: [refuseHoneypot, refuseCommonPassword],
    },
    async (request, reply) => {
      // Joining on a French page is choosing French, for the mails to come; on an English one, no choice yet.
      const { locale } = request.i18n;
      const chosen = isLocale(locale) && locale !== SOURCE_LOCALE ? locale : null;
      const user = await createAccount(db, { ...request.body, locale: chosen });
      // Its welcome is in the page's language.
      await sendConfirmation(db, request.i18n, app.config.publicUrl, user);
      // The box "Send me Griot's newsletter", ticked: the newsletter's own link to confirm is mailed too.
      if (request.body.newsletter) await requestSubscription(db, user.email, request.i18n.locale);
      const session = await createSession(db, user.id);
      await signIn.succeeded(request);
      setSessionCookie(app, reply, session.token, session.expiresAt);
      reply.status(201);
      return { user: await presentAccount(db, user) };
    },
  );

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags,
        summary: 'Sign in with e-mail and password (failures back off per e-mail: 429 with Retry-After)',
        body: LoginBody,
        response: { 200: SessionState, ...errorResponses },
      },
      bodyLimit: BODY_LIMIT.credentials,
      config: { invalidates: [] },
      preValidation: signIn.preValidation,
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const user = await findUserByEmail(db, email);
      // One message whatever went wrong, so that nobody learns which e-mails have accounts.
      // The attempt already counts as a failure (attempt-limits.ts); only a success clears it.
      if (!(await verifyPassword(user?.passwordHash ?? null, password)) || !user)
        throw unauthorized(messages.loginFailed);
      // Only a member who proved the password hears of the suspension: nobody else learns of it.
      refuseSuspendedAccount(user);
      await signIn.succeeded(request);
      const session = await createSession(db, user.id);
      setSessionCookie(app, reply, session.token, session.expiresAt);
      return { user: await presentAccount(db, user) };
    },
  );

  app.post(
    '/api/auth/logout',
    {
      schema: { tags, summary: 'Sign out of this browser', response: { ...noContentResponse, ...errorResponses } },
      bodyLimit: BODY_LIMIT.none,
      config: { invalidates: [] },
    },
    async (request, reply) => {
      if (request.sessionId) await deleteSession(db, request.sessionId);
      clearSessionCookie(app, reply);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/auth/sessions/revoke',
    {
      schema: {
        tags,
        summary: 'Sign out everywhere: end every session of the signed-in user',
        response: { ...noContentResponse, ...errorResponses },
      },
      bodyLimit: BODY_LIMIT.none,
      config: { invalidates: [] },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await deleteUserSessions(db, user.id);
      clearSessionCookie(app, reply);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/auth/session',
    { schema: { tags, summary: 'The signed-in user, or null', response: { 200: SessionState, ...errorResponses } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { user: request.user ? presentSessionUser(request.user) : null };
    },
  );
};
