// Decoding, resizing and encoding an image takes tens of megabytes for a moment. A fixed number of images
// are worked on at once, each in a child process (image-processes.ts), and a bounded number wait their
// turn; beyond that an upload is answered 503 at once, so a burst of uploads neither grows memory without
// bound nor leaves it grown (SECURITY.md).
import type { FastifyReply } from 'fastify';
import pLimit from 'p-limit';
import type { Config } from '@server/config';
import type { ImagePurpose, ProcessedImage, ProcessedUpload, UploadOptions } from './image-processing';
import { createImageProcesses } from './image-processes';
import { imageWorkBusy } from './upload-errors';
import type { CardDrawing } from './draw-card';

/** What a refused upload is told to wait: about the time the queue takes to drain. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

export interface ImageWork {
  /**
   * Checks and re-encodes `bytes` and makes its responsive copies when a worker is free; 503 with
   * Retry-After when the queue is full.
   */
  run(reply: FastifyReply, bytes: Buffer, purpose: ImagePurpose, options: UploadOptions): Promise<ProcessedUpload>;
  /** Draws a page's preview card in the same queue (server/pages/preview-image.ts). */
  card(reply: FastifyReply, drawing: CardDrawing): Promise<ProcessedImage>;
  /** Ends the image processes (the server stops). */
  close(): void;
}

export function createImageWork({ imageWorkers, imageQueue }: Config['media']): ImageWork {
  const limit = pLimit(imageWorkers);
  const processes = createImageProcesses();
  const enqueue = <T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> => {
    if (limit.activeCount + limit.pendingCount >= imageWorkers + imageQueue) {
      reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
      return Promise.reject(imageWorkBusy());
    }
    return limit(work);
  };
  return {
    run: (reply, bytes, purpose, options) =>
      enqueue(reply, () => processes.process({ task: 'upload', bytes, purpose, options })),
    card: (reply, drawing) => enqueue(reply, () => processes.process({ task: 'card', drawing })),
    close: () => processes.close(),
  };
}
