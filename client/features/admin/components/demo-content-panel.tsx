import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { StatusMessage } from '@client/components/ui/status-message';
import { failureMessage } from '@client/lib/failure-message';
import { demoContentMessages } from '../lib/demo-content-messages';
import { useRemoveDemoContent } from '../api/remove-demo-content';

/** Removes all demo content in one action, after a confirmation (docs/product.md §10). */
export function DemoContentPanel() {
  const [asking, setAsking] = useState(false);
  const removing = useRemoveDemoContent();

  return (
    <section
      aria-labelledby="demo-content-heading"
      className="rounded-card border border-ink-900/10 bg-cream-50 p-5 shadow-card sm:p-6"
    >
      <h2 id="demo-content-heading" className="font-display text-2xl font-semibold text-ink-900">
        Demo content
      </h2>
      <p className="mt-1 text-sm text-ink-500">
        Once the site is real, remove the demo catalogue, the demo members and everything they wrote.
      </p>
      <Button
        variant="secondary"
        className="mt-4"
        onClick={() => {
          removing.reset();
          setAsking(true);
        }}
      >
        Remove Demo Content
      </Button>
      {removing.data && (
        <StatusMessage className="mt-4 font-medium">{demoContentMessages.removed(removing.data)}</StatusMessage>
      )}
      {asking && (
        <ConfirmDialog
          message={demoContentMessages.confirm}
          confirmLabel="Remove"
          onConfirm={() => removing.mutate(undefined, { onSuccess: () => setAsking(false) })}
          onCancel={() => setAsking(false)}
          busy={removing.isPending}
          error={removing.isError ? demoContentMessages.failed(failureMessage(removing.error)) : null}
        />
      )}
    </section>
  );
}
