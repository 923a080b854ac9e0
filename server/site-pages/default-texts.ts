// The pages behind the footer as Griot ships them (docs/product.md §13): what a page shows until the admin
// saves their own text (a row in site_pages). The privacy text says what Griot keeps and why, as
// docs/privacy.md does at length; a site that changes what it keeps changes both.
// Each text is a Lingui descriptor (docs/decisions/015-translations.md), shown in the reader's language.
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { SitePageSlug } from '@shared/site-pages';
import { ROUTE_HEADS } from '@shared/routes';

export interface PageText<Text = MessageDescriptor> {
  title: Text;
  /** What search engines and link previews show: the route table's head of the page (shared/routes.ts). */
  description: Text;
  /** Markdown. */
  body: Text;
}

const about: PageText = {
  title: ROUTE_HEADS.about.title,
  description: ROUTE_HEADS.about.description,
  body: /*i18n*/ {
    id: 'site-pages.about.body',
    message: `Griot is named after the West African keepers of song and memory: the musicians, poets and storytellers who carry a people's history forward.

We are a home for African music, stories and culture, and for the creatives who make them:

- **Music & Merch**: records, vinyl, apparel and art prints, sold in naira.
- **Events**: concerts, festivals and gatherings, with tickets checked at the door.
- **Artists**: a directory of musicians, visual artists, writers, filmmakers, designers and performers.
- **Stories**: news and long reads about the culture.
- **Community**: forums where creatives and fans talk, share work and find collaborators.

Griot keeps no tracker, runs no advertising and sells nobody's data. Our [Privacy Policy](/privacy) says what we keep and why.

Questions, ideas or a story to tell? [Contact us](/contact).`,
  },
};

const contact: PageText = {
  title: ROUTE_HEADS.contact.title,
  description: ROUTE_HEADS.contact.description,
  body: /*i18n*/ {
    id: 'site-pages.contact.body',
    message: `Questions about an order, an event, your account or the community? Ideas, partnerships or press? Write to us with the form below and we will answer by e-mail.

For an order, give its reference (it looks like \`GRT-7KQ2M9XD\`): it is in your receipt.

To download or delete your data, you need not write: see **Account Settings** once signed in, and our [Privacy Policy](/privacy).`,
  },
};

