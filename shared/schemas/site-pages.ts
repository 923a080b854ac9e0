// The pages behind the footer and the contact form as the API takes and gives them (docs/product.md §13).
import Type, { type Static } from 'typebox';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  SITE_PAGE_BODY_MAX,
  SITE_PAGE_SLUGS,
  SITE_PAGE_TITLE_MAX,
  sitePageTexts,
} from '../site-pages';
import { accountMessages } from './account-messages';
import { EMAIL_PATTERN } from './auth-limits';
import { IsoDateTime } from './common';
import { PersonText } from './text-rules';

export const SitePageParams = Type.Object(
  { slug: Type.Enum([...SITE_PAGE_SLUGS], { errorMessage: { enum: sitePageTexts.notFound } }) },
  { additionalProperties: false },
);

/** A page as visitors read it: its Markdown made into HTML on the server, raw HTML shown as text. */
export const SitePage = Type.Object({
  slug: Type.Enum([...SITE_PAGE_SLUGS]),
  title: Type.String(),
  html: Type.String(),
  /** When the admin last saved it; null while it shows the text Griot ships with. */
  updatedAt: Type.Union([IsoDateTime, Type.Null()]),
  /** Whether the contact form can send (CONTACT_TO is set). */
  contactOpen: Type.Boolean(),
});
export type SitePage = Static<typeof SitePage>;

export const SitePageBody = Type.Object(
  {
    title: PersonText(1000, {
      required: sitePageTexts.titleRequired,
      max: { length: SITE_PAGE_TITLE_MAX, message: sitePageTexts.titleTooLong },
    }),
    body: PersonText(SITE_PAGE_BODY_MAX * 2, {
      paragraphs: true,
      required: sitePageTexts.bodyRequired,
      max: { length: SITE_PAGE_BODY_MAX, message: sitePageTexts.bodyTooLong },
    }),
  },
  { additionalProperties: false },
);
export type SitePageBody = Static<typeof SitePageBody>;

/** A page as the admin edits it: the Markdown, and whether it is still Griot's own text. */
export const AdminSitePage = Type.Object({
  slug: Type.Enum([...SITE_PAGE_SLUGS]),
  title: Type.String(),
  body: Type.String(),
  isDefault: Type.Boolean(),
  updatedAt: Type.Union([IsoDateTime, Type.Null()]),
});
export type AdminSitePage = Static<typeof AdminSitePage>;

/** Markdown to preview, as pages and newsletters are rendered. */
export const MarkdownPreviewBody = Type.Object(
  { markdown: Type.String({ maxLength: SITE_PAGE_BODY_MAX * 2 }) },
  { additionalProperties: false },
);
export const MarkdownPreview = Type.Object({ html: Type.String() });
export type MarkdownPreview = Static<typeof MarkdownPreview>;

export const ContactBody = Type.Object(
  {
    name: PersonText(1000, {
      required: sitePageTexts.contactNameRequired,
      max: { length: CONTACT_NAME_MAX, message: sitePageTexts.contactNameTooLong },
    }),
    email: Type.String({
      maxLength: 1000,
      pattern: EMAIL_PATTERN,
      errorMessage: { pattern: accountMessages.emailInvalid },
    }),
    message: PersonText(CONTACT_MESSAGE_MAX * 2, {
      paragraphs: true,
      required: sitePageTexts.contactMessageRequired,
      max: { length: CONTACT_MESSAGE_MAX, message: sitePageTexts.contactMessageTooLong },
    }),
    /** The honeypot: hidden from people, filled by simple bots. Filled, the message is dropped. */
    website: Type.Optional(Type.String({ maxLength: 1000 })),
  },
  { additionalProperties: false },
);
export type ContactBody = Static<typeof ContactBody>;
