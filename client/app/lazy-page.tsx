// A screen whose code is fetched when first needed, so a visitor downloads only the screens they open.
// Unlike React.lazy alone, the download can start before the screen renders (see preloadRoute), and once it
// is in, the screen renders at once, without a frame of the Suspense fallback.
import { lazy, useState, type ComponentType, type JSX } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';

/** A screen module may export `prefetch`: it starts the screen's queries before the screen renders. */
type Prefetch = (client: QueryClient, params: Params) => void;

export type LazyPage = (() => JSX.Element) & {
  /** Downloads the code, then starts the screen's data; settles when the code is in (or failed). */
  preload: (client: QueryClient, params: Params) => Promise<unknown>;
};

export function lazyPage<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M & { prefetch?: Prefetch }>,
  name: K,
): LazyPage {
  let loaded: (M & { prefetch?: Prefetch }) | undefined;
  let loading: Promise<M & { prefetch?: Prefetch }> | undefined;

  // A failed download (offline, a release that replaced the chunk) stays failed, so the screen shows the
  // error screen, whose Try again reloads the page; retrying here would loop while the screen re-renders.
  const download = () => (loading ??= load().then((module) => (loaded = module)));

  // Until the code is in, the screen suspends on the download (the nearest Suspense shows its fallback).
  const Pending = lazy(async (): Promise<{ default: ComponentType }> => ({ default: (await download())[name] }));

  function Page() {
    // Chosen once per mount, so that the code arriving never remounts the screen.
    const [Component] = useState((): ComponentType => loaded?.[name] ?? Pending);
    return <Component />;
  }

  const preload = async (client: QueryClient, params: Params) => (await download()).prefetch?.(client, params);
  return Object.assign(Page, { preload });
}
