// The sections of a member's data download, in the file's order: one per kind of record Griot keeps
// about them (docs/privacy.md). A new kind of record gets a section here.
import { account } from './sections/account';
import { cart } from './sections/cart';
import { contactMessageList } from './sections/contact-messages';
import { door } from './sections/door';
import { follows } from './sections/follows';
import { mail } from './sections/mail';
import { mailedLinks } from './sections/mailed-links';
import { newsletter } from './sections/newsletter';
import { notificationList } from './sections/notifications';
import { orderList } from './sections/orders';
import { postList } from './sections/posts';
import { profile } from './sections/profile';
import { replyList } from './sections/replies';
import { reportList } from './sections/reports';
import { sessionList } from './sections/sessions';
import type { DataSection } from './section';

export const DATA_SECTIONS = {
  account,
  sessions: sessionList,
  mailedLinks,
  profile,
  posts: postList,
  replies: replyList,
  follows,
  reports: reportList,
  notifications: notificationList,
  orders: orderList,
  cart,
  door,
  newsletter,
  contactMessages: contactMessageList,
  mail,
} satisfies Record<string, DataSection>;
