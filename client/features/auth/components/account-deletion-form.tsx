import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DeleteAccountBody } from '@shared/schemas/auth';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { TextField } from '@client/components/ui/text-field';
import { ApiError } from '@client/lib/api/api-errors';
import { apiPost } from '@client/lib/api/api-client';
import { useAuth } from '@client/lib/auth/auth-context';
import { failureMessage } from '@client/lib/failure-message';
import { problemsByField, problemsOf, useFormCheck } from '@client/lib/forms';
import { paths } from '@client/lib/paths';
import { withNotice } from '@client/lib/navigation-notice';

const schema = () => import('@shared/schemas/auth').then((schemas) => schemas.DeleteAccountBody);
// Here rather than in lib/auth: only this screen, which loads apart, asks for it.
const postAccountDeletion = (body: DeleteAccountBody) => apiPost<{ message: string }>('/api/account/delete', body);

/**
 * Deleting the account: the password, then a confirmation that cannot be missed. A wrong password is said
 * under its field; anything else (the last admin, no connection) in the dialog, which stays open. Done,
 * the member lands on the home page, signed out, with the server's word on what happened.
 */
export function AccountDeletionForm() {
  const { t } = useLingui();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const check = useFormCheck();
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const deleting = useMutation({
    mutationFn: postAccountDeletion,
    networkMode: 'always',
    onSuccess: async ({ message }) => {
      await navigate(paths.home.to(), withNotice(message));
      await refresh();
    },
    onError: (failure) => {
      if (failure instanceof ApiError && failure.code === 'WRONG_PASSWORD') {
        setConfirming(false);
        setError(failure.message);
      }
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    deleting.reset();
    check(
      formElement,
      () => problemsOf(schema, { password }),
      (problems) => {
        setError(problemsByField(problems).password);
        if (problems.length === 0) setConfirming(true);
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-labelledby="account-deletion">
      <div className="flex flex-col gap-2 text-ink-500">
        <p>
          <Trans id="auth.deletion.what-goes">
            Your account, profile, sessions, notifications, cart and the mail we sent you are erased, and you are signed
            out everywhere. Your posts and replies stay in the forum, shown as by “Former member”.
          </Trans>
        </p>
        <p>
          <Trans id="auth.deletion.orders-stay">
            Your orders stay, without your account: the shop must keep its sales records for six years. Their phone
            number and delivery address go once nothing is left to deliver.
          </Trans>
        </p>
        <p className="font-semibold text-ink-900">
          <Trans id="auth.deletion.cannot-undo">This cannot be undone.</Trans>
        </p>
      </div>
      <TextField
        label={t({ id: 'auth.field.password', message: 'Password' })}
        type="password"
        name="password-for-deletion"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={error}
      />
      <Button type="submit" variant="accent" className="self-start">
        <Trans id="auth.deletion.submit">Delete My Account</Trans>
      </Button>
      {confirming && (
        <ConfirmDialog
          message={t({ id: 'auth.deletion.confirm', message: 'Delete your account for good? This cannot be undone.' })}
          confirmLabel={t({ id: 'auth.deletion.confirm-label', message: 'Delete Account' })}
          onConfirm={() => deleting.mutate({ password })}
          onCancel={() => setConfirming(false)}
          busy={deleting.isPending}
          error={deleting.isError ? failureMessage(deleting.error) : null}
        />
      )}
    </form>
  );
}
