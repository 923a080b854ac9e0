import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { SearchHit } from '@shared/schemas/search';
import { KIND_LABELS } from '../lib/kind-labels';
import { SnippetText } from './snippet-text';

/** One result: its kind, its title (a link to its page) and the words around what matched. */
export function SearchHitCard({ hit }: { hit: SearchHit }) {
  const { i18n } = useLingui();
  return (
    <article data-testid="search-hit" className="rounded-card bg-cream-50 p-5 shadow-card ring-1 ring-ink-900/5">
      <p className="text-xs font-semibold tracking-wide text-terracotta-600 uppercase">
        {i18n._(KIND_LABELS[hit.kind].singular)}
      </p>
      <h3 className="mt-1 font-display text-lg font-semibold wrap-anywhere text-ink-900">
        <Link to={hit.url} className="underline-offset-4 hover:underline">
          {hit.title}
        </Link>
      </h3>
      {hit.snippet.length > 0 && (
        <SnippetText parts={hit.snippet} className="mt-2 line-clamp-3 text-sm leading-relaxed text-ink-700" />
      )}
    </article>
  );
}
