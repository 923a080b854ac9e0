// Reads the one image of a multipart request (field `file`) into memory, and stops at MAX_IMAGE_BYTES:
// a larger upload is refused with a 413 without buffering the rest.
import type { FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MAX_IMAGE_BYTES } from '@shared/constants';
import { AppError, badRequest } from '@server/errors';
import { withValues } from '@server/lib/i18n/server-i18n';
import { imageTooLarge } from '../images/upload-errors';

export const UPLOAD_FIELD = 'file';

/** For `app.register(multipart, …)` in each upload route plugin: one file, a few small fields. */
export function imageMultipartOptions(): FastifyMultipartOptions {
  // A fresh object per registration: the plugin writes its defaults into the options it is given.
  return {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 11 },
    throwFileSizeLimit: true,
  };
}

export const noImageMessage = withValues(
  /*i18n*/ {
    id: 'media.upload.no-image',
    message: 'Choose an image to upload (a multipart/form-data field named "{field}").',
  },
  { field: UPLOAD_FIELD },
);

export interface ImageUpload {
  bytes: Buffer;
  /** The name the browser gave the file; only used to name the stored copy, never to judge it. */
  fileName: string;
}

export const malformedUploadMessage = /*i18n*/ {
  id: 'media.upload.malformed',
  message: 'The upload was cut short or malformed. Please choose the image again.',
};

export async function readImageUpload(request: FastifyRequest, reply: FastifyReply): Promise<ImageUpload> {
  if (!request.isMultipart()) throw badRequest(noImageMessage);
  try {
    return await readFilePart(request, reply);
  } catch (error) {
    throw asUploadError(error);
  }
}

/**
 * The multipart parser throws plain errors for a body it cannot read (no boundary, a part never closed,
 * a header cut short): those are the client's fault, so a 400. Our own errors and the plugin's sized 4xx
 * (limits) pass through.
 */
function asUploadError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: unknown }).statusCode;
  if (status === 413) return imageTooLarge();
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  return badRequest(malformedUploadMessage, 'MALFORMED_UPLOAD');
}

async function readFilePart(request: FastifyRequest, reply: FastifyReply): Promise<ImageUpload> {
  const part = await request.file();
  if (!part || part.fieldname !== UPLOAD_FIELD) throw badRequest(noImageMessage);

  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (part.file.truncated || size > MAX_IMAGE_BYTES) {
      // Leaving the loop destroys the file stream; closing the connection spares us the rest of the body.
      reply.header('connection', 'close');
      throw imageTooLarge();
    }
    chunks.push(chunk);
  }
  if (part.file.truncated) {
    reply.header('connection', 'close');
    throw imageTooLarge();
  }
  return { bytes: Buffer.concat(chunks, size), fileName: part.filename };
}
