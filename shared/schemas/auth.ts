// Accounts and sessions as the API takes and gives them.
import Type, { type Static } from 'typebox';
import { ROLES } from '../constants';
import { LOCALES } from '../locales';
import { RESERVED_NAME_MESSAGE, RESERVED_WORD_PATTERN } from '../display-names';
import { accountMessages } from './account-messages';
import { DISPLAY_NAME_MAX, EMAIL_PATTERN, PASSWORD_MAX, PASSWORD_MIN, RESERVED_EMAIL_PATTERN } from './auth-limits';
import { Id } from './common';
import { HoneypotFields } from './honeypot';
import type { RuleText } from './problems';
import { mustNotMatch, NOT_BLANK, PersonText } from './text-rules';

// Each body carries its rules and their messages (problems.ts); the caps without a message only bound
// what the server reads.
export const JoinBody = Type.Object(
  {
    email: Type.String({
      maxLength: 1000,
      pattern: EMAIL_PATTERN,
      // The demo personas' `.invalid` addresses (and only those) cannot join: nobody can become one.
      allOf: [mustNotMatch(RESERVED_EMAIL_PATTERN, accountMessages.emailReserved)],
      errorMessage: { pattern: accountMessages.emailInvalid },
    }),
    // Whether the password is one of the most common is the server's own check (common-passwords.ts): the
    // list is too long for a schema, and the form shows the server's answer.
    password: Type.String({
      minLength: PASSWORD_MIN,
      maxLength: PASSWORD_MAX,
      errorMessage: { minLength: accountMessages.passwordTooShort, maxLength: accountMessages.passwordTooLong },
    }),
    displayName: Type.Optional(
      PersonText(1000, {
        max: { length: DISPLAY_NAME_MAX, message: accountMessages.displayNameTooLong },
        rules: [mustNotMatch(RESERVED_WORD_PATTERN, RESERVED_NAME_MESSAGE)],
      }),
    ),
    /** "Send me Griot's newsletter", unticked unless the member ticks it: the double opt-in's first step. */
    newsletter: Type.Optional(
      Type.Boolean({ description: 'Subscribe the address to the newsletter (a link to confirm is mailed)' }),
    ),
    ...HoneypotFields,
  },
  { additionalProperties: false },
);
export type JoinBody = Static<typeof JoinBody>;

/** Both fields must be filled in; whether they are right is the sign-in's own answer. */
export const LoginBody = Type.Object(
  {
    email: Type.String({
      maxLength: 1000,
      pattern: NOT_BLANK,
      errorMessage: { pattern: accountMessages.credentialsRequired },
    }),
    password: Type.String({
      maxLength: 4096,
      minLength: 1,
      errorMessage: { minLength: accountMessages.credentialsRequired },
    }),
  },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBody>;

/** A mailed link's token (256 bits, base64url); anything else is a mangled link, said as such. */
const LinkToken = (message: RuleText) =>
  Type.String({ maxLength: 100, pattern: '^[A-Za-z0-9_-]{43}$', errorMessage: { pattern: message } });

/** "Forgot password?": the address to send a link to. */
export const PasswordResetRequestBody = Type.Object(
  {
    email: Type.String({
      maxLength: 1000,
      pattern: EMAIL_PATTERN,
      errorMessage: { pattern: accountMessages.emailInvalid },
    }),
  },
  { additionalProperties: false },
);
export type PasswordResetRequestBody = Static<typeof PasswordResetRequestBody>;

/** The link's token and the new password, under the rules of join. */
export const PasswordResetBody = Type.Object(
  {
    token: LinkToken(accountMessages.resetLinkInvalid),
    password: JoinBody.properties.password,
  },
  { additionalProperties: false },
);
export type PasswordResetBody = Static<typeof PasswordResetBody>;

export const AcceptedMessage = Type.Object({ message: Type.String() });

/** A confirmation link's token. */
export const EmailVerificationBody = Type.Object(
  {
    token: LinkToken(accountMessages.verifyLinkInvalid),
  },
  { additionalProperties: false },
);
export type EmailVerificationBody = Static<typeof EmailVerificationBody>;

export const EmailConfirmed = Type.Object({ message: Type.String(), email: Type.String() });
export type EmailConfirmed = Static<typeof EmailConfirmed>;

/** The current password, and the new one under the rules of join. */
export const ChangePasswordBody = Type.Object(
  {
    currentPassword: Type.String({
      maxLength: 4096,
      minLength: 1,
      errorMessage: { minLength: accountMessages.currentPasswordWrong },
    }),
    password: JoinBody.properties.password,
  },
  { additionalProperties: false },
);
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

/** A new address (confirmed through itself before it counts) and the current password. */
export const ChangeEmailBody = Type.Object(
  {
    email: JoinBody.properties.email,
    password: ChangePasswordBody.properties.currentPassword,
  },
  { additionalProperties: false },
);
export type ChangeEmailBody = Static<typeof ChangeEmailBody>;

/** Deleting the account: the current password, checked like a change of password. */
export const DeleteAccountBody = Type.Object(
  { password: ChangePasswordBody.properties.currentPassword },
  { additionalProperties: false },
);
export type DeleteAccountBody = Static<typeof DeleteAccountBody>;

export const Role = Type.Enum([...ROLES]);
/** One of the languages Griot speaks (shared/locales.ts). */
export const LocaleName = Type.Enum([...LOCALES], {
  errorMessage: {
    enum: /*i18n*/ { id: 'account.locale-unknown', message: 'Choose one of the languages Griot speaks.' },
    required: /*i18n*/ { id: 'account.locale-required', message: 'Choose a language.' },
  },
});

/** The signed-in user: `{ email, uid }` plus the role the server enforces (docs/product.md §1). */
export const SessionUser = Type.Object({
  uid: Id,
  email: Type.String(),
  role: Role,
  /** Whether the address is confirmed; until it is, the app asks for it in a quiet banner. */
  emailVerified: Type.Boolean(),
  /** The display name the member chose, which the header welcomes them by; null when they chose none. */
  displayName: Type.Union([Type.String(), Type.Null()]),
  /** The language the member chose, which the site and their mails use; null when they chose none. */
  locale: Type.Union([LocaleName, Type.Null()]),
});
export type SessionUser = Static<typeof SessionUser>;

/** A member's choice of language (the header's and footer's switcher). */
export const LanguageBody = Type.Object({ locale: LocaleName });
export type LanguageBody = Static<typeof LanguageBody>;

export const SessionState = Type.Object({ user: Type.Union([SessionUser, Type.Null()]) });
export type SessionState = Static<typeof SessionState>;
