// The five admin routes of one catalogue resource: list (search + keyset pages), read, create, update,
// delete. Each resource folder fills in its schemas, rules and repository; the shape lives here once.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static, TObject, TSchema } from 'typebox';
import type { AdminEntity, CatalogListName } from '@shared/messages';
import { ADMIN_PAGE_SIZE } from '@shared/constants';
import { AdminListQuery, IdParams } from '@shared/schemas/admin-catalog';
import type { InputProblem } from '@shared/validation/catalog-input';
import { errorResponses } from '@server/http/error-responses';
import type { ResourceRepository } from './resource-repository';
import { inputRules } from './input-rules';

export interface ResourceRoutesSpec<I extends TObject, Item extends TSchema> {
  list: CatalogListName;
  entity: AdminEntity;
  /** What `q` searches, for the API documentation: 'name' or 'title'. */
  searchedBy: string;
  input: I;
  item: Item;
  page: TSchema;
  validate: (input: Static<I>) => InputProblem[];
  repository: ResourceRepository<Static<I>, Static<Item>>;
}

const NoContent = { 204: { type: 'null', description: 'Deleted' } } as const;
// The validator fills in the schema's default; the same number, read from the schema, for the type checker.
const DEFAULT_LIMIT = ADMIN_PAGE_SIZE;

export function resourceRoutes<I extends TObject, Item extends TSchema>(spec: ResourceRoutesSpec<I, Item>): FastifyPluginAsyncTypebox {
  const { list, entity, searchedBy, input, item, page, validate, repository } = spec;
  const path = `/api/admin/${list}`;
  const tags = ['admin'];
  const rules = inputRules(input, validate);
  // Fastify's type provider cannot resolve replies through generic schemas; the repository's types
  // already tie each answer to its schema, and the serializer checks it at run time.
  const [itemSchema, pageSchema]: TSchema[] = [item, page];

  return async (app) => {
    const { db } = app.database;

    app.get(
      path,
      { schema: { tags, summary: `All ${list}, newest added first, searchable by ${searchedBy}`, querystring: AdminListQuery, response: { 200: pageSchema, ...errorResponses } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return repository.list(db, { ...request.query, limit: request.query.limit ?? DEFAULT_LIMIT });
      },
    );

    app.get(
      `${path}/:id`,
      { schema: { tags, summary: `One ${entity} by id`, params: IdParams, response: { 200: itemSchema, ...errorResponses } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return repository.get(db, request.params.id);
      },
    );

    app.post(
      path,
      {
        schema: { tags, summary: `Add one ${entity}`, body: input, response: { 201: itemSchema, ...errorResponses } },
        bodyLimit: 32 * 1024,
        preValidation: rules,
        preHandler: rules,
      },
      async (request, reply) => {
        const created = await repository.create(db, request.body as Static<I>);
        return reply.status(201).send(created);
      },
    );

    app.put(
      `${path}/:id`,
      {
        schema: { tags, summary: `Change one ${entity} (an omitted imageUrl is kept, null removes it)`, params: IdParams, body: input, response: { 200: itemSchema, ...errorResponses } },
        bodyLimit: 32 * 1024,
        preValidation: rules,
        preHandler: rules,
      },
      async (request) => repository.update(db, request.params.id, request.body as Static<I>),
    );

    app.delete(
      `${path}/:id`,
      { schema: { tags, summary: `Delete one ${entity}`, params: IdParams, response: { ...NoContent, ...errorResponses } }, bodyLimit: 1024 },
      async (request, reply) => {
        await repository.remove(db, request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
