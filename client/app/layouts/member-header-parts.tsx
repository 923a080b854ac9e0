import { lazy, Suspense } from 'react';
import { useAuth } from '@client/lib/auth/auth-context';
import { AccountMenuPlaceholder } from './account-menu-face';

// A visitor never downloads the header's member parts (the account menu and the notification bell): they load
// apart once a member is signed in, which keeps the visitor's first load within its budget
// (docs/performance.md).
const AccountMenu = lazy(() => import('./account-menu').then((module) => ({ default: module.AccountMenu })));
const NotificationBell = lazy(() =>
  import('./notification-bell').then((module) => ({ default: module.NotificationBell })),
);

export function LazyAccountMenu() {
  return (
    <Suspense fallback={<AccountMenuPlaceholder />}>
      <AccountMenu />
    </Suspense>
  );
}

/** The bell takes no room for a visitor, so nothing stands in for it while it loads. */
export function LazyNotificationBell() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <NotificationBell />
    </Suspense>
  );
}
