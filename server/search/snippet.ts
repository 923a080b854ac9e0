// A hit's snippet, from the fragments ts_headline picked out of its text: each fragment set apart by "…",
// started at a sentence (a heading with it) when one begins before its first match rather than in
// the middle of one, and "…" before and after wherever text is left out. Line breaks (between a heading
// and its paragraph, between paragraphs) become a separator, so a heading does not run into the text.
import type { SnippetPart } from '@shared/schemas/search';

/** Around a matched word in the headline: control characters no text of ours contains. */
export const MATCH_START = '\u0002';
export const MATCH_STOP = '\u0003';
/** Between ts_headline's fragments. */
export const FRAGMENT_BREAK = '\u0004';

const ELLIPSIS = '…';
const SEPARATOR = '·';
/** How much of the text's start is compared with the first fragment's (enough to tell them apart). */
const COMPARED = 40;

/** Line breaks as a separator (or a space after a sentence's end), runs of spaces as one. */
function flatten(text: string): string {
  return text
    .replace(/([.!?:;…])?[^\S\n]*\n\s*/gu, (_all, end?: string) => (end ? `${end} ` : ` ${SEPARATOR} `))
    .replace(/\s+/gu, ' ')
    .trim();
}

const unmarked = (text: string) => text.replaceAll(MATCH_START, '').replaceAll(MATCH_STOP, '');
/** Without the marks at either end, which ts_headline leaves out of a fragment that ends the text. */
const bare = (text: string) => text.replace(/^[\s\p{P}\p{S}]+|[\s\p{P}\p{S}]+$/gu, '');

/** Where the last sentence before the first match starts (0: none does); a heading stays with its text. */
function sentenceStart(fragment: string): number {
  const firstMatch = fragment.indexOf(MATCH_START);
  const before = firstMatch < 0 ? fragment : fragment.slice(0, firstMatch);
  let start = 0;
  for (const end of before.matchAll(/[.!?…]["”’)]*\s+/gu)) start = end.index + end[0].length;
  return start;
}

function markedParts(text: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let at = 0;
  while (at < text.length) {
    const start = text.indexOf(MATCH_START, at);
    const stop = start < 0 ? -1 : text.indexOf(MATCH_STOP, start);
    if (stop < 0) {
      parts.push({ text: text.slice(at), match: false });
      break;
    }
    if (start > at) parts.push({ text: text.slice(at, start), match: false });
    parts.push({ text: text.slice(start + 1, stop), match: true });
    at = stop + 1;
  }
  return parts;
}

/** The text a snippet was cut from: its first and last few hundred characters are enough to compare. */
export interface SnippetSource {
  head: string;
  tail: string;
}

export function snippetParts(headline: string, source: SnippetSource): SnippetPart[] {
  const fragments = headline
    .split(FRAGMENT_BREAK)
    .map(flatten)
    .filter((fragment) => fragment !== '');
  if (fragments.length === 0) return [];
  const head = bare(flatten(source.head));
  const tail = bare(flatten(source.tail));
  const parts: SnippetPart[] = [];
  fragments.forEach((fragment, index) => {
    const cutBefore = index > 0 || !head.startsWith(bare(unmarked(fragment)).slice(0, COMPARED));
    const text = cutBefore ? fragment.slice(sentenceStart(fragment)).replace(/^[\s·,;:)\]-]+/u, '') : fragment;
    if (cutBefore) parts.push({ text: `${ELLIPSIS} `, match: false });
    parts.push(...markedParts(text));
  });
  const last = bare(unmarked(fragments[fragments.length - 1]!));
  if (!tail.endsWith(last.slice(-COMPARED))) parts.push({ text: ` ${ELLIPSIS}`, match: false });
  return parts;
}
