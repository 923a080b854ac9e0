import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MailPreferences } from '@shared/schemas/notifications';
import { Alert } from '@client/components/ui/alert';
import { LoadFailure } from '@client/components/ui/load-failure';
import { Spinner } from '@client/components/ui/spinner';
import { apiGet, apiPut } from '@client/lib/api/api-client';
import { failureMessage } from '@client/lib/failure-message';

const mailPreferences = queryOptions({
  queryKey: ['account', 'mail-preferences'],
  queryFn: ({ signal }) => apiGet<MailPreferences>('/api/account/notifications', { signal }),
});

const CHOICES: Array<{ key: keyof MailPreferences; label: MessageDescriptor; hint: MessageDescriptor }> = [
  {
    key: 'replies',
    label: msg({ id: 'auth.mail.replies', message: 'Replies to my posts and what I follow' }),
    hint: msg({
      id: 'auth.mail.replies-hint',
      message: 'The first reply at once, then at most one mail every 15 minutes per discussion.',
    }),
  },
  {
    key: 'mentions',
    label: msg({ id: 'auth.mail.mentions', message: 'Mentions of my @handle' }),
    hint: msg({ id: 'auth.mail.mentions-hint', message: 'When someone names you in a post or a reply.' }),
  },
];

/** Which discussion mails the member gets: each box saves as it is ticked. The bell shows everything anyway. */
export function AccountMailPreferences() {
  const { i18n } = useLingui();
  const client = useQueryClient();
  const preferences = useQuery(mailPreferences);
  const saving = useMutation({
    mutationFn: (next: MailPreferences) => apiPut<MailPreferences>('/api/account/notifications', next),
    onSuccess: (saved) => client.setQueryData(mailPreferences.queryKey, saved),
  });
  if (preferences.isPending) return <Spinner className="py-4" />;
  if (preferences.isError) return <LoadFailure message={failureMessage(preferences.error)} query={preferences} />;
  const current = saving.isPending ? saving.variables : preferences.data;
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-4 text-ink-500">
        <Trans id="auth.mail.legend">Mail me about:</Trans>
      </legend>
      {CHOICES.map(({ key, label, hint }) => (
        <label key={key} className="flex items-start gap-3">
          <input
            type="checkbox"
            className="mt-1 size-5 accent-terracotta-600"
            checked={current[key]}
            disabled={saving.isPending}
            onChange={(event) => saving.mutate({ ...current, [key]: event.target.checked })}
          />
          <span>
            <span className="font-semibold text-ink-900">{i18n._(label)}</span>
            <span className="block text-sm text-ink-500">{i18n._(hint)}</span>
          </span>
        </label>
      ))}
      {saving.isError && <Alert compact message={failureMessage(saving.error)} />}
      <p role="status" className="text-sm text-forest-700">
        {saving.isSuccess ? <Trans id="auth.mail.saved">Saved.</Trans> : ''}
      </p>
    </fieldset>
  );
}
