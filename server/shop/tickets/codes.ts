// New ticket codes from the operating system's random source (shared/ticket-code.ts says their shape).
import { randomBytes } from 'node:crypto';
import { TICKET_CODE_ALPHABET, TICKET_CODE_LENGTH } from '@shared/ticket-code';

export function newTicketCode(): string {
  // 32 symbols: each byte's low five bits pick one, evenly.
  return [...randomBytes(TICKET_CODE_LENGTH)].map((byte) => TICKET_CODE_ALPHABET[byte & 31]).join('');
}
