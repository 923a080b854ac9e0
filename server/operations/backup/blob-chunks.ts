// A Blob read as a stream of Buffers, a slice at a time, so that a copy of the database is never held twice.
const CHUNK_BYTES = 1024 * 1024;

export async function* blobChunks(blob: Blob): AsyncGenerator<Buffer> {
  for (let at = 0; at < blob.size; at += CHUNK_BYTES) {
    yield Buffer.from(await blob.slice(at, at + CHUNK_BYTES).arrayBuffer());
  }
}
