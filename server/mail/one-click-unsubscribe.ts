// One-click unsubscribe (RFC 8058), for every kind of mail that a person can stop: the two headers that
// make mail clients show "Unsubscribe" and POST to the address given, and the form body such a POST
// carries, read and left (the address says everything). Notification mail and the newsletter use both.
import type { FastifyInstance } from 'fastify';

/** The headers of a mail whose one-click address is `url` (absolute, with its token). */
export function oneClickUnsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** Lets the routes of this plugin take a mail client's "List-Unsubscribe=One-Click" form body. */
export function acceptOneClickBodies(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) =>
    done(null, undefined),
  );
}
