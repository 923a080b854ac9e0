// The mail about new replies to a member's post and mentions of them in it: one for the first at once, then
// one for everything that came in the next 15 minutes (mail-job.ts). Each carries the one-click unsubscribe
// headers of RFC 8058 and links to the member's settings; it is in the member's language.
import type { I18n } from '@lingui/core';
import { pageUrl } from '@server/mail/mail-language';
import type { MailContent } from '@server/mail/message';
import { oneClickUnsubscribeHeaders } from '@server/mail/one-click-unsubscribe';
import { withValues } from '@server/lib/i18n/server-i18n';
import type { MailTopic } from '@shared/mail-topics';
import { oneClickUnsubscribeUrl, unsubscribePath } from './unsubscribe-links';
import { threadPathOf } from '@server/db/slugs/thread-address';

export interface PendingNotice {
  kind: 'reply' | 'followed_reply' | 'forum_post' | 'mention';
  actor: string;
  title: string;
}

/** "Ada Obi", "Ada Obi and Kwame Asante", "Ada Obi, Kwame Asante and 27 others". */
function whoDidIt(i18n: I18n, actors: string[]): string {
  const names = [...new Set(actors)];
  const [first, second] = names;
  if (names.length === 1) return first!;
  if (names.length === 2)
    return i18n._(
      withValues(/*i18n*/ { id: 'notifications.mail.two-people', message: '{first} and {second}' }, { first, second }),
    );
  return i18n._(
    withValues(
      /*i18n*/ {
        id: 'notifications.mail.many-people',
        message: '{first}, {second} and {others, plural, one {# other} other {# others}}',
      },
      { first, second, others: names.length - 2 },
    ),
  );
}

const isReply = (notice: PendingNotice) => notice.kind === 'reply' || notice.kind === 'followed_reply';

function headline(i18n: I18n, notices: PendingNotice[], title: string): string {
  const replies = notices.filter(isReply).length;
  const mentions = notices.filter((notice) => notice.kind === 'mention').length;
  const first = notices[0]!;
  const { actor } = first;
  if (notices.length === 1) {
    if (first.kind === 'forum_post')
      return i18n._(
        withValues(
          /*i18n*/ { id: 'notifications.mail.started', message: '{actor} started “{title}” in a forum you follow' },
          { actor, title },
        ),
      );
    return isReply(first)
      ? i18n._(
          withValues(
            /*i18n*/ { id: 'notifications.mail.replied', message: '{actor} replied to “{title}”' },
            { actor, title },
          ),
        )
      : i18n._(
          withValues(
            /*i18n*/ { id: 'notifications.mail.mentioned', message: '{actor} mentioned you in “{title}”' },
            { actor, title },
          ),
        );
  }
  // A new post of a followed forum, then replies to it: they count as the discussion's new messages.
  if (mentions === 0 && replies < notices.length)
    return i18n._(
      withValues(
        /*i18n*/ {
          id: 'notifications.mail.new-messages',
          message: '{count, plural, one {# new message in “{title}”} other {# new messages in “{title}”}}',
        },
        { count: notices.length, title },
      ),
    );
  if (mentions === 0)
    return i18n._(
      withValues(
        /*i18n*/ {
          id: 'notifications.mail.new-replies',
          message: '{replies, plural, one {# new reply to “{title}”} other {# new replies to “{title}”}}',
        },
        { replies, title },
      ),
    );
  if (replies === 0)
    return i18n._(
      withValues(
        /*i18n*/ {
          id: 'notifications.mail.new-mentions',
          message:
            '{mentions, plural, one {# new mention of you in “{title}”} other {# new mentions of you in “{title}”}}',
        },
        { mentions, title },
      ),
    );
  return i18n._(
    withValues(
      /*i18n*/ {
        id: 'notifications.mail.replies-and-mentions',
        message:
          '{replies, plural, one {# new reply} other {# new replies}} and {mentions, plural, one {# mention} other {# mentions}} in “{title}”',
      },
      { replies, mentions, title },
    ),
  );
}

export function discussionMail(
  i18n: I18n,
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
  const subject = headline(i18n, notices, title);
  const who = whoDidIt(
    i18n,
    notices.map((notice) => notice.actor),
  );
  return {
    language: i18n,
    subject,
    heading: subject,
    blocks: [
      {
        kind: 'paragraph',
        text: i18n._(
          withValues(
            /*i18n*/ { id: 'notifications.mail.wrote', message: '{who} wrote in the discussion “{title}” on Griot.' },
            { who, title },
          ),
        ),
      },
      {
        kind: 'button',
        label: i18n._(/*i18n*/ { id: 'notifications.mail.read', message: 'Read the discussion' }),
        url: pageUrl(i18n, publicUrl, threadPathOf(postId, title)),
      },
      {
        kind: 'paragraph',
        text: i18n._(
          /*i18n*/ {
            id: 'notifications.mail.at-most',
            message: 'We mail at most once every 15 minutes about one discussion; the bell on the site shows each one.',
          },
        ),
      },
      {
        kind: 'button',
        label: i18n._(
          withValues(
            /*i18n*/ {
              id: 'notifications.mail.stop',
              message:
                '{topic, select, replies {Stop mails about replies to your posts and what you follow} mentions {Stop mails about mentions of you} other {Stop mails about replies and mentions}}',
            },
            { topic },
          ),
        ),
        url: pageUrl(i18n, publicUrl, unsubscribePath(token, topic)),
      },
      {
        kind: 'paragraph',
        text: i18n._(
          withValues(
            /*i18n*/ { id: 'notifications.mail.choose', message: 'Choose what we mail you: {address}' },
            { address: pageUrl(i18n, publicUrl, '/account#notifications') },
          ),
        ),
      },
    ],
    headers: oneClickUnsubscribeHeaders(oneClickUnsubscribeUrl(publicUrl, token, topic)),
  };
}
