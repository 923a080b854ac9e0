// "The signed-in client reports while its tab is visible": once on start, every minute while the page
// is visible, and at once when it becomes visible again. A hidden tab reports nothing, so a member
// who left a tab open in the background drops out of Online Now.

export const PRESENCE_INTERVAL_MS = 60_000;

/** The part of `document` the watch needs (a stand-in in tests). */
export interface VisibilitySource {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

/** Starts reporting; the returned function stops it (sign-out, unmount). */
export function watchPresence(
  report: () => void,
  page: VisibilitySource = document,
  intervalMs = PRESENCE_INTERVAL_MS,
): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;

  const stopTimer = () => {
    clearInterval(timer);
    timer = undefined;
  };
  // Report now and restart the minute from here, so that a return to the tab is not followed by a
  // second report a few seconds later.
  const reportAndSchedule = () => {
    stopTimer();
    report();
    timer = setInterval(() => {
      if (page.visibilityState === 'visible') report();
    }, intervalMs);
  };
  const onVisibilityChange = () => (page.visibilityState === 'visible' ? reportAndSchedule() : stopTimer());

  if (page.visibilityState === 'visible') reportAndSchedule();
  page.addEventListener('visibilitychange', onVisibilityChange);
  return () => {
    stopTimer();
    page.removeEventListener('visibilitychange', onVisibilityChange);
  };
}
