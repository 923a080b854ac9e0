// The five admin routes of one catalogue resource: list (search + keyset pages), read, create, update,
// delete. Each resource folder fills in its schemas (which carry the input's rules) and repository; the
// shape lives here once.
import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyRequest,
  FastifySchema,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { Static, TObject, TSchema } from 'typebox';
import type { AdminEntity, CatalogListName } from '@shared/domain';
import { ADMIN_PAGE_SIZE } from '@shared/constants';
import { AdminListQuery, IdParams } from '@shared/schemas/admin-catalog';
import { errorResponses, noContentResponse } from '@server/http/responses';
import { BODY_LIMIT } from '@server/http/body-limits';
import type { ResourceRepository } from './repository';

/** The body that a route validating against `I` hands its handler, as Fastify's type provider reads it. */
type BodyOf<I extends TObject> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  FastifySchema & { body: I },
  TypeBoxTypeProvider
>['body'];

export interface ResourceRoutesSpec<I extends TObject, Item extends TSchema> {
  list: CatalogListName;
  entity: AdminEntity;
  /** What `q` searches, for the API documentation: 'name' or 'title'. */
  searchedBy: string;
  input: I;
  item: Item;
  page: TSchema;
  repository: ResourceRepository<BodyOf<I>, Static<Item>>;
  /** The largest body an add or edit takes; a catalogue entry's unless the entity holds long text. */
  bodyLimit?: number;
}

// The validator fills in the schema's default; the same number, read from the schema, for the type checker.
const DEFAULT_LIMIT = ADMIN_PAGE_SIZE;

export function resourceRoutes<I extends TObject, Item extends TSchema>(
  spec: ResourceRoutesSpec<I, Item>,
): FastifyPluginAsyncTypebox {
  const { list, entity, searchedBy, input, item, page, repository, bodyLimit = BODY_LIMIT.catalogEntry } = spec;
  const path = `/api/admin/${list}`;
  const tags = ['admin'];
  // Fastify's type provider cannot resolve replies through generic schemas; the repository's types
  // already tie each answer to its schema, and the serializer checks it at run time.
  const [itemSchema, pageSchema]: TSchema[] = [item, page];

  return async (app) => {
    const { db } = app.database;

    app.get(
      path,
      {
        schema: {
          tags,
          summary: `All ${list}, newest added first, searchable by ${searchedBy}`,
          querystring: AdminListQuery,
          response: { 200: pageSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return repository.list(db, { ...request.query, limit: request.query.limit ?? DEFAULT_LIMIT });
      },
    );

    app.get(
      `${path}/:id`,
      {
        schema: {
          tags,
          summary: `One ${entity} by id`,
          params: IdParams,
          response: { 200: itemSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return repository.get(db, request.params.id);
      },
    );

    app.post(
      path,
      {
        schema: { tags, summary: `Add one ${entity}`, body: input, response: { 201: itemSchema, ...errorResponses } },
        bodyLimit,
        config: { invalidates: ['catalog'] },
      },
      async (request, reply) => {
        const created = await repository.create(db, request.body);
        return reply.status(201).send(created);
      },
    );

    app.put(
      `${path}/:id`,
      {
        schema: {
          tags,
          summary: `Change one ${entity} (an omitted imageUrl is kept, null removes it)`,
          params: IdParams,
          body: input,
          response: { 200: itemSchema, ...errorResponses },
        },
        bodyLimit,
        config: { invalidates: ['catalog'] },
      },
      async (request) => repository.update(db, request.params.id, request.body),
    );

    app.delete(
      `${path}/:id`,
      {
        schema: {
          tags,
          summary: `Delete one ${entity}`,
          params: IdParams,
          response: { ...noContentResponse, ...errorResponses },
        },
        bodyLimit: BODY_LIMIT.none,
        config: { invalidates: ['catalog'] },
      },
      async (request, reply) => {
        await repository.remove(db, request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
