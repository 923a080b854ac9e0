// The pages behind the footer (docs/product.md §13): their slugs, in the footer's order, and the words of
// the contact form, as Lingui descriptors said in the reader's language (shared/texts.ts). The texts of the
// pages themselves are the server's (server/site-pages/default-texts.ts) until the admin edits them.
import { withValues } from './texts';

export const SITE_PAGE_SLUGS = ['about', 'contact', 'privacy', 'terms'] as const;
export type SitePageSlug = (typeof SITE_PAGE_SLUGS)[number];

export const SITE_PAGE_TITLE_MAX = 120;
export const SITE_PAGE_BODY_MAX = 50_000;
export const CONTACT_NAME_MAX = 100;
export const CONTACT_MESSAGE_MAX = 5_000;

export const sitePageTexts = {
  notFound: /*i18n*/ { id: 'site-pages.not-found', message: 'Page not found.' },
  titleRequired: /*i18n*/ { id: 'site-pages.title-required', message: 'Title is required.' },
  titleTooLong: withValues(
    /*i18n*/ { id: 'site-pages.title-too-long', message: 'Title must be at most {max} characters.' },
    { max: SITE_PAGE_TITLE_MAX },
  ),
  bodyRequired: /*i18n*/ { id: 'site-pages.body-required', message: 'Write the page before you save it.' },
  bodyTooLong: withValues(
    /*i18n*/ { id: 'site-pages.body-too-long', message: 'The page must be at most {max, number} characters.' },
    { max: SITE_PAGE_BODY_MAX },
  ),
  contactNameRequired: /*i18n*/ { id: 'site-pages.contact.name-required', message: 'Please enter your name.' },
  contactNameTooLong: withValues(
    /*i18n*/ { id: 'site-pages.contact.name-too-long', message: 'Your name must be at most {max} characters.' },
    { max: CONTACT_NAME_MAX },
  ),
  contactMessageRequired: /*i18n*/ {
    id: 'site-pages.contact.message-required',
    message: 'Please write your message.',
  },
  contactMessageTooLong: withValues(
    /*i18n*/ {
      id: 'site-pages.contact.message-too-long',
      message: 'Your message must be at most {max, number} characters.',
    },
    { max: CONTACT_MESSAGE_MAX },
  ),
  // A filled honeypot hears this too: a bot learns nothing from the answer.
  contactSent: /*i18n*/ {
    id: 'site-pages.contact.sent',
    message: 'Thank you: your message is sent. We will answer by e-mail.',
  },
  // CONTACT_TO unset: the sender is told before typing, and the server refuses (docs/product.md §13).
  contactOff: /*i18n*/ {
    id: 'site-pages.contact.off',
    message: 'Messages cannot be sent from this site yet: its contact mailbox is not set up.',
  },
} as const;
