// The mails of an address: confirm it (after join, or for a new address), and tell the old address that
// the account moved. Tokens ride in the link's fragment, which no server receives (as the reset link's).
import type { MailContent } from '@server/mail/message';

export const verifyPageUrl = (publicUrl: string, token: string) => `${publicUrl}/verify-email#token=${token}`;

export function confirmAddressMail(publicUrl: string, token: string, { change }: { change: boolean }): MailContent {
  return {
    subject: change ? 'Confirm your new Griot e-mail address' : 'Confirm your Griot e-mail address',
    heading: change ? 'Confirm your new address' : 'Welcome to Griot',
    blocks: [
      {
        kind: 'paragraph',
        text: change
          ? 'You asked to move your Griot account to this address. It moves when you open this link.'
          : 'Please confirm that this address is yours, so that we can reach you about your account.',
      },
      { kind: 'button', label: 'Confirm this address', url: verifyPageUrl(publicUrl, token) },
      { kind: 'paragraph', text: 'The link works once, for 24 hours. If you did not ask, ignore this mail.' },
    ],
  };
}

export function addressChangedMail(newEmail: string): MailContent {
  return {
    subject: 'Your Griot e-mail address was changed',
    heading: 'Your address was changed',
    blocks: [
      { kind: 'paragraph', text: `Your Griot account now uses ${newEmail}; mail about it goes there.` },
      {
        kind: 'paragraph',
        text: 'If you did not make this change, reply to this mail or contact the site at once: someone may have your password.',
      },
    ],
  };
}
