// The answers of the image pipeline beyond plain validation.
import { imageMessages } from '@shared/image-messages';
import { AppError, badGateway, badRequest, payloadTooLarge } from '@server/errors';

export const IMAGE_TOO_SLOW = 'IMAGE_TOO_SLOW';

/** More than MAX_IMAGE_BYTES: the text of docs/product.md §5, with the status that says so. */
export const imageTooLarge = () => payloadTooLarge(imageMessages.imageTooLarge);

/**
 * The image host refused or did not answer; the message is its own ('Upload failed: …',
 * docs/contracts/external-services.md), in English: the host's words, for the admin to look up.
 */
export const uploadFailed = (message: string) => badGateway(message, 'UPLOAD_FAILED');

/** Every image worker is busy and the queue is full (image-work.ts): the upload can be tried again shortly. */
export const imageWorkBusy = () =>
  new AppError(
    503,
    'BUSY',
    /*i18n*/ {
      id: 'media.image.busy',
      message: 'The server is busy with other images. Please try again in a few seconds.',
    },
  );

/** An image still at work after MEDIA_IMAGE_TASK_SECONDS (image-processes.ts): its process was ended. */
export const imageTooSlow = () => badRequest(imageMessages.imageTooSlow, IMAGE_TOO_SLOW);
