// The Redis server the tests may use (TEST_REDIS_URL, like TEST_DATABASE_URL), and keys of each test's own.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Config } from '@server/config';

export const testRedisUrl = process.env.TEST_REDIS_URL?.trim() || null;

/** A key prefix no other test nor test run uses, so that their counts never meet. */
export function uniqueRedisPrefix(): string {
  return `griot-test:${process.pid}:${randomBytes(6).toString('hex')}:`;
}

/** The configuration that counts the limits in the test Redis under `keyPrefix`. */
export function redisConfig(keyPrefix: string): Pick<Config, 'redis'> {
  if (!testRedisUrl) throw new Error('TEST_REDIS_URL is not set');
  return { redis: { url: testRedisUrl, keyPrefix } };
}

/** Deletes every key under `prefix`: what a test leaves would otherwise live on (known addresses, 30 days). */
export async function deleteRedisKeys(prefix: string): Promise<void> {
  if (!testRedisUrl) return;
  const redis = new Redis(testRedisUrl);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
