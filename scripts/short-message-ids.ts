// The short ids the client's build names messages by (scripts/vite-messages.ts): a number per dotted id, in
// base 36, kept in locales/short-ids.json. A new message takes the next number and a message keeps its number
// for good (a removed one's is not given again), so a release that adds a text changes only the chunks that
// show it, and a returning visitor downloads no more than that. `npm run messages:extract` runs this after
// Lingui's extraction; `messages:check` fails when the file is behind the catalogs.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readTranslations } from '../server/lib/i18n/po-catalog';
import { SOURCE_LOCALE } from '../shared/locales';

const registryOf = (root: string) => path.join(root, 'locales', 'short-ids.json');

interface Registry {
  /** The next number to give. */
  next: number;
  ids: Record<string, number>;
}

async function readRegistry(root: string): Promise<Registry> {
  try {
    return JSON.parse(await readFile(registryOf(root), 'utf8')) as Registry;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { next: 0, ids: {} };
    throw error;
  }
}

/** Every dotted id's short id, as the registry gives them. */
export async function shortMessageIds(root: string): Promise<Map<string, string>> {
  const { ids } = await readRegistry(root);
  return new Map(Object.entries(ids).map(([id, number]) => [id, number.toString(36)]));
}

/** Gives the English catalog's new ids their numbers and forgets the ids no catalog has any more. */
export async function updateShortIds(root: string): Promise<void> {
  const registry = await readRegistry(root);
  const current = Object.keys(await readTranslations(root, SOURCE_LOCALE)).sort();
  const ids: Record<string, number> = {};
  let next = registry.next;
  for (const id of current) ids[id] = registry.ids[id] ?? next++;
  await writeFile(registryOf(root), `${JSON.stringify({ next, ids }, null, 2)}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) await updateShortIds(path.resolve(import.meta.dirname, '..'));
