// Refuses a request whose honeypot field (shared/honeypot.ts) has something in it: a person never sees the
// field, so only a form-filling bot fills it. A preHandler, after the schema: 400 before anything is written.
import type { FastifyRequest } from 'fastify';
import { HONEYPOT_FIELD, HONEYPOT_REFUSAL } from '@shared/honeypot';
import { badRequest } from '@server/errors';

export async function refuseHoneypot(request: FastifyRequest): Promise<void> {
  const value = (request.body as Record<string, unknown> | null | undefined)?.[HONEYPOT_FIELD];
  if (typeof value === 'string' && value.length > 0) throw badRequest(HONEYPOT_REFUSAL, 'REFUSED');
}
