// Decoding, resizing and encoding an image takes tens of megabytes for a moment. A fixed number of images
// are worked on at once and a bounded number wait their turn; beyond that an upload is answered 503 at
// once, so a burst of uploads neither grows memory without bound nor leaves it grown (SECURITY.md).
import type { FastifyReply } from 'fastify';
import pLimit, { type LimitFunction } from 'p-limit';
import type { Config } from '@server/config';
import { imageWorkBusy } from './upload-errors';

/** What a refused upload is told to wait: about the time the queue takes to drain. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

export interface ImageWork {
  /** Runs `work` when a worker is free; 503 with Retry-After when the queue is full. */
  run<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T>;
}

export function createImageWork({ imageWorkers, imageQueue }: Config['media']): ImageWork {
  const limit: LimitFunction = pLimit(imageWorkers);
  return {
    run(reply, work) {
      if (limit.activeCount + limit.pendingCount >= imageWorkers + imageQueue) {
        reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
        return Promise.reject(imageWorkBusy());
      }
      return limit(work);
    },
  };
}

// One queue per app, shared by the admin and avatar routes (both plugins see the same config object).
const queues = new WeakMap<Config, ImageWork>();

export function imageWorkOf(config: Config): ImageWork {
  let work = queues.get(config);
  if (!work) {
    work = createImageWork(config.media);
    queues.set(config, work);
  }
  return work;
}
