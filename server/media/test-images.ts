// Real images for the pipeline's tests, drawn with sharp: one per accepted format, the JPEG carrying
// EXIF with a GPS position and a comment that must not survive the upload.
import sharp from 'sharp';

export const GPS_EXIF = {
  IFD0: { ImageDescription: 'secret-comment-at-home', Make: 'TestCam' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '6/1 27/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '3/1 23/1 0/1' },
};

const canvas = (width: number, height: number, r: number) =>
  sharp({ create: { width, height, channels: 4, background: { r, g: 120, b: 40, alpha: 1 } } });

export const makePng = () => canvas(32, 24, 10).png().toBuffer();

/** A JPEG with a GPS position, a description and an orientation tag (6: stored sideways). */
export const makeJpegWithGps = () =>
  canvas(40, 20, 200).flatten().jpeg().withExifMerge(GPS_EXIF).withMetadata({ orientation: 6 }).toBuffer();

async function frames(): Promise<Buffer[]> {
  return Promise.all([0, 120, 250].map((r) => canvas(16, 16, r).png().toBuffer()));
}

/** Three frames, so that keeping the animation can be checked. */
export const makeAnimatedGif = async () => sharp(await frames(), { join: { animated: true } }).gif({ delay: 100, loop: 0 }).toBuffer();

export const makeAnimatedWebp = async () => sharp(await frames(), { join: { animated: true } }).webp({ delay: 100, loop: 0 }).toBuffer();

export const makeWebp = () => canvas(24, 24, 90).webp().toBuffer();

/** Whether an EXIF block (as sharp's metadata gives it) points to a GPS directory (tag 0x8825 in IFD0). */
export function exifHasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const tiff = exif.subarray(exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? 6 : 0);
  const little = tiff.subarray(0, 2).toString('latin1') === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  const entries = u16(ifd0);
  for (let i = 0; i < entries; i += 1) {
    if (u16(ifd0 + 2 + i * 12) === 0x8825) return true;
  }
  return false;
}
