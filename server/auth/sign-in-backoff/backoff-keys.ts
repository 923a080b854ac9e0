// The names the database and Redis stores keep the backoff's counts under: digests (limit-key-digest.ts)
// of the e-mail, of the e-mail with a client address that signed in to it before, and of that address.
import { limitKeyDigest } from '@server/http/limits/limit-key-digest';

export function backoffKeys(email: string, address: string) {
  return {
    email: limitKeyDigest(`sign-in:${email}`),
    emailAndAddress: limitKeyDigest(`sign-in:${email}\n${address}`),
    address: limitKeyDigest(address),
  };
}
