// Images on Cloudinary (docs/contracts/external-services.md): an unsigned
// multipart upload with a preset, and the ping endpoint for the admin's configuration test.
import { adminMessages } from '@shared/admin-messages';
import type { Config } from '@server/config';
import { MediaStoreError, type RemoteMediaStoreShape, type StoreCheckResult } from './media-store';

type CloudinaryConfig = NonNullable<Config['cloudinary']>;

/** The reason a request never got an answer, with the network's own cause (ECONNREFUSED, time-out…). */
function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: unknown }).cause;
  return cause instanceof Error ? `${error.message}: ${cause.message}` : error.message;
}

export function createCloudinaryMediaStore(cloudinary: CloudinaryConfig, timeoutMs: number): RemoteMediaStoreShape {
  const api = `${cloudinary.baseUrl}/v1_1/${encodeURIComponent(cloudinary.cloudName)}`;

  return {
    kind: 'cloudinary',

    async save(image) {
      const form = new FormData();
      form.append(
        'file',
        new Blob([new Uint8Array(image.bytes)], { type: image.contentType }),
        `${image.baseName}.${image.extension}`,
      );
      form.append('upload_preset', cloudinary.uploadPreset);
      form.append('folder', image.folder.replace(/\/+$/, ''));
      form.append('public_id', `${Date.now()}-${image.baseName}`);

      let response: Response;
      let body: string;
      try {
        response = await fetch(`${api}/image/upload`, {
          method: 'POST',
          body: form,
          signal: AbortSignal.timeout(timeoutMs),
        });
        body = await response.text();
      } catch (error) {
        throw new MediaStoreError(`Upload failed: ${describeFailure(error)}`);
      }
      // Cloudinary's errors are short JSON; the cap only guards against a proxy's whole HTML page.
      if (!response.ok) throw new MediaStoreError(`Upload failed: ${response.status} - ${body.slice(0, 2000)}`);

      let secureUrl: unknown;
      try {
        secureUrl = (JSON.parse(body) as { secure_url?: unknown }).secure_url;
      } catch {
        secureUrl = undefined;
      }
      if (typeof secureUrl !== 'string' || !secureUrl) {
        throw new MediaStoreError(
          `Upload failed: ${response.status} - the answer has no secure_url: ${body.slice(0, 300)}`,
        );
      }
      return { url: secureUrl };
    },

    // Deleting on Cloudinary needs its signed Admin API (key and secret), which this store does not use:
    // a replaced avatar stays there until removed in Cloudinary's console (SECURITY.md).
    async remove() {},

    async check(): Promise<StoreCheckResult> {
      const headers: Record<string, string> = {};
      if (cloudinary.apiKey && cloudinary.apiSecret) {
        headers.authorization = `Basic ${Buffer.from(`${cloudinary.apiKey}:${cloudinary.apiSecret}`).toString('base64')}`;
      }
      try {
        const response = await fetch(`${api}/ping`, { headers, signal: AbortSignal.timeout(timeoutMs) });
        const body = await response.text();
        if (response.status === 200)
          return { store: 'cloudinary', outcome: 'working', message: adminMessages.cloudinaryWorking };
        return {
          store: 'cloudinary',
          outcome: 'issues',
          message: adminMessages.cloudinaryIssues,
          detail: `Ping answered ${response.status}: ${body.slice(0, 500)}`,
        };
      } catch (error) {
        return {
          store: 'cloudinary',
          outcome: 'failed',
          message: adminMessages.cloudinaryFailed,
          detail: describeFailure(error),
        };
      }
    },
  };
}
