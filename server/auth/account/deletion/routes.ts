// "Delete your account" (/account): the right to erasure of the NDPA 2023 and the GDPR. The current
// password first, then everything in one transaction (delete-account.ts), then the session cookie goes.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AccountDataOptions } from '@server/db/account-data';
import { accountMessages } from '@shared/schemas/account-messages';
import { say } from '@shared/texts';
import { AcceptedMessage, DeleteAccountBody } from '@shared/schemas/auth';
import { BODY_LIMIT } from '@server/http/body-limits';
import { requireUser } from '@server/http/request-user';
import { errorResponses } from '@server/http/responses';
import { attemptLimiter } from '../../lib/attempt-limits';
import { clearSessionCookie } from '../../sessions/hooks';
import { checkPassword } from '../check-password';
import { deleteAccount } from './delete-account';
import { forgetImageDetails } from '@server/db/stored-images';

export const accountDeletionRoutes: FastifyPluginAsyncTypebox<AccountDataOptions> = async (app, { accountData }) => {
  const { db } = app.database;

  app.post(
    '/api/account/delete',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Delete the signed-in account (its password first): posts stay as “Former member”, orders stay detached; signs out',
        body: DeleteAccountBody,
        response: { 200: AcceptedMessage, ...errorResponses },
      },
      bodyLimit: BODY_LIMIT.credentials,
      // Posts, replies and the forums' last posts now name "Former member".
      config: { invalidates: ['community'] },
      // A password is checked: guessed no faster than with a change of password.
      preValidation: attemptLimiter(app, 'account-delete', { perEmail: false }),
    },
    async (request, reply) => {
      const user = requireUser(request);
      await checkPassword(db, user.id, request.body.password);
      const { unusedAvatars } = await deleteAccount(db, accountData, user.id);
      // The account is gone either way: a picture that cannot be deleted is logged.
      for (const avatarUrl of unusedAvatars) {
        await app.mediaStore
          .remove(avatarUrl, 'avatars')
          .then(() => forgetImageDetails(db, avatarUrl))
          .catch((error: unknown) => request.log.warn({ err: error }, 'could not delete a deleted account’s avatar'));
      }
      clearSessionCookie(app, reply);
      return { message: say(request.i18n, accountMessages.accountDeleted) };
    },
  );
};
