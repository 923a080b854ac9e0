// /search?q=&type=&forum=: the results, best first, grouped by kind on "All", one kind per tab with Load
// more, the nearest names when the words found nothing, and a way on when even those are none.
import { i18n } from '@lingui/core';
import { msg, select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import { Container } from '@client/components/ui/container';
import { EmptyState } from '@client/components/ui/empty-state';
import { LoadFailure } from '@client/components/ui/load-failure';
import { LoadMoreList } from '@client/components/ui/load-more-list';
import { PageHeader } from '@client/components/ui/page-header';
import { SearchForm } from '@client/components/ui/search-form';
import { Spinner } from '@client/components/ui/spinner';
import { ApiError } from '@client/lib/api/api-errors';
import { paths } from '@client/lib/paths';
import { SEARCH_KINDS, SEARCH_LIMITS, type SearchKind } from '@shared/search';
import type { SearchCounts, SearchHit } from '@shared/schemas/search';
import { useSearchResults } from '../api/get-search-results';
import type { SearchParams } from '../api/search-keys';
import { SearchHitCard } from '../components/search-hit-card';
import { KIND_LABELS } from '../lib/kind-labels';
import { DocumentTitle } from '@client/components/ui/document-title';
import { formatCount } from '@client/lib/i18n/page-formats';

const FAILED = msg({ id: 'search.page.failed', message: 'Failed to search. Please try again later.' });

/** The server's own words when it asks for a pause (too many searches), the general failure otherwise. */
const failureOf = (error: Error | null) =>
  error instanceof ApiError && error.status === 429 ? error.message : i18n._(FAILED);

function readParams(search: URLSearchParams): SearchParams {
  const type = search.get('type');
  return {
    q: (search.get('q') ?? '').trim(),
    type: (SEARCH_KINDS as readonly string[]).includes(type ?? '') ? (type as SearchKind) : null,
    forum: search.get('forum'),
  };
}

/** A count, with a + when the search stopped counting. */
const countText = (n: number) => `${formatCount(n)}${n >= SEARCH_LIMITS.candidates ? '+' : ''}`;

export function SearchPage() {
  const { i18n, t } = useLingui();
  const [search, setSearch] = useSearchParams();
  const params = readParams(search);
  const { q: asked } = params;
  const results = useSearchResults(params);
  const first = results.data?.pages[0];
  const counts: SearchCounts = first?.counts ?? {};
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);

  const go = (next: Partial<SearchParams>) => {
    const merged = { ...params, ...next };
    const query = new URLSearchParams({ q: merged.q });
    if (merged.type) query.set('type', merged.type);
    if (merged.forum) query.set('forum', merged.forum);
    setSearch(query);
  };
  const tabTo = (type: SearchKind | null) => {
    const query = new URLSearchParams({ q: params.q });
    if (type) query.set('type', type);
    if (params.forum) query.set('forum', params.forum);
    return `${paths.search.pattern}?${query.toString()}`;
  };

  return (
    <>
      <DocumentTitle>
        {asked
          ? t({ id: 'search.page.results-document-title', message: `Search: ${asked} · Griot` })
          : t({ id: 'search.page.document-title', message: 'Search · Griot' })}
      </DocumentTitle>
      <PageHeader
        eyebrow={t({ id: 'search.page.eyebrow', message: 'Search' })}
        title={
          asked
            ? t({ id: 'search.page.results-title', message: `Results for “${asked}”` })
            : t({ id: 'search.page.title', message: 'Search Griot' })
        }
        intro={
          params.forum
            ? t({ id: 'search.page.forum-intro', message: 'In this forum’s discussions and replies.' })
            : t({
                id: 'search.page.intro',
                message: 'Artists, music, events, stories and the community’s discussions, best match first.',
              })
        }
      />
      <Container className="py-10 sm:py-14">
        <SearchForm
          key={params.q}
          label={t({ id: 'search.page.form-label', message: 'Search again' })}
          fieldLabel={t({ id: 'search.page.field-label', message: 'Search for' })}
          placeholder={t({ id: 'search.page.placeholder', message: 'Artists, music, events, stories, discussions…' })}
          initial={params.q}
          size="lg"
          onSearch={(q) => go({ q, type: null })}
        />
        {params.forum && (
          <p className="mt-3 text-sm text-ink-500">
            <Trans id="search.page.one-forum">Searching one forum.</Trans>{' '}
            <Link to={paths.search.to(params.q)} className="font-semibold text-terracotta-600 underline">
              <Trans id="search.page.search-all">Search all of Griot</Trans>
            </Link>
          </p>
        )}
        {params.q === '' ? (
          <p className="mt-8 text-ink-500">
            <Trans id="search.page.prompt">Type what you are looking for: a name, a song, a city, a topic.</Trans>
          </p>
        ) : results.isPending ? (
          <Spinner />
        ) : results.isError && !first ? (
          <LoadFailure className="mt-8" message={failureOf(results.error)} query={results} />
        ) : first && first.items.length === 0 ? (
          <div className="mt-8">
            <EmptyState
              title={t({ id: 'search.page.nothing-found', message: `Nothing found for “${asked}”` })}
              description={t({
                id: 'search.page.nothing-found-hint',
                message: 'Check the spelling, try fewer or other words, or browse the music, events and artists.',
              })}
            />
            <p className="mt-4 flex flex-wrap justify-center gap-4 text-sm font-semibold">
              <Link to={paths.music.to()} className="text-terracotta-600 underline">
                <Trans id="search.page.browse-music">Browse music</Trans>
              </Link>
              <Link to={paths.events.to()} className="text-terracotta-600 underline">
                <Trans id="search.page.upcoming-events">Upcoming events</Trans>
              </Link>
              <Link to={paths.artists.to()} className="text-terracotta-600 underline">
                <Trans id="search.page.creatives-directory">Creatives directory</Trans>
              </Link>
            </p>
          </div>
        ) : (
          <>
            {first?.approximate && (
              <p
                role="status"
                className="mt-8 rounded-card border border-ochre-400 bg-cream-200 px-5 py-3 text-ink-900"
              >
                <Trans id="search.page.approximate">No exact matches for “{asked}”. These names come closest.</Trans>
              </p>
            )}
            <nav
              aria-label={t({ id: 'search.page.kinds-label', message: 'Kinds of results' })}
              className="mt-8 -mx-1 flex gap-2 overflow-x-auto px-1 pb-1"
            >
              <KindTab
                to={tabTo(null)}
                current={params.type === null}
                label={t({ id: 'search.page.all-tab', message: 'All' })}
                count={countText(total)}
              />
              {SEARCH_KINDS.filter((kind) => (counts[kind] ?? 0) > 0 || params.type === kind).map((kind) => (
                <KindTab
                  key={kind}
                  to={tabTo(kind)}
                  current={params.type === kind}
                  label={i18n._(KIND_LABELS[kind].plural)}
                  count={countText(counts[kind] ?? 0)}
                />
              ))}
            </nav>
            {params.type === null ? (
              <GroupedHits hits={first?.items ?? []} counts={counts} tabTo={tabTo} />
            ) : (
              <section aria-label={i18n._(KIND_LABELS[params.type].plural)} className="mt-6">
                <LoadMoreList
                  query={results}
                  failure={failureOf(results.error)}
                  empty={null}
                  className="grid gap-4"
                  renderItem={(hit) => <SearchHitCard hit={hit} />}
                />
              </section>
            )}
          </>
        )}
      </Container>
    </>
  );
}

