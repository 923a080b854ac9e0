// The mail that tells an account's address its password has changed (password-changed.ts), in the member's
// language.
import type { I18n } from '@lingui/core';
import type { MailContent } from '@server/mail/message';

export function passwordChangedMail(i18n: I18n): MailContent {
  return {
    language: i18n,
    subject: i18n._(/*i18n*/ { id: 'auth.password-changed-mail.subject', message: 'Your Griot password was changed' }),
    heading: i18n._(/*i18n*/ { id: 'auth.password-changed-mail.heading', message: 'Your password was changed' }),
    blocks: [
      {
        kind: 'paragraph',
        text: i18n._(
          /*i18n*/ {
            id: 'auth.password-changed-mail.signed-out',
            message:
              'The password of your Griot account was just changed. Your other devices were signed out, and any change of address waiting for confirmation was cancelled.',
          },
        ),
      },
      {
        kind: 'paragraph',
        text: i18n._(
          /*i18n*/ {
            id: 'auth.password-changed-mail.not-you',
            message:
              'If you did not change it, reset your password from the sign-in page at once, or contact the site: someone may have your old one.',
          },
        ),
      },
    ],
  };
}
