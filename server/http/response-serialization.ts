// Answers are written from each route's response schema by fast-json-stringify, as Fastify does by default
// (unknown fields never leave the server). Building a serializer is the larger part of starting the app, and
// the schemas are constants of their modules, so each is built once per schema and process rather than once
// per app: the same serializer Fastify would build, shared by every app in the process (the API tests build
// one per test).
import fastJsonStringify from 'fast-json-stringify';
import type { FastifyInstance } from 'fastify';

type Serializer = (data: unknown) => string;

const built = new WeakMap<object, Serializer>();

/** Before any route is added. */
export function registerResponseSerialization(app: FastifyInstance): void {
  app.setSerializerCompiler(({ schema }) => {
    let serializer = built.get(schema);
    if (!serializer) {
      serializer = fastJsonStringify(schema as Parameters<typeof fastJsonStringify>[0]);
      built.set(schema, serializer);
    }
    return serializer;
  });
}
