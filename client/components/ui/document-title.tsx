import { useEffect } from 'react';

/** The page's own title (index.html's), shown while no screen names itself, e.g. during a screen's load. */
const PAGE_TITLE = typeof document === 'undefined' ? 'Griot' : document.title;

/**
 * Names the browser tab while the screen that renders it shows. React 18 renders a `<title>` where it
 * stands (in the body), so the tab is named from an effect instead; when the screen goes, the page's own
 * title comes back until the next screen names itself (unmounts run before the next screen's effects).
 */
export function DocumentTitle({ children }: { children: string }): null {
  useEffect(() => {
    document.title = children;
    return () => {
      document.title = PAGE_TITLE;
    };
  }, [children]);
  return null;
}