function KindTab({ to, current, label, count }: { to: string; current: boolean; label: string; count: string }) {
  return (
    <Link
      to={to}
      aria-current={current ? 'page' : undefined}
      className={`shrink-0 rounded-pill px-4 py-2 text-sm font-semibold transition ${
        current ? 'bg-ink-900 text-cream-50' : 'bg-cream-200 text-ink-900 hover:bg-cream-300'
      }`}
    >
      {label} <span className={current ? 'text-ochre-300' : 'text-ink-500'}>{count}</span>
    </Link>
  );
}

/** "All": the best hits, each kind under its own heading, with a link to the kind's every result. */
function GroupedHits({
  hits,
  counts,
  tabTo,
}: {
  hits: SearchHit[];
  counts: SearchCounts;
  tabTo: (type: SearchKind) => string;
}) {
  const { i18n, t } = useLingui();
  /** "All 42 artists": the link to a kind's every result. */
  const allOfKind = (kind: SearchKind, count: string) =>
    t({
      id: 'search.page.all-of-kind',
      message: select(kind, {
        artist: `All ${count} artists`,
        product: `All ${count} music`,
        event: `All ${count} events`,
        story: `All ${count} stories`,
        post: `All ${count} discussions`,
        other: `All ${count} replies`,
      }),
    });
  return (
    <div className="mt-6 space-y-10">
      {SEARCH_KINDS.map((kind) => {
        const ofKind = hits.filter((hit) => hit.kind === kind);
        if (ofKind.length === 0) return null;
        const more = (counts[kind] ?? 0) > ofKind.length;
        return (
          <section key={kind} aria-labelledby={`results-${kind}`}>
            <div className="mb-4 flex items-baseline justify-between gap-4">
              <h2 id={`results-${kind}`} className="font-display text-2xl font-semibold text-ink-900">
                {i18n._(KIND_LABELS[kind].plural)}
              </h2>
              {more && (
                <Link to={tabTo(kind)} className="text-sm font-semibold text-terracotta-600">
                  {allOfKind(kind, countText(counts[kind] ?? 0))}
                </Link>
              )}
            </div>
            <ul className="grid gap-4">
              {ofKind.map((hit) => (
                <li key={hit.id}>
                  <SearchHitCard hit={hit} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
