// The sign-in backoff in Redis (REDIS_URL), shared by every server using it. Each attempt and each success
// is one Lua script, which Redis runs whole before any other command: attempts at once through any number
// of servers are counted one after the other. Times are this server's clock, like the other stores'.
import type { Redis } from 'ioredis';
import { backoffKeys } from './backoff-keys';
import {
  DEFAULT_POLICY,
  KNOWN_ADDRESS_LIFETIME_MS,
  KNOWN_ADDRESSES_PER_EMAIL,
  type BackoffPolicy,
  type SignInBackoff,
} from './policy';

// KEYS: the e-mail's failures, the e-mail-and-address failures, the e-mail's known addresses (a list).
// ARGV: the address, now, freeFailures, firstPauseMs, maxPauseMs, forgetAfterMs. Answers the ms to wait.
const ATTEMPT = `
local key = KEYS[1]
for _, known in ipairs(redis.call('LRANGE', KEYS[3], 0, -1)) do
  if known == ARGV[1] then key = KEYS[2] end
end
local now, free, first = tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local max, forget = tonumber(ARGV[5]), tonumber(ARGV[6])
local entry = redis.call('HMGET', key, 'count', 'pausedUntil')
local count, pausedUntil = tonumber(entry[1]), tonumber(entry[2])
if count and now - pausedUntil >= forget then count = nil end
if count and pausedUntil > now then return pausedUntil - now end
count = (count or 0) + 1
local pause = 0
if count >= free then pause = math.min(first * 2 ^ math.min(count - free, 40), max) end
redis.call('HSET', key, 'count', count, 'pausedUntil', now + pause)
redis.call('PEXPIRE', key, pause + forget)
return 0
`;

// KEYS as ATTEMPT's. ARGV: the address, how many addresses to keep, for how long (ms).
const SUCCEEDED = `
redis.call('DEL', KEYS[1], KEYS[2])
redis.call('LREM', KEYS[3], 0, ARGV[1])
redis.call('LPUSH', KEYS[3], ARGV[1])
redis.call('LTRIM', KEYS[3], 0, tonumber(ARGV[2]) - 1)
redis.call('PEXPIRE', KEYS[3], ARGV[3])
return 0
`;

export function redisSignInBackoff(
  redis: Redis,
  keyPrefix: string,
  rules: Pick<BackoffPolicy, 'freeFailures'> & Partial<BackoffPolicy>,
  now = () => Date.now(),
): SignInBackoff {
  const policy: BackoffPolicy = { ...DEFAULT_POLICY, ...rules };
  const redisKeys = (email: string, address: string) => {
    const keys = backoffKeys(email, address);
    return {
      address: keys.address,
      keys: [
        `${keyPrefix}sign-in:failures:${keys.email}`,
        `${keyPrefix}sign-in:failures:${keys.emailAndAddress}`,
        `${keyPrefix}sign-in:addresses:${keys.email}`,
      ],
    };
  };
  return {
    async attempt(email, address) {
      const { address: known, keys } = redisKeys(email, address);
      const { freeFailures, firstPauseMs, maxPauseMs, forgetAfterMs } = policy;
      const waitMs = (await redis.eval(
        ATTEMPT,
        keys.length,
        ...keys,
        known,
        now(),
        freeFailures,
        firstPauseMs,
        maxPauseMs,
        forgetAfterMs,
      )) as number;
      return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
    },

    async succeeded(email, address) {
      const { address: known, keys } = redisKeys(email, address);
      await redis.eval(SUCCEEDED, keys.length, ...keys, known, KNOWN_ADDRESSES_PER_EMAIL, KNOWN_ADDRESS_LIFETIME_MS);
    },
  };
}
