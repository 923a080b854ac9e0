// Decoding, resizing and encoding an image takes tens of megabytes for a moment. A fixed number of images
// are worked on at once, each in a child process (image-processes.ts) and each for a bounded time, and a
// bounded number wait their turn; beyond that an upload is answered 503 at once, so a burst of uploads
// neither grows memory without bound nor leaves it grown (SECURITY.md). Uploads and preview cards have a
// queue and processes each: a burst of uploads never keeps a link preview waiting, nor the reverse.
import type { FastifyReply } from 'fastify';
import pLimit from 'p-limit';
import type { Config } from '@server/config';
import { AppError } from '@server/errors';
import type { ImagePurpose, ProcessedImage, ProcessedUpload, UploadOptions } from './image-processing';
import { createImageProcesses, type ImageProcesses } from './image-processes';
import { IMAGE_TOO_SLOW, imageWorkBusy } from './upload-errors';
import type { CardDrawing } from './draw-card';

/** What a refused upload is told to wait: about the time the queue takes to drain. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

export interface ImageWork {
  /**
   * Checks and re-encodes `bytes` and makes its responsive copies when a worker is free; 503 with
   * Retry-After when the queue is full.
   */
  run(reply: FastifyReply, bytes: Buffer, purpose: ImagePurpose, options: UploadOptions): Promise<ProcessedUpload>;
  /** Draws a page's preview card in the cards' own queue (server/pages/preview-image.ts). */
  card(reply: FastifyReply, drawing: CardDrawing): Promise<ProcessedImage>;
  /** Ends the image processes (the server stops). */
  close(): void;
}

function busy(reply: FastifyReply): AppError {
  reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
  return imageWorkBusy();
}

interface ImageQueue {
  processes: ImageProcesses;
  /** Runs `work` when a worker is free; 503 with Retry-After when every worker is busy and the queue is full. */
  enqueue<T>(reply: FastifyReply, work: (processes: ImageProcesses) => Promise<T>): Promise<T>;
}

function createImageQueue({ imageWorkers, imageQueue, imageTaskSeconds }: Config['media']): ImageQueue {
  const limit = pLimit(imageWorkers);
  const processes = createImageProcesses({ taskMs: imageTaskSeconds * 1000 });
  return {
    processes,
    enqueue(reply, work) {
      if (limit.activeCount + limit.pendingCount >= imageWorkers + imageQueue) return Promise.reject(busy(reply));
      return limit(() => work(processes));
    },
  };
}

export function createImageWork(media: Config['media']): ImageWork {
  const uploads = createImageQueue(media);
  const cards = createImageQueue(media);
  return {
    run: (reply, bytes, purpose, options) =>
      uploads.enqueue(reply, (processes) => processes.process({ task: 'upload', bytes, purpose, options })),
    card: (reply, drawing) =>
      cards.enqueue(reply, (processes) =>
        processes.process({ task: 'card', drawing }).catch((error: unknown) => {
          // A card past its time limit is the server's trouble, not the crawler's: it may come back later.
          throw error instanceof AppError && error.code === IMAGE_TOO_SLOW ? busy(reply) : error;
        }),
      ),
    close: () => {
      uploads.processes.close();
      cards.processes.close();
    },
  };
}
