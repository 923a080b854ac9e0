// The newsletter's mailed links: the confirmation page (which asks for one click, so that a mail service's
// link scanner confirms nobody), the unsubscribe page, and the one-click unsubscribe address of RFC 8058
// that mail clients POST to. The confirmation token is kept as its SHA-256; the unsubscribe token can only
// stop this newsletter, so it is kept as it is and carried by every issue.
import { createHash, randomBytes } from 'node:crypto';

export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The pages' paths, which a mail gives in its language (server/mail/mail-language.ts). */
export const confirmPagePath = (token: string) => `/newsletter/confirm?token=${token}`;
export const unsubscribePagePath = (token: string) => `/newsletter/unsubscribe?token=${token}`;
export const oneClickUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/api/newsletter/unsubscribe?token=${token}`;
