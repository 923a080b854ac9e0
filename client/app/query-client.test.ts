import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '@client/lib/api/api-errors';
import { shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it('retries a server error once', () => {
    const error = new ApiError(503, 'UNAVAILABLE', 'busy');
    expect(shouldRetry(0, error)).toBe(true);
    expect(shouldRetry(1, error)).toBe(false);
  });

  it('never retries what a retry cannot fix, nor a lost connection (the reconnect refetch covers it)', () => {
    expect(shouldRetry(0, new ApiError(404, 'NOT_FOUND', 'gone'))).toBe(false);
    expect(shouldRetry(0, new NetworkError('unreachable'))).toBe(false);
    expect(shouldRetry(0, new Error('render bug'))).toBe(false);
  });
});
