// Pseudo-locales for the layout's tests (docs/decisions/015-translations.md, "Pseudo-locales"): the English
// catalog made strange enough to show what a translation would break, served to the browser in place of a
// language's catalog parts, so the app's own code loads them as it loads any language.
// - `accented`: every letter accented and each text 40% longer, between ⟦ ⟧, so that a text left in English,
//   a text cut off or a box too narrow for a longer language shows at once;
// - `bidi`: the same, written right to left (the right-to-left override around each text), on a page whose
//   direction is right to left, as a right-to-left language's would be (shared/locale-address.ts).
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { BrowserContext } from 'playwright-core';
import pseudolocalize from 'pseudolocale';
import { readTranslations } from '@server/lib/i18n/po-catalog';
import { SOURCE_LOCALE, type Locale } from '@shared/locales';
import { shortMessageIds } from '../../scripts/short-message-ids';

export type PseudoLocale = 'accented' | 'bidi';

/** The language whose catalog parts a pseudo-locale stands in for; its addresses (`/fr/…`) carry it. */
export const STAND_IN_LOCALE: Locale = 'fr';

export const PSEUDO_START = '⟦';
export const PSEUDO_END = '⟧';
const RIGHT_TO_LEFT_OVERRIDE = '\u202e';
const POP_DIRECTIONAL_FORMATTING = '\u202c';
/** How much longer than English a translation may run (German and French run 30 to 40% longer). */
const LONGER_BY = 0.4;
/** Padding comes in short words, so that a longer text still wraps where a translation's would. */
const PADDING_WORD = 5;

/** Tags of rich messages (`<0>`, `<link>`) stay as they are: the app fills them. */
const TAG = /(<\/?[^<>]*>)/;

function pseudoText(text: string, locale: PseudoLocale): string {
  const words = text.trim();
  if (!/\p{L}/u.test(words)) return text;
  const accented = words
    .split(TAG)
    .map((part) => (TAG.test(part) ? part : pseudolocalize(part, { prepend: '', append: '' })))
    .join('');
  const extra = Math.ceil(words.length * LONGER_BY);
  const padding = Array.from({ length: Math.ceil(extra / PADDING_WORD) }, (_, index) =>
    '·'.repeat(Math.min(PADDING_WORD, extra - index * PADDING_WORD)),
  ).join(' ');
  const longer = `${PSEUDO_START}${accented} ${padding}${PSEUDO_END}`;
  const shown = locale === 'bidi' ? `${RIGHT_TO_LEFT_OVERRIDE}${longer}${POP_DIRECTIONAL_FORMATTING}` : longer;
  // The spaces around a text separate it from the placeholders beside it: they stay outside.
  const lead = text.slice(0, text.length - text.trimStart().length);
  const trail = text.slice(text.trimEnd().length);
  return `${lead}${shown}${trail}`;
}

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The English of each message by the short id the build gives it (scripts/vite-messages.ts). */
let englishByShortId: Promise<Map<string, string>> | undefined;

async function readEnglishByShortId(): Promise<Map<string, string>> {
  const [english, shortIds] = await Promise.all([readTranslations(ROOT, SOURCE_LOCALE), shortMessageIds(ROOT)]);
  return new Map([...shortIds].map(([id, short]) => [short, english[id]!]));
}

/** A message in a pseudo-locale, compiled for Lingui's run time as the catalog parts are. */
async function pseudoMessage(shortId: string, locale: PseudoLocale) {
  englishByShortId ??= readEnglishByShortId();
  const source = (await englishByShortId).get(shortId);
  if (source === undefined) throw new Error(`No English for ${shortId}: build the client again.`);
  return compileMessage(source, (text) => pseudoText(text, locale));
}

/**
 * Serves a browser profile the pseudo-locale in place of the stand-in language's catalog parts (the same
 * messages, by the same ids), and for `bidi` makes its pages right to left from their first screen.
 */
export async function usePseudoLocale(context: BrowserContext, locale: PseudoLocale): Promise<void> {
  await context.route(`**/assets/messages-*/${STAND_IN_LOCALE}/*.json`, async (route) => {
    const real = (await (await route.fetch()).json()) as Record<string, unknown>;
    const ids = Object.keys(real);
    const messages = Object.fromEntries(
      await Promise.all(ids.map(async (id) => [id, await pseudoMessage(id, locale)] as const)),
    );
    await route.fulfill({ json: messages });
  });
  if (locale === 'bidi') {
    await context.addInitScript(() => {
      // The app sets its page's direction from the address's language as it starts: held right to left,
      // from before the document's element exists (this runs first) to whatever sets it later.
      const hold = () => {
        const html = document.documentElement as HTMLElement | null;
        if (html && html.dir !== 'rtl') html.dir = 'rtl';
      };
      hold();
      new MutationObserver(hold).observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['dir'],
      });
    });
  }
}

/** A text's words, in any script; a hyphen or an apostrophe's absence separates them as a reader would. */
export const wordsOf = (text: string): string[] => text.match(/\p{L}[\p{L}'’]*/gu) ?? [];

/**
 * The words of a text outside its pseudo-localised parts that look English (Latin letters only, three or
 * more): English the catalogs did not reach, or data, which the caller tells apart.
 */
export function wordsOutsidePseudo(text: string): string[] {
  const outside = text.replace(new RegExp(`${PSEUDO_START}[^${PSEUDO_END}]*${PSEUDO_END}`, 'gu'), ' ');
  return wordsOf(outside).filter((word) => /^[A-Za-z'’]{3,}$/.test(word));
}
