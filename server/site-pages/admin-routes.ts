// The pages behind the footer in the admin panel (/admin/pages): each page's Markdown to edit, Save, and
// the preview that the page and the newsletter editors show, made by the same safe renderer visitors get.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminSitePage,
  MarkdownPreview,
  MarkdownPreviewBody,
  SitePageBody,
  SitePageParams,
} from '@shared/schemas/site-pages';
import { BODY_LIMIT } from '@server/http/body-limits';
import { renderMarkdown } from '@server/lib/markdown';
import { requireUser } from '@server/http/request-user';
import { errorResponses } from '@server/http/responses';
import { readPage, savePage } from './repository';

export const adminSitePageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const tags = ['admin'];

  app.get(
    '/api/admin/pages/:slug',
    {
      schema: {
        tags,
        summary: 'A page behind the footer as the admin edits it (its Markdown)',
        params: SitePageParams,
        response: { 200: AdminSitePage, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return readPage(db, request.i18n, request.params.slug);
    },
  );

  app.put(
    '/api/admin/pages/:slug',
    {
      schema: {
        tags,
        summary: 'Save a page behind the footer',
        params: SitePageParams,
        body: SitePageBody,
        response: { 200: AdminSitePage, ...errorResponses },
      },
      bodyLimit: BODY_LIMIT.markdownText,
      config: { invalidates: [] },
    },
    async (request) => savePage(db, request.i18n, request.params.slug, request.body, requireUser(request).id),
  );

  app.post(
    '/api/admin/markdown/preview',
    {
      schema: {
        tags,
        summary: 'Markdown as a page or a newsletter will show it (raw HTML shown as text)',
        body: MarkdownPreviewBody,
        response: { 200: MarkdownPreview, ...errorResponses },
      },
      bodyLimit: BODY_LIMIT.markdownText,
      config: { invalidates: [] },
    },
    async (request) => ({ html: renderMarkdown(request.body.markdown) }),
  );
};
