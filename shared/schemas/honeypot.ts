// The honeypot field of join and posting (shared/honeypot.ts), optional in each body so that people and
// the fuzzers send it or not; its cap only bounds what the server reads.
import Type from 'typebox';
import { HONEYPOT_FIELD } from '../honeypot';

export const HoneypotFields = { [HONEYPOT_FIELD]: Type.Optional(Type.String({ maxLength: 200 })) } as const;
