// The routes, made from the route table (shared/routes.ts) and the screens of client/app/screens.ts: one
// layout per parent, the admin's screens inside the admin guard, and an error boundary around every route
// so that a failing screen shows a friendly message inside its layout instead of a blank page.
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, useRoutes, type Params, type RouteObject } from 'react-router';
import { Spinner } from '@client/components/ui/spinner';
import { prefetchApiQuery } from '@client/lib/api-queries';
import { loadPagePart } from '@client/lib/i18n/page-language';
import { ROUTE_IDS, ROUTE_PARENTS, ROUTES, type RouteEntry, type RouteId, type RouteParent } from '@shared/routes';
import { AdminLayout } from './layouts/admin-layout';
import { PublicLayout } from './layouts/public-layout';
import { RouteErrorBoundary } from './route-error-boundary';
import { SCREENS, type ScreenLoader } from './screens';

type ScreenModule = { default: ComponentType };

/** What starts a route ahead of its first render: its code and, from the address, its data. */
type Start = (client: QueryClient, params: Params, search: URLSearchParams) => Promise<unknown>;

/**
 * React's lazy over a download that may start before the screen renders (startScreen): once the code is
 * in, the screen renders at once, without a frame of the Suspense fallback. A failed download stays
 * failed, so the route shows its error screen, whose Try again reloads the page.
 */
function lazyScreen(load: ScreenLoader) {
  let loaded: ComponentType | undefined;
  let loading: Promise<unknown> | undefined;
  const download = () => (loading ??= load().then((screen) => (loaded = screen)));
  const Screen = lazy((): Promise<ScreenModule> => {
    const screen = loaded;
    if (!screen) return download().then(() => ({ default: loaded! }));
    // Answered within the call: lazy reads the screen at once and renders it without suspending.
    return { then: (resolve: (module: ScreenModule) => void) => resolve({ default: screen }) } as Promise<ScreenModule>;
  });
  return { Screen, download };
}

const bounded = (element: ReactNode) => <RouteErrorBoundary>{element}</RouteErrorBoundary>;

/** An admin screen's code, with the admin part of the page language's catalog (the public part is in). */
const withAdminTexts =
  (load: ScreenLoader): ScreenLoader =>
  () =>
    Promise.all([load(), loadPagePart('admin')]).then(([screen]) => screen);

function route(id: RouteId): RouteObject {
  const { parent, path, data }: RouteEntry = ROUTES[id];
  const { Screen, download } = lazyScreen(parent === 'admin' ? withAdminTexts(SCREENS[id]) : SCREENS[id]);
  const start: Start = (client, params, search) => {
    for (const query of data?.(params, search) ?? []) void prefetchApiQuery(client, query);
    return download();
  };
  return { ...(path ? { path } : { index: true }), element: bounded(<Screen />), handle: start };
}

const routesOf = (parent: RouteParent, admin = false) =>
  ROUTE_IDS.filter((id) => {
    const entry: RouteEntry = ROUTES[id];
    return entry.parent === parent && Boolean(entry.admin) === admin;
  }).map(route);

const guard = lazyScreen(withAdminTexts(() => import('./admin-guard').then((module) => module.AdminGuard)));

export const routes: RouteObject[] = [
  { path: ROUTE_PARENTS.public, element: bounded(<PublicLayout />), children: routesOf('public') },
  {
    path: ROUTE_PARENTS.admin,
    element: bounded(<AdminLayout />),
    children: [
      ...routesOf('admin'),
      { element: bounded(<guard.Screen />), handle: guard.download, children: routesOf('admin', true) },
    ],
  },
];

/**
 * Starts what an address shows: the code of its screens and the data its route names (run through the
 * query cache, where the screen finds it). Settles when the code is in, or failed (the screen then says so).
 */
export function startScreen(client: QueryClient, { pathname, search }: { pathname: string; search: string }) {
  const query = new URLSearchParams(search);
  const starts = (matchRoutes(routes, pathname) ?? []).flatMap(({ route, params }) => {
    const start = route.handle as Start | undefined;
    return start ? [start(client, params, query)] : [];
  });
  return Promise.allSettled(starts);
}

/**
 * The screens of the address's path (/music): the server answers every path with the app. Later
 * navigations keep the current screen until the next one's code is in (the router changes address in a
 * transition). The spinners are for a download tried again after it failed.
 */
export function AppRoutes() {
  return <Suspense fallback={<Spinner className="py-section" />}>{useRoutes(routes)}</Suspense>;
}
