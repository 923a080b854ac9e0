// How wide a line of text is drawn in the fonts the preview card names, read from the font files
// themselves (their advance widths, without kerning, which only narrows a line), so that the card's
// layout measures each line instead of guessing from its number of characters.
import { readFileSync } from 'node:fs';

/** Width in pixels of `text` drawn at `size` px. */
export type Measure = (text: string, size: number) => number;

/** The faces the card draws with, and where systems keep their files (Debian, Fedora, Arch, Alpine). */
const FONT_DIRS = ['/usr/share/fonts/truetype/dejavu', '/usr/share/fonts/dejavu', '/usr/share/fonts/TTF'];
export const CARD_FONTS = {
  serifBold: { family: 'DejaVu Serif', weight: 'bold', file: 'DejaVuSerif-Bold.ttf', fallbackEm: 0.78 },
  sans: { family: 'DejaVu Sans', weight: 'normal', file: 'DejaVuSans.ttf', fallbackEm: 0.7 },
} as const;
export type CardFont = keyof typeof CARD_FONTS;

interface FontWidths {
  unitsPerEm: number;
  advanceOf: (codePoint: number) => number;
}

/** The advance widths of a TrueType file: 'cmap' (format 4 or 12) for the glyphs, 'hmtx' for their widths. */
export function readFontWidths(bytes: Buffer): FontWidths {
  const tables = new Map<string, number>();
  const count = bytes.readUInt16BE(4);
  for (let i = 0; i < count; i++) {
    const record = 12 + i * 16;
    tables.set(bytes.toString('latin1', record, record + 4), bytes.readUInt32BE(record + 8));
  }
  const table = (tag: string) => {
    const offset = tables.get(tag);
    if (offset === undefined) throw new Error(`The font has no ${tag} table`);
    return offset;
  };
  const unitsPerEm = bytes.readUInt16BE(table('head') + 18);
  const metrics = bytes.readUInt16BE(table('hhea') + 34);
  const hmtx = table('hmtx');
  const advanceOfGlyph = (glyph: number) => bytes.readUInt16BE(hmtx + Math.min(glyph, metrics - 1) * 4);
  const glyphOf = cmapLookup(bytes, table('cmap'));
  return { unitsPerEm, advanceOf: (codePoint) => advanceOfGlyph(glyphOf(codePoint)) };
}

function cmapLookup(bytes: Buffer, cmap: number): (codePoint: number) => number {
  const subtables: { format: number; offset: number }[] = [];
  for (let i = 0; i < bytes.readUInt16BE(cmap + 2); i++) {
    const record = cmap + 4 + i * 8;
    const platform = bytes.readUInt16BE(record);
    const encoding = bytes.readUInt16BE(record + 2);
    const offset = cmap + bytes.readUInt32BE(record + 4);
    if ((platform === 3 && (encoding === 1 || encoding === 10)) || platform === 0)
      subtables.push({ format: bytes.readUInt16BE(offset), offset });
  }
  const full = subtables.find((s) => s.format === 12);
  if (full) {
    const groups = bytes.readUInt32BE(full.offset + 12);
    return (codePoint) => {
      for (let i = 0; i < groups; i++) {
        const group = full.offset + 16 + i * 12;
        const start = bytes.readUInt32BE(group);
        if (codePoint >= start && codePoint <= bytes.readUInt32BE(group + 4))
          return bytes.readUInt32BE(group + 8) + codePoint - start;
      }
      return 0;
    };
  }
  const basic = subtables.find((s) => s.format === 4);
  if (!basic) throw new Error('The font has no Unicode cmap');
  const at = basic.offset;
  const segments = bytes.readUInt16BE(at + 6) / 2;
  const ends = at + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const ranges = deltas + segments * 2;
  return (codePoint) => {
    if (codePoint > 0xffff) return 0;
    for (let i = 0; i < segments; i++) {
      if (codePoint > bytes.readUInt16BE(ends + i * 2)) continue;
      const start = bytes.readUInt16BE(starts + i * 2);
      if (codePoint < start) return 0;
      const delta = bytes.readInt16BE(deltas + i * 2);
      const range = bytes.readUInt16BE(ranges + i * 2);
      if (range === 0) return (codePoint + delta) & 0xffff;
      const glyph = bytes.readUInt16BE(ranges + i * 2 + range + (codePoint - start) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
}

function loadWidths(file: string): FontWidths | null {
  for (const dir of FONT_DIRS) {
    try {
      return readFontWidths(readFileSync(`${dir}/${file}`));
    } catch {
      // Not there, or not readable: the next place.
    }
  }
  return null;
}

const loaded = new Map<CardFont, FontWidths | null>();

/**
 * The measure of one of the card's faces. Without its file (a system without DejaVu, where the drawing
 * falls back to another face too), every character counts as wide as the face's widest letters, so a line
 * is over-measured, never clipped.
 */
export function measureFor(font: CardFont): Measure {
  if (!loaded.has(font)) loaded.set(font, loadWidths(CARD_FONTS[font].file));
  const widths = loaded.get(font);
  if (!widths) return (text, size) => [...text].length * CARD_FONTS[font].fallbackEm * size;
  const cache = new Map<number, number>();
  const advance = (codePoint: number) => {
    let width = cache.get(codePoint);
    if (width === undefined) cache.set(codePoint, (width = widths.advanceOf(codePoint) / widths.unitsPerEm));
    return width;
  };
  return (text, size) => {
    let ems = 0;
    for (const char of text) ems += advance(char.codePointAt(0)!);
    return ems * size;
  };
}
