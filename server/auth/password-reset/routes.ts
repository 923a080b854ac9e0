// "Forgot password?": ask for a link (always the same answer), then set a new password with it, which
// signs the member in and everywhere else out.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AcceptedMessage, PasswordResetBody, PasswordResetRequestBody, SessionState } from '@shared/schemas/auth';
import { accountMessages } from '@shared/schemas/account-messages';
import { say } from '@shared/texts';
import { normaliseEmail } from '@shared/schemas/auth-limits';
import { badRequest } from '@server/errors';
import { BODY_LIMIT } from '@server/http/body-limits';
import { errorResponses } from '@server/http/responses';
import { enqueueJob } from '@server/jobs/queue';
import { attemptLimiter } from '../lib/attempt-limits';
import { refuseCommonPassword } from '../lib/common-passwords';
import { presentAccount } from '../lib/presenter';
import { setSessionCookie } from '../sessions/hooks';
import { createSession } from '../sessions/repository';
import { refuseSuspendedAccount } from '../lib/suspension';
import { PASSWORD_RESET_JOB, passwordResetJob } from './request-job';
import { resetPassword } from './reset-links';

/** Links an address may ask for in 15 minutes: enough for a lost mail, too few to flood a stranger's inbox. */
const LINKS_PER_ADDRESS = 3;

export const passwordResetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const tags = ['auth'];
  app.jobs.handle(PASSWORD_RESET_JOB, passwordResetJob(db, app.config.publicUrl));

  app.post(
    '/api/auth/password-resets',
    {
      schema: {
        tags,
        summary: 'Mail a link to set a new password (the answer is the same whether or not the address has an account)',
        body: PasswordResetRequestBody,
        response: { 202: AcceptedMessage, ...errorResponses },
      },
      bodyLimit: BODY_LIMIT.credentials,
      config: { invalidates: [] },
      preValidation: attemptLimiter(app, 'password-reset', { maxPerEmail: LINKS_PER_ADDRESS }),
    },
    async (request, reply) => {
      // Every request costs one insert, whatever the address: the look-up is the job's. The page's language
      // is the mail's when the member chose none.
      const payload = { email: normaliseEmail(request.body.email), locale: request.i18n.locale };
      await enqueueJob(db, { kind: PASSWORD_RESET_JOB, payload });
      return reply.status(202).send({ message: say(request.i18n, accountMessages.resetRequested) });
    },
  );

  app.post(
    '/api/auth/password-resets/complete',
    {
      schema: {
        tags,
        summary: 'Set a new password with a reset link’s token: signs in here and out everywhere else',
        body: PasswordResetBody,
        response: { 200: SessionState, ...errorResponses },
      },
      bodyLimit: BODY_LIMIT.credentials,
      config: { invalidates: [] },
      preValidation: attemptLimiter(app, 'password-reset-complete', { perEmail: false }),
      preHandler: refuseCommonPassword,
    },
    async (request, reply) => {
      const user = await resetPassword(db, request.body.token, request.body.password, {
        locale: request.i18n.locale,
      });
      if (!user) throw badRequest(accountMessages.resetLinkInvalid, 'RESET_LINK_INVALID');
      // The new password stands (the mailbox is the member's), but a suspended member is not signed in.
      refuseSuspendedAccount(user);
      const session = await createSession(db, user.id);
      setSessionCookie(app, reply, session.token, session.expiresAt);
      return { user: await presentAccount(db, user) };
    },
  );
};
