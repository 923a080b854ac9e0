// What happened for a member, as the bell and /notifications show it.
import Type, { type Static } from 'typebox';
import { Id, IsoDateTime, Page } from './common';

export const Notification = Type.Object({
  id: Id,
  /** A reply to the member's post, or a moderator locking or deleting it. */
  kind: Type.Union([Type.Literal('reply'), Type.Literal('post_locked'), Type.Literal('post_deleted')]),
  /** Who did it, by the name they had then. */
  actor: Type.String(),
  /** The post it is about, by the title it had then. */
  title: Type.String(),
  /** The page it leads to, on this site. */
  url: Type.String(),
  createdAt: IsoDateTime,
  read: Type.Boolean(),
});
export type Notification = Static<typeof Notification>;

export const NotificationPage = Type.Intersect([Page(Notification), Type.Object({ unread: Type.Integer() })]);
export type NotificationPage = Static<typeof NotificationPage>;

export const UnreadCount = Type.Object({ unread: Type.Integer({ minimum: 0 }) });
export type UnreadCount = Static<typeof UnreadCount>;

export const NotificationParams = Type.Object({ notificationId: Id }, { additionalProperties: false });
