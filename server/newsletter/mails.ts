// The newsletter's two mails: the confirmation of a subscription, and an issue (the admin's Markdown, with
// the one-click unsubscribe headers and a small link to the unsubscribe page at its foot: the content is
// the mail's focus, and mail clients show their own Unsubscribe button from the headers).
import type { MailContent } from '@server/mail/message';
import { oneClickUnsubscribeHeaders } from '@server/mail/one-click-unsubscribe';
import { confirmPageUrl, oneClickUrl, unsubscribePageUrl } from './links';

export function confirmationMail(publicUrl: string, token: string): MailContent {
  return {
    subject: 'Confirm your subscription to the Griot newsletter',
    heading: 'One click to subscribe',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Someone, we hope you, asked to get the Griot newsletter at this address: new drops, shows and stories, once a month.',
      },
      { kind: 'button', label: 'Confirm my subscription', url: confirmPageUrl(publicUrl, token) },
      { kind: 'paragraph', text: 'If you did not ask, ignore this mail: without a click we send you nothing more.' },
    ],
  };
}

export interface IssueContent {
  subject: string;
  body: string;
}

/** An issue for one subscriber, with their unsubscribe links; a test (no token) says what the real one has. */
export function issueMail(publicUrl: string, issue: IssueContent, unsubscribeToken: string | null): MailContent {
  const footer: MailContent['blocks'] = unsubscribeToken
    ? [
        {
          kind: 'small-print',
          text: 'You get this mail because you subscribed to the Griot newsletter.',
          link: { label: 'Unsubscribe', url: unsubscribePageUrl(publicUrl, unsubscribeToken) },
        },
      ]
    : [
        {
          kind: 'paragraph',
          text: 'This is a test sent to you alone. Each subscriber’s copy ends with a link to unsubscribe, and mail clients show an Unsubscribe button.',
        },
      ];
  return {
    subject: unsubscribeToken ? issue.subject : `[Test] ${issue.subject}`,
    heading: issue.subject,
    blocks: [{ kind: 'markdown', text: issue.body }, ...footer],
    ...(unsubscribeToken ? { headers: oneClickUnsubscribeHeaders(oneClickUrl(publicUrl, unsubscribeToken)) } : {}),
  };
}
