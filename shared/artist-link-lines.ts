// The admin types an artist's links one per line; each is filed under its kind by its host (an
// Instagram address is the Instagram link), anything else is the website. One link per kind: the first.
import { ARTIST_LINK_KINDS, type ArtistLinkKind } from './constants';
import type { ArtistLinks } from './schemas/artist-links';

const HOSTS: Array<[RegExp, ArtistLinkKind]> = [
  [/(^|\.)instagram\.com$/, 'instagram'],
  [/(^|\.)(x|twitter)\.com$/, 'x'],
  [/(^|\.)spotify\.com$/, 'spotify'],
  [/^music\.apple\.com$/, 'appleMusic'],
  [/(^|\.)audiomack\.com$/, 'audiomack'],
  [/(^|\.)boomplay\.com$/, 'boomplay'],
  [/(^|\.)(youtube\.com|youtu\.be)$/, 'youtube'],
  [/(^|\.)soundcloud\.com$/, 'soundcloud'],
];

export function linkKindOf(address: string): ArtistLinkKind {
  let host: string;
  try {
    host = new URL(address).hostname.toLowerCase();
  } catch {
    return 'website';
  }
  return HOSTS.find(([pattern]) => pattern.test(host))?.[1] ?? 'website';
}

/** Lines → links by kind; blank lines are skipped, and a second link of one kind is left out. */
export function linksFromLines(text: string): ArtistLinks {
  const links: ArtistLinks = {};
  for (const line of text.split('\n').map((l) => l.trim())) {
    if (!line) continue;
    const kind = linkKindOf(line);
    links[kind] ??= line;
  }
  return links;
}

/** Links → one per line, in the order the artist's page shows them. */
export function linesOfLinks(links: ArtistLinks): string {
  return ARTIST_LINK_KINDS.flatMap((kind) => (links[kind] ? [links[kind]] : [])).join('\n');
}
