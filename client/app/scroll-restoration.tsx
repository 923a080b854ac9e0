// React Router's <ScrollRestoration> needs its data router, whose loaders and actions the app does not
// use; this is the same behaviour for the browser router: a new screen starts at the top (or at the element
// its #hash names), Back and Forward return to where that screen was left, and a reload keeps the place.
import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

const STORAGE_KEY = 'griot-scroll-positions';

/** Where each history entry was left, by location key; kept in sessionStorage across reloads. */
let positions: Record<string, number> | undefined;
/** The entry on screen (module-wide: the public and admin layouts each mount their own restorer). */
let shownKey: string | null = null;
/** The last scroll position seen; read when the screen changes, before the new screen's scroll events. */
let lastY = 0;

function saved(): Record<string, number> {
  if (!positions) {
    try {
      positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    } catch {
      positions = {};
    }
  }
  return positions;
}

function scrollTarget(hash: string): Element | null {
  try {
    return hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  } catch {
    return null;
  }
}

/**
 * How long a return to a place waits for the screen to grow tall enough (its data, its pictures): a list
 * left several pages down is fetched again page by page, which on a slow phone or a loaded server takes
 * seconds. Scrolling, a touch or a key ends the wait at once.
 */
const SETTLE_MS = 12_000;

/**
 * Tries `arrive` (a scroll that answers whether it got there); when the screen is not ready yet (its list,
 * its pictures or the element a #hash names still coming in), again as it grows, until it gets there, the
 * reader scrolls or a short while passes.
 */
/** The reader's own moves, which end a wait to restore a place or keep it. */
const READER_MOVES: readonly (keyof WindowEventMap)[] = ['wheel', 'touchstart', 'keydown'];
const READER_ACTS: readonly (keyof WindowEventMap)[] = ['pointerdown', 'keydown'];

function whenThere(arrive: () => boolean): () => void {
  if (arrive()) return () => undefined;
  const observer = new ResizeObserver(() => {
    if (arrive()) stop();
  });
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of READER_MOVES) window.removeEventListener(type, stop);
  };
  const timer = setTimeout(stop, SETTLE_MS);
  observer.observe(document.body);
  for (const type of READER_MOVES) window.addEventListener(type, stop, { passive: true, once: true });
  return stop;
}

const scrollToWhenThere = (y: number) =>
  whenThere(() => {
    window.scrollTo(0, y);
    return Math.abs(window.scrollY - y) <= 1;
  });

/** The element a #hash names, scrolled to once the screen has it. */
const scrollToTargetWhenThere = (hash: string) =>
  whenThere(() => {
    const target = scrollTarget(hash);
    target?.scrollIntoView();
    return target !== null;
  });

/** Whether this page load is a reload or a Back or Forward, which return to where the page was left. */
function returnedTo(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

/** A navigation that only changes what a screen shows says so in its state, to keep the reader's place. */
function isSameScreen(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'keepScroll' in state && state.keepScroll === true;
}

export function ScrollRestoration() {
  const location = useLocation();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const onScroll = () => {
      lastY = window.scrollY;
    };
    const onPageHide = () => {
      if (shownKey) saved()[shownKey] = window.scrollY;
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved()));
      } catch {
        // Storage full or disabled: positions are kept for this page's life only.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    // Scroll events come once a frame: a click or a key that leaves the screen right after a scroll can come
    // first, so the place is read again when the reader acts, before the screen changes.
    for (const type of READER_ACTS) window.addEventListener(type, onScroll, { capture: true, passive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      for (const type of READER_ACTS) window.removeEventListener(type, onScroll, { capture: true });
      window.removeEventListener('pagehide', onPageHide);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    const first = shownKey === null;
    if (shownKey !== null) saved()[shownKey] = lastY;
    shownKey = location.key;
    // Every page load opened by a link (back from Paystack, a mail's link) has the router's 'default' key
    // and no place of its own: only a reload or Back and Forward return to one.
    if (first && !returnedTo()) delete saved()[location.key];
    const y = saved()[location.key];
    // A list's filter changed (client/features/catalog/lib/use-list-filters.ts): the same screen, left where it is.
    if (!first && typeof y !== 'number' && isSameScreen(location.state)) return undefined;
    if (typeof y !== 'number' && location.hash.length > 1) {
      if (!first) window.scrollTo(0, 0);
      return scrollToTargetWhenThere(location.hash);
    }
    if (typeof y === 'number' || !first) {
      lastY = y ?? 0;
      return scrollToWhenThere(y ?? 0);
    }
    // A fresh page is already at the top: scrolling there would only force an early layout.
    return undefined;
  }, [location]);

  return null;
}
