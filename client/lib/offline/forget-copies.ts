// At sign-out the device forgets what it kept for reading offline: the API answers the service worker
// copied, the tickets kept for the door and any guest's orders. The next person on a shared phone finds none of it.
import { API_COPIES, KEPT_ORDERS_KEY, KEPT_TICKETS_KEY } from './offline-copies';

export async function forgetOfflineCopies(): Promise<void> {
  try {
    localStorage.removeItem(KEPT_TICKETS_KEY);
    localStorage.removeItem(KEPT_ORDERS_KEY);
  } catch {
    // Storage off: nothing was kept there.
  }
  if (typeof caches === 'undefined') return;
  await caches.delete(API_COPIES).catch(() => false);
}
