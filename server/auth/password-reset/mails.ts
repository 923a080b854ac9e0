// The reset mail. The token rides in the link's fragment (`#token=`), which browsers never send to a
// server: it stays out of every request line, access log and Referer on its way to the page. In the
// language given, the page's address too.
import type { I18n } from '@lingui/core';
import { pageUrl } from '@server/mail/mail-language';
import type { MailContent } from '@server/mail/message';

const resetPageUrl = (i18n: I18n, publicUrl: string, token: string) =>
  pageUrl(i18n, publicUrl, `/reset-password#token=${token}`);

export function passwordResetMail(i18n: I18n, publicUrl: string, token: string): MailContent {
  const choose = /*i18n*/ { id: 'auth.reset-mail.choose', message: 'Choose a new password' };
  return {
    language: i18n,
    subject: i18n._(/*i18n*/ { id: 'auth.reset-mail.subject', message: 'Reset your Griot password' }),
    heading: i18n._(choose),
    blocks: [
      {
        kind: 'paragraph',
        text: i18n._(
          /*i18n*/ {
            id: 'auth.reset-mail.asked',
            message: 'Someone, we hope you, asked to reset the password of the Griot account of this address.',
          },
        ),
      },
      { kind: 'button', label: i18n._(choose), url: resetPageUrl(i18n, publicUrl, token) },
      {
        kind: 'paragraph',
        text: i18n._(
          /*i18n*/ {
            id: 'auth.reset-mail.link-once',
            message: 'The link works once, for 30 minutes. Setting a password signs out your other devices.',
          },
        ),
      },
      {
        kind: 'paragraph',
        text: i18n._(
          /*i18n*/ {
            id: 'auth.reset-mail.not-asked',
            message: 'If you did not ask, ignore this mail: your password stays as it is.',
          },
        ),
      },
    ],
  };
}
