// The client build's side of the translations (docs/decisions/015-translations.md): English stays in the
// code, compiled where it is written, and every other language is a catalog fetched apart.
import { createHash } from 'node:crypto';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import MagicString from 'magic-string';
import { parseAst } from 'rolldown/parseAst';
import type { Plugin } from 'vite';
import { readCatalog } from '../server/lib/i18n/po-catalog';
import { LOCALES, SOURCE_LOCALE } from '../shared/locales';
import { shortMessageIds } from './short-message-ids';

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

const stringLiteral = (node: unknown): string | undefined =>
  isNode(node) && node.type === 'Literal' && typeof node.value === 'string' ? node.value : undefined;

/** A descriptor in the code: its id, and its English's literal. */
interface Descriptor {
  id: string;
  idNode: Node;
  message: string;
  messageNode: Node;
}

/** The `{ id: '…', message: '…' }` descriptors under a node. */
function* descriptorsIn(node: Node): Generator<Descriptor> {
  if (node.type === 'ObjectExpression') {
    const properties = (node.properties as Node[]).filter((p) => p.type === 'Property' && !p.computed);
    const named = (name: string) => properties.find((p) => (p.key as Node & { name?: string }).name === name);
    const idNode = named('id')?.value as Node | undefined;
    const messageNode = named('message')?.value as Node | undefined;
    const id = stringLiteral(idNode);
    const message = stringLiteral(messageNode);
    if (id !== undefined && message !== undefined) yield { id, idNode: idNode!, message, messageNode: messageNode! };
  }
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const child of value) if (isNode(child)) yield* descriptorsIn(child);
    } else if (isNode(value)) yield* descriptorsIn(value);
  }
}

/**
 * The client build's translation steps, sharing what the first learns of each module: `compiledEnglish`
 * and `catalogParts` below, for vite.config.ts.
 */
export function translations(options: CatalogPartsOptions): Plugin[] {
  const idsByModule = new Map<string, string[]>();
  const shortIds = new Map<string, string>();
  const readShortIds: Plugin = {
    name: 'griot-short-message-ids',
    apply: 'build',
    async buildStart() {
      for (const [id, short] of await shortMessageIds(options.root)) shortIds.set(id, short);
    },
  };
  return [readShortIds, compiledEnglish(idsByModule, shortIds), catalogParts(options, idsByModule, shortIds)];
}

/**
 * Replaces each descriptor's English (kept in the code by the macros' `stripNonEssentialFields: false`) with
 * its compiled form, the array Lingui's run time reads without a compiler of its own: English needs no
 * catalog and loads with the code that shows it, and a message missing from another catalog falls back to it.
 * In a build, it also notes each module's message ids, for the catalog parts.
 */
export function compiledEnglish(idsByModule?: Map<string, string[]>, shortIds?: ReadonlyMap<string, string>): Plugin {
  return {
    name: 'griot-compiled-english',
    enforce: 'post',
    transform(code, moduleId) {
      if (!/[\\/](client|shared)[\\/].*\.[jt]sx?$/.test(moduleId) || !code.includes('message')) return null;
      const output = new MagicString(code);
      const ids: string[] = [];
      for (const { id, idNode, message, messageNode } of descriptorsIn(parseAst(code) as unknown as Node)) {
        output.overwrite(messageNode.start, messageNode.end, JSON.stringify(compileMessage(message)));
        const short = shortIds?.get(id);
        if (short !== undefined) output.overwrite(idNode.start, idNode.end, JSON.stringify(short));
        ids.push(id);
      }
      idsByModule?.set(moduleId, ids);
      if (!output.hasChanged()) return null;
      return { code: output.toString(), map: output.generateMap({ hires: 'boundary' }) };
    },
  };
}

/** The catalog parts' folder under the build's assets, named by their content. */
export const MESSAGES_META = 'griot-messages';

/**
 * Writes every other language's catalog as three parts, `public` (what the public screens and the member's
 * own say), `admin` (what only the admin area says) and `forms` (the rules' messages of the body schemas,
 * which only a form's check says), under `assets/messages-{hash}/{locale}/`, and names that folder in
 * index.html (`<meta name="griot-messages">`), so the client fetches only its visitor's language, an admin's
 * texts only in the admin area, and the rules' words with the checker that says them. The parts hold the
 * translated messages of the modules in each chunk, by their short ids (`shortMessageIds`); a message two
 * parts' chunks say is in both; English has none.
 */
export type CatalogPartName = 'public' | 'admin' | 'forms';

interface CatalogPartsOptions {
  root: string;
  /** The part a chunk's messages go to. */
  partOf: (chunk: { name: string; moduleIds: readonly string[] }) => CatalogPartName;
}

function catalogParts(
  options: CatalogPartsOptions,
  idsByModule: Map<string, string[]>,
  shortIds: ReadonlyMap<string, string>,
): Plugin {
  let folder = '';
  return {
    name: 'griot-catalog-parts',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      async handler(_output, bundle) {
        const used: Record<CatalogPartName, Set<string>> = {
          public: new Set(),
          admin: new Set(),
          forms: new Set(),
        };
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          const part = used[options.partOf(chunk)];
          for (const moduleId of chunk.moduleIds) for (const id of idsByModule.get(moduleId) ?? []) part.add(id);
        }
        const parts: Array<{ locale: string; part: string; source: string }> = [];
        for (const locale of LOCALES) {
          if (locale === SOURCE_LOCALE) continue;
          const catalog = await readCatalog(options.root, locale);
          const translated = (id: string) => catalog[id] !== undefined;
          for (const [part, ids] of Object.entries(used)) {
            const messages = Object.fromEntries(
              [...ids].filter(translated).map((id) => [shortIds.get(id) ?? id, catalog[id]]),
            );
            parts.push({ locale, part, source: JSON.stringify(messages) });
          }
        }
        const hash = createHash('sha256');
        for (const { locale, part, source } of parts) hash.update(`${locale}/${part}\n${source}\n`);
        folder = `assets/messages-${hash.digest('hex').slice(0, 10)}`;
        for (const { locale, part, source } of parts)
          this.emitFile({ type: 'asset', fileName: `${folder}/${locale}/${part}.json`, source });
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'meta', attrs: { name: MESSAGES_META, content: `/${folder}/` }, injectTo: 'head' }],
    },
  };
}
