// What a feature hands the app (docs/decisions/013-one-server-feature-recipe.md): each server/<feature>/index.ts
// exports one, and app.ts registers them all alike, in the order of server/features.ts.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AccountDataOptions, AccountDataPart } from '@server/db/account-data';
import type { HousekeepingTasks } from '@server/jobs/housekeeping';

/** What every feature's routes are registered with: the parts the account routes gather. */
export type FeatureRouteOptions = AccountDataOptions;

export interface Feature {
  /** Decorations and hooks its routes rely on, set up before any feature's routes (the session, a gateway). */
  setup?: (app: FastifyInstance) => void;
  /** Its public and members' routes. */
  routes?: readonly FastifyPluginAsync<FeatureRouteOptions>[];
  /** Its admin routes, registered inside the admin scope (admin-scope.ts). */
  adminRoutes?: readonly FastifyPluginAsync[];
  /** Its handlers on the one job runner (`app.jobs`), registered after every route. */
  jobs?: (app: FastifyInstance) => void;
  /** Its tasks in the hourly housekeeping round (server/jobs/housekeeping.ts). */
  housekeeping?: HousekeepingTasks;
  /** Its part of a member's data download and of an account's deletion (server/db/account-data.ts). */
  accountData?: AccountDataPart;
}
