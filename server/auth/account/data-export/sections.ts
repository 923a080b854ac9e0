// The sections of a member's data download, in the file's order: the account's own, then each feature's
// (server/db/account-data.ts), in the order app.ts hands them over. A new kind of record about members gets
// a section in the part of the feature that keeps it (docs/privacy.md).
import type { AccountDataPart, DataSection } from '@server/db/account-data';
import { account } from './sections/account';
import { mailedLinks } from './sections/mailed-links';
import { profile } from './sections/profile';
import { sessionList } from './sections/sessions';

const ACCOUNT_SECTIONS = { account, sessions: sessionList, mailedLinks, profile } satisfies Record<string, DataSection>;

/** Every section by name; two parts cannot both name one, or one would hide the other. */
export function dataSections(parts: readonly AccountDataPart[]): Map<string, DataSection> {
  const sections = new Map<string, DataSection>(Object.entries(ACCOUNT_SECTIONS));
  for (const part of parts)
    for (const [name, read] of Object.entries(part.exportSections ?? {})) {
      if (sections.has(name)) throw new Error(`Two parts of the data download are named ${name}`);
      sections.set(name, read);
    }
  return sections;
}
