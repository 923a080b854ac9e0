// PGlite's data folder on disk, with the embedded PostgreSQL's fsync() made real (docs/decisions/010).
import fs from 'node:fs';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type EmscriptenOptions = Awaited<ReturnType<NodeFS['init']>>['emscriptenOpts'];

/** The parts of PGlite's Emscripten module used here (its NODEFS filesystem and FS helpers). */
interface EmscriptenModule {
  NODEFS?: { stream_ops?: { fsync?: (stream: NodeStream) => number } };
  FS: { isDir(mode: number): boolean; ErrnoError: new (errno: number) => Error };
}
/** An open file or folder of NODEFS: `nfd` is the host's file descriptor. */
interface NodeStream {
  nfd: number;
  node: { mode: number };
}

/** Emscripten's EIO: PostgreSQL takes a failed fsync as it does anywhere (it stops rather than go on). */
const EIO = 29;

/**
 * PostgreSQL calls fsync() on the WAL at every commit (with `wal_sync_method = fsync`) and on data files and
 * folders at checkpoints, but Emscripten's NODEFS has no fsync: the call returns at once and the writes stay
 * in the operating system's cache. Here it reaches the disk: fdatasync for a file (its data and size, what
 * PostgreSQL itself uses for the WAL on Linux), fsync for a folder (its entries).
 */
export class FlushingNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>): Promise<{ emscriptenOpts: EmscriptenOptions }> {
    const { emscriptenOpts } = await super.init(...args);
    const flushOnFsync = (emscripten: unknown) => {
      const { NODEFS, FS } = emscripten as EmscriptenModule;
      // A PGlite whose NODEFS is shaped otherwise must not start while believed durable.
      if (!NODEFS?.stream_ops) throw new Error('PGlite has no NODEFS filesystem to flush to disk');
      NODEFS.stream_ops.fsync = (stream) => {
        try {
          if (FS.isDir(stream.node.mode)) fs.fsyncSync(stream.nfd);
          else fs.fdatasyncSync(stream.nfd);
        } catch {
          throw new FS.ErrnoError(EIO);
        }
        return 0;
      };
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), flushOnFsync] } };
  }
}
