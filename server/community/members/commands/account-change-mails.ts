// The mails that tell a member what an admin changed on their account: a new role, a suspension, its
// lifting. Plain words, the admin's reason when there is one, and one button to what they can do next; in
// the member's language, with its date and its addresses.
import type { I18n } from '@lingui/core';
import { EVENT_TIME_ZONE, type Role } from '@shared/constants';
import { formatDate } from '@shared/locale-format/format';
import { withValues } from '@server/lib/i18n/server-i18n';
import { mailLocale, pageUrl } from '@server/mail/mail-language';
import type { MailBlock, MailContent } from '@server/mail/message';

const reasonBlock = (i18n: I18n, reason: string): MailBlock[] =>
  reason
    ? [
        {
          kind: 'paragraph',
          text: i18n._(
            withValues(
              /*i18n*/ { id: 'community.change-mail.reason', message: "The admin's reason: {reason}" },
              { reason },
            ),
          ),
        },
      ]
    : [];

export function roleChangedMail(i18n: I18n, publicUrl: string, role: Role, reason: string): MailContent {
  if (role === 'admin') {
    return {
      language: i18n,
      subject: i18n._(/*i18n*/ { id: 'community.role-mail.admin-subject', message: 'You are now an admin of Griot' }),
      heading: i18n._(/*i18n*/ { id: 'community.role-mail.admin-heading', message: 'You are now an admin' }),
      blocks: [
        {
          kind: 'paragraph',
          text: i18n._(
            /*i18n*/ {
              id: 'community.role-mail.admin-now',
              message:
                'An admin made your Griot account an admin: you can now run the shop, the catalogue, the community and its members.',
            },
          ),
        },
        ...reasonBlock(i18n, reason),
        {
          kind: 'button',
          label: i18n._(/*i18n*/ { id: 'community.role-mail.open-admin', message: 'Open the admin panel' }),
          // The admin area has one address in every language: its language is the account's.
          url: `${publicUrl}/admin`,
        },
      ],
    };
  }
  return {
    language: i18n,
    subject: i18n._(
      /*i18n*/ { id: 'community.role-mail.member-subject', message: 'You are no longer an admin of Griot' },
    ),
    heading: i18n._(/*i18n*/ { id: 'community.role-mail.member-heading', message: 'You are no longer an admin' }),
    blocks: [
      {
        kind: 'paragraph',
        text: i18n._(
          /*i18n*/ {
            id: 'community.role-mail.member-again',
            message:
              'An admin made your Griot account a member again: the admin panel is closed to you, and everything else stays as it was.',
          },
        ),
      },
      ...reasonBlock(i18n, reason),
      {
        kind: 'button',
        label: i18n._(/*i18n*/ { id: 'community.role-mail.go-to-griot', message: 'Go to Griot' }),
        url: pageUrl(i18n, publicUrl, '/'),
      },
    ],
  };
}

export function suspendedMail(i18n: I18n, publicUrl: string, until: Date | null, reason: string): MailContent {
  const locale = mailLocale(i18n);
  return {
    language: i18n,
    subject: i18n._(/*i18n*/ { id: 'community.suspended-mail.subject', message: 'Your Griot account is suspended' }),
    heading: i18n._(/*i18n*/ { id: 'community.suspended-mail.heading', message: 'Your account is suspended' }),
    blocks: [
      {
        kind: 'paragraph',
        text:
          until === null
            ? i18n._(
                /*i18n*/ {
                  id: 'community.suspended-mail.for-good',
                  message:
                    'An admin suspended your Griot account for good. Until then you cannot sign in, post or reply; you were signed out everywhere.',
                },
              )
            : i18n._(
                withValues(
                  /*i18n*/ {
                    id: 'community.suspended-mail.until',
                    message:
                      'An admin suspended your Griot account until {day} at {time} (Lagos time). Until then you cannot sign in, post or reply; you were signed out everywhere.',
                  },
                  {
                    day: formatDate(until, locale, 'date', EVENT_TIME_ZONE),
                    time: formatDate(until, locale, 'clock', EVENT_TIME_ZONE),
                  },
                ),
              ),
      },
      ...reasonBlock(i18n, reason),
      {
        kind: 'paragraph',
        text: i18n._(
          /*i18n*/ {
            id: 'community.suspended-mail.mistake',
            message: 'If you think this is a mistake, write to us and say why.',
          },
        ),
      },
      {
        kind: 'button',
        label: i18n._(/*i18n*/ { id: 'community.suspended-mail.write-to-us', message: 'Write to us' }),
        url: pageUrl(i18n, publicUrl, '/contact'),
      },
    ],
  };
}

export function suspensionLiftedMail(i18n: I18n, publicUrl: string, reason: string): MailContent {
  return {
    language: i18n,
    subject: i18n._(/*i18n*/ { id: 'community.lifted-mail.subject', message: 'Your Griot account is open again' }),
    heading: i18n._(/*i18n*/ { id: 'community.lifted-mail.heading', message: 'Your suspension is lifted' }),
    blocks: [
      {
        kind: 'paragraph',
        text: i18n._(
          /*i18n*/ {
            id: 'community.lifted-mail.lifted',
            message: 'An admin lifted the suspension of your Griot account: you can sign in and write again.',
          },
        ),
      },
      ...reasonBlock(i18n, reason),
      {
        kind: 'button',
        label: i18n._(/*i18n*/ { id: 'community.lifted-mail.sign-in', message: 'Sign in' }),
        url: pageUrl(i18n, publicUrl, '/login'),
      },
    ],
  };
}
