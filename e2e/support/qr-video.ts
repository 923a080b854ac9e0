// A camera's picture for Chromium's fake video capture (--use-file-for-fake-video-capture): one frame, which
// Chromium shows again and again, of a QR code on white. Y4M is raw video: a header line, then each frame as
// its brightness (Y) plane and its two colour planes (U, V) at half width and height, here neutral grey.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;
const BLACK = 0;
const WHITE = 255;
const NEUTRAL = 128;

/** Writes a .y4m file whose picture is the QR code of `text`, and gives its path. */
export function qrVideo(text: string): string {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  // The code with its four-module quiet zone fills about three quarters of the frame's height.
  const scale = Math.floor((HEIGHT * 0.75) / (modules.size + 8));
  const left = Math.floor((WIDTH - modules.size * scale) / 2);
  const top = Math.floor((HEIGHT - modules.size * scale) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, WHITE);
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (!modules.get(row, column)) continue;
      for (let y = 0; y < scale; y++) {
        const start = (top + row * scale + y) * WIDTH + left + column * scale;
        luma.fill(BLACK, start, start + scale);
      }
    }
  }
  const colour = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, NEUTRAL);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\nFRAME\n`, 'ascii');
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'griot-camera-')), 'qr.y4m');
  writeFileSync(file, Buffer.concat([header, luma, colour]));
  return file;
}
