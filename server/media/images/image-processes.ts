// Image work runs in child processes, not in the server. Decoding a 40-megapixel image takes a hundred
// megabytes for a moment, and the allocator keeps most of it after the image is done: in the server that
// memory would stay for good after a burst of uploads (SECURITY.md). A child process that has been idle for
// a few seconds exits, and its memory goes back to the system with it; the next image starts a new one
// (about a tenth of a second). A crash of the decoder on a hostile file ends a child, never the server; so
// does a task still at work past its time limit, and the next task starts a new child.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { MessageDescriptor } from '@lingui/core';
import { AppError } from '@server/errors';
import { imageMessages } from '@shared/image-messages';
import type { ImagePurpose, ProcessedImage, ProcessedUpload, UploadOptions } from './image-processing';
import type { CardDrawing } from './draw-card';
import { imageTooSlow } from './upload-errors';

/** An upload to check and re-encode, or a page's preview card to draw. */
export type ImageJob =
  | { id: number; task: 'upload'; bytes: Uint8Array; purpose: ImagePurpose; options: UploadOptions }
  | { id: number; task: 'card'; drawing: CardDrawing };

type JobInput = ImageJob extends infer J ? (J extends ImageJob ? Omit<J, 'id'> : never) : never;

/** An upload's answer carries its responsive copies too; a card's is one picture. */
type Produced<J extends JobInput> = J extends { task: 'upload' } ? ProcessedUpload : ProcessedImage;

export type ImageJobAnswer =
  | { id: number; started: true }
  | { id: number; image: ProcessedImage | ProcessedUpload }
  | { id: number; refused: { status: number; message: string; descriptors?: readonly MessageDescriptor[] } }
  | { id: number; failed: string };

export interface ImageProcesses {
  /** Works on one image in an idle child process (starting one if none is idle). */
  process<J extends JobInput>(job: J): Promise<Produced<J>>;
  /** Ends every child process. */
  close(): void;
}

/** How long a child process waits for the next image before it exits and frees its memory. */
export const IDLE_EXIT_MS = 2000;

export interface ImageProcessTimes {
  /** How long a task may work (MEDIA_IMAGE_TASK_SECONDS) before its child is ended and it is refused. */
  taskMs: number;
  idleExitMs?: number;
}

/**
 * The built server runs the bundled entry beside it (dist/server/image-process.js, scripts/build-server.ts);
 * from the TypeScript sources (development, tests), the entry runs through tsx like the server itself.
 */
function entryOf(): { file: string; execArgv: string[] } {
  const fromSources = import.meta.url.endsWith('.ts');
  const file = fileURLToPath(new URL(fromSources ? './image-process-entry.ts' : './image-process.js', import.meta.url));
  return { file, execArgv: fromSources ? ['--import', 'tsx'] : [] };
}

interface Child {
  process: ChildProcess;
  idleTimer?: NodeJS.Timeout;
  /** The job in work, settled by the child's answer, its end or its time limit. */
  job?: {
    id: number;
    resolve: (image: ProcessedImage | ProcessedUpload) => void;
    reject: (error: Error) => void;
    deadline?: NodeJS.Timeout;
  };
}

/** The IPC channel carries Buffers as plain Uint8Arrays: made Buffers again. */
function revived(image: ProcessedImage | ProcessedUpload): ProcessedImage | ProcessedUpload {
  const bytes = Buffer.from(image.bytes);
  if (!('variants' in image)) return { ...image, bytes };
  return {
    ...image,
    bytes,
    variants: image.variants.map((variant) => ({ ...variant, bytes: Buffer.from(variant.bytes) })),
  };
}

export function createImageProcesses({ taskMs, idleExitMs = IDLE_EXIT_MS }: ImageProcessTimes): ImageProcesses {
  const idle: Child[] = [];
  const all = new Set<Child>();
  let nextId = 1;

  function start(): Child {
    const entry = entryOf();
    const child: Child = {
      process: fork(entry.file, [], {
        execArgv: entry.execArgv,
        serialization: 'advanced',
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        env: {
          ...process.env,
          TSX_TSCONFIG_PATH: process.env.TSX_TSCONFIG_PATH ?? 'tsconfig.server.json',
          // libvips works on several threads, and glibc keeps an arena of freed memory per thread between
          // tasks: two arenas hold an image process's memory near what its largest task needs.
          MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
        },
      }),
    };
    all.add(child);
    child.process.on('message', (answer: ImageJobAnswer) => {
      const job = child.job;
      if (!job || job.id !== answer.id) return;
      if ('started' in answer) {
        job.deadline = setTimeout(() => endSlowJob(child), taskMs);
        return;
      }
      clearTimeout(job.deadline);
      child.job = undefined;
      if ('image' in answer) job.resolve(revived(answer.image));
      else if ('refused' in answer)
        job.reject(
          new AppError(
            answer.refused.status,
            'VALIDATION_FAILED',
            answer.refused.descriptors ?? answer.refused.message,
          ),
        );
      else job.reject(new Error(`Image process failed: ${answer.failed}`));
      release(child);
    });
    child.process.on('exit', () => {
      all.delete(child);
      const at = idle.indexOf(child);
      if (at >= 0) idle.splice(at, 1);
      // A decoder that dies on a file (or runs out of memory on it) refuses that file, not the server.
      clearTimeout(child.job?.deadline);
      child.job?.reject(new AppError(400, 'VALIDATION_FAILED', imageMessages.imageInvalidType));
      child.job = undefined;
    });
    return child;
  }

  /** libvips cannot be stopped midway: the child is ended with its work, and the next job starts another. */
  function endSlowJob(child: Child): void {
    const job = child.job;
    child.job = undefined;
    job?.reject(imageTooSlow());
    child.process.kill('SIGKILL');
  }

  function release(child: Child): void {
    if (!child.process.connected) return;
    idle.push(child);
    child.idleTimer = setTimeout(() => {
      const at = idle.indexOf(child);
      if (at >= 0) idle.splice(at, 1);
      child.process.disconnect();
    }, idleExitMs);
    child.idleTimer.unref();
  }

  return {
    process<J extends JobInput>(job: J) {
      const child = idle.pop() ?? start();
      clearTimeout(child.idleTimer);
      const id = nextId++;
      return new Promise<Produced<J>>((resolve, reject) => {
        child.job = { id, resolve: (image) => resolve(image as Produced<J>), reject };
        child.process.send({ ...job, id } satisfies ImageJob);
      });
    },
    close() {
      for (const child of all) {
        clearTimeout(child.idleTimer);
        child.process.kill();
      }
      idle.length = 0;
    },
  };
}