const privacy: PageText = {
  title: ROUTE_HEADS.privacy.title,
  description: ROUTE_HEADS.privacy.description,
  body: /*i18n*/ {
    id: 'site-pages.privacy.body',
    message: `Griot keeps what it needs to run your account, the community, the newsletter and the shop, and nothing for advertising: no tracker, no analytics, no third-party script. This page says what we keep, why, for how long, and how you download or delete it, as Nigeria's Data Protection Act 2023 (NDPA) expects.

## Who is responsible

The organisation that runs this Griot site is the data controller. Write to it through the [Contact](/contact) page about anything on this page.

## What we keep and why

- **Your account**: your e-mail address, your password as a one-way hash (never the password itself), your role, when you joined and confirmed your address, and which discussion mails you want. *Why: to run the account you asked for (contract).* Kept until you delete the account.
- **Sessions and cookies**: when you sign in, the \`griot_session\` cookie holds a random token; we keep only its fingerprint, when it began and ends. The \`griot_cart\` cookie finds a visitor's cart. There are no advertising or tracking cookies. *Why: to keep you signed in and keep your cart (contract).* A session lasts 30 days, renewed when used; signing out ends it.
- **Your community profile, posts and replies**: your display name, \`@handle\`, bio, discipline, picture, join date, reputation and when you were last seen; what you write in the forums is public. *Why: to run the community you joined (contract).*
- **Uploads**: the profile picture you upload, re-encoded without its hidden data (location included). Kept until you replace it or delete your account.
- **Notifications and follows**: replies to your posts, mentions of your \`@handle\`, moderators' actions, news of your orders, and the posts and forums you follow. *Why: to tell you what you asked to hear about (contract).*
- **Reports**: when you report a post or reply, the reason you gave and what became of it. *Why: to keep the community safe (legitimate interest).*
- **Orders and tickets**: your e-mail, name, phone and delivery address, the items, amounts, dates and payment references, and each ticket's code and holder name. Payments are made on Paystack's pages: your card or bank details never reach us. *Why: to deliver what you bought (contract), and to keep the records of sales that Nigerian tax law requires (legal obligation).* Delivery details are erased once an order has nothing left to deliver; the sale itself is kept six years.
- **Newsletter**: if you subscribe, your address, whether you confirmed it, and when you subscribed, confirmed or unsubscribed. *Why: you asked for it (consent), which you withdraw with the unsubscribe link in every issue.*
- **Contact messages**: your name, address and message when you write to us through the contact form. *Why: to answer you (legitimate interest).*
- **Mail log**: every mail the site sends (receipts, links, notices, newsletters), whole, with its address. *Why: to send it again if it failed, and to show what was sent (legitimate interest).*

The server's log records each request's method, route and status, and your account when you are signed in, never your network address nor what you searched for; counters that stop password guessing are kept for at most an hour, and the network addresses that last signed in to an account, as digests, for 30 days.

## Your rights

Under the NDPA you may ask what we keep about you, have it corrected, receive a copy, object to its use, withdraw a consent you gave, and have it erased. You may also complain to the Nigeria Data Protection Commission.

- **Download your data**: signed in, open **Account Settings** and choose **Download My Data**. You get one file with your account, sessions, profile, posts, replies, notifications, follows, reports, orders, tickets, cart, newsletter subscription, contact messages and the list of mail sent to you.
- **Delete your account**: in **Account Settings**, **Delete your account** erases your account, sessions, profile details, notifications, follows, reports, cart, newsletter subscription, contact messages and the mail sent to you at once. Your posts and replies stay, shown as by "Former member", so that discussions others joined stay whole; your orders stay, detached from you, for the six years the tax law asks.
- **Newsletter only**: every issue has an Unsubscribe link that works in one click.
- For anything else, including an order placed without an account, write to us through the [Contact](/contact) page.

We never sell your data or share it for advertising. It leaves our server only to send mail (through our mail provider) and to take payments (through Paystack).`,
  },
};

const terms: PageText = {
  title: ROUTE_HEADS.terms.title,
  description: ROUTE_HEADS.terms.description,
  body: /*i18n*/ {
    id: 'site-pages.terms.body',
    message: `By using Griot you agree to these terms. They are short on purpose.

## Your account

Keep your password to yourself; you are responsible for what is done with your account. You may delete it at any time in **Account Settings**.

## The community

- Be respectful. No harassment, hate, threats, spam, or content that is not yours to share.
- What you post is public. You keep the rights to it, and allow Griot to show it on the site.
- Moderators may lock or delete posts and replies, and suspend accounts that break these rules. Members can report what breaks them.

## Buying goods and tickets

- Prices are in naira and include what the product page says; delivery fees are shown before you pay.
- An order is confirmed only when its payment is. Unpaid orders expire after 30 minutes and their items return to stock.
- A ticket admits one person once. If an event is cancelled, its tickets are refunded.
- For a problem with an order, [contact us](/contact) with its reference.

## The newsletter

We send it only to addresses that confirmed their subscription, and every issue can be stopped in one click.

## Changes

We may change these terms; the version on this page is the one in force. Our [Privacy Policy](/privacy) says what we keep about you.`,
  },
};

export const DEFAULT_PAGES: Record<SitePageSlug, PageText> = { about, contact, privacy, terms };

/** A page's default texts in a language. */
export function defaultPageText(i18n: I18n, slug: SitePageSlug): PageText<string> {
  const { title, description, body } = DEFAULT_PAGES[slug];
  return { title: i18n._(title), description: i18n._(description), body: i18n._(body) };
}
