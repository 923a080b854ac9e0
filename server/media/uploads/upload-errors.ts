// The two answers of the image pipeline beyond plain validation.
import { messages } from '@shared/messages';
import { badGateway, payloadTooLarge } from '@server/errors';

/** More than MAX_IMAGE_BYTES: the text of docs/product.md §5, with the status that says so. */
export const imageTooLarge = () => payloadTooLarge(messages.imageTooLarge);

/** The image host refused or did not answer; the message is its own ('Upload failed: …', docs/contracts/external-services.md). */
export const uploadFailed = (message: string) => badGateway(message, 'UPLOAD_FAILED');
