// The secrets a browser or a mail carries (a session's cookie, a reset link): 256 random bits, of which only
// the SHA-256 is stored, so a leaked table opens nothing.
import { createHash, randomBytes } from 'node:crypto';

export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
