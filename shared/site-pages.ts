// The pages behind the footer (docs/product.md §13): their slugs, in the footer's order, and the words of
// the contact form. The texts of the pages themselves are the server's (server/site-pages/default-texts.ts)
// until the admin edits them.

export const SITE_PAGE_SLUGS = ['about', 'contact', 'privacy', 'terms'] as const;
export type SitePageSlug = (typeof SITE_PAGE_SLUGS)[number];

export const SITE_PAGE_TITLE_MAX = 120;
export const SITE_PAGE_BODY_MAX = 50_000;
export const CONTACT_NAME_MAX = 100;
export const CONTACT_MESSAGE_MAX = 5_000;

export const sitePageTexts = {
  notFound: 'Page not found.',
  titleRequired: 'Title is required.',
  titleTooLong: `Title must be at most ${SITE_PAGE_TITLE_MAX} characters.`,
  bodyRequired: 'Write the page before you save it.',
  bodyTooLong: `The page must be at most ${SITE_PAGE_BODY_MAX.toLocaleString('en')} characters.`,
  contactNameRequired: 'Please enter your name.',
  contactNameTooLong: `Your name must be at most ${CONTACT_NAME_MAX} characters.`,
  contactMessageRequired: 'Please write your message.',
  contactMessageTooLong: `Your message must be at most ${CONTACT_MESSAGE_MAX.toLocaleString('en')} characters.`,
  // A filled honeypot hears this too: a bot learns nothing from the answer.
  contactSent: 'Thank you: your message is sent. We will answer by e-mail.',
  // CONTACT_TO unset: the sender is told before typing, and the server refuses (docs/product.md §13).
  contactOff: 'Messages cannot be sent from this site yet: its contact mailbox is not set up.',
} as const;
