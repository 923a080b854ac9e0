// Real image files for upload journeys, made on the spot.
import sharp from 'sharp';

export async function pngFile(name = 'cover.png'): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c8562f' } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}
