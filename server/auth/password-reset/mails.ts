// The reset mail. The token rides in the link's fragment (`#token=`), which browsers never send to a
// server: it stays out of every request line, access log and Referer on its way to the page.
import type { MailContent } from '@server/mail/message';

export const resetPageUrl = (publicUrl: string, token: string) => `${publicUrl}/reset-password#token=${token}`;

export function passwordResetMail(publicUrl: string, token: string): MailContent {
  return {
    subject: 'Reset your Griot password',
    heading: 'Choose a new password',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Someone, we hope you, asked to reset the password of the Griot account of this address.',
      },
      { kind: 'button', label: 'Choose a new password', url: resetPageUrl(publicUrl, token) },
      {
        kind: 'paragraph',
        text: 'The link works once, for 30 minutes. Setting a password signs out your other devices.',
      },
      { kind: 'paragraph', text: 'If you did not ask, ignore this mail: your password stays as it is.' },
    ],
  };
}
