import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { InlineSpinner } from '@client/components/ui/inline-spinner';
import { StatusMessage } from '@client/components/ui/status-message';
import { failureMessage } from '@client/lib/failure-message';
import type { StoreCheck } from '@shared/schemas/media';
import { checkMediaStore } from '../api/check-media-store';
import { AdminPanel } from '@client/components/admin/admin-panel';

/** The failure text says "Check browser console for details" (docs/product.md §8): a failed check leaves its detail there. */
function logFailure(check: StoreCheck) {
  if (check.outcome === 'failed') console.error('Image hosting test failed:', check.detail ?? check.message);
}

/** The image hosting test of docs/product.md §2: asks the server to try its store and shows what it says. */
export function MediaStoreCheckPanel() {
  const { t } = useLingui();
  const checking = useMutation({
    mutationFn: checkMediaStore,
    onSuccess: logFailure,
    onError: (error) => console.error(error),
  });
  const result = checking.data;

  return (
    <AdminPanel
      title={t({ id: 'admin.media-check.title', message: 'Image hosting' })}
      intro={t({
        id: 'admin.media-check.intro',
        message:
          'Checks that uploaded images can be stored: in the S3 bucket or on Cloudinary when one is configured, else on this server.',
      })}
    >
      <Button variant="secondary" className="mt-4" onClick={() => checking.mutate()} disabled={checking.isPending}>
        {checking.isPending && <InlineSpinner />}
        <Trans id="admin.media-check.button">Test Image Hosting</Trans>
      </Button>
      {result?.outcome === 'working' && <StatusMessage className="mt-4 font-medium">{result.message}</StatusMessage>}
      {result && result.outcome !== 'working' && <Alert className="mt-4" message={result.message} />}
      {checking.isError && <Alert className="mt-4" message={failureMessage(checking.error)} />}
    </AdminPanel>
  );
}
