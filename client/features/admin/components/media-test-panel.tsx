import { useMutation } from '@tanstack/react-query';
import { Button } from '@client/components/ui/button';
import { ErrorMessage } from '@client/components/ui/error-message';
import { InlineSpinner } from '@client/components/ui/inline-spinner';
import { StatusMessage } from '@client/components/ui/status-message';
import type { StoreCheck } from '@shared/schemas/media';
import { testMediaStore } from '../api/test-media-store';
import { failureReason } from '../lib/failure-reason';

/** The spec says "Check browser console for details": a failed check leaves its detail there. */
function logFailure(check: StoreCheck) {
  if (check.outcome === 'failed') console.error('Image hosting test failed:', check.detail ?? check.message);
}

/** The image hosting test of spec §2: asks the server to try its store and shows what it says. */
export function MediaTestPanel() {
  const test = useMutation({ mutationFn: testMediaStore, onSuccess: logFailure, onError: (error) => console.error(error) });
  const check = test.data;

  return (
    <section aria-labelledby="media-test-heading" className="rounded-card border border-ink-900/10 bg-cream-50 p-5 shadow-card sm:p-6">
      <h2 id="media-test-heading" className="font-display text-2xl font-semibold text-ink-900">
        Image hosting
      </h2>
      <p className="mt-1 text-sm text-ink-500">Checks that uploaded images can be stored: in Cloudinary when it is configured, else on this server.</p>
      <Button variant="secondary" className="mt-4" onClick={() => test.mutate()} disabled={test.isPending}>
        {test.isPending && <InlineSpinner />}
        Test Image Hosting
      </Button>
      {check?.outcome === 'working' && <StatusMessage className="mt-4 font-medium">{check.message}</StatusMessage>}
      {check && check.outcome !== 'working' && <ErrorMessage className="mt-4" message={check.message} />}
      {test.isError && <ErrorMessage className="mt-4" message={failureReason(test.error)} />}
    </section>
  );
}
