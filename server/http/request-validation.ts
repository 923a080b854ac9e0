// How every request is validated: by its route's schema, with ajv, and nowhere else. A JSON body is checked
// as it was sent (no coercion: a number is not text) and for all its errors, so that a person hears every
// rule their input broke, in the words of the body's schema (shared/schemas/problems.ts), the same words
// the forms show. The address's parameters and query string are text: coerced to the schema's types, and
// stopped at the first error, as Fastify does by default; a query's schema may word its rules too (a
// filter's allowed values).
import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifySchemaCompiler, FastifySchemaValidationError, RouteOptions } from 'fastify';
import type { TObject } from 'typebox';
import { problemsIn, type SchemaError } from '@shared/schemas/problems';
import { validationFailed } from '@server/errors';

/** Which part of the request failed: 'body', 'params', 'querystring' or 'headers'. */
type RequestPart = Parameters<NonNullable<RouteOptions['schemaErrorFormatter']>>[1];

// ajv-formats accepts `urn:uuid:…` as a uuid, which the database refuses: ids are the plain form only.
const PLAIN_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Fastify's own defaults (@fastify/ajv-compiler). */
const FASTIFY_DEFAULTS: Options = {
  coerceTypes: 'array',
  useDefaults: true,
  removeAdditional: true,
  addUsedSchema: false,
  allErrors: false,
};

function createAjv(options: Options): Ajv {
  const ajv = new Ajv({ ...FASTIFY_DEFAULTS, ...options });
  addFormats(ajv);
  ajv.addFormat('uuid', PLAIN_UUID);
  // The messages of the rules: read by problemsIn, not a check of its own.
  ajv.addKeyword({ keyword: 'errorMessage', schemaType: 'object' });
  return ajv;
}

// All errors of a body cost little: every body has a size limit and a flat schema whose patterns take
// one pass over the text.
const bodies = createAjv({ coerceTypes: false, allErrors: true });
const addressParts = createAjv({});

const compile: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? bodies : addressParts).compile(schema as object);

/** Fastify's own words for errors no schema gives a message for: 'body/date must match format "date"'. */
const technicalMessage = (errors: readonly FastifySchemaValidationError[], part: RequestPart) =>
  errors.map((error) => `${part}${error.instancePath} ${error.message}`).join(', ');

/** ajv's schemaPath ends with the keyword; problemsIn wants the node that holds it. */
const asSchemaError = (error: FastifySchemaValidationError): SchemaError => ({
  ...error,
  schemaPath: error.schemaPath.endsWith(`/${error.keyword}`)
    ? error.schemaPath.slice(0, -error.keyword.length - 1)
    : error.schemaPath,
});

/**
 * A refused request of a route with these schemas: the messages of the rules the body (or the query)
 * broke, each once, with the place of the body's first (errors.ts, `field`), or Fastify's own words when
 * the schema gives none (a malformed request, not a person's typing).
 */
function formatterFor(schemas: Partial<Record<RequestPart, TObject>>) {
  return (errors: FastifySchemaValidationError[], part: RequestPart): Error => {
    const schema = schemas[part];
    const problems = schema ? problemsIn(schema, errors.map(asSchemaError)) : [];
    // Each message once: two entries' same problem differ by their values ('Ticket type 1', 'Ticket type 2').
    const messages = [...new Map(problems.map(({ message }) => [JSON.stringify(message), message])).values()];
    if (messages.length === 0) return validationFailed(technicalMessage(errors, part));
    // A body's first problem names where it is ('endsAt', 'variants/1/stock'), for the form to show it there.
    const [first] = part === 'body' ? problems : [];
    return validationFailed(messages, first && (first.path ?? first.field));
  };
}

const isObjectSchema = (schema: unknown): schema is TObject =>
  typeof schema === 'object' && schema !== null && typeof (schema as { properties?: unknown }).properties === 'object';

/** Before any route is added. */
export function registerRequestValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(compile);
  app.addHook('onRoute', (route) => {
    const { body, querystring } = route.schema ?? {};
    if (isObjectSchema(body) || isObjectSchema(querystring))
      route.schemaErrorFormatter = formatterFor({
        ...(isObjectSchema(body) ? { body } : {}),
        ...(isObjectSchema(querystring) ? { querystring } : {}),
      });
  });
}
