// Phase two of a search: for the page's hits only, their titles, pages and snippets. ts_headline is costly,
// so it runs on these few rows, never on every match.
import { sql, type SQL } from 'drizzle-orm';
import type { SearchHit } from '@shared/schemas/search';
import type { SearchKind } from '@shared/search';
import type { Db } from '@server/db/database';
import { selectRows } from '@server/db/select-rows';
import { threadPathOf } from '@server/db/slugs/thread-address';
import type { RankedHit } from './ranked-hits';
import { FRAGMENT_BREAK, MATCH_START, MATCH_STOP, snippetParts } from './snippet';
import type { TextQuery } from './text-query';

// Two short fragments around the matches, marked with control characters (server/search/snippet.ts), so
// the snippet travels as plain text in parts and is never markup.
const HEADLINE_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_STOP}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter="${FRAGMENT_BREAK}"`;
/** How much of a text's start and end is read to tell whether its snippet was cut there. */
const EDGE = 300;

/** Each kind's rows: the title a hit shows, the text its snippet comes from and its page. */
const DETAILS: Record<SearchKind, { from: SQL; title: SQL; text: SQL; path: SQL }> = {
  artist: {
    from: sql`artists t`,
    title: sql`t.name`,
    text: sql`concat_ws(' · ', t.discipline, t.genre, t.location, t.bio)`,
    path: sql`'/artists/' || t.slug`,
  },
  product: {
    from: sql`products t join artists a on a.id = t.artist_id`,
    title: sql`t.name`,
    text: sql`concat_ws(' · ', a.name, t.description)`,
    path: sql`'/music/' || t.slug`,
  },
  event: {
    from: sql`events t`,
    title: sql`t.name`,
    text: sql`concat_ws(' · ', t.venue, t.city, t.description)`,
    path: sql`'/events/' || t.slug`,
  },
  story: {
    from: sql`stories t`,
    title: sql`t.title`,
    // The body is Markdown: its marks (headings, emphasis, quotes, code) are no words to show. The excerpt
    // and the body are two blocks (a line break between them), like the body's headings and paragraphs.
    text: sql`concat_ws(chr(10), t.excerpt, regexp_replace(t.body, '[#*_>\x60~]+', ' ', 'g'))`,
    path: sql`'/stories/' || t.slug`,
  },
  // A thread's path is its id and its title's slug (server/db/slugs/thread-address.ts): the id here, the
  // slug added once the row is read.
  post: {
    from: sql`posts t`,
    title: sql`t.title`,
    text: sql`t.content`,
    path: sql`t.id::text`,
  },
  reply: {
    from: sql`replies t join posts p on p.id = t.post_id`,
    title: sql`p.title`,
    text: sql`t.content`,
    path: sql`t.post_id || '#reply-' || t.id`,
  },
};

/** A hit's address: a thread's is made from its id and title, every other kind's is read whole. */
function urlOf(kind: SearchKind, path: string, title: string): string {
  if (kind !== 'post' && kind !== 'reply') return path;
  const [postId, hash] = path.split('#');
  return `${threadPathOf(postId!, title)}${hash ? `#${hash}` : ''}`;
}

export async function hitDetails(db: Db, query: TextQuery, hits: readonly RankedHit[]): Promise<SearchHit[]> {
  const kinds = [...new Set(hits.map((hit) => hit.kind))];
  const rows = await Promise.all(
    kinds.map(async (kind) => {
      const { from, title, text, path } = DETAILS[kind];
      const ids = hits.filter((hit) => hit.kind === kind).map((hit) => sql`${hit.id}::uuid`);
      const rows = await selectRows<{
        id: string;
        title: string;
        url: string;
        headline: string;
        head: string;
        tail: string;
      }>(
        db,
        sql`select id, title, url, ts_headline('griot_search', text, ${query.full}, ${HEADLINE_OPTIONS}) as headline,
          left(text, ${EDGE}) as head, right(text, ${EDGE}) as tail
        from (select t.id::text as id, ${title} as title, ${path} as url, ${text} as text
          from ${from} where t.id in (${sql.join(ids, sql`, `)})) hit`,
      );
      return rows.map((row) => ({ kind, ...row, url: urlOf(kind, row.url, row.title) }));
    }),
  );
  const found = new Map(rows.flat().map((row) => [`${row.kind}:${row.id}`, row]));
  // In the ranked order; a hit deleted between the two phases is left out.
  return hits.flatMap((hit) => {
    const row = found.get(`${hit.kind}:${hit.id}`);
    return row
      ? [{ kind: hit.kind, id: hit.id, title: row.title, url: row.url, snippet: snippetParts(row.headline, row) }]
      : [];
  });
}
