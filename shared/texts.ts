// A text a person reads, kept as a Lingui descriptor until it is said in their language
// (docs/decisions/015-translations.md). A descriptor's values may be descriptors themselves ("Ticket type 2:
// Price must be a valid amount." is one text holding another): each is said in the same language first.
import type { I18n, MessageDescriptor } from '@lingui/core';

export type { MessageDescriptor };

/** A value written in the reader's language when its text is said: a date as their language writes it. */
export type SaidInLanguage = (language: I18n) => string;

const isDescriptor = (value: unknown): value is MessageDescriptor =>
  typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string';

/** `text` in the language of `language`, with any descriptor (or SaidInLanguage) among its values said first. */
export function say(language: I18n, text: MessageDescriptor): string {
  // Named apart from `i18n`, whose `_` calls `lingui extract` reads as messages to extract.
  if (!text.values) return language._(text);
  const values = Object.fromEntries(
    Object.entries(text.values).map(([name, value]) => [
      name,
      isDescriptor(value)
        ? say(language, value)
        : typeof value === 'function'
          ? (value as SaidInLanguage)(language)
          : value,
    ]),
  );
  return language._({ ...text, values });
}

/** A descriptor with the values of its placeholders, the descriptor marked where it is written. */
export const withValues = (descriptor: MessageDescriptor, values: MessageDescriptor['values']): MessageDescriptor => ({
  ...descriptor,
  values,
});
