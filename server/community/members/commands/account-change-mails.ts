// The mails that tell a member what an admin changed on their account: a new role, a suspension, its
// lifting. Plain words, the admin's reason when there is one, and one button to what they can do next.
import type { Role } from '@shared/constants';
import { formatSuspensionEnd } from '@shared/reports';
import type { MailBlock, MailContent } from '@server/mail/message';

const reasonBlock = (reason: string): MailBlock[] =>
  reason ? [{ kind: 'paragraph', text: `The admin's reason: ${reason}` }] : [];

export function roleChangedMail(publicUrl: string, role: Role, reason: string): MailContent {
  if (role === 'admin') {
    return {
      subject: 'You are now an admin of Griot',
      heading: 'You are now an admin',
      blocks: [
        {
          kind: 'paragraph',
          text: 'An admin made your Griot account an admin: you can now run the shop, the catalogue, the community and its members.',
        },
        ...reasonBlock(reason),
        { kind: 'button', label: 'Open the admin panel', url: `${publicUrl}/admin` },
      ],
    };
  }
  return {
    subject: 'You are no longer an admin of Griot',
    heading: 'You are no longer an admin',
    blocks: [
      {
        kind: 'paragraph',
        text: 'An admin made your Griot account a member again: the admin panel is closed to you, and everything else stays as it was.',
      },
      ...reasonBlock(reason),
      { kind: 'button', label: 'Go to Griot', url: publicUrl },
    ],
  };
}

export function suspendedMail(publicUrl: string, until: Date | null, reason: string): MailContent {
  const period = until === null ? 'for good' : `until ${formatSuspensionEnd(until)}`;
  return {
    subject: 'Your Griot account is suspended',
    heading: 'Your account is suspended',
    blocks: [
      {
        kind: 'paragraph',
        text: `An admin suspended your Griot account ${period}. Until then you cannot sign in, post or reply; you were signed out everywhere.`,
      },
      ...reasonBlock(reason),
      { kind: 'paragraph', text: 'If you think this is a mistake, write to us and say why.' },
      { kind: 'button', label: 'Write to us', url: `${publicUrl}/contact` },
    ],
  };
}

export function suspensionLiftedMail(publicUrl: string, reason: string): MailContent {
  return {
    subject: 'Your Griot account is open again',
    heading: 'Your suspension is lifted',
    blocks: [
      {
        kind: 'paragraph',
        text: 'An admin lifted the suspension of your Griot account: you can sign in and write again.',
      },
      ...reasonBlock(reason),
      { kind: 'button', label: 'Sign in', url: `${publicUrl}/login` },
    ],
  };
}
