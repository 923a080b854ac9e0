// The two answers of the image pipeline beyond plain validation.
import { messages } from '@shared/messages';
import { badGateway, payloadTooLarge } from '@server/errors';

/** More than MAX_IMAGE_BYTES: the spec's text, with the status that says so. */
export const imageTooLarge = () => payloadTooLarge(messages.imageTooLarge);

/** The image host refused or did not answer; the message is its own (spec §7: 'Upload failed: …'). */
export const uploadFailed = (message: string) => badGateway(message, 'UPLOAD_FAILED');
