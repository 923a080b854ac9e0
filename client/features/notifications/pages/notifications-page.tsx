import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@client/components/ui/alert';
import { AuthorName } from '@client/components/ui/author-name';
import { Button } from '@client/components/ui/button';
import { PleaseSignIn } from '@client/components/ui/please-sign-in';
import { Container } from '@client/components/ui/container';
import { EmptyState } from '@client/components/ui/empty-state';
import { LoadMoreList } from '@client/components/ui/load-more-list';
import { Timestamp } from '@client/components/ui/timestamp';
import { useAuth } from '@client/lib/auth/auth-context';
import { failureMessage } from '@client/lib/failure-message';
import { useUnreadCount } from '@client/lib/notifications/unread';
import type { Notification } from '@shared/schemas/notifications';
import { useMarkAllRead, useMarkRead, useMarkShownRead, useNotifications } from '../api/notifications-api';
import { DocumentTitle } from '@client/components/ui/document-title';

/**
 * What happened, in a sentence naming the post, order or event; `title` is the notice's link. The member who
 * wrote links to their profile.
 */
function NotificationText({ notification, title }: { notification: Notification; title: ReactNode }) {
  const actor = (
    <AuthorName
      name={notification.actor}
      handle={notification.actorHandle}
      // Above the notice's own link, which covers the card.
      className="relative z-10 font-semibold"
    />
  );
  const { count } = notification;
  switch (notification.kind) {
    case 'reply':
      return (
        <Trans id="notifications.text.reply">
          {actor} replied to your post {title}
        </Trans>
      );
    case 'followed_reply':
      return (
        <Trans id="notifications.text.followed-reply">
          {actor} replied to {title}, which you follow
        </Trans>
      );
    case 'forum_post':
      return (
        <Trans id="notifications.text.forum-post">
          {actor} started {title} in a forum you follow
        </Trans>
      );
    case 'mention':
      return (
        <Trans id="notifications.text.mention">
          {actor} mentioned you in {title}
        </Trans>
      );
    case 'order_paid':
      return (
        <Trans id="notifications.text.order-paid">Your payment for order {title} came through: it is confirmed.</Trans>
      );
    case 'order_refunded':
      return <Trans id="notifications.text.order-refunded">Your order {title} was refunded.</Trans>;
    case 'event_cancelled':
      return (
        <Trans id="notifications.text.event-cancelled">
          The event {title} was cancelled: your tickets are refunded.
        </Trans>
      );
    case 'post_locked':
      return (
        <Trans id="notifications.text.post-locked">
          A moderator locked your post {title}: it takes no more replies.
        </Trans>
      );
    case 'post_deleted':
      return <Trans id="notifications.text.post-deleted">A moderator deleted your post {title}.</Trans>;
    // One notice gathers a post's or reply's likes until it is read (docs/product.md §10, Likes).
    case 'post_liked':
      return (count ?? 1) > 1 ? (
        <Trans id="notifications.text.post-liked-many">
          {count} people liked your post {title}
        </Trans>
      ) : (
        <Trans id="notifications.text.post-liked">
          {actor} liked your post {title}
        </Trans>
      );
    case 'reply_liked':
      return (count ?? 1) > 1 ? (
        <Trans id="notifications.text.reply-liked-many">
          {count} people liked your reply in {title}
        </Trans>
      ) : (
        <Trans id="notifications.text.reply-liked">
          {actor} liked your reply in {title}
        </Trans>
      );
  }
}

