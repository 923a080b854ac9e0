// A display name is how members know each other, so it must not pass for someone it is not. Invisible
// direction and format controls (U+202E turns "Ada‮nimda" around on screen) are stripped before a name is
// stored; names that read as the site or its staff ("Admin", "Griot", "Moderator", "Staff") are refused,
// and the server also refuses the names of the site's admins (SECURITY.md, "Display names").

/** Bidi embeddings, overrides and isolates, marks, and zero-width characters: invisible, and misleading. */
const INVISIBLE = /[\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/gu;

/** The name as it is stored: without invisible controls, spaces collapsed, trimmed. */
export function cleanDisplayName(name: string): string {
  return name.normalize('NFC').replace(INVISIBLE, '').replace(/\s+/gu, ' ').trim();
}

/** Words only the site and its team may go by, matched as whole words in any case. */
export const RESERVED_NAME_WORDS = ['admin', 'administrator', 'griot', 'moderator', 'staff'] as const;

/** How names are compared: compatibility forms folded (ａｄｍｉｎ, ᴬdmin), accents and case set aside. */
export function nameForComparison(name: string): string {
  return cleanDisplayName(name).normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Whether a name uses a word reserved for the site and its team. */
export function usesReservedWord(name: string): boolean {
  const words = nameForComparison(name).split(/[^\p{L}\p{N}]+/u);
  return words.some((word) => (RESERVED_NAME_WORDS as readonly string[]).includes(word));
}

export const RESERVED_NAME_MESSAGE = /*i18n*/ {
  id: 'account.name-reserved',
  message: 'That name is kept for the Griot team: choose another.',
};

const anyCase = (word: string) => [...word].map((letter) => `[${letter.toUpperCase()}${letter}]`).join('');
/**
 * The forms' and the validator's view of the rule, for plain letters: a reserved word between non-letters.
 * The server's own check (usesReservedWord) also folds accents and compatibility forms.
 */
export const RESERVED_WORD_PATTERN = `(?:^|[^A-Za-z0-9])(?:${RESERVED_NAME_WORDS.map(anyCase).join('|')})(?:$|[^A-Za-z0-9])`;
