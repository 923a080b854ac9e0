// The operations the fuzzers drive, read from the app's own OpenAPI document (GET /api/docs/json), so a
// route added later is fuzzed without anyone listing it here.
import type { App } from '@server/app';

/** The subset of JSON Schema our TypeBox schemas produce. */
export interface JsonSchema {
  type?: string;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
}

export interface Parameter {
  name: string;
  schema: JsonSchema;
  required: boolean;
}

export interface Operation {
  /** `POST /api/forums/{forumId}/posts`: the name in failures and in the lists of exclusions. */
  key: string;
  method: string;
  /** OpenAPI path template, `{name}` for each path parameter. */
  path: string;
  pathParams: Parameter[];
  query: Parameter[];
  /** The JSON body's schema, or null when the route takes no JSON body. */
  body: JsonSchema | null;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Array<Parameter & { in: string }>;
        requestBody?: { content?: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
}

export async function readOperations(app: App): Promise<Operation[]> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (response.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${response.statusCode}`);
  const document = response.json<OpenApiDocument>();
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      const pick = (where: string) =>
        parameters
          .filter((p) => p.in === where)
          .map(({ name, schema, required }) => ({ name, schema, required: Boolean(required) }));
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: pick('path'),
        query: pick('query'),
        body: operation.requestBody?.content?.['application/json']?.schema ?? null,
      });
    }
  }
  return operations;
}

/** `/api/posts/{postId}` → `/api/posts/:postId`, as Fastify's route table names it. */
export function fastifyUrlOf(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ':$1');
}
