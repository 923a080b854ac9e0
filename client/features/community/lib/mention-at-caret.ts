// The @handle being typed where the caret is, and putting a chosen handle in its place: the editors'
// autocomplete (components/mention-text-area.tsx). The same characters as a mention the server reads
// (shared/handles.ts): after the start, a space or an opening bracket, never inside an address.

export interface MentionInProgress {
  /** Where its @ is. */
  start: number;
  /** What follows the @ up to the caret. */
  prefix: string;
}

const TYPED_MENTION = /(?:^|[\s([{"'])@([A-Za-z0-9_]{1,20})$/u;

export function mentionAtCaret(text: string, caret: number): MentionInProgress | null {
  const match = TYPED_MENTION.exec(text.slice(0, caret));
  if (!match) return null;
  const prefix = match[1]!;
  // A handle typed into the middle of a word (the caret before its last letters) is not being typed.
  if (/^[A-Za-z0-9_]/u.test(text.slice(caret))) return null;
  return { start: caret - prefix.length - 1, prefix };
}

/** The text with the mention replaced by the chosen handle and a space, and where the caret goes. */
export function insertMention(text: string, mention: MentionInProgress, handle: string) {
  const end = mention.start + 1 + mention.prefix.length;
  const inserted = `@${handle} `;
  const after = text.slice(end).replace(/^ /u, '');
  return { text: text.slice(0, mention.start) + inserted + after, caret: mention.start + inserted.length };
}
