// The mail about new replies to a member's post and mentions of them in it: one for the first at once, then
// one for everything that came in the next 15 minutes (mail-job.ts). Each carries the one-click unsubscribe
// headers of RFC 8058 and links to the member's settings.
import type { MailContent } from '@server/mail/message';
import { oneClickUnsubscribeHeaders } from '@server/mail/one-click-unsubscribe';
import { MAIL_TOPIC_WORDS, type MailTopic } from '@shared/mail-topics';
import { oneClickUnsubscribeUrl, unsubscribePageUrl } from './unsubscribe-links';
import { threadPathOf } from '@server/db/slugs/thread-address';

export interface PendingNotice {
  kind: 'reply' | 'followed_reply' | 'forum_post' | 'mention';
  actor: string;
  title: string;
}

/** "Ada Obi", "Ada Obi and Kwame Asante", "Ada Obi, Kwame Asante and 27 others". */
function whoDidIt(actors: string[]): string {
  const names = [...new Set(actors)];
  if (names.length === 1) return names[0]!;
  if (names.length === 2) return `${names[0]} and ${names[1]}`;
  const others = names.length - 2;
  return `${names[0]}, ${names[1]} and ${others} other${others === 1 ? '' : 's'}`;
}

const isReply = (notice: PendingNotice) => notice.kind === 'reply' || notice.kind === 'followed_reply';

function headline(notices: PendingNotice[], title: string): string {
  const replies = notices.filter(isReply).length;
  const mentions = notices.filter((notice) => notice.kind === 'mention').length;
  const first = notices[0]!;
  if (notices.length === 1) {
    if (first.kind === 'forum_post') return `${first.actor} started “${title}” in a forum you follow`;
    return isReply(first) ? `${first.actor} replied to “${title}”` : `${first.actor} mentioned you in “${title}”`;
  }
  // A new post of a followed forum, then replies to it: they count as the discussion's new messages.
  if (mentions === 0 && replies < notices.length) return `${notices.length} new messages in “${title}”`;
  if (mentions === 0) return `${replies} new replies to “${title}”`;
  if (replies === 0) return `${mentions} new mentions of you in “${title}”`;
  return `${replies} new ${replies === 1 ? 'reply' : 'replies'} and ${mentions} ${mentions === 1 ? 'mention' : 'mentions'} in “${title}”`;
}

export function discussionMail(
  publicUrl: string,
  postId: string,
  notices: PendingNotice[],
  token: string,
): MailContent {
  const title = notices.at(-1)!.title;
  const topic: MailTopic = notices.every((notice) => notice.kind !== 'mention')
    ? 'replies'
    : notices.every((notice) => notice.kind === 'mention')
      ? 'mentions'
      : 'all';
  const about = MAIL_TOPIC_WORDS[topic];
  const subject = headline(notices, title);
  return {
    subject,
    heading: subject,
    blocks: [
      {
        kind: 'paragraph',
        text:
          notices.length === 1
            ? `${notices[0]!.actor} wrote in the discussion “${title}” on Griot.`
            : `${whoDidIt(notices.map((notice) => notice.actor))} wrote in the discussion “${title}” on Griot.`,
      },
      { kind: 'button', label: 'Read the discussion', url: `${publicUrl}${threadPathOf(postId, title)}` },
      {
        kind: 'paragraph',
        text: 'We mail at most once every 15 minutes about one discussion; the bell on the site shows each one.',
      },
      { kind: 'button', label: `Stop mails about ${about}`, url: unsubscribePageUrl(publicUrl, token, topic) },
      { kind: 'paragraph', text: `Choose what we mail you: ${publicUrl}/account#notifications` },
    ],
    headers: oneClickUnsubscribeHeaders(oneClickUnsubscribeUrl(publicUrl, token, topic)),
  };
}
