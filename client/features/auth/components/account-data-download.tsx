import { useMutation } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { dataExportFileName } from '@shared/data-export';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { StatusMessage } from '@client/components/ui/status-message';
import { apiGet } from '@client/lib/api/api-client';
import { failureMessage } from '@client/lib/failure-message';

/** Hands the browser the file as if it had been downloaded: a link to it, clicked once, then let go. */
function saveFile(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Asks for the member's data (one object of sections, server/auth/account/data-export) and saves it; answers the file's name. */
async function downloadData(): Promise<string> {
  const data = await apiGet<Record<string, unknown>>('/api/account/data');
  const name = dataExportFileName();
  saveFile(name, JSON.stringify(data, null, 2));
  return name;
}

/** "Download My Data": everything Griot holds about the member, saved as one JSON file. */
export function AccountDataDownload() {
  const downloading = useMutation({ mutationFn: downloadData, networkMode: 'always' });
  const fileName = downloading.data;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-ink-500">
        <Trans id="auth.data.explain">
          A copy of everything Griot holds about you, in one file: your account and sessions, your profile, posts and
          replies, notifications, orders and tickets, your cart and the mail we sent you.
        </Trans>
      </p>
      {downloading.isSuccess && (
        <StatusMessage>
          <Trans id="auth.data.saved">Your data is saved as {fileName}.</Trans>
        </StatusMessage>
      )}
      {downloading.isError && <Alert compact message={failureMessage(downloading.error)} />}
      <Button
        variant="quiet"
        disabled={downloading.isPending}
        className="self-start"
        onClick={() => downloading.mutate()}
      >
        {downloading.isPending ? (
          <Trans id="auth.data.preparing">Preparing…</Trans>
        ) : (
          <Trans id="auth.data.download">Download My Data</Trans>
        )}
      </Button>
    </div>
  );
}
