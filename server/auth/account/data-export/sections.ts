// The sections of a member's data download, in the file's order: one per kind of record Griot keeps
// about them (docs/privacy.md). A new kind of record gets a section here.
import { account } from './sections/account';
import { cart } from '@server/shop/account-data/cart';
import { contactMessageList } from '@server/site-pages/account-data/contact-messages';
import { door } from '@server/shop/account-data/door';
import { follows } from '@server/community/account-data/follows';
import { mail } from '@server/mail/account-data/mail';
import { mailedLinks } from './sections/mailed-links';
import { newsletter } from '@server/newsletter/account-data/newsletter';
import { notificationList } from '@server/notifications/account-data';
import { orderList } from '@server/shop/account-data/orders';
import { postList } from '@server/community/account-data/posts';
import { profile } from './sections/profile';
import { replyList } from '@server/community/account-data/replies';
import { reportList } from '@server/community/account-data/reports';
import { sessionList } from './sections/sessions';
import type { DataSection } from '@server/db/account-data';

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
