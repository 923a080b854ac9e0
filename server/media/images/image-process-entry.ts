// The entry of an image process (image-processes.ts): it decodes, resizes and re-encodes one image at a time
// for the server, and answers with the result or the 4xx the upload deserves. libvips' memory lives and
// dies with this process, never in the server's own.
import { AppError } from '@server/errors';
import { loadSharp, processImage } from './image-processing';
import { drawPreviewCard } from './draw-card';
import type { ImageJob, ImageJobAnswer } from './image-processes';

function answer(message: ImageJobAnswer): void {
  process.send?.(message);
}

process.on('message', (job: ImageJob) => {
  const work = loadSharp().then(() => {
    // The task's time limit counts from here: the image's own work, not the start of a new process.
    answer({ id: job.id, started: true });
    return job.task === 'card'
      ? drawPreviewCard(job.drawing)
      : processImage(Buffer.from(job.bytes), job.purpose, job.options);
  });
  work.then(
    (image) => answer({ id: job.id, image }),
    (error: unknown) => {
      if (error instanceof AppError)
        answer({
          id: job.id,
          // The descriptors too: the server says them in the language of the request.
          refused: { status: error.statusCode, message: error.message, descriptors: error.descriptors },
        });
      else answer({ id: job.id, failed: error instanceof Error ? error.message : String(error) });
    },
  );
});
// The server closed the channel (it stops, or the process was idle): nothing more will come.
process.on('disconnect', () => process.exit(0));
