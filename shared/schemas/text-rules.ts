// Rules on text that a person types, each with the message they read when it fails. The rules look at
// the text as it will be stored, trimmed, and are plain JSON Schema (patterns), so that the server's
// validator, the forms and the API document all read the same thing.
import Type, { type TString } from 'typebox';
import type { RuleText } from './problems';

/** A JSON Schema node with the message of its one keyword. */
export type Rule = Record<string, unknown>;

/** Something besides spaces. */
export const NOT_BLANK = '\\S';

/**
 * Text whose trimmed length is over `max` (used under `not`). Anchored at the first non-space, so a long
 * input costs one pass.
 */
export const trimmedLongerThan = (max: number) => `^\\s*\\S[\\s\\S]{${max - 1},}\\S`;

/** A rule of its own: the text must match `pattern`, or the person reads `message`. */
export const mustMatch = (pattern: string, message: RuleText): Rule => ({
  pattern,
  errorMessage: { pattern: message },
});

/** A rule of its own: the text must not match `pattern`, or the person reads `message`. */
export const mustNotMatch = (pattern: string, message: RuleText): Rule => ({
  not: { type: 'string', pattern },
  errorMessage: { not: message },
});

/** A line break inside the text (trimmed text may end with one). */
export const LINE_BREAK_INSIDE = '\\S\\s*[\\r\\n\\u2028\\u2029]\\s*\\S';
export const ONE_LINE_MESSAGE = /*i18n*/ { id: 'forms.one-line', message: 'Keep this on one line: no line breaks.' };

/**
 * A link or an address inside a name: a scheme, `www.`, an `@`, or a lower-case host name (`bank-verify.com`,
 * where a person's "St.John" has a capital). A name starts the mails about what it names, sent to addresses
 * nobody proved, so it must not carry a link in the site's own voice.
 */
export const LINK_INSIDE = '://|[wW]{3}\\.|@|[a-z0-9-]\\.[a-z]{2,}(?![A-Za-z])';
export const NO_LINK_MESSAGE = /*i18n*/ {
  id: 'forms.no-link-in-name',
  message: 'A name cannot hold a link or an e-mail address.',
};

interface TextRules {
  /** The message when the field is missing, empty or only spaces. */
  required?: RuleText;
  /** At most this many characters once trimmed, or the message. */
  max?: { length: number; message: RuleText };
  /**
   * Text of paragraphs (a bio, a post, a message). Any other text is one line: names and titles go into
   * mail subjects, headers and greetings, where a line break could pass for a line of the mail itself.
   */
  paragraphs?: boolean;
  /** Rules of the field's own, each with its message. */
  rules?: Rule[];
}

/**
 * Text a person types. `cap` bounds what the server reads at all (a malformed request hears the
 * validator's own words); `rules` are what the person reads about.
 */
export function PersonText(
  cap: number,
  { required, max, paragraphs = false, rules: own = [] }: TextRules = {},
): TString {
  const rules = [
    ...own,
    ...(required ? [mustMatch(NOT_BLANK, required)] : []),
    ...(max ? [mustNotMatch(trimmedLongerThan(max.length), max.message)] : []),
    ...(paragraphs ? [] : [mustNotMatch(LINE_BREAK_INSIDE, ONE_LINE_MESSAGE)]),
  ];
  return Type.String({
    maxLength: cap,
    ...(rules.length > 0 ? { allOf: rules } : {}),
    ...(required ? { errorMessage: { required } } : {}),
  });
}
