// One local SMTP server for a describe block: started once, emptied and accepting before each test.
// `mail` is the configuration that points the app at it (pass it to useTestApp).
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startFakeSmtp, type FakeSmtp } from './fakes/smtp';

export function useFakeSmtp() {
  const mail = { smtpUrl: '', from: 'Griot <hello@griot.test>' };
  let server: FakeSmtp | null = null;
  beforeAll(async () => {
    server = await startFakeSmtp();
  });
  afterAll(() => server?.close());
  beforeEach(() => {
    mail.smtpUrl = server!.url;
    server!.received.length = 0;
    server!.refuse(0);
  });
  return {
    mail,
    get smtp(): FakeSmtp {
      return server!;
    },
  };
}
