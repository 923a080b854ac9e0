import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@client/components/ui/button';
import { Alert } from '@client/components/ui/alert';
import type { ImportResult } from '@shared/schemas/imports';
import { useRefreshAfterWrite } from '../api/refresh-after-write';
import { AdminPanel } from '@client/components/admin/admin-panel';
import { ImportOutcome } from './import-outcome';

interface ImportPanelProps {
  /** The panel's heading, e.g. "Import Artists". */
  title: string;
  intro: string;
  /** The message that stops an import before it is sent (an empty location), or null. */
  check?: () => string | null;
  run: () => Promise<ImportResult>;
  /** The import's own fields. */
  children: ReactNode;
}

/** The frame every import shares: its fields, an Import button that shows progress, and the outcome. */
export function ImportPanel({ title, intro, check, run, children }: ImportPanelProps) {
  const { t } = useLingui();
  const [problem, setProblem] = useState<string | null>(null);
  const refresh = useRefreshAfterWrite();
  const importing = useMutation({ mutationFn: run, onSuccess: () => refresh() });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refusal = check?.() ?? null;
    setProblem(refusal);
    if (refusal) {
      importing.reset();
      return;
    }
    importing.mutate();
  };

  return (
    <AdminPanel title={title} intro={intro} size="medium">
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-4 sm:flex-row">{children}</div>
        <Button type="submit" variant="secondary" className="h-12" disabled={importing.isPending}>
          {importing.isPending
            ? t({ id: 'admin.import.busy', message: 'Importing…' })
            : t({ id: 'admin.import.button', message: 'Import' })}
        </Button>
      </form>
      {problem && <Alert className="mt-4" message={problem} />}
      <ImportOutcome result={importing.data} error={importing.error} />
    </AdminPanel>
  );
}
