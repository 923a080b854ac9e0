// The words and frame of a page's preview card (1200×630, the size link previews show), drawn as SVG over
// the item's picture: the brand's ink and ochre, the Griot mark, the kind of page, the title and one line
// about it. Each line is measured in the card's fonts (font-metrics.ts) and a long title takes a smaller
// size before it is cut. Pure text, so it is tested without an image library.
import { escapeMarkup } from '@shared/escape-markup';
import { CARD_FONTS, measureFor, type Measure } from './font-metrics';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** The item's picture: a square on the left, inside the frame. */
export const PICTURE = { left: 60, top: 60, side: 510 } as const;

export interface CardWords {
  /** What kind of page: "Music & Merch", "Event", "Artist", "Story". */
  label: string;
  title: string;
  /** One line under the title: the artist, the date and place, the discipline, the author. */
  subtitle: string;
}

const INK = '#1b1433';
const OCHRE = '#e8b03a';
const TERRACOTTA = '#c8562f';
const CREAM = '#fbf4e8';

/** The title's sizes, largest first: a long title takes a smaller one before it is cut. */
const TITLE_SIZES = [58, 52, 46, 40, 36, 32] as const;
const LINE_HEIGHT = 1.17;
/** The title's block: its first line's top, and the height its lines share at any size. */
const TITLE_TOP = 186;
const TITLE_BLOCK = 204;
const SUBTITLE_SIZE = 30;
const SUBTITLE_LINE = 38;
/** The subtitle's last line ends above the mark. */
const SUBTITLE_BOTTOM = 510;

/** A word wider than a line, cut into pieces that fit (a long name without spaces). */
function piecesOf(word: string, fits: (text: string) => boolean): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece && !fits(piece + char)) {
      pieces.push(piece);
      piece = '';
    }
    piece += char;
  }
  return piece ? [...pieces, piece] : pieces;
}

/** Lines that each fit, broken at spaces (a word wider than a line is broken inside). */
function wrapToFit(text: string, fits: (text: string) => boolean): string[] {
  const lines: string[] = [];
  let line = '';
  const words = text.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (fits(next)) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    const pieces = fits(word) ? [word] : piecesOf(word, fits);
    lines.push(...pieces.slice(0, -1));
    line = pieces.at(-1) ?? '';
  }
  return line ? [...lines, line] : lines;
}

/** At most `maxLines` lines that fit; when the text goes on, the last ends with an ellipsis that fits too. */
export function wrapText(text: string, fits: (text: string) => boolean, maxLines: number): string[] {
  const lines = wrapToFit(text, fits);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = `${kept[maxLines - 1]!} ${lines[maxLines]!}`;
  // Whole words go first; a single word left is cut a letter at a time.
  do last = (/\s/.test(last) ? last.replace(/\s+\S+$/, '') : last.slice(0, -1)).replace(/[\s.,;:·–—-]+$/, '');
  while (last && !fits(`${last}…`));
  kept[maxLines - 1] = `${last}…`;
  return kept;
}

export interface TitleLayout {
  size: number;
  lines: string[];
  /** Each line's measured width, all within `maxWidth`. */
  widths: number[];
}

/**
 * The title at the largest size whose lines fit the width and the title's block (three lines at 58 px,
 * five at 32 px); a title too long even at the smallest is cut with an ellipsis.
 */
export function layTitle(title: string, maxWidth: number, measure: Measure): TitleLayout {
  const at = (size: number, cut: boolean): TitleLayout | null => {
    const fits = (text: string) => measure(text, size) <= maxWidth;
    const maxLines = Math.floor(TITLE_BLOCK / (size * LINE_HEIGHT));
    const lines = cut ? wrapText(title, fits, maxLines) : wrapToFit(title, fits);
    if (lines.length > maxLines) return null;
    return { size, lines, widths: lines.map((line) => measure(line, size)) };
  };
  for (const size of TITLE_SIZES) {
    const layout = at(size, false);
    if (layout) return layout;
  }
  return at(TITLE_SIZES.at(-1)!, true)!;
}

/** Where the words go: left of the picture's square or across the card, and how wide they may run. */
export function textBox(withPicture: boolean): { left: number; width: number } {
  const left = withPicture ? PICTURE.left + PICTURE.side + 60 : 80;
  return { left, width: CARD_WIDTH - left - 70 };
}

/** The card's SVG: background, frame, words and mark; the picture, when there is one, goes in its square. */
export function cardSvg(
  words: CardWords,
  withPicture: boolean,
  measures: { title: Measure; subtitle: Measure } = { title: measureFor('serifBold'), subtitle: measureFor('sans') },
): string {
  const { left, width } = textBox(withPicture);
  const title = layTitle(words.title, width, measures.title);
  const lineHeight = Math.round(title.size * LINE_HEIGHT);
  // The first line's baseline sits an ascent below the block's top, whatever the size.
  const titleTop = TITLE_TOP + Math.round(title.size * 0.76);
  // Under the title's last line: its descent, a gap and the subtitle's ascent.
  const subtitleTop = titleTop + (title.lines.length - 1) * lineHeight + Math.round(title.size * 0.3) + 52;
  // The line about the item takes the room the title leaves above the mark.
  const subtitle = wrapText(
    words.subtitle,
    (text) => measures.subtitle(text, SUBTITLE_SIZE) <= width,
    Math.max(1, Math.floor((SUBTITLE_BOTTOM - subtitleTop) / SUBTITLE_LINE) + 1),
  );
  const titleLines = title.lines
    .map((line, i) => `<tspan x="${left}" y="${titleTop + i * lineHeight}">${escapeMarkup(line)}</tspan>`)
    .join('');
  const subtitleLines = subtitle
    .map((line, i) => `<tspan x="${left}" y="${subtitleTop + i * SUBTITLE_LINE}">${escapeMarkup(line)}</tspan>`)
    .join('');
  const pictureFrame = withPicture
    ? `<rect x="${PICTURE.left - 8}" y="${PICTURE.top - 8}" width="${PICTURE.side + 16}" height="${PICTURE.side + 16}" fill="none" stroke="${OCHRE}" stroke-width="4"/>`
    : '';
  const serif = `${CARD_FONTS.serifBold.family}, serif`;
  const sans = `${CARD_FONTS.sans.family}, sans-serif`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">`,
    withPicture ? '' : `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${INK}"/>`,
    `<rect x="20" y="20" width="${CARD_WIDTH - 40}" height="${CARD_HEIGHT - 40}" fill="none" stroke="${OCHRE}" stroke-width="2" stroke-dasharray="14 8"/>`,
    pictureFrame,
    `<text x="${left}" y="150" font-family="${sans}" font-size="24" font-weight="bold" letter-spacing="4" fill="${OCHRE}">${escapeMarkup(words.label.toUpperCase())}</text>`,
    `<text font-family="${serif}" font-size="${title.size}" font-weight="bold" fill="${CREAM}">${titleLines}</text>`,
    `<text font-family="${sans}" font-size="${SUBTITLE_SIZE}" fill="${CREAM}" opacity="0.85">${subtitleLines}</text>`,
    `<circle cx="${left + 22}" cy="548" r="21" fill="${OCHRE}"/>`,
    `<circle cx="${left + 22}" cy="548" r="14" fill="none" stroke="${INK}" stroke-width="3" stroke-dasharray="4 3"/>`,
    `<circle cx="${left + 22}" cy="548" r="6" fill="${TERRACOTTA}"/>`,
    `<text x="${left + 56}" y="560" font-family="${serif}" font-size="34" font-weight="bold" fill="${CREAM}">Griot</text>`,
    '</svg>',
  ].join('');
}
