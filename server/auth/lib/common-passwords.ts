// The most common passwords, refused at join (SECURITY.md). The list is zxcvbn-ts's ranked list of leaked
// passwords (@zxcvbn-ts/language-common, MIT, about 49,000 entries), shipped in the package and read
// offline; only this server module imports it, so it never reaches the browser. Loaded on the first join
// rather than at start, and only the entries a password rule would not refuse anyway are kept.
import type { FastifyRequest } from 'fastify';
import { accountMessages } from '@shared/schemas/account-messages';
import { PASSWORD_MIN } from '@shared/schemas/auth-limits';
import { validationFailed } from '@server/errors';

let common: Promise<ReadonlySet<string>> | undefined;

function load(): Promise<ReadonlySet<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].filter((password) => password.length >= PASSWORD_MIN)),
  );
  return common;
}

/** Whether the password, in any case, is one of the most common ones. */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await load()).has(password.toLowerCase());
}

/** The join route's check, after its schema: a common password is a 400 in the one error shape. */
export async function refuseCommonPassword(request: FastifyRequest): Promise<void> {
  const { password } = request.body as { password: string };
  if (await isCommonPassword(password)) throw validationFailed(accountMessages.passwordTooCommon);
}
