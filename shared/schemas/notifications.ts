// What happened for a member, as the bell and /notifications show it.
import Type, { type Static } from 'typebox';
import { MAX_PAGE_SIZE } from '../constants';
import { Id, IsoDateTime, Page } from './common';
import { withValues } from '../texts';

/**
 * A reply to the member's post, a reply to a post they follow, a new post in a forum they follow, their
 * @handle in a post or reply, a moderator locking or deleting their post, likes of their post or reply (one
 * notice gathering them, server/community/likes), and their order's payment, refund or cancelled event.
 */
export const NotificationKind = Type.Union([
  Type.Literal('reply'),
  Type.Literal('followed_reply'),
  Type.Literal('forum_post'),
  Type.Literal('mention'),
  Type.Literal('post_locked'),
  Type.Literal('post_deleted'),
  Type.Literal('post_liked'),
  Type.Literal('reply_liked'),
  Type.Literal('order_paid'),
  Type.Literal('order_refunded'),
  Type.Literal('event_cancelled'),
]);
export type NotificationKind = Static<typeof NotificationKind>;

export const Notification = Type.Object({
  id: Id,
  kind: NotificationKind,
  /** Who did it, by the name they had then. */
  actor: Type.String(),
  /** The @handle of the member who wrote (their public profile); null for a moderator or a former member. */
  actorHandle: Type.Union([Type.String(), Type.Null()]),
  /** The post it is about, by the title it had then. */
  title: Type.String(),
  /** The page it leads to, on this site. */
  url: Type.String(),
  createdAt: IsoDateTime,
  read: Type.Boolean(),
  /** How many members' likes a like notice gathers (its actor is the latest); absent for other kinds. */
  count: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type Notification = Static<typeof Notification>;

export const NotificationPage = Type.Intersect([Page(Notification), Type.Object({ unread: Type.Integer() })]);
export type NotificationPage = Static<typeof NotificationPage>;

export const UnreadCount = Type.Object({ unread: Type.Integer({ minimum: 0 }) });
export type UnreadCount = Static<typeof UnreadCount>;

export const NotificationParams = Type.Object({ notificationId: Id }, { additionalProperties: false });

/** The notifications a screen showed the member, which seeing marks read. */
export const ShownNotifications = Type.Object(
  {
    ids: Type.Array(Id, {
      minItems: 1,
      maxItems: MAX_PAGE_SIZE,
      errorMessage: {
        minItems: /*i18n*/ { id: 'notifications.rule.at-least-one', message: 'Name at least one notification.' },
        maxItems: withValues(
          /*i18n*/ { id: 'notifications.rule.at-most', message: 'Name at most {max} notifications at a time.' },
          { max: MAX_PAGE_SIZE },
        ),
      },
    }),
  },
  { additionalProperties: false },
);
export type ShownNotifications = Static<typeof ShownNotifications>;

/** Which discussion mails the member wants: replies to their posts, mentions of their @handle. */
export const MailPreferences = Type.Object(
  { replies: Type.Boolean(), mentions: Type.Boolean() },
  { additionalProperties: false },
);
export type MailPreferences = Static<typeof MailPreferences>;

/** A notification mail's unsubscribe link: the member's token and which mails it turns off. */
export const UnsubscribeQuery = Type.Object(
  {
    token: Type.String({
      maxLength: 100,
      pattern: '^[A-Za-z0-9_-]{43}$',
      errorMessage: {
        pattern: /*i18n*/ {
          id: 'notifications.rule.unsubscribe-link-incomplete',
          message: 'This unsubscribe link is not complete: open it from the mail again.',
        },
      },
    }),
    topic: Type.Union([Type.Literal('replies'), Type.Literal('mentions'), Type.Literal('all')]),
  },
  { additionalProperties: false },
);
export type UnsubscribeQuery = Static<typeof UnsubscribeQuery>;