function NotificationItem({ notification }: { notification: Notification }) {
  const navigate = useNavigate();
  const markRead = useMarkRead();
  // Opening it marks it read; the page opens either way.
  const open = () => {
    if (!notification.read) markRead.mutate(notification.id);
    void navigate(notification.url);
  };
  // The title is the notice's link, stretched over the whole card (so a click anywhere opens it); the
  // actor's name is a link of its own above it.
  const title = (
    <Link
      to={notification.url}
      onClick={(event) => {
        event.preventDefault();
        open();
      }}
      className="font-semibold after:absolute after:inset-0 after:rounded-card focus-visible:outline-none"
    >
      “{notification.title}”
    </Link>
  );
  return (
    <div
      className={`relative flex items-start gap-3 rounded-card p-4 ring-1 ring-ink-900/5 transition focus-within:outline-2 focus-within:outline-terracotta-600 hover:ring-ink-900/20 ${
        notification.read ? 'bg-cream-50' : 'bg-white shadow-card'
      }`}
    >
      <span
        aria-hidden="true"
        className={`mt-2 size-2.5 shrink-0 rounded-full ${notification.read ? 'bg-transparent' : 'bg-terracotta-500'}`}
      />
      <span className="min-w-0 flex-1">
        <span className="block text-ink-900">
          <NotificationText notification={notification} title={title} />
          {!notification.read && (
            <span className="sr-only">
              {' '}
              <Trans id="notifications.item.unread">(unread)</Trans>
            </span>
          )}
        </span>
        <Timestamp value={notification.createdAt} className="mt-1 block text-sm text-ink-500" />
      </span>
    </div>
  );
}

/**
 * `/notifications`: what happened for the member, newest first. Seeing them marks them read (the bell's count
 * drops), page by page as they load; they keep their unread look until the screen is opened again.
 */
export function NotificationsPage() {
  const { user } = useAuth();
  const { t } = useLingui();
  return user ? (
    <MemberNotifications />
  ) : (
    <PleaseSignIn
      reason={t({ id: 'notifications.page.sign-in-reason', message: 'Sign in to see replies to your posts.' })}
    />
  );
}

function MemberNotifications() {
  const { t } = useLingui();
  const list = useNotifications();
  const markAll = useMarkAllRead();
  const markShown = useMarkShownRead().mutate;
  const sent = useRef(new Set<string>());
  useEffect(() => {
    const shown = (list.data?.pages ?? [])
      .flatMap((page) => page.items)
      .filter((notification) => !notification.read && !sent.current.has(notification.id))
      .map((notification) => notification.id);
    if (shown.length === 0) return;
    for (const id of shown) sent.current.add(id);
    markShown(shown);
  }, [list.data, markShown]);
  const unread = useUnreadCount(true).data?.unread ?? 0;
  return (
    <Container className="py-10 sm:py-14">
      <DocumentTitle>{t({ id: 'notifications.page.document-title', message: 'Notifications · Griot' })}</DocumentTitle>
      <div className="mx-auto max-w-2xl">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-title font-semibold text-ink-900">
              <Trans id="notifications.page.title">Notifications</Trans>
            </h1>
            <p className="mt-1 text-ink-500">
              {unread === 0
                ? t({ id: 'notifications.page.all-read', message: 'All read.' })
                : t({
                    id: 'notifications.page.unread',
                    message: plural(unread, { one: '# unread', other: '# unread' }),
                  })}
            </p>
          </div>
          {unread > 0 && (
            <Button variant="quiet" size="sm" disabled={markAll.isPending} onClick={() => markAll.mutate()}>
              <Trans id="notifications.page.mark-all-read">Mark all as read</Trans>
            </Button>
          )}
        </div>
        {markAll.isError && <Alert compact className="mb-4" message={failureMessage(markAll.error)} />}
        <LoadMoreList
          query={list}
          failure={t({
            id: 'notifications.page.load-failed',
            message: 'Failed to load your notifications. Please try again.',
          })}
          className="flex flex-col gap-3"
          renderItem={(notification) => <NotificationItem notification={notification} />}
          empty={
            <EmptyState
              title={t({ id: 'notifications.page.empty-title', message: 'Nothing new yet' })}
              description={t({
                id: 'notifications.page.empty-description',
                message: 'When someone replies to one of your posts, you will see it here.',
              })}
            />
          }
        />
      </div>
    </Container>
  );
}
