// Artwork made on our own server, so that demo content and avatars never fetch anything from the
// internet and no visitor's name is sent to a third party. Every picture is a pure function of its
// seed: the same URL always draws the same SVG, which makes it safe to cache for a year.

import type { ArtMotif } from '@shared/art-urls';
import { escapeMarkup } from '@shared/escape-markup';

// Earth, indigo, kente and sunset palettes: background, two accents, ink.
const PALETTES = [
  ['#f4e9d8', '#c4502a', '#e0a526', '#2b1d14'],
  ['#1d1b3a', '#e0a526', '#d9653b', '#f4e9d8'],
  ['#0f3d2e', '#e8b931', '#c4502a', '#f6efe2'],
  ['#f2d7b6', '#7a2e1f', '#1f6f5c', '#231a14'],
  ['#2a1533', '#f08a4b', '#f5c542', '#fbeee0'],
  ['#e9dcc9', '#23415c', '#b5462f', '#1b1b1b'],
] as const;

function hashSeed(seed: string): number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** mulberry32: a tiny deterministic PRNG, so a seed always gives the same drawing. */
function random(seed: string): () => number {
  let a = hashSeed(seed);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
const r1 = (n: number) => Math.round(n * 10) / 10;

function kenteStripes(rand: () => number, colours: readonly string[], size: number): string {
  let x = 0;
  const parts: string[] = [];
  while (x < size) {
    const w = 8 + Math.floor(rand() * 28);
    parts.push(
      `<rect x="${x}" y="0" width="${w}" height="${size}" fill="${pick(rand, colours)}" opacity="${r1(0.25 + rand() * 0.5)}"/>`,
    );
    x += w;
  }
  return parts.join('');
}

function drawRecord(rand: () => number, [bg, a, b, ink]: readonly string[]): string {
  const grooves = Array.from(
    { length: 7 },
    (_, i) =>
      `<circle cx="200" cy="200" r="${150 - i * 14}" fill="none" stroke="${bg}" stroke-opacity="0.18" stroke-width="1.2"/>`,
  ).join('');
  return `${kenteStripes(rand, [a!, b!, ink!], 400)}
<circle cx="200" cy="200" r="165" fill="${ink}"/>${grooves}
<circle cx="200" cy="200" r="58" fill="${a}"/><circle cx="200" cy="200" r="58" fill="none" stroke="${b}" stroke-width="8" stroke-dasharray="6 10"/>
<circle cx="200" cy="200" r="7" fill="${bg}"/>`;
}

function drawGarment(rand: () => number, [bg, a, b, ink]: readonly string[]): string {
  const bands = Array.from(
    { length: 6 },
    (_, i) => `<rect x="110" y="${150 + i * 30}" width="180" height="12" fill="${i % 2 ? b : bg}" opacity="0.85"/>`,
  ).join('');
  const hood = rand() > 0.5 ? `<path d="M160 70 Q200 20 240 70 L230 100 Q200 80 170 100 Z" fill="${ink}"/>` : '';
  return `<rect width="400" height="400" fill="${bg}"/>${kenteStripes(rand, [a!, b!], 400).replace(/opacity="[\d.]+"/g, 'opacity="0.12"')}
<defs><clipPath id="g"><path d="M130 80 L170 65 Q200 95 230 65 L270 80 L340 135 L305 180 L285 165 L285 345 L115 345 L115 165 L95 180 L60 135 Z"/></clipPath></defs>
<g clip-path="url(#g)"><rect width="400" height="400" fill="${a}"/>${bands}</g>${hood}`;
}

function drawPrint(rand: () => number, [bg, a, b, ink]: readonly string[]): string {
  const shapes = Array.from({ length: 9 }, (_, i) => {
    const cx = 90 + (i % 3) * 110;
    const cy = 90 + Math.floor(i / 3) * 110;
    const colour = pick(rand, [a!, b!, ink!]);
    return rand() > 0.5
      ? `<circle cx="${cx}" cy="${cy}" r="${r1(22 + rand() * 22)}" fill="${colour}"/>`
      : `<path d="M${cx - 35} ${cy + 30} L${cx} ${cy - 35} L${cx + 35} ${cy + 30} Z" fill="${colour}"/>`;
  }).join('');
  return `<rect width="400" height="400" fill="${ink}"/><rect x="24" y="24" width="352" height="352" fill="${bg}"/>${shapes}`;
}

function drawStage(rand: () => number, [bg, a, b, ink]: readonly string[]): string {
  const rays = Array.from({ length: 18 }, (_, i) => {
    const angle = (Math.PI * i) / 17;
    return `<line x1="200" y1="300" x2="${r1(200 - Math.cos(angle) * 260)}" y2="${r1(300 - Math.sin(angle) * 260)}" stroke="${b}" stroke-width="${r1(2 + rand() * 6)}" opacity="0.55"/>`;
  }).join('');
  const crowd = Array.from({ length: 14 }, (_, i) => {
    const x = 10 + i * 28 + rand() * 8;
    const h = 40 + rand() * 30;
    return `<circle cx="${r1(x)}" cy="${r1(400 - h)}" r="12" fill="${ink}"/><rect x="${r1(x - 14)}" y="${r1(400 - h + 10)}" width="28" height="${r1(h)}" rx="12" fill="${ink}"/>`;
  }).join('');
  return `<rect width="400" height="400" fill="${bg}"/>${rays}<circle cx="200" cy="300" r="${r1(80 + rand() * 30)}" fill="${a}"/>${crowd}`;
}

function drawPattern(rand: () => number, [bg, a, b, ink]: readonly string[]): string {
  const cells: string[] = [];
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 5; col++) {
      const x = col * 80;
      const y = row * 80;
      const colour = pick(rand, [a!, b!, ink!]);
      const kind = Math.floor(rand() * 4);
      if (kind === 0)
        cells.push(`<circle cx="${x + 40}" cy="${y + 40}" r="22" fill="none" stroke="${colour}" stroke-width="6"/>`);
      else if (kind === 1)
        cells.push(`<path d="M${x + 12} ${y + 40} h56 M${x + 40} ${y + 12} v56" stroke="${colour}" stroke-width="6"/>`);
      else if (kind === 2)
        cells.push(
          `<path d="M${x + 10} ${y + 60} l15 -40 l15 40 l15 -40 l15 40" fill="none" stroke="${colour}" stroke-width="5"/>`,
        );
      else
        cells.push(
          `<rect x="${x + 18}" y="${y + 18}" width="44" height="44" fill="${colour}" transform="rotate(45 ${x + 40} ${y + 40})"/>`,
        );
    }
  }
  return `<rect width="400" height="400" fill="${bg}"/>${cells.join('')}`;
}

const DRAW: Record<ArtMotif, (rand: () => number, palette: readonly string[]) => string> = {
  record: drawRecord,
  garment: drawGarment,
  print: drawPrint,
  stage: drawStage,
  pattern: drawPattern,
};

export function generateArt(motif: ArtMotif, seed: string): string {
  const rand = random(`${motif}:${seed}`);
  const palette = pick(rand, PALETTES);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img">${DRAW[motif](rand, palette)}</svg>`;
}

/** Up to two initials: "Ada Obi" → "AO", "kemi" → "K". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return letters.map((w) => Array.from(w)[0]!.toUpperCase()).join('') || '?';
}

/** A round initials avatar on a colour derived from the name. */
export function generateAvatar(name: string): string {
  const rand = random(`avatar:${name}`);
  const [, a, b, ink] = pick(rand, PALETTES);
  const ring = pick(rand, [a, b]);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" role="img">
<rect width="200" height="200" fill="${ring === a ? b : a}"/><circle cx="100" cy="100" r="78" fill="${ink}" opacity="0.18"/>
<text x="100" y="100" dy="0.35em" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="76" font-weight="700" fill="#fffaf0">${escapeMarkup(initialsOf(name))}</text></svg>`;
}
