// Multipart requests for the image uploads, written byte by byte so that anything can be wrong in them:
// the file (real images of every accepted type, truncated ones, random bytes, SVG and HTML, an image that
// claims 2.5 gigapixels, just over 5 MB), its name, its declared type, the field, extra fields, the
// framing itself.
import { crc32 } from 'node:zlib';
import fc from 'fast-check';
import { MAX_IMAGE_BYTES } from '@shared/constants';
import { makeAnimatedGif, makeJpegWithGps, makePng, makeWebp } from '../fixtures/images';
import { FUZZ_HOST, type FuzzRequest } from './fuzz-requests';
import { hostileString } from './hostile-values';

export interface SampleFiles {
  images: Array<{ bytes: Buffer; type: string; name: string }>;
  bomb: Buffer;
  oversized: Buffer;
}

/** A PNG whose header claims 50,000 × 50,000 pixels: the pipeline must refuse it before decoding it. */
function pixelBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(50_000, 0);
  header.writeUInt32BE(50_000, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export async function sampleFiles(): Promise<SampleFiles> {
  const png = await makePng();
  return {
    images: [
      { bytes: png, type: 'image/png', name: 'cover.png' },
      { bytes: await makeJpegWithGps(), type: 'image/jpeg', name: 'poster.jpg' },
      { bytes: await makeAnimatedGif(), type: 'image/gif', name: 'dance.gif' },
      { bytes: await makeWebp(), type: 'image/webp', name: 'lead.webp' },
    ],
    bomb: pixelBomb(),
    // Just over the limit, starting like a real PNG.
    oversized: Buffer.concat([png, Buffer.alloc(MAX_IMAGE_BYTES + 1 - png.length, 7)]),
  };
}

interface Part {
  name: string;
  fileName?: string;
  type?: string;
  bytes: Buffer;
}

const BOUNDARY = '----griot-fuzz-7MA4YWxkTrZu0gW';

function multipartBody(parts: Part[], { close = true } = {}): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.fileName === undefined ? '' : `; filename="${part.fileName}"`}`;
    const head = `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${part.type === undefined ? '' : `Content-Type: ${part.type}\r\n`}\r\n`;
    chunks.push(Buffer.from(head, 'utf8'), part.bytes, Buffer.from('\r\n'));
  }
  if (close) chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

const DECLARED_TYPES = [
  'image/png',
  'image/jpeg',
  'image/jpg',
  'image/gif',
  'image/webp',
  'image/svg+xml',
  'text/html',
  'application/octet-stream',
  'application/x-php',
  '',
];
const FILE_NAMES = [
  'cover.png',
  '../../../etc/passwd.png',
  '..\\..\\boot.ini',
  '.htaccess',
  'a.php.png',
  'x'.repeat(1000) + '.png',
  '',
  ' ',
  'émoji 🎶.png',
  'shell.svg',
  'index.html',
  'name"with"quotes.png',
  'semi;colon.png',
  'CON.png',
];

export interface UploadRequestOptions {
  method: string;
  url: string;
  files: SampleFiles;
}

/** One upload request: about a third with a real image in field "file", the rest broken in some way. */
export function uploadRequests({ method, url, files }: UploadRequestOptions): fc.Arbitrary<FuzzRequest> {
  const image = fc.constantFrom(...files.images);
  const content = fc.oneof(
    { weight: 6, arbitrary: image.map((i) => ({ label: `image ${i.type}`, bytes: i.bytes, type: i.type })) },
    {
      weight: 2,
      arbitrary: fc.tuple(image, fc.double({ min: 0.05, max: 0.95 })).map(([i, share]) => ({
        label: 'truncated image',
        bytes: i.bytes.subarray(0, Math.floor(i.bytes.length * share)),
        type: i.type,
      })),
    },
    {
      weight: 2,
      arbitrary: fc
        .uint8Array({ maxLength: 4096 })
        .map((bytes) => ({ label: 'random bytes', bytes: Buffer.from(bytes), type: 'image/png' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
          '<html><script>alert(1)</script></html>',
          'GIF89a<script>alert(1)</script>',
        )
        .map((text) => ({ label: 'markup', bytes: Buffer.from(text), type: 'image/svg+xml' })),
    },
    { weight: 1, arbitrary: fc.constant({ label: 'empty file', bytes: Buffer.alloc(0), type: 'image/png' }) },
    { weight: 1, arbitrary: fc.constant({ label: 'pixel bomb', bytes: files.bomb, type: 'image/png' }) },
    { weight: 1, arbitrary: fc.constant({ label: 'over 5 MB', bytes: files.oversized, type: 'image/png' }) },
  );
  const fileName = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...FILE_NAMES) },
    { weight: 1, arbitrary: hostileString.filter((s) => s.length < 300 && !/[\r\n]/.test(s)) },
  );

  const valid = image.map((i) => ({
    label: `valid ${i.type}`,
    parts: [{ name: 'file', fileName: i.name, type: i.type, bytes: i.bytes }],
    close: true,
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  }));
  const broken = fc
    .record({
      content,
      fileName,
      declared: fc.option(fc.constantFrom(...DECLARED_TYPES), { freq: 4 }),
      field: fc.constantFrom('file', 'file', 'file', 'image', '', 'file[]', 'FILE'),
      extras: fc.array(
        fc.record({
          name: fc.constantFrom('upload_preset', 'folder', 'public_id', 'x', 'file'),
          value: hostileString.filter((s) => s.length < 2000),
        }),
        { maxLength: 12 },
      ),
      secondFile: fc.boolean(),
      extrasFirst: fc.boolean(),
      close: fc.boolean(),
      contentType: fc.constantFrom(
        `multipart/form-data; boundary=${BOUNDARY}`,
        `multipart/form-data; boundary=${BOUNDARY}`,
        'multipart/form-data',
        'multipart/form-data; boundary=other',
        'application/json',
        'image/png',
        'text/plain',
      ),
    })
    .map(({ content: c, fileName: name, declared, field, extras, secondFile, extrasFirst, close, contentType }) => {
      const file: Part = { name: field, fileName: name, type: declared ?? c.type, bytes: c.bytes };
      const textParts: Part[] = extras.map((e) => ({ name: e.name, bytes: Buffer.from(e.value, 'utf8') }));
      const parts = extrasFirst ? [...textParts, file] : [file, ...textParts];
      if (secondFile) parts.push({ ...file, fileName: 'second.png' });
      return {
        label: `${c.label} as ${file.type} named ${JSON.stringify(name).slice(0, 40)} in "${field}"${extras.length ? ` +${extras.length} fields` : ''}${secondFile ? ' +second file' : ''}${close ? '' : ' unclosed'} (${contentType.slice(0, 40)})`,
        parts,
        close,
        contentType,
      };
    });

  return fc
    .oneof({ weight: 1, arbitrary: valid }, { weight: 2, arbitrary: broken })
    .map(({ label, parts, close, contentType }) => {
      const body = multipartBody(parts, { close });
      return {
        method,
        url,
        headers: { host: FUZZ_HOST, 'content-type': contentType },
        payload: body,
        variant: label,
      };
    });
}
