// Which discussion mails an unsubscribe link turns off (the answer and the page name them from the catalogs).
export const MAIL_TOPICS = ['replies', 'mentions', 'all'] as const;
export type MailTopic = (typeof MAIL_TOPICS)[number];
