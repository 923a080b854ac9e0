// What a limit counts (a client address, an e-mail, an account) is stored outside this process by its
// SHA-256: one size whatever a request sent (an index entry has a size limit), and no e-mail readable at a
// glance in a table or a Redis key.
import { createHash } from 'node:crypto';

export function limitKeyDigest(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}
