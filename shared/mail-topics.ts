// Which discussion mails an unsubscribe link turns off, and how the mails, the answer and the page name them.
export const MAIL_TOPICS = ['replies', 'mentions', 'all'] as const;
export type MailTopic = (typeof MAIL_TOPICS)[number];

export const MAIL_TOPIC_WORDS: Record<MailTopic, string> = {
  replies: 'replies to your posts and what you follow',
  mentions: 'mentions of you',
  all: 'replies and mentions',
};
