// The web fonts are the page's finish, not its content: they load once the first screen's data and
// pictures are in (or after 3 s at most), so that on a slow link their 200 kB do not hold back what the
// screen shows. Until then the size-matched stand-ins of styles.css show, and nothing moves at the swap.
import { useEffect } from 'react';
import { useIsFetching } from '@tanstack/react-query';
import { savesData } from '@client/lib/save-data';

const MAX_WAIT_MS = 3_000;

let requested = false;

function loadFonts(): void {
  // Save-Data: the stand-ins stay; 200 kB of fonts are not worth a data bundle.
  if (requested || savesData()) return;
  requested = true;
  // Without them (offline, say) the stand-ins simply stay.
  import('./load-web-fonts').then(({ loadWebFonts }) => loadWebFonts()).catch(() => undefined);
}

/** The pictures on screen that load at once (lazy ones wait for scrolling, so not for them). */
function picturesShown(): Promise<unknown> {
  const eager = [...document.images].filter((image) => image.loading !== 'lazy');
  return Promise.all(eager.map((image) => image.decode().catch(() => undefined)));
}

/** Resolves once the next frame has been painted. */
function afterNextPaint(): Promise<unknown> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

/** Rendered beside the first screen; renders nothing. */
export function WebFonts() {
  const dataIn = useIsFetching() === 0;

  useEffect(() => {
    const late = setTimeout(loadFonts, MAX_WAIT_MS);
    return () => clearTimeout(late);
  }, []);

  useEffect(() => {
    // The screen has rendered its data (this effect runs after that commit) and asked for its pictures.
    if (dataIn) void picturesShown().then(afterNextPaint).then(loadFonts);
  }, [dataIn]);

  return null;
}
