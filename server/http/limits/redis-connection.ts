// The one Redis connection the limits count in (REDIS_URL). It is made to fail fast rather than wait: while
// it is down a count fails at once and its request goes on (SECURITY.md), and a Redis that stops answering
// costs a request at most a second. ioredis reconnects by itself.
import { Redis } from 'ioredis';

const COMMAND_TIMEOUT_MS = 1000;
const CONNECT_TIMEOUT_MS = 5000;

/** Connects before the server takes requests, so a wrong address or password stops the start with its reason. */
export async function connectRedis(url: string, onError: (error: Error) => void): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    // Commands sent while disconnected fail instead of queueing until Redis is back.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
  });
  let firstError: Error | null = null;
  redis.on('error', (error: Error) => {
    firstError ??= error;
    onError(error);
  });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    const reason = (firstError ?? (error as Error)).message;
    throw new Error(`Could not connect to Redis at REDIS_URL: ${reason}`);
  }
  return redis;
}
