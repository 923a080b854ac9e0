// An S3-compatible store for the tests: s3rver, in this process, on a free port of 127.0.0.1, keeping its
// objects in a temporary folder. It accepts the access key S3RVER only (any secret) and one bucket.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '@server/config';

export const TEST_BUCKET = 'griot-test';

export interface FakeS3 {
  /** Settings that reach the bucket, for `config.s3`. */
  settings: S3Settings;
  close(): Promise<void>;
}

export async function startFakeS3(): Promise<FakeS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'griot-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET }],
  });
  const { port } = await server.run();
  return {
    settings: {
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      bucket: TEST_BUCKET,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
