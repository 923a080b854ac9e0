// The admin dialogs' list fields: one item per line, its parts separated by commas ("M, 15, TEE-M").

/** The non-blank lines of `text`, each split at its commas, every part trimmed. */
export function commaLines(text: string): string[][] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => line.split(',').map((part) => part.trim()));
}

/** One line of parts, without the empty parts at its end. */
export const commaLine = (parts: ReadonlyArray<string | number>): string => parts.join(', ').replace(/(, )+$/, '');
