import { useLingui } from '@lingui/react';
import { Alert } from '@client/components/ui/alert';
import { StatusMessage } from '@client/components/ui/status-message';
import { failureMessage } from '@client/lib/failure-message';
import { adminMessages } from '@shared/admin-messages';
import type { ImportResult } from '@shared/schemas/imports';
import { importCounts } from '../lib/describe-import';

/** What an import came to: its message and counts, or why it failed (docs/product.md §8). */
export function ImportOutcome({ result, error }: { result: ImportResult | undefined; error: unknown }) {
  const { i18n } = useLingui();
  if (error) return <Alert className="mt-4" message={i18n._(adminMessages.importFailed(failureMessage(error)))} />;
  if (!result) return null;
  return (
    <StatusMessage className="mt-4">
      <span className="block font-semibold">{result.message}</span>{' '}
      <span className="mt-1 block text-sm">{importCounts(result)}</span>
    </StatusMessage>
  );
}
