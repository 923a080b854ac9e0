// Request body limits per kind of route, each a comfortable margin above the largest valid body, so an
// oversized request is refused (413) before it is parsed.
export const BODY_LIMIT = {
  /** Routes that take no body, or a few flags. */
  none: 1024,
  /** An e-mail, a password and a display name. */
  credentials: 8 * 1024,
  /** A display name and a bio. */
  profile: 16 * 1024,
  /** A catalogue entry from the admin dialog. */
  catalogEntry: 32 * 1024,
  /** An outlet's name and its feed's address. */
  storyFeed: 8 * 1024,
  /** A story with its whole text (100,000 characters of Markdown, which JSON may escape). */
  story: 256 * 1024,
  /** A list of up to 100 ids (the notifications a screen showed). */
  ids: 8 * 1024,
  /** A report's reason and note (500 characters), or a suspension's period and reason. */
  report: 8 * 1024,
  /** A forum post or reply (up to 20,000 characters, which JSON may escape). */
  forumText: 64 * 1024,
  /** A newsletter issue or a page behind the footer (50,000 characters of Markdown, which JSON may escape). */
  markdownText: 256 * 1024,
  /** The contact form: a name, an address and a message of up to 5,000 characters. */
  contactForm: 32 * 1024,
  /** A cart line, the checkout's details, the delivery settings (37 state fees). */
  shopForm: 16 * 1024,
  /** A payment gateway's event: a transaction with its customer and metadata, a few kB. */
  gatewayEvent: 64 * 1024,
} as const;
