// The newsletter for visitors (docs/product.md §13): subscribing (the same answer whatever the address,
// the look-up and the mail are a job), confirming with the mailed link (a POST from the page, so that
// opening the link alone confirms nothing), and unsubscribing, which is also the one-click address of
// RFC 8058 that mail clients POST to with a form body and no cookie.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { newsletterTexts } from '@shared/newsletter';
import { AcceptedMessage } from '@shared/schemas/auth';
import { normaliseEmail } from '@shared/schemas/auth-limits';
import { ConfirmSubscriptionBody, NewsletterUnsubscribeQuery, SubscribeBody } from '@shared/schemas/newsletter';
import { badRequest, notFound } from '@server/errors';
import { BODY_LIMIT } from '@server/http/body-limits';
import { requestLimits } from '@server/http/request-limits';
import { errorResponses } from '@server/http/responses';
import { acceptOneClickBodies } from '@server/mail/one-click-unsubscribe';
import { NEWSLETTER_SEND_JOB } from './issues';
import { sendIssueJob } from './send-issue';
import {
  confirmSubscription,
  NEWSLETTER_SUBSCRIBE_JOB,
  requestSubscription,
  subscribeJob,
  unsubscribe,
} from './subscriptions';

const HOUR_MS = 60 * 60 * 1000;
/** Sign-ups one client address may send an hour: a household's, not a list's. */
export const SIGNUPS_PER_ADDRESS = 10;
/** Confirmation mails one e-mail address may be sent an hour: enough for a lost mail, too few to flood it. */
export const SIGNUPS_PER_EMAIL = 3;

export const newsletterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const tags = ['newsletter'];
  app.jobs.handle(NEWSLETTER_SUBSCRIBE_JOB, subscribeJob(db, app.config.publicUrl));
  app.jobs.handle(NEWSLETTER_SEND_JOB, sendIssueJob(db, app.config.publicUrl));
  acceptOneClickBodies(app);

  const emailOf = (request: { body: unknown }) => normaliseEmail((request.body as SubscribeBody).email);
  const signUpLimits = requestLimits(app, 'newsletter', [
    { max: SIGNUPS_PER_ADDRESS, windowMs: HOUR_MS },
    { max: SIGNUPS_PER_EMAIL, windowMs: HOUR_MS, keyOf: emailOf },
  ]);

  app.post(
    '/api/newsletter/subscriptions',
    {
      schema: {
        tags,
        summary: 'Subscribe an address: a link to confirm is mailed (the answer is the same for every address)',
        body: SubscribeBody,
        response: { 202: AcceptedMessage, ...errorResponses },
      },
      bodyLimit: BODY_LIMIT.credentials,
      config: { invalidates: [] },
      preHandler: signUpLimits,
    },
    async (request, reply) => {
      // One insert whatever the address: whether it is known, and the mail, are the job's.
      await requestSubscription(db, emailOf(request), request.i18n.locale);
      return reply.status(202).send({ message: request.i18n._(newsletterTexts.subscribeAnswer) });
    },
  );

  app.post(
    '/api/newsletter/confirm',
    {
      schema: {
        tags,
        summary: 'Confirm a subscription with the mailed link’s token',
        body: ConfirmSubscriptionBody,
        response: { 200: AcceptedMessage, ...errorResponses },
      },
      bodyLimit: BODY_LIMIT.credentials,
      config: { invalidates: [] },
    },
    async (request) => {
      if (!(await confirmSubscription(db, request.body.token)))
        throw badRequest(newsletterTexts.confirmLinkInvalid, 'LINK_INVALID');
      return { message: request.i18n._(newsletterTexts.confirmed) };
    },
  );

  app.post(
    '/api/newsletter/unsubscribe',
    {
      schema: {
        tags,
        summary: 'Unsubscribe (also the one-click address of RFC 8058): the token in the link says who',
        querystring: NewsletterUnsubscribeQuery,
        response: { 200: AcceptedMessage, ...errorResponses },
      },
      bodyLimit: BODY_LIMIT.none,
      config: { invalidates: [], crossSite: true },
    },
    async (request) => {
      if (!(await unsubscribe(db, request.query.token))) throw notFound(newsletterTexts.unsubscribeLinkInvalid);
      return { message: request.i18n._(newsletterTexts.unsubscribed) };
    },
  );
};
