// What a navigation does once the new screen is on screen (route-focus.tsx): focus on its heading, and its
// title announced. A screen may still be fetching its data (a spinner): the arrival waits for it.
import { MAIN_ID } from '@client/lib/paths';

/** Long enough for a slow answer; after it the screen has arrived, whatever it shows. */
const WAIT_MS = 10_000;

/**
 * The screen's heading, its h1 (or its main when it has none), once it has loaded: null while a spinner
 * shows, unless `anyway`.
 */
function heading(anyway = false): HTMLElement | null {
  const main = document.getElementById(MAIN_ID);
  if (!main || (!anyway && main.querySelector('[data-spinner]'))) return null;
  return main.querySelector<HTMLElement>('h1') ?? main;
}

/** A screen that focused a field itself (a form opened by its address) keeps it. */
function screenChoseFocus(): boolean {
  const active = document.activeElement;
  return Boolean(active?.closest(`#${MAIN_ID}`) && active.matches('input, textarea, select, [contenteditable="true"]'));
}

function arrive(target: HTMLElement, announcer: HTMLElement): void {
  if (!screenChoseFocus()) {
    // tabIndex -1: focusable by script, not a stop of the Tab key. The styles hide its ring (styles.css).
    if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
    // The scroll restoration decides where the screen is shown (the top, a #hash, the place left).
    target.focus({ preventScroll: true });
  }
  // Emptied first, so that the same title twice in a row (two posts' "Please Sign In") is read again.
  announcer.textContent = '';
  setTimeout(() => {
    announcer.textContent = document.title;
  }, 100);
}

/** Waits for the new screen's heading, then moves focus to it and announces the title; returns a cancel. */
export function arriveAtScreen(announcer: HTMLElement): () => void {
  const ready = heading();
  if (ready) {
    arrive(ready, announcer);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const target = heading();
    if (!target) return;
    stop();
    arrive(target, announcer);
  });
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  const timer = setTimeout(() => {
    stop();
    const target = heading(true);
    if (target) arrive(target, announcer);
  }, WAIT_MS);
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
