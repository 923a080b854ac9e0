// The words and frame of a page's preview card (1200×630, the size link previews show), drawn as SVG over
// the item's picture: the brand's ink and ochre, the Griot mark, the kind of page, the title and one line
// about it. Pure text, so it is tested without an image library.
import { escapeMarkup } from '@shared/escape-markup';

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

/**
 * Lines of at most `perLine` characters, broken at spaces, at most `maxLines` of them; the last one ends
 * with an ellipsis when the text goes on. A word longer than a line is cut.
 */
export function wrapText(text: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.replace(/\s+/g, ' ').trim().split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= perLine) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    line = word.length > perLine ? `${word.slice(0, perLine - 1)}…` : word;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, perLine - 1).replace(/\s+\S*$/, '')}…`;
  return kept;
}

/** The card's SVG: background, frame, words and mark; the picture, when there is one, goes in its square. */
export function cardSvg(words: CardWords, withPicture: boolean): string {
  const left = withPicture ? PICTURE.left + PICTURE.side + 60 : 80;
  const width = CARD_WIDTH - left - 70;
  // Serif at 58 px averages about 0.5 em a character.
  const title = wrapText(words.title, Math.floor(width / 29), 3);
  // The line about the item may take the room a short title leaves.
  const subtitle = wrapText(words.subtitle, Math.floor(width / 15), title.length <= 2 ? 3 : 2);
  const titleTop = 230;
  const titleLines = title
    .map((line, i) => `<tspan x="${left}" y="${titleTop + i * 68}">${escapeMarkup(line)}</tspan>`)
    .join('');
  const subtitleTop = titleTop + title.length * 68 + 28;
  const subtitleLines = subtitle
    .map((line, i) => `<tspan x="${left}" y="${subtitleTop + i * 38}">${escapeMarkup(line)}</tspan>`)
    .join('');
  const pictureFrame = withPicture
    ? `<rect x="${PICTURE.left - 8}" y="${PICTURE.top - 8}" width="${PICTURE.side + 16}" height="${PICTURE.side + 16}" fill="none" stroke="${OCHRE}" stroke-width="4"/>`
    : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">`,
    withPicture ? '' : `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${INK}"/>`,
    `<rect x="20" y="20" width="${CARD_WIDTH - 40}" height="${CARD_HEIGHT - 40}" fill="none" stroke="${OCHRE}" stroke-width="2" stroke-dasharray="14 8"/>`,
    pictureFrame,
    `<text x="${left}" y="150" font-family="DejaVu Sans, sans-serif" font-size="24" font-weight="bold" letter-spacing="4" fill="${OCHRE}">${escapeMarkup(words.label.toUpperCase())}</text>`,
    `<text font-family="DejaVu Serif, serif" font-size="58" font-weight="bold" fill="${CREAM}">${titleLines}</text>`,
    `<text font-family="DejaVu Sans, sans-serif" font-size="30" fill="${CREAM}" opacity="0.85">${subtitleLines}</text>`,
    `<circle cx="${left + 22}" cy="548" r="21" fill="${OCHRE}"/>`,
    `<circle cx="${left + 22}" cy="548" r="14" fill="none" stroke="${INK}" stroke-width="3" stroke-dasharray="4 3"/>`,
    `<circle cx="${left + 22}" cy="548" r="6" fill="${TERRACOTTA}"/>`,
    `<text x="${left + 56}" y="560" font-family="DejaVu Serif, serif" font-size="34" font-weight="bold" fill="${CREAM}">Griot</text>`,
    '</svg>',
  ].join('');
}
