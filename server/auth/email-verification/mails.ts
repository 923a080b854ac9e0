// The mails of an address: confirm it (after join, or for a new address), and tell the old address that
// the account moved. Tokens ride in the link's fragment, which no server receives (as the reset link's).
// In the language given, the page's address too.
import type { I18n } from '@lingui/core';
import { pageUrl } from '@server/mail/mail-language';
import type { MailContent } from '@server/mail/message';
import { withValues } from '@server/lib/i18n/server-i18n';

const verifyPageUrl = (i18n: I18n, publicUrl: string, token: string) =>
  pageUrl(i18n, publicUrl, `/verify-email#token=${token}`);

export function confirmAddressMail(
  i18n: I18n,
  publicUrl: string,
  token: string,
  { change }: { change: boolean },
): MailContent {
  return {
    language: i18n,
    subject: i18n._(
      change
        ? /*i18n*/ { id: 'auth.confirm-mail.new-subject', message: 'Confirm your new Griot e-mail address' }
        : /*i18n*/ { id: 'auth.confirm-mail.subject', message: 'Confirm your Griot e-mail address' },
    ),
    heading: i18n._(
      change
        ? /*i18n*/ { id: 'auth.confirm-mail.new-heading', message: 'Confirm your new address' }
        : /*i18n*/ { id: 'auth.confirm-mail.heading', message: 'Welcome to Griot' },
    ),
    blocks: [
      {
        kind: 'paragraph',
        text: i18n._(
          change
            ? /*i18n*/ {
                id: 'auth.confirm-mail.new-intro',
                message: 'You asked to move your Griot account to this address. It moves when you open this link.',
              }
            : /*i18n*/ {
                id: 'auth.confirm-mail.intro',
                message: 'Please confirm that this address is yours, so that we can reach you about your account.',
              },
        ),
      },
      {
        kind: 'button',
        label: i18n._(/*i18n*/ { id: 'auth.confirm-mail.button', message: 'Confirm this address' }),
        url: verifyPageUrl(i18n, publicUrl, token),
      },
      {
        kind: 'paragraph',
        text: i18n._(
          /*i18n*/ {
            id: 'auth.confirm-mail.link-once',
            message: 'The link works once, for 24 hours. If you did not ask, ignore this mail.',
          },
        ),
      },
    ],
  };
}

export function addressChangedMail(i18n: I18n, newEmail: string): MailContent {
  return {
    language: i18n,
    subject: i18n._(
      /*i18n*/ { id: 'auth.address-changed-mail.subject', message: 'Your Griot e-mail address was changed' },
    ),
    heading: i18n._(/*i18n*/ { id: 'auth.address-changed-mail.heading', message: 'Your address was changed' }),
    blocks: [
      {
        kind: 'paragraph',
        text: i18n._(
          withValues(
            /*i18n*/ {
              id: 'auth.address-changed-mail.now-uses',
              message: 'Your Griot account now uses {newEmail}; mail about it goes there.',
            },
            { newEmail },
          ),
        ),
      },
      {
        kind: 'paragraph',
        text: i18n._(
          /*i18n*/ {
            id: 'auth.address-changed-mail.not-you',
            message:
              'If you did not make this change, reply to this mail or contact the site at once: someone may have your password.',
          },
        ),
      },
    ],
  };
}
