// How a typed query becomes SQL: websearch syntax for the words ("quoted phrases", -exclusions, or), and
// the last word, while it is still being typed, as a prefix, so that "sanga" already finds "Sangaré".

export interface ReadQuery {
  /** For websearch_to_tsquery: the whole query, less the last word when that is read as a prefix. */
  words: string;
  /** The last word, lower-cased, to match as a prefix; null when it is excluded, quoted or not a word. */
  prefix: string | null;
}

// A word is letters, marks (Yoruba's dots and tones when typed apart) and digits: the only characters a
// prefix may carry into to_tsquery's own syntax, so nothing typed can become an operator there.
const LAST_WORD = /[\p{L}\p{M}\p{N}]+$/u;
const CONTROL = /[\p{Cc}\p{Cf}]/gu;
// A run of exclusion marks ("---", "- - -") nests one NOT in the next: PostgreSQL's parser runs out of stack
// at 33 of them. Excluding twice is excluding once.
const EXCLUSION_RUN = /-(?:\s*-)+/gu;

export function readQuery(text: string): ReadQuery {
  const clean = text.normalize('NFC').replace(CONTROL, ' ').replace(EXCLUSION_RUN, '-').trim();
  const last = LAST_WORD.exec(clean);
  if (!last) return { words: clean, prefix: null };
  const before = clean.slice(0, last.index);
  const insideQuotes = (before.match(/"/g)?.length ?? 0) % 2 === 1;
  // "-word" excludes it and "o'word" is one word to the parser: neither is a prefix being typed.
  const standsAlone = before === '' || /\s$/u.test(before);
  if (insideQuotes || !standsAlone) return { words: clean, prefix: null };
  return { words: before.trim(), prefix: last[0].toLowerCase() };
}
