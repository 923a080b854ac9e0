// Kept answers travel compressed to browsers that take it: brotli, else gzip, chosen by Accept-Encoding.
// Each body is compressed once, the first time an encoding is asked for, and the result is kept beside
// the body for as long as the body itself is kept (a WeakMap on its bytes), so a thousand phones reading
// the same list cost one compression. On a phone's plan the product list's 11 kB become 2 kB, and the
// list's filter options (every artist who sells) 55 kB become 8 kB (docs/performance.md).
// Each encoding is its own representation: its own strong ETag, and Vary: Accept-Encoding on all of them.
import { negotiate } from '@fastify/accept-negotiator';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { etagOf } from './shared-answer-cache';

/** Below this, the headers the encoding costs are worth more than what it saves. */
export const COMPRESS_FROM_BYTES = 1024;

export type AnswerEncoding = 'br' | 'gzip';
/** Best first. */
const ENCODINGS: AnswerEncoding[] = ['br', 'gzip'];

export interface EncodedBody {
  encoding: AnswerEncoding;
  body: Buffer;
  etag: string;
}

const encodedBodies = new WeakMap<Buffer, Partial<Record<AnswerEncoding, EncodedBody>>>();

function compress(body: Buffer, encoding: AnswerEncoding): Buffer {
  // Brotli's quality 5: within a few percent of its best on JSON, at a small fraction of the time.
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
    : gzipSync(body, { level: 6 });
}

/** Whether an answer of this size is sent compressed to whoever accepts it (and so varies by Accept-Encoding). */
export const isCompressible = (body: Buffer): boolean => body.length >= COMPRESS_FROM_BYTES;

/** The body in the best encoding the request accepts, or null for the bytes as they are. */
export function encodedFor(body: Buffer, acceptEncoding: string | undefined): EncodedBody | null {
  if (!acceptEncoding || !isCompressible(body)) return null;
  const encoding = negotiate<AnswerEncoding>(acceptEncoding, ENCODINGS);
  if (!encoding) return null;
  let kept = encodedBodies.get(body);
  if (!kept) encodedBodies.set(body, (kept = {}));
  const existing = kept[encoding];
  if (existing) return existing;
  const compressed = compress(body, encoding);
  return (kept[encoding] = { encoding, body: compressed, etag: etagOf(compressed) });
}
