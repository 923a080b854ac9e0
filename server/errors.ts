// Errors the API answers with: each carries an HTTP status and a stable code, and every error leaves
// the server in one JSON shape, `{ error: { code, message, field? } }`: `field` names the part of the body
// the message is about, as a path ('endsAt', 'ticketTypes/1/salesEnd'), so a form shows it there.
// A message given as a Lingui descriptor (docs/decisions/015-translations.md) is answered in the request's
// language (server/error-handler.ts); the error's own `message` is its English, for logs and tests.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { FORBIDDEN } from '@server/http/http-messages';
import { sourceEnglish } from '@server/lib/i18n/server-i18n';
import { say } from '@shared/texts';

/**
 * What a person reads: a descriptor, sentences read one after the other (each its own descriptor), or an
 * English text for what reaches no person (a payment gateway's call) or has not moved to the catalogs yet.
 */
export type ErrorText = string | MessageDescriptor | readonly MessageDescriptor[];

const sentencesOf = (text: ErrorText): readonly MessageDescriptor[] | undefined =>
  typeof text === 'string' ? undefined : Array.isArray(text) ? text : [text as MessageDescriptor];

/** Sentences in one language, as one message (a sentence's values may be descriptors: shared/texts.ts). */
export const joinSentences = (sentences: readonly MessageDescriptor[], i18n: I18n): string =>
  sentences.map((sentence) => say(i18n, sentence)).join(' ');

export class AppError extends Error {
  /** The message as descriptors, when it was given as them: the sentences it says. */
  public readonly descriptors?: readonly MessageDescriptor[];

  constructor(
    public readonly statusCode: number,
    public readonly code: string,
    text: ErrorText,
    public readonly field?: string,
  ) {
    const sentences = sentencesOf(text);
    super(sentences ? joinSentences(sentences, sourceEnglish) : (text as string));
    this.name = 'AppError';
    if (sentences) this.descriptors = sentences;
  }
}

export const badRequest = (message: ErrorText, code = 'BAD_REQUEST') => new AppError(400, code, message);
export const validationFailed = (message: ErrorText, field?: string) =>
  new AppError(400, 'VALIDATION_FAILED', message, field);
export const notFound = (message: ErrorText = /*i18n*/ { id: 'errors.not-found', message: 'Not found' }) =>
  new AppError(404, 'NOT_FOUND', message);
export const unauthorized = (
  message: ErrorText = /*i18n*/ { id: 'errors.sign-in', message: 'Please sign in to continue.' },
) => new AppError(401, 'UNAUTHORIZED', message);
export const forbidden = (message: ErrorText = FORBIDDEN) => new AppError(403, 'FORBIDDEN', message);
export const conflict = (message: ErrorText, code = 'CONFLICT', field?: string) =>
  new AppError(409, code, message, field);
export const tooManyRequests = (message: ErrorText) => new AppError(429, 'RATE_LIMITED', message);
export const payloadTooLarge = (message: ErrorText) => new AppError(413, 'PAYLOAD_TOO_LARGE', message);
export const badGateway = (message: ErrorText, code = 'BAD_GATEWAY') => new AppError(502, code, message);
