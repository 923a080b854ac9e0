// Images in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Backblaze B2), so that every server keeps
// and serves the same ones. Keys and URLs are the local store's: `<folder>/<sha-256 name>`, served by each
// server at /uploads/ from the bucket (uploads/bucket-serving.ts), so moving from the disk to a bucket is a copy.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { HeadObjectCommandOutput } from '@aws-sdk/client-s3';
import type { S3Settings } from '@server/config';
import { belongsTo, filesOf, MAIN_FILE_NAME, UPLOADS_URL_PREFIX } from './local-media-store';
import { withValues } from '@server/lib/i18n/server-i18n';
import { MediaStoreError, type BucketMediaStoreShape, type StoreCheckResult, type StoredObject } from './media-store';
import { answeredStatus, connectS3, describeS3Failure, withinDeadline, type S3Connection } from './s3-requests';

/** Names never change their bytes: browsers and proxies may keep them for a year (as the local files). */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** Copies written to the bucket at once: a catalogue picture has up to twelve. */
const PUTS_AT_ONCE = 4;

/** The image hosting test's answers; `reason` is what the bucket answered, as it said it. */
export const s3CheckMessages = {
  working: (bucket: string) =>
    withValues(
      /*i18n*/ {
        id: 'media.s3.working',
        message: 'S3 image storage is working correctly: images are saved in the bucket "{bucket}".',
      },
      { bucket },
    ),
  issues: (reason: string) =>
    withValues(
      /*i18n*/ {
        id: 'media.s3.issues',
        message:
          'S3 image storage has issues ({reason}). Check S3_BUCKET, S3_REGION and that the access keys may write and delete in the bucket.',
      },
      { reason },
    ),
  failed: /*i18n*/ {
    id: 'media.s3.failed',
    message: 'S3 image storage test failed: the bucket did not answer. Check browser console for details.',
  },
};

export function createS3MediaStore(settings: S3Settings, timeoutMs: number): BucketMediaStoreShape {
  const Bucket = settings.bucket;
  let connection: Promise<S3Connection> | null = null;
  /** One call to the bucket, within the deadline (loading the SDK the first time is not counted). */
  const call = async <T>(send: (s3: S3Connection, abortSignal: AbortSignal) => Promise<T>): Promise<T> => {
    const s3 = await (connection ??= connectS3(settings, timeoutMs));
    return withinDeadline(timeoutMs, (abortSignal) => send(s3, abortSignal));
  };

  return {
    kind: 's3',

    async save(image) {
      const files = filesOf(image);
      const put = (file: (typeof files)[number]) =>
        call(({ sdk, client }, abortSignal) =>
          client.send(
            new sdk.PutObjectCommand({
              Bucket,
              Key: `${image.folder}/${file.name}`,
              Body: file.bytes,
              ContentType: file.contentType,
              CacheControl: IMMUTABLE_CACHE,
            }),
            { abortSignal },
          ),
        );
      const main = files[files.length - 1]!;
      try {
        // The same bytes make the same key: writing them again changes nothing, so no look first. The copies
        // go first, a few at a time, and the picture last: no record names it before its copies are there.
        const copies = files.slice(0, -1);
        for (let at = 0; at < copies.length; at += PUTS_AT_ONCE)
          await Promise.all(copies.slice(at, at + PUTS_AT_ONCE).map(put));
        await put(main);
      } catch (error) {
        throw new MediaStoreError(`Upload failed: ${describeS3Failure(error)}`);
      }
      return { url: `${UPLOADS_URL_PREFIX}${image.folder}/${main.name}` };
    },

    async remove(url, folder) {
      const prefix = `${UPLOADS_URL_PREFIX}${folder}/`;
      if (!url.startsWith(prefix)) return;
      const name = url.slice(prefix.length);
      // Only names this store writes: never a key of the caller's making.
      if (!MAIN_FILE_NAME.test(name)) return;
      try {
        // The picture's copies are the keys that start with its hash (a dozen at most: one page).
        const listed = await call(({ sdk, client }, abortSignal) =>
          client.send(new sdk.ListObjectsV2Command({ Bucket, Prefix: `${folder}/${name.slice(0, 32)}` }), {
            abortSignal,
          }),
        );
        const copies = (listed.Contents ?? [])
          .map((object) => object.Key?.slice(folder.length + 1) ?? '')
          .filter((entry) => entry !== name && belongsTo(name, entry));
        // The copies first: a picture whose main file is gone is gone, whatever copies a failure left.
        for (const entry of [...copies, name]) {
          await call(({ sdk, client }, abortSignal) =>
            client.send(new sdk.DeleteObjectCommand({ Bucket, Key: `${folder}/${entry}` }), { abortSignal }),
          );
        }
      } catch (error) {
        throw new MediaStoreError(`Delete failed: ${describeS3Failure(error)}`);
      }
    },

    async read(folder, name, { headOnly, ifNoneMatch }): Promise<StoredObject | null> {
      const request = { Bucket, Key: `${folder}/${name}`, IfNoneMatch: ifNoneMatch };
      try {
        const answer: HeadObjectCommandOutput & { Body?: unknown } = await call(({ sdk, client }, abortSignal) =>
          headOnly
            ? client.send(new sdk.HeadObjectCommand(request), { abortSignal })
            : client.send(new sdk.GetObjectCommand(request), { abortSignal }),
        );
        return {
          body: answer.Body instanceof Readable ? answer.Body : null,
          notModified: false,
          contentLength: answer.ContentLength,
          etag: answer.ETag,
          lastModified: answer.LastModified,
        };
      } catch (error) {
        const status = answeredStatus(error);
        if (status === 304) {
          return {
            body: null,
            notModified: true,
            contentLength: undefined,
            etag: ifNoneMatch,
            lastModified: undefined,
          };
        }
        // A missing bucket is the store's fault, not a missing image.
        if (status === 404 && (error as Error).name !== 'NoSuchBucket') return null;
        throw new MediaStoreError(`Reading ${request.Key} failed: ${describeS3Failure(error)}`);
      }
    },

    async check(): Promise<StoreCheckResult> {
      // A probe written and deleted, as uploads and replaced avatars will be: a bucket that can be read but
      // not written is no store. Its name is never one /uploads/ serves.
      const Key = `.probe-${randomUUID()}`;
      let step = 'PutObject';
      try {
        await call(({ sdk, client }, abortSignal) =>
          client.send(new sdk.PutObjectCommand({ Bucket, Key, Body: 'probe' }), { abortSignal }),
        );
        step = 'DeleteObject';
        await call(({ sdk, client }, abortSignal) =>
          client.send(new sdk.DeleteObjectCommand({ Bucket, Key }), { abortSignal }),
        );
        return { store: 's3', outcome: 'working', message: s3CheckMessages.working(Bucket) };
      } catch (error) {
        if (answeredStatus(error) === undefined) {
          return {
            store: 's3',
            outcome: 'failed',
            message: s3CheckMessages.failed,
            detail: `${step}: ${describeS3Failure(error)}`,
          };
        }
        return {
          store: 's3',
          outcome: 'issues',
          message: s3CheckMessages.issues(`${step} answered ${(error as Error).name}`),
          detail: `${step} answered ${describeS3Failure(error)}`,
        };
      }
    },
  };
}
