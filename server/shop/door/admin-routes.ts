// The admin's side of an event's door, inside the admin scope: who staffs it, and its attendees.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import {
  AttendeeSummary,
  DoorStaffBody,
  DoorStaffMember,
  DoorStaffParams,
  EventIdParams,
} from '@shared/schemas/tickets';
import { BODY_LIMIT } from '@server/http/body-limits';
import { errorResponses } from '@server/http/responses';
import { attendeeSummary, attendeesCsv } from './attendees';
import { eventById } from './door-access';
import { addDoorStaff, doorStaffOf, removeDoorStaff } from './door-staff';

export const adminDoorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const tags = ['admin'];
  const staffList = Type.Array(DoorStaffMember);

  app.get(
    '/api/admin/events/:id/door-staff',
    {
      schema: {
        tags,
        summary: "The members who may check this event's tickets in",
        params: EventIdParams,
        response: { 200: staffList, ...errorResponses },
      },
    },
    async (request) => doorStaffOf(db, (await eventById(db, request.params.id)).id),
  );

  app.post(
    '/api/admin/events/:id/door-staff',
    {
      schema: {
        tags,
        summary: 'Name a member (by e-mail) door staff of this event',
        params: EventIdParams,
        body: DoorStaffBody,
        response: { 200: staffList, ...errorResponses },
      },
      bodyLimit: BODY_LIMIT.shopForm,
      config: { invalidates: [] },
    },
    async (request) => {
      const event = await eventById(db, request.params.id);
      await addDoorStaff(db, event.id, request.body.email);
      return doorStaffOf(db, event.id);
    },
  );

  app.delete(
    '/api/admin/events/:id/door-staff/:userId',
    {
      schema: {
        tags,
        summary: "Take a member off this event's door staff",
        params: DoorStaffParams,
        response: { 200: staffList, ...errorResponses },
      },
      bodyLimit: BODY_LIMIT.none,
      config: { invalidates: [] },
    },
    async (request) => {
      const event = await eventById(db, request.params.id);
      await removeDoorStaff(db, event.id, request.params.userId);
      return doorStaffOf(db, event.id);
    },
  );

  app.get(
    '/api/admin/events/:id/attendees',
    {
      schema: {
        tags,
        summary: 'Tickets sold, revenue and check-ins per ticket type',
        params: EventIdParams,
        response: { 200: AttendeeSummary, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return attendeeSummary(db, await eventById(db, request.params.id));
    },
  );

  app.get(
    '/api/admin/events/:id/attendees.csv',
    {
      schema: {
        tags,
        summary: 'The attendee list as CSV: one row per ticket',
        params: EventIdParams,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const event = await eventById(db, request.params.id);
      reply
        .header('cache-control', 'no-store')
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${event.slug}-attendees.csv"`);
      return attendeesCsv(db, event.id, request.i18n);
    },
  );
};
