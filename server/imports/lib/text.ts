// Small text helpers for turning third-party fields into catalogue text.

/** Trimmed text with whitespace collapsed, or null when there is none (null, non-strings, blanks). */
export function cleanText(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.replace(/\s+/g, ' ').trim();
  return text ? text : null;
}

/** Cuts text to the admin form's limit (shared/schemas/admin-catalog.ts), so imported rows stay editable. */
export function clip(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  return `${text.slice(0, maxLength - 1).trimEnd()}…`;
}

/** 'nigerian afrobeat pioneer' → 'Nigerian afrobeat pioneer.' */
export function asSentence(text: string): string {
  const capitalised = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?…]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

/** A seed for the generated-art URLs: lowercase ASCII letters, digits and dashes, at most 80 characters. */
export function slugify(text: string, fallback: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 80)
    .replace(/^-+|-+$/g, '');
  return slug || fallback;
}

/** Keeps the first item of each key, in order. */
export function uniqueBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
