// What makes a language's catalog fit to ship (docs/decisions/015-translations.md, "Catalogs"): every message
// translated, valid ICU with the English's placeholders and tags, at most a tenth left equal to the English
// (names aside), the letters a language cannot be written without, and a header saying who translated it.
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

export interface CatalogEntry {
  id: string;
  translation: string;
}

export interface Catalog {
  locale: string;
  /** The PO header's fields. */
  header: Record<string, string>;
  entries: CatalogEntry[];
}

/** The most a catalog may leave equal to the English, names aside. */
export const MAX_SAME_AS_ENGLISH = 0.1;

/** Letters a language's texts must show somewhere: without them it was written in a plain-ASCII hurry. */
export const REQUIRED_LETTERS: Record<string, { pattern: RegExp; letters: string }> = {
  yo: { pattern: /[ẹọṣẸỌṢ]|[àáèéìíòóùúÀÁÈÉÌÍÒÓÙÚ]/u, letters: 'under-dot or tone letters (ẹ ọ ṣ, à á)' },
  ha: { pattern: /[ɓɗƙƴƁƊƘƳ]/u, letters: 'hooked letters (ɓ ɗ ƙ ƴ)' },
};

type Token = string | [name: string, type?: string, format?: unknown];

/** `{name}` placeholders (an ICU argument's name) and `<0>` tags of a message, read from its parsed form. */
function placeholdersOf(message: string): string[] {
  const found = new Set<string>();
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (typeof token === 'string') {
        for (const tag of token.matchAll(/<\/?(\d+)\/?>/g)) found.add(tag[0]);
        continue;
      }
      const [name, , format] = token;
      found.add(`{${name}}`);
      // A plural's or a select's branches are messages of their own; their text is not a placeholder.
      if (typeof format === 'object' && format !== null)
        for (const branch of Object.values(format)) if (Array.isArray(branch)) visit(branch as Token[]);
    }
  };
  visit(compileMessageOrThrow(message));
  return [...found].sort();
}

/** A message that is a name or a number, the same in every language: "Griot", "Paystack", "{count}". */
function isName(english: string): boolean {
  const words = english
    .replace(/\{[^}]*\}|<\/?\d+\/?>/g, ' ')
    .trim()
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word));
  return words.length === 0 || (words.length === 1 && /^\p{Lu}/u.test(words[0]!));
}

/** The problems of one language's catalog against the English one; none means it is fit to ship. */
export function catalogProblems(catalog: Catalog, english: Catalog): string[] {
  const problems: string[] = [];
  const where = `locales/${catalog.locale}/messages.po`;
  if (!catalog.header['X-Translation-Quality'])
    problems.push(`${where}: no X-Translation-Quality header (who translated it, and whether a speaker reviewed it)`);
  const translations = new Map(catalog.entries.map((entry) => [entry.id, entry.translation]));
  let same = 0;
  let counted = 0;
  for (const { id, translation: englishText } of english.entries) {
    const translation = translations.get(id);
    if (!translation) {
      problems.push(`${where}: ${id} is not translated`);
      continue;
    }
    try {
      compileMessageOrThrow(translation);
    } catch (error) {
      problems.push(`${where}: ${id} is not a valid ICU message (${(error as Error).message})`);
      continue;
    }
    const expected = placeholdersOf(englishText).join(' ');
    const found = placeholdersOf(translation).join(' ');
    if (expected !== found)
      problems.push(`${where}: ${id} has ${found || 'no placeholders'}, the English ${expected || 'none'}`);
    if (!isName(englishText)) {
      counted += 1;
      if (translation === englishText) same += 1;
    }
  }
  for (const id of translations.keys())
    if (!english.entries.some((entry) => entry.id === id)) problems.push(`${where}: ${id} is not an English message`);
  if (counted > 0 && same / counted > MAX_SAME_AS_ENGLISH)
    problems.push(
      `${where}: ${same} of ${counted} messages (${Math.round((100 * same) / counted)}%) are the English as it is; at most ${100 * MAX_SAME_AS_ENGLISH}% may be`,
    );
  const required = REQUIRED_LETTERS[catalog.locale];
  if (required && !catalog.entries.some((entry) => required.pattern.test(entry.translation)))
    problems.push(`${where}: no ${required.letters} in any message`);
  return problems;
}
