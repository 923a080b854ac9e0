// Draws the installed app's icons (client/public/icons/) from the favicon. Run again after the favicon
// changes: `npx tsx scripts/make-app-icons.ts`. The maskable icon and Apple's icon are full squares in the
// brand's ink, with the mark inside the safe circle (80% of the side) that launchers may crop to.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = (relative: string) => fileURLToPath(new URL(`../client/public/${relative}`, import.meta.url));
const mark = readFileSync(publicDir('favicon.svg'));
const INK = '#1b1433';

async function plain(side: number, file: string): Promise<void> {
  await sharp(mark, { density: (72 * side) / 40 })
    .resize(side, side)
    .png({ compressionLevel: 9 })
    .toFile(publicDir(file));
}

async function onSquare(side: number, file: string): Promise<void> {
  const inner = Math.round(side * 0.6);
  const drawn = await sharp(mark, { density: (72 * inner) / 40 })
    .resize(inner, inner)
    .png()
    .toBuffer();
  await sharp({ create: { width: side, height: side, channels: 4, background: INK } })
    .composite([{ input: drawn, gravity: 'centre' }])
    .png({ compressionLevel: 9 })
    .toFile(publicDir(file));
}

await plain(192, 'icons/icon-192.png');
await plain(512, 'icons/icon-512.png');
await onSquare(512, 'icons/icon-maskable-512.png');
await onSquare(180, 'icons/apple-touch-icon.png');
