// A reset request is answered at once and alike for every address; this job, on the runner, looks the
// address up and mails a link when it has an account. So the answer's timing tells nothing either. The mail
// is in the member's language, else the page's that asked (the payload's).
import type { Db } from '@server/db/database';
import type { JobHandler } from '@server/jobs/runner';
import { mailI18n } from '@server/mail/mail-language';
import { queueMail } from '@server/mail/outbox';
import { findUserByEmail } from '../lib/users-repository';
import { passwordResetMail } from './mails';
import { createResetToken } from './reset-links';

export const PASSWORD_RESET_JOB = 'auth.password-reset';

export function passwordResetJob(db: Db, publicUrl: string): JobHandler {
  return async (payload) => {
    const email = typeof payload.email === 'string' ? payload.email : '';
    const user = email ? await findUserByEmail(db, email) : null;
    if (!user) return;
    const i18n = await mailI18n(user.locale, payload.locale);
    await db.transaction(async (tx) => {
      const token = await createResetToken(tx, user.id);
      await queueMail(tx, user.email, passwordResetMail(i18n, publicUrl, token));
    });
  };
}
