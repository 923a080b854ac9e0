// Writes a .tar.gz one entry at a time with the tar package, hashing each file as it streams through, into
// a hidden temporary file beside the destination that is renamed into place only once complete: an
// archive under the final name is always whole.
import { createHash, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Header, Pack, ReadEntry } from 'tar';
import type { ArchivedFile } from './archive-manifest';

export interface ArchiveWriter {
  /** The hidden file being written, for a signal handler to remove. */
  temporaryPath: string;
  /** Adds a file of exactly `size` bytes; fails if the content is longer or shorter. */
  add(
    archivePath: string,
    size: number,
    content: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  ): Promise<ArchivedFile>;
  /** Ends the archive and gives it its name. */
  finish(): Promise<void>;
  /** Removes what was written. */
  discard(): Promise<void>;
}

export function createArchiveWriter(destination: string, mtime: Date): ArchiveWriter {
  const temporaryPath = path.join(path.dirname(destination), `.${path.basename(destination)}.${randomUUID()}.partial`);
  const pack = new Pack({ gzip: true, portable: true });
  const written = pipeline(pack, createWriteStream(temporaryPath, { flags: 'wx', mode: 0o600 }));
  // A failure is reported by the call that waits for it (add or finish); this only keeps it from going unhandled.
  written.catch(() => undefined);

  return {
    temporaryPath,

    async add(archivePath, size, content) {
      const entry = new ReadEntry(new Header({ path: archivePath, size, mode: 0o644, mtime, type: 'File' }));
      pack.add(entry);
      const hash = createHash('sha256');
      let length = 0;
      for await (const chunk of content) {
        length += chunk.length;
        if (length > size) throw new Error(`${archivePath} grew while it was archived`);
        hash.update(chunk);
        // Waits for the archive to take the chunk, so a large file never sits in memory.
        if (!entry.write(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength))) {
          await Promise.race([once(entry, 'drain'), written]);
        }
      }
      if (length !== size) throw new Error(`${archivePath} had ${length} bytes instead of ${size}`);
      entry.end();
      return { path: archivePath, size, sha256: hash.digest('hex') };
    },

    async finish() {
      pack.end();
      await written;
      await rename(temporaryPath, destination);
    },

    async discard() {
      pack.destroy();
      await written.catch(() => undefined);
      await rm(temporaryPath, { force: true });
    },
  };
}
