// The signed-in member's notifications. Nobody reads another's: every query is by the session's account.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListQuery } from '@shared/schemas/common';
import { NotificationPage, NotificationParams, ShownNotifications, UnreadCount } from '@shared/schemas/notifications';
import { notFound } from '@server/errors';
import { BODY_LIMIT } from '@server/http/body-limits';
import { listParams } from '@server/http/paging/list-params';
import { requireUser } from '@server/http/request-user';
import { errorResponses, noContentResponse } from '@server/http/responses';
import { listNotifications, markAllRead, markRead, markShownRead, unreadCount } from './repository';

const NOTIFICATION_NOT_FOUND = /*i18n*/ { id: 'notifications.not-found', message: 'Notification not found.' };

export const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const tags = ['notifications'];

  app.get(
    '/api/notifications',
    {
      schema: {
        tags,
        summary: 'The signed-in member’s notifications, newest first, with how many are unread',
        querystring: ListQuery,
        response: { 200: NotificationPage, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'no-store');
      const [page, unread] = await Promise.all([
        listNotifications(db, user.id, listParams(request.query)),
        unreadCount(db, user.id),
      ]);
      return { ...page, unread };
    },
  );

  app.get(
    '/api/notifications/unread',
    {
      schema: {
        tags,
        summary: 'How many of the signed-in member’s notifications are unread (the bell asks every minute)',
        response: { 200: UnreadCount, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'no-store');
      return { unread: await unreadCount(db, user.id) };
    },
  );

  app.post(
    '/api/notifications/:notificationId/read',
    {
      schema: {
        tags,
        summary: 'Mark one notification read (opening it does)',
        params: NotificationParams,
        response: { ...noContentResponse, ...errorResponses },
      },
      bodyLimit: BODY_LIMIT.none,
      config: { invalidates: [] },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (!(await markRead(db, user.id, request.params.notificationId))) throw notFound(NOTIFICATION_NOT_FOUND);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/notifications/read',
    {
      schema: {
        tags,
        summary: 'Mark all of the signed-in member’s notifications read',
        response: { ...noContentResponse, ...errorResponses },
      },
      bodyLimit: BODY_LIMIT.none,
      config: { invalidates: [] },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await markAllRead(db, user.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/notifications/seen',
    {
      schema: {
        tags,
        summary: 'Mark read the notifications the screen showed the member (opening the screen does)',
        body: ShownNotifications,
        response: { ...noContentResponse, ...errorResponses },
      },
      bodyLimit: BODY_LIMIT.ids,
      config: { invalidates: [] },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await markShownRead(db, user.id, request.body.ids);
      return reply.status(204).send(null);
    },
  );
};
