// Member handles: what an @mention names and /members/{handle} will show. Letters, digits and underscores,
// 3 to 20 of them, unique in any case. Made from the display name at join, editable in the profile.
export const HANDLE_PATTERN = '^[A-Za-z0-9_]{3,20}$';
export const HANDLE_MIN = 3;
export const HANDLE_MAX = 20;

/** A handle from a display name: "Adaeze Okafor" gives "adaezeokafor"; too short a name gets "_member" after it. */
export function handleFromName(displayName: string): string {
  const base = displayName
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9_]+/gu, '')
    .toLowerCase()
    .slice(0, HANDLE_MAX);
  if (base.length >= HANDLE_MIN) return base;
  return base ? `${base}_member` : 'member';
}

/** The same handle made unique by the start of the profile's id, for a name already taken. */
export function handleWithSuffix(handle: string, id: string): string {
  return `${handle.slice(0, HANDLE_MAX - 5)}_${id.replace(/-/gu, '').slice(0, 4)}`;
}

/** Most handles one text can name: a post that names fifty members is not a conversation. */
export const MAX_MENTIONS = 10;

// "@name" at the start or after a space or punctuation, never inside an address (ada@example.com).
export const MENTION = /(?<![A-Za-z0-9_@./])@([A-Za-z0-9_]{3,20})(?![A-Za-z0-9_])/gu;

/** The distinct handles a text names, lower-cased, in order, at most MAX_MENTIONS. */
export function mentionedHandles(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(MENTION)) {
    found.add(match[1]!.toLowerCase());
    if (found.size === MAX_MENTIONS) break;
  }
  return [...found];
}
