// The mail the app sent, as the local SMTP server received it (GET /__mail of the fake services).
import { expectEventually } from './page-state';

/** The admin's mailbox that the servers under test send contact messages to (CONTACT_TO). */
export const CONTACT_MAILBOX = 'desk@griot.test';

export interface Mail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Every header as it was sent, by its lower-case name. */
  headers: Record<string, string>;
}

/** The first mail to `email` whose subject holds `subject`, waiting for it up to 15 s. */
export async function mailTo(fakesUrl: string, email: string, subject: string): Promise<Mail> {
  let found: Mail | undefined;
  await expectEventually(async () => {
    const mails = (await (await fetch(`${fakesUrl}/__mail`)).json()) as Mail[];
    found = mails.find((mail) => mail.to.includes(email) && mail.subject.includes(subject));
    return found !== undefined;
  }, 15_000);
  return found!;
}
