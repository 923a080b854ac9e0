// Quoting a post or reply into one's own reply, as Markdown the server renders as a quote
// (server/lib/post-markdown.ts): a line naming its author (an @mention, so they hear of it), then the words.
import { i18n } from '@lingui/core';
import { communityTexts } from './community-texts';

export interface QuotedAuthor {
  name: string;
  handle: string | null;
}

/** The words as a blockquote that names who wrote them, with a blank line after it for the answer. */
export function quoteMarkdown(author: QuotedAuthor, words: string): string {
  const who = author.handle ? `@${author.handle}` : author.name;
  const lines = words
    .trim()
    .split(/\r?\n/)
    .map((line) => (line.trim() === '' ? '>' : `> ${line}`));
  return `> ${i18n._(communityTexts.quoteIntro(who))}\n${lines.join('\n')}\n\n`;
}

/** A draft with a quote added: after what is there, a blank line between them. */
export function withQuote(draft: string, quote: string): string {
  const before = draft.trimEnd();
  return before === '' ? quote : `${before}\n\n${quote}`;
}

/** The text the reader selected inside `element`, if the whole selection lies there; else null. */
export function selectionWithin(element: Element | null): string | null {
  const selection = window.getSelection();
  if (!element || !selection || selection.isCollapsed || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  if (!element.contains(range.startContainer) || !element.contains(range.endContainer)) return null;
  const text = selection.toString().trim();
  return text === '' ? null : text;
}
