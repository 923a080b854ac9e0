import { Trans } from '@lingui/react/macro';
import type { MouseEvent } from 'react';
import { MAIN_ID } from '@client/lib/paths';

function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  // A plain "#main" would be read by the hash router as a route; move focus by hand instead.
  event.preventDefault();
  const main = document.getElementById(MAIN_ID);
  main?.focus();
  main?.scrollIntoView();
}

/** Hidden until focused: lets keyboard users jump over the header. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={skipToMain}
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-pill focus:bg-ochre-400 focus:px-5 focus:py-3 focus:font-semibold focus:text-ink-900 focus-visible:outline-ink-900"
    >
      <Trans id="app.skip-link">Skip to content</Trans>
    </a>
  );
}
