// The names the site gives people, stored in English: "Former member" for a deleted account's words
// (FORMER_MEMBER) and "Member 1234" for an account that has not chosen one (defaultDisplayName). They are
// stored as they are, and the screens say them in the page's language (docs/decisions/015-translations.md).
import type { I18n } from '@lingui/core';
import { FORMER_MEMBER } from './schemas/community-limits';
import { withValues } from './texts';

/** The stored form of a generated name: "Member " and four digits (shared/schemas/auth-limits.ts). */
const GENERATED_NAME = /^Member (\d{4})$/u;

/** A person's name as the screen shows it: a name the site gave them in the page's language, else as stored. */
export function shownName(name: string, i18n: I18n): string {
  if (name === FORMER_MEMBER) return i18n._(/*i18n*/ { id: 'members.name.former', message: 'Former member' });
  const number = GENERATED_NAME.exec(name)?.[1];
  if (number)
    return i18n._(withValues(/*i18n*/ { id: 'members.name.generated', message: 'Member {number}' }, { number }));
  return name;
}
