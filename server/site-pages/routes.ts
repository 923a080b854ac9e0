// The pages behind the footer for visitors (about, contact, privacy, terms) and the contact form, which
// mails CONTACT_TO (docs/product.md §13): rate-limited, and with a honeypot field that a person never sees
// and a simple bot fills, answered like a success with nothing stored or sent.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sitePageTexts } from '@shared/site-pages';
import { AcceptedMessage } from '@shared/schemas/auth';
import { normaliseEmail } from '@shared/schemas/auth-limits';
import { ContactBody, SitePage, SitePageParams } from '@shared/schemas/site-pages';
import { AppError } from '@server/errors';
import { BODY_LIMIT } from '@server/http/body-limits';
import { requestLimits } from '@server/http/request-limits';
import { errorResponses } from '@server/http/responses';
import { sendContactMessage } from './contact';
import { publicPage } from './repository';

const HOUR_MS = 60 * 60 * 1000;
/** Messages one client address may send an hour. */
export const CONTACT_PER_ADDRESS = 5;
/** Messages one sender's e-mail may send an hour. */
export const CONTACT_PER_EMAIL = 3;

export const sitePageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const tags = ['pages'];
  const { contactTo } = app.config;

  const contactLimits = requestLimits(app, 'contact', [
    { max: CONTACT_PER_ADDRESS, windowMs: HOUR_MS },
    {
      max: CONTACT_PER_EMAIL,
      windowMs: HOUR_MS,
      keyOf: (request) => normaliseEmail((request.body as ContactBody).email),
    },
  ]);

  app.get(
    '/api/pages/:slug',
    {
      schema: {
        tags,
        summary: 'A page behind the footer, its Markdown made into safe HTML',
        params: SitePageParams,
        response: { 200: SitePage, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { ...(await publicPage(db, request.i18n, request.params.slug)), contactOpen: contactTo !== null };
    },
  );

  app.post(
    '/api/contact',
    {
      schema: {
        tags,
        summary: 'Send a message to the site’s contact mailbox (CONTACT_TO)',
        body: ContactBody,
        response: { 202: AcceptedMessage, ...errorResponses },
      },
      bodyLimit: BODY_LIMIT.contactForm,
      config: { invalidates: [] },
      preHandler: contactLimits,
    },
    async (request, reply) => {
      if (!contactTo) throw new AppError(503, 'CONTACT_OFF', sitePageTexts.contactOff);
      // A filled honeypot: the same answer as a person's, and nothing kept or sent.
      if (!request.body.website?.trim())
        await sendContactMessage(db, contactTo, request.body, request.user?.id ?? null);
      return reply.status(202).send({ message: request.i18n._(sitePageTexts.contactSent) });
    },
  );
};
