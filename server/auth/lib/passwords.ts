// Password hashing with argon2id (OWASP's first choice), through prebuilt native binaries.
import { hash, verify } from '@node-rs/argon2';

// OWASP's minimum for argon2id: 19 MiB, 2 iterations, 1 lane (about 7 ms here).
// `algorithm: 2` is Argon2id (the package's const enum cannot be imported under verbatimModuleSyntax).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// Verified when the e-mail is unknown, so that an unknown address costs as long as a wrong password.
const UNKNOWN_USER_HASH = hash('no account has this password', OPTIONS);

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash ?? (await UNKNOWN_USER_HASH), password);
  } catch {
    return false;
  }
}
