/* eslint-disable lingui/no-unlocalized-strings -- CSS descriptors and code points, no texts for people */
// Adds the web fonts (client/fonts.css, fontsource's declarations) as FontFace objects. The faces the
// page shows are downloaded first, then added one per frame: each relayout only redoes the text set in
// that face, where a stylesheet would relayout the whole page for its new rules and again for each font
// as it arrives. Loaded by web-fonts.tsx when it is time.
import fontsCss from '../fonts.css?inline';
import { unicodeRangeCovers, unicodeRangeWithout } from './unicode-range';

/**
 * The naira sign is on every price, and it is in the faces' latin-ext files only: 86 kB of Inter for one
 * character. It is drawn by the stand-in font instead (Arial, Roboto and Helvetica all have it), so a
 * page's latin-ext faces load only for text that needs them.
 */
const NAIRA_SIGN = 0x20a6;

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

const unquote = (family: string) => family.replace(/["']/g, '').trim();

function declaredFaces(): FontFace[] {
  return [...fontsCss.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, rule = '']) => {
    const descriptor = (name: string) => new RegExp(`${name}:\\s*([^;]+)`).exec(rule)?.[1]?.trim() ?? '';
    const source = /src:\s*(url\([^)]*\)[^;]*)/.exec(rule)?.[1] ?? '';
    const range = descriptor('unicode-range') || 'U+0-10FFFF';
    return new FontFace(unquote(descriptor('font-family')), source, {
      style: descriptor('font-style') || 'normal',
      weight: descriptor('font-weight') || 'normal',
      display: (descriptor('font-display') || 'swap') as FontDisplay,
      unicodeRange: unicodeRangeWithout(range, NAIRA_SIGN) || range,
    });
  });
}

/** The characters on the page by the font they are set in ('Inter Variable|normal'), as the browser would pick faces. */
function charactersByFont(): Map<string, Set<number>> {
  const byFont = new Map<string, Set<number>>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement || !node.textContent) continue;
    const style = getComputedStyle(node.parentElement);
    const font = `${unquote(style.fontFamily.split(',')[0] ?? '')}|${style.fontStyle === 'normal' ? 'normal' : 'italic'}`;
    const characters = byFont.get(font) ?? new Set<number>();
    for (const character of node.textContent) characters.add(character.codePointAt(0) ?? 0);
    byFont.set(font, characters);
  }
  return byFont;
}

export async function loadWebFonts(): Promise<void> {
  const faces = declaredFaces();
  const byFont = charactersByFont();
  const used = faces.filter((face) =>
    unicodeRangeCovers(face.unicodeRange, byFont.get(`${unquote(face.family)}|${face.style}`) ?? []),
  );
  await Promise.all(used.map((face) => face.load().catch(() => undefined)));
  for (const face of used) {
    document.fonts.add(face);
    await nextFrame();
  }
  // The other faces load by themselves if a later screen needs them, as @font-face rules would.
  for (const face of faces) if (!used.includes(face)) document.fonts.add(face);
}
