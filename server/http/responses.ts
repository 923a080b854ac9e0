// Response schemas and answers every route shares.
import type { FastifyReply } from 'fastify';
import { ErrorBody } from '@shared/schemas/common';

/** Documents the one error shape on every route's 4xx and 5xx answers. */
export const errorResponses = { '4xx': ErrorBody, '5xx': ErrorBody } as const;

/** The empty 204 answer of a write that returns nothing. */
export const noContentResponse = { 204: { type: 'null', description: 'Done' } } as const;

/** Waits for the work, then answers 204 (Fastify sends no body with a 204). */
export async function noContent(reply: FastifyReply, work: Promise<void>): Promise<null> {
  await work;
  reply.status(204);
  return null;
}
