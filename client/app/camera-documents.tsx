// The camera is a document's permission: the server's Permissions-Policy allows it on a camera screen's page
// alone (the door's check-in, shared/routes.ts), and a document keeps the policy it was loaded with, whatever
// screen the app then shows in it. So the links to a camera screen load its page (reloadDocument), and any
// other way of moving between a camera screen and another screen (a sign-in's way back, the browser's back
// button, a link out of the door) loads the page again at the address chosen.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { isCameraScreen } from '@shared/routes';

/** The address this document was loaded at (before any screen changed it), whose policy it has. */
function loadedAt(): string {
  const [entry] = performance.getEntriesByType('navigation');
  return new URL(entry?.name ?? window.location.href).pathname;
}

const cameraDocument = isCameraScreen(loadedAt());

/** Rendered once beside the routes; renders nothing. */
export function CameraDocuments() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    if (isCameraScreen(pathname) !== cameraDocument) window.location.replace(pathname + search + hash);
  }, [pathname, search, hash]);
  return null;
}
