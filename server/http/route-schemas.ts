// What a route's schemas do: check what comes in (request-validation.ts) and write what goes out
// (response-serialization.ts). Registered before any route is added.
import type { FastifyInstance } from 'fastify';
import { registerRequestValidation } from './request-validation';
import { registerResponseSerialization } from './response-serialization';

export function registerRouteSchemas(app: FastifyInstance): void {
  registerRequestValidation(app);
  registerResponseSerialization(app);
}
