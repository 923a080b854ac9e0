// The S3 client the bucket store talks through: one deadline per call, and failures told in one line
// (docs/contracts/external-services.md).
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { S3Settings } from '@server/config';

export interface S3Connection {
  sdk: typeof S3Sdk;
  client: S3Sdk.S3Client;
}

let loadingSdk: Promise<typeof S3Sdk> | null = null;

/**
 * The SDK is loaded on first use: it takes about half a second and 20 MB, which a site without a bucket
 * (and every test of another store) should not pay at start.
 */
export async function connectS3(settings: S3Settings, timeoutMs: number): Promise<S3Connection> {
  loadingSdk ??= import('@aws-sdk/client-s3');
  const sdk = await loadingSdk;
  const client = new sdk.S3Client({
    region: settings.region,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // R2, MinIO and B2 take the bucket in the path: no DNS name per bucket to set up. AWS itself may
    // answer that a bucket lives in another region than S3_REGION; the client then follows.
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : { followRegionRedirects: true }),
    // Checksums only where S3 requires them: the SDK's default trailing checksums are refused by MinIO
    // and other S3-compatible stores.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A connection that does not open, or an image that stops arriving, is given up like any outside call.
    requestHandler: { connectionTimeout: timeoutMs, socketTimeout: timeoutMs },
  });
  return { sdk, client };
}

/**
 * Runs one call with a deadline on its answer (retries included). The deadline ends when the answer's
 * headers are in: an image's body then streams on at the visitor's pace, guarded by the socket's idle time.
 */
export async function withinDeadline<T>(timeoutMs: number, call: (abortSignal: AbortSignal) => Promise<T>): Promise<T> {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), timeoutMs);
  try {
    return await call(deadline.signal);
  } catch (error) {
    if (deadline.signal.aborted) throw new Error(`no answer within ${timeoutMs} ms`, { cause: error });
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** The status the bucket answered with, when it answered at all. */
export function answeredStatus(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}

/** `403 InvalidAccessKeyId - The AWS Access Key Id…` when the bucket answered; the network's reason when not. */
export function describeS3Failure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const status = answeredStatus(error);
  if (status !== undefined) return `${status} ${error.name} - ${error.message}`;
  return error.message;
}
