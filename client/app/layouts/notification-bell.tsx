import { Link } from 'react-router';
import { BellIcon } from '@client/components/ui/icons';
import { useAuth } from '@client/lib/auth/auth-context';
import { notificationsLabel, useUnreadCount } from '@client/lib/notifications/unread';
import { paths } from '@client/lib/paths';

/** The header's bell for a signed-in member, named with its count ("Notifications, 1 unread"). */
export function NotificationBell({ onNavigate }: { onNavigate?: () => void }) {
  const { user } = useAuth();
  const unread = useUnreadCount(user !== null).data?.unread ?? 0;
  if (!user) return null;
  return (
    <Link
      to={paths.notifications.to()}
      onClick={onNavigate}
      aria-label={notificationsLabel(unread)}
      data-testid="notification-bell"
      className="relative inline-flex size-11 items-center justify-center rounded-pill text-cream-50 transition hover:bg-cream-50/10"
    >
      <BellIcon className="size-6" />
      {unread > 0 && (
        <span
          aria-hidden="true"
          className="absolute top-1 right-0.5 min-w-5 rounded-pill bg-terracotta-500 px-1 text-center text-xs leading-5 font-bold text-cream-50"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
