import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { StatusMessage } from '@client/components/ui/status-message';
import { failureMessage } from '@client/lib/failure-message';
import { demoContentMessages } from '../lib/demo-content-messages';
import { useRemoveDemoContent } from '../api/remove-demo-content';
import { AdminPanel } from '@client/components/admin/admin-panel';

/** Removes all demo content in one action, after a confirmation (docs/product.md §10). */
export function DemoContentPanel() {
  const { t } = useLingui();
  const [asking, setAsking] = useState(false);
  const removing = useRemoveDemoContent();

  return (
    <AdminPanel
      title={t({ id: 'admin.demo.title', message: 'Demo content' })}
      intro={t({
        id: 'admin.demo.intro',
        message: 'Once the site is real, remove the demo catalogue, the demo members and everything they wrote.',
      })}
    >
      <Button
        variant="secondary"
        className="mt-4"
        onClick={() => {
          removing.reset();
          setAsking(true);
        }}
      >
        <Trans id="admin.demo.remove">Remove Demo Content</Trans>
      </Button>
      {removing.data && (
        <StatusMessage className="mt-4 font-medium">{demoContentMessages.removed(removing.data)}</StatusMessage>
      )}
      {asking && (
        <ConfirmDialog
          message={demoContentMessages.confirm()}
          confirmLabel={t({ id: 'admin.remove', message: 'Remove' })}
          onConfirm={() => removing.mutate(undefined, { onSuccess: () => setAsking(false) })}
          onCancel={() => setAsking(false)}
          busy={removing.isPending}
          error={removing.isError ? demoContentMessages.failed(failureMessage(removing.error)) : null}
        />
      )}
    </AdminPanel>
  );
}
