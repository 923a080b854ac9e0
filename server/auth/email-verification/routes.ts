// Confirming an address: the link from the mail (no sign-in needed: it may be opened on another device),
// and "Send it again" for a signed-in member whose address is not confirmed yet.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { accountMessages } from '@shared/schemas/account-messages';
import { say, withValues } from '@shared/texts';
import { AcceptedMessage, EmailConfirmed, EmailVerificationBody } from '@shared/schemas/auth';
import { badRequest, conflict, tooManyRequests } from '@server/errors';
import { BODY_LIMIT } from '@server/http/body-limits';
import { requireUser } from '@server/http/request-user';
import { errorResponses } from '@server/http/responses';
import { mailI18n } from '@server/mail/mail-language';
import { queueMail } from '@server/mail/outbox';
import { attemptLimiter, TOO_MANY_ATTEMPTS_TEXT } from '../lib/attempt-limits';
import { addressChangedMail } from './mails';
import { sendConfirmation } from './send-confirmation';
import { confirmEmail } from './verification-links';

/** Links a member may ask for again in 15 minutes. */
const RESENDS = 3;

export const emailVerificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const tags = ['auth'];
  const resendLimit = app.createRateLimit({
    max: RESENDS,
    timeWindow: 15 * 60 * 1000,
    keyGenerator: (request) => `verify-resend:${request.user?.id ?? ''}`,
  });

  app.post(
    '/api/auth/email-verifications',
    {
      schema: {
        tags,
        summary: 'Mail the signed-in member a new link confirming their address',
        response: { 202: AcceptedMessage, ...errorResponses },
      },
      bodyLimit: BODY_LIMIT.none,
      config: { invalidates: [] },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (user.emailVerified) throw conflict(accountMessages.emailAlreadyConfirmed, 'ALREADY_CONFIRMED');
      const limit = await resendLimit(request);
      if (!limit.isAllowed && limit.isExceeded) {
        reply.header('retry-after', limit.ttlInSeconds);
        throw tooManyRequests(TOO_MANY_ATTEMPTS_TEXT);
      }
      await sendConfirmation(db, await mailI18n(user.locale, request.i18n.locale), app.config.publicUrl, user);
      return reply
        .status(202)
        .send({ message: say(request.i18n, withValues(accountMessages.confirmLinkResent, { email: user.email })) });
    },
  );

  app.post(
    '/api/auth/email-verifications/complete',
    {
      schema: {
        tags,
        summary: 'Confirm an address with the token of its link (a changed address takes effect now)',
        body: EmailVerificationBody,
        response: { 200: EmailConfirmed, ...errorResponses },
      },
      bodyLimit: BODY_LIMIT.credentials,
      config: { invalidates: [] },
      preValidation: attemptLimiter(app, 'email-verification', { perEmail: false }),
    },
    async (request) => {
      const confirmed = await confirmEmail(db, request.body.token);
      if (!confirmed) throw badRequest(accountMessages.verifyLinkInvalid, 'VERIFY_LINK_INVALID');
      if (confirmed.kind === 'changed') {
        const i18n = await mailI18n(confirmed.locale, request.i18n.locale);
        await queueMail(db, confirmed.previousEmail, addressChangedMail(i18n, confirmed.email));
      }
      return { message: say(request.i18n, accountMessages.emailConfirmed), email: confirmed.email };
    },
  );
};
