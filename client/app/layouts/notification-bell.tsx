import { BellIcon } from '@client/components/ui/icons';
import { useAuth } from '@client/lib/auth/auth-context';
import { notificationsLabel, useUnreadCount } from '@client/lib/notifications/unread';
import { paths } from '@client/lib/paths';
import { HeaderIconLink } from './header-icon-link';

/** The header's bell for a signed-in member, named with its count ("Notifications, 1 unread"). */
export function NotificationBell({ onNavigate }: { onNavigate?: () => void }) {
  const { user } = useAuth();
  const unread = useUnreadCount(user !== null).data?.unread ?? 0;
  if (!user) return null;
  return (
    <HeaderIconLink
      to={paths.notifications.to()}
      label={notificationsLabel(unread)}
      icon={<BellIcon className="size-6" />}
      count={unread}
      badgeClassName="bg-terracotta-500 text-cream-50"
      testId="notification-bell"
      onNavigate={onNavigate}
    />
  );
}
