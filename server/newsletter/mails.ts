// The newsletter's two mails: the confirmation of a subscription, and an issue (the admin's Markdown, with
// the one-click unsubscribe headers and a small link to the unsubscribe page at its foot: the content is
// the mail's focus, and mail clients show their own Unsubscribe button from the headers). Their texts are in
// the language given, the pages' addresses too; an issue's subject and body stay as the admin wrote them.
import type { I18n } from '@lingui/core';
import { pageUrl } from '@server/mail/mail-language';
import type { MailContent } from '@server/mail/message';
import { oneClickUnsubscribeHeaders } from '@server/mail/one-click-unsubscribe';
import { confirmPagePath, oneClickUrl, unsubscribePagePath } from './links';
import { withValues } from '@server/lib/i18n/server-i18n';

export function confirmationMail(i18n: I18n, publicUrl: string, token: string): MailContent {
  return {
    language: i18n,
    subject: i18n._(
      /*i18n*/ { id: 'newsletter.confirm-mail.subject', message: 'Confirm your subscription to the Griot newsletter' },
    ),
    heading: i18n._(/*i18n*/ { id: 'newsletter.confirm-mail.heading', message: 'One click to subscribe' }),
    blocks: [
      {
        kind: 'paragraph',
        text: i18n._(
          /*i18n*/ {
            id: 'newsletter.confirm-mail.asked',
            message:
              'Someone, we hope you, asked to get the Griot newsletter at this address: new drops, shows and stories, once a month.',
          },
        ),
      },
      {
        kind: 'button',
        label: i18n._(/*i18n*/ { id: 'newsletter.confirm-mail.button', message: 'Confirm my subscription' }),
        url: pageUrl(i18n, publicUrl, confirmPagePath(token)),
      },
      {
        kind: 'paragraph',
        text: i18n._(
          /*i18n*/ {
            id: 'newsletter.confirm-mail.not-asked',
            message: 'If you did not ask, ignore this mail: without a click we send you nothing more.',
          },
        ),
      },
    ],
  };
}

export interface IssueContent {
  subject: string;
  body: string;
}

/** An issue for one subscriber, with their unsubscribe links; a test (no token) says what the real one has. */
export function issueMail(
  i18n: I18n,
  publicUrl: string,
  issue: IssueContent,
  unsubscribeToken: string | null,
): MailContent {
  const footer: MailContent['blocks'] = unsubscribeToken
    ? [
        {
          kind: 'small-print',
          text: i18n._(
            /*i18n*/ {
              id: 'newsletter.issue-mail.why',
              message: 'You get this mail because you subscribed to the Griot newsletter.',
            },
          ),
          link: {
            label: i18n._(/*i18n*/ { id: 'newsletter.issue-mail.unsubscribe', message: 'Unsubscribe' }),
            url: pageUrl(i18n, publicUrl, unsubscribePagePath(unsubscribeToken)),
          },
        },
      ]
    : [
        {
          kind: 'paragraph',
          text: i18n._(
            /*i18n*/ {
              id: 'newsletter.issue-mail.test-note',
              message:
                'This is a test sent to you alone. Each subscriber’s copy ends with a link to unsubscribe, and mail clients show an Unsubscribe button.',
            },
          ),
        },
      ];
  return {
    language: i18n,
    declaresLanguage: false,
    subject: unsubscribeToken
      ? issue.subject
      : i18n._(
          withValues(
            /*i18n*/ { id: 'newsletter.issue-mail.test-subject', message: '[Test] {subject}' },
            { subject: issue.subject },
          ),
        ),
    heading: issue.subject,
    blocks: [{ kind: 'markdown', text: issue.body }, ...footer],
    ...(unsubscribeToken ? { headers: oneClickUnsubscribeHeaders(oneClickUrl(publicUrl, unsubscribeToken)) } : {}),
  };
}
