// What the HTTP layer's refusals say, before or around any route: Lingui descriptors, answered in the
// request's language (server/errors.ts). What Node's parser refuses before a request exists stays in English
// (server/error-handler.ts, answerClientError): there is no request to take a language from.
import type { MessageDescriptor } from '@lingui/core';
import { withValues } from '@server/lib/i18n/server-i18n';

export const INTERNAL = /*i18n*/ {
  id: 'errors.internal',
  message: 'Something went wrong on our side. Please try again.',
};
export const FORBIDDEN = /*i18n*/ { id: 'errors.forbidden', message: 'You are not allowed to do that.' };
export const ADMINS_ONLY = /*i18n*/ { id: 'errors.admins-only', message: 'This area is for administrators only.' };
export const CROSS_SITE = /*i18n*/ { id: 'errors.cross-site', message: 'Cross-site requests are not allowed.' };
export const TOO_MANY_REQUESTS = /*i18n*/ {
  id: 'errors.too-many-requests',
  message: 'Too many attempts. Please wait a while and try again.',
};
export const INVALID_CURSOR = /*i18n*/ {
  id: 'errors.invalid-cursor',
  message: 'The cursor is not valid for this list. Start again from the first page.',
};
/**
 * Left in English: Lingui turns a `\u0000` in any text it gives back into the character itself, and only a
 * program sends a NUL, not a person's typing.
 */
export const NUL_IN_TEXT = 'Text cannot contain the NUL character (\\u0000).';
export const NOT_FINITE = /*i18n*/ { id: 'errors.not-finite', message: 'Numbers must be finite.' };

// Fastify's refusals before routing (`frameworkErrors`).
export const BAD_URL = /*i18n*/ { id: 'errors.bad-url', message: 'The address is not a valid URL.' };
export const PARAM_TOO_LONG = /*i18n*/ { id: 'errors.param-too-long', message: 'A part of the address is too long.' };
export const NOT_ROUTED = /*i18n*/ { id: 'errors.not-routed', message: 'The request could not be routed.' };
export const noRoute = (method: string, path: string): MessageDescriptor =>
  withValues(/*i18n*/ { id: 'errors.no-route', message: 'No route for {method} {path}' }, { method, path });

/**
 * Fastify's own words for a body it will not read, by its error code: answered in the request's language
 * when the error says exactly these words (docs/decisions/015-translations.md), else as Fastify said them.
 */
export const BODY_REFUSALS: Readonly<Record<string, MessageDescriptor>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: /*i18n*/ { id: 'errors.body-too-large', message: 'Request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: /*i18n*/ { id: 'errors.unsupported-media-type', message: 'Unsupported Media Type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: /*i18n*/ {
    id: 'errors.content-length-mismatch',
    message: 'Request body size did not match Content-Length',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: /*i18n*/ {
    id: 'errors.empty-json-body',
    message: "Body cannot be empty when content-type is set to 'application/json'",
  },
  FST_ERR_CTP_INVALID_JSON_BODY: /*i18n*/ {
    id: 'errors.invalid-json-body',
    message: "Body is not valid JSON but content-type is set to 'application/json'",
  },
};
