// The mail that tells an account's address its password has changed (password-changed.ts).
import type { MailContent } from '@server/mail/message';

export function passwordChangedMail(): MailContent {
  return {
    subject: 'Your Griot password was changed',
    heading: 'Your password was changed',
    blocks: [
      {
        kind: 'paragraph',
        text: 'The password of your Griot account was just changed. Your other devices were signed out, and any change of address waiting for confirmation was cancelled.',
      },
      {
        kind: 'paragraph',
        text: 'If you did not change it, reset your password from the sign-in page at once, or contact the site: someone may have your old one.',
      },
    ],
  };
}
