// Join, sign in, sign out, the current session, and signing out everywhere.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { messages } from '@shared/messages';
import { JoinBody, LoginBody, SessionState } from '@shared/schemas/auth';
import { accountMessages, validateJoin } from '@shared/validation/account';
import { unauthorized, validationFailed } from '@server/errors';
import { errorResponses } from '@server/http/error-responses';
import { attemptLimiter, signInLimits } from './attempt-limits';
import { createAccount } from './commands/create-account';
import { verifyPassword } from './passwords';
import { presentSessionUser } from './presenter';
import { clearSessionCookie, requireUser, setSessionCookie } from './sessions/hooks';
import { createSession, deleteSession, deleteUserSessions } from './sessions/repository';
import { findUserByEmail } from './users-repository';

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const tags = ['auth'];
  const NoContent = { 204: { type: 'null', description: 'Done' } } as const;
  // Bodies: an e-mail and a password (plus a display name) fit in 8 KB; the other routes take none.
  const CREDENTIALS_LIMIT = 8 * 1024;
  const NO_BODY_LIMIT = 1024;
  const signIn = signInLimits(app);

  app.post(
    '/api/auth/join',
    {
      schema: { tags, summary: 'Create an account (and its community profile) and sign in', body: JoinBody, response: { 201: SessionState, ...errorResponses } },
      bodyLimit: CREDENTIALS_LIMIT,
      preHandler: attemptLimiter(app, 'join'),
    },
    async (request, reply) => {
      const problems = validateJoin(request.body);
      if (problems.length > 0) throw validationFailed(problems.map((p) => p.message).join(' '));
      const user = await createAccount(db, request.body);
      const session = await createSession(db, user.id);
      signIn.succeeded(request);
      setSessionCookie(app, reply, session.token, session.expiresAt);
      reply.status(201);
      return { user: presentSessionUser(user) };
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
      bodyLimit: CREDENTIALS_LIMIT,
      preHandler: signIn.preHandler,
    },
    async (request, reply) => {
      const { email, password } = request.body;
      if (!email.trim() || !password) throw validationFailed(accountMessages.credentialsRequired);
      const user = await findUserByEmail(db, email);
      // One message whatever went wrong, so that nobody learns which e-mails have accounts.
      // The attempt already counts as a failure (attempt-limits.ts); only a success clears it.
      if (!(await verifyPassword(user?.passwordHash ?? null, password)) || !user) throw unauthorized(messages.loginFailed);
      signIn.succeeded(request);
      const session = await createSession(db, user.id);
      setSessionCookie(app, reply, session.token, session.expiresAt);
      return { user: presentSessionUser(user) };
    },
  );

  app.post(
    '/api/auth/logout',
    { schema: { tags, summary: 'Sign out of this browser', response: { ...NoContent, ...errorResponses } }, bodyLimit: NO_BODY_LIMIT },
    async (request, reply) => {
      if (request.sessionId) await deleteSession(db, request.sessionId);
      clearSessionCookie(app, reply);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/auth/sessions/revoke',
    { schema: { tags, summary: 'Sign out everywhere: end every session of the signed-in user', response: { ...NoContent, ...errorResponses } }, bodyLimit: NO_BODY_LIMIT },
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
