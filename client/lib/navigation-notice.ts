// A line of news carried to the next screen in the history entry's state (account deleted → home page),
// shown under the header by the layout (app/layouts/navigation-notice.tsx).
import type { NavigateOptions } from 'react-router';

export function withNotice(notice: string): NavigateOptions {
  return { state: { notice } };
}

/** The notice a history entry carries, if any: the state may be anything another page put there. */
export function noticeOf(state: unknown): string | null {
  const notice = (state as { notice?: unknown } | null)?.notice;
  return typeof notice === 'string' && notice !== '' ? notice : null;
}
