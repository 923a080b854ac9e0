// The mail's own parts in the app: sending the outbox on the job runner, and the admin's view of it. The
// outbox and the messages are a layer the features write through (eslint.config.js).
import type { Feature } from '@server/http/feature';
import { mailAccountData } from './account-data';
import { adminMailRoutes } from './admin/routes';
import { MAIL_JOB } from './outbox';
import { mailSendJob } from './send-job';
import { createMailTransport } from './transport';

export const mailFeature: Feature = {
  adminRoutes: [adminMailRoutes],
  accountData: mailAccountData,
  jobs: (app) => {
    const transport = createMailTransport(app.config.mail);
    app.jobs.handle(MAIL_JOB, mailSendJob(app.database.db, transport, app.log));
    // After the runner's own onClose hook (app.ts), which waits for a send under way.
    app.addHook('onClose', async () => transport?.close());
  },
};
