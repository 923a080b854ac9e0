// The newsletter in the admin panel (/admin/newsletter): issues written in Markdown, a test to the admin,
// Send to the confirmed subscribers, and the subscribers, paged and as CSV. Every route sits in the admin
// scope (server/http/admin-scope.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { newsletterTexts } from '@shared/newsletter';
import { IdParams } from '@shared/schemas/admin-catalog';
import { AcceptedMessage } from '@shared/schemas/auth';
import {
  NewsletterIssue,
  NewsletterIssueBody,
  NewsletterIssuePage,
  NewsletterIssueQuery,
  SubscriberExportQuery,
  SubscriberPage,
  SubscriberQuery,
} from '@shared/schemas/newsletter';
import { BODY_LIMIT } from '@server/http/body-limits';
import { requireUser } from '@server/http/request-user';
import { errorResponses } from '@server/http/responses';
import { mailI18n } from '@server/mail/mail-language';
import { createIssue, findIssue, listIssues, sendIssue, sendTest, updateIssue } from './issues';
import { countSubscribers, listSubscribers, subscribersCsv } from './subscribers';

export const adminNewsletterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const tags = ['admin'];

  app.get(
    '/api/admin/newsletter/subscribers',
    {
      schema: {
        tags,
        summary: 'Subscribers, newest first, by status, counted by status',
        querystring: SubscriberQuery,
        response: { 200: SubscriberPage, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const [page, counts] = await Promise.all([
        listSubscribers(db, { ...request.query, limit: request.query.limit ?? 20 }),
        countSubscribers(db),
      ]);
      return { ...page, counts };
    },
  );

  app.get(
    '/api/admin/newsletter/subscribers.csv',
    {
      schema: {
        tags,
        summary: 'The subscribers as CSV (a cell that a spreadsheet would run as a formula starts with an apostrophe)',
        querystring: SubscriberExportQuery,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      reply
        .header('cache-control', 'no-store')
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="griot-newsletter-subscribers.csv"');
      return subscribersCsv(db, request.i18n, request.query.status);
    },
  );

  app.get(
    '/api/admin/newsletter/issues',
    {
      schema: {
        tags,
        summary: 'Issues of the newsletter, newest first',
        querystring: NewsletterIssueQuery,
        response: { 200: NewsletterIssuePage, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listIssues(db, { limit: request.query.limit ?? 20, cursor: request.query.cursor });
    },
  );

  app.post(
    '/api/admin/newsletter/issues',
    {
      schema: {
        tags,
        summary: 'Save a new issue as a draft',
        body: NewsletterIssueBody,
        response: { 201: NewsletterIssue, ...errorResponses },
      },
      bodyLimit: BODY_LIMIT.markdownText,
      config: { invalidates: [] },
    },
    async (request, reply) => reply.status(201).send(await createIssue(db, request.body, requireUser(request).id)),
  );

  app.put(
    '/api/admin/newsletter/issues/:id',
    {
      schema: {
        tags,
        summary: 'Change a draft (a sent issue stays as it was sent)',
        params: IdParams,
        body: NewsletterIssueBody,
        response: { 200: NewsletterIssue, ...errorResponses },
      },
      bodyLimit: BODY_LIMIT.markdownText,
      config: { invalidates: [] },
    },
    async (request) => updateIssue(db, request.params.id, request.body),
  );

  app.post(
    '/api/admin/newsletter/issues/:id/test',
    {
      schema: {
        tags,
        summary: 'Mail the issue to the signed-in admin alone',
        params: IdParams,
        response: { 202: AcceptedMessage, ...errorResponses },
      },
      bodyLimit: BODY_LIMIT.none,
      config: { invalidates: [] },
    },
    async (request, reply) => {
      const { email, locale } = requireUser(request);
      // In the admin's own language, as their subscribers' copies are in theirs.
      const i18n = await mailI18n(locale, request.i18n.locale);
      await sendTest(db, i18n, app.config.publicUrl, request.params.id, email);
      return reply.status(202).send({ message: request.i18n._(newsletterTexts.testSent(email)) });
    },
  );

  app.post(
    '/api/admin/newsletter/issues/:id/send',
    {
      schema: {
        tags,
        summary: 'Send the issue to every confirmed subscriber, once, through the mail queue',
        params: IdParams,
        response: { 202: NewsletterIssue, ...errorResponses },
      },
      bodyLimit: BODY_LIMIT.none,
      config: { invalidates: [] },
    },
    async (request, reply) => {
      await sendIssue(db, request.params.id);
      return reply.status(202).send(await findIssue(db, request.params.id));
    },
  );
};
