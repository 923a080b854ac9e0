import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/text-field';
import { failureMessage } from '@client/lib/failure-message';
import { useAddStoryFeed } from '../api/add-story-feed';
import { useStoryFeeds } from '../api/get-story-feeds';
import { importFromFeeds } from '../api/import-from-feeds';
import { useRemoveStoryFeed } from '../api/remove-story-feed';
import { useRefreshAfterWrite } from '../api/refresh-after-write';
import { AdminPanel } from '@client/components/admin/admin-panel';
import { ImportOutcome } from './import-outcome';

/**
 * The stories import from the outlets' own RSS or Atom feeds: the list of feeds (add, remove, what went
 * wrong last time) and Import, which adds each feed's new items with a link to the original.
 */
export function StoryFeedsPanel() {
  const { t } = useLingui();
  const feeds = useStoryFeeds();
  const refresh = useRefreshAfterWrite();
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const adding = useAddStoryFeed();
  const removing = useRemoveStoryFeed();
  const importing = useMutation({
    mutationFn: importFromFeeds,
    // New stories in the lists, and each feed's outcome in this one.
    onSuccess: () => refresh(),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    adding.mutate(
      { name, url },
      {
        onSuccess: () => {
          setName('');
          setUrl('');
        },
      },
    );
  };
  const items = feeds.data?.items ?? [];
  const loadFailure = feeds.isError ? failureMessage(feeds.error) : '';

  return (
    <AdminPanel
      title={t({ id: 'admin.feeds.title', message: 'Story Feeds' })}
      intro={t({
        id: 'admin.feeds.intro',
        message:
          "Outlets' RSS or Atom feeds: Import adds their new items as stories, with the outlet's summary and a link to the full story.",
      })}
      size="medium"
    >
      {feeds.isError && (
        <Alert
          className="mt-4"
          message={t({ id: 'admin.feeds.load-failed', message: `Could not load the feeds: ${loadFailure}` })}
        />
      )}
      {feeds.isSuccess && items.length === 0 && (
        <p className="mt-4 text-sm text-ink-500">
          <Trans id="admin.feeds.none">No feeds yet.</Trans>
        </p>
      )}
      {items.length > 0 && (
        <ul
          className="mt-4 divide-y divide-ink-900/10"
          aria-label={t({ id: 'admin.feeds.list-label', message: 'Feeds' })}
        >
          {items.map(({ id, name: feedName, url: feedUrl, lastError }) => (
            <li key={id} className="flex items-start justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-semibold text-ink-900">{feedName}</p>
                <p className="text-sm break-all text-ink-500">{feedUrl}</p>
                {lastError && (
                  <p className="text-sm text-danger-700">
                    {t({ id: 'admin.feeds.last-error', message: `Last import: ${lastError}` })}
                  </p>
                )}
              </div>
              <Button
                variant="quiet"
                size="sm"
                aria-label={t({ id: 'admin.feeds.remove-label', message: `Remove ${feedName}` })}
                disabled={removing.isPending}
                onClick={() => removing.mutate(id)}
              >
                <Trans id="admin.remove">Remove</Trans>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-end">
        <TextField
          label={t({ id: 'admin.feeds.outlet', message: 'Outlet' })}
          name="feedName"
          value={name}
          onChange={(e) => setName(e.target.value)}
          className="flex-1"
        />
        <TextField
          label={t({ id: 'admin.feeds.address', message: 'Feed address' })}
          name="feedUrl"
          type="url"
          inputMode="url"
          // eslint-disable-next-line lingui/no-unlocalized-strings -- the shape of an address, in any language
          placeholder="https://…/feed"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          className="flex-[2]"
        />
        <Button type="submit" variant="quiet" className="h-12" disabled={adding.isPending}>
          {adding.isPending
            ? t({ id: 'admin.feeds.adding', message: 'Adding…' })
            : t({ id: 'admin.feeds.add', message: 'Add Feed' })}
        </Button>
      </form>
      {adding.isError && <Alert className="mt-4" message={failureMessage(adding.error)} />}
      {removing.isError && <Alert className="mt-4" message={failureMessage(removing.error)} />}
      <Button
        variant="secondary"
        className="mt-4 h-12"
        disabled={importing.isPending || items.length === 0}
        onClick={() => importing.mutate()}
      >
        {importing.isPending
          ? t({ id: 'admin.import.busy', message: 'Importing…' })
          : t({ id: 'admin.feeds.import', message: 'Import from Feeds' })}
      </Button>
      <ImportOutcome result={importing.data} error={importing.error} />
    </AdminPanel>
  );
}
