import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from './api/api-errors';
import { failureDetail, failureMessage } from './failure-message';

describe('failureMessage', () => {
  it("gives the server's own message when it answered", () => {
    expect(failureMessage(new ApiError(409, 'CONFLICT', 'A product named Zombie already exists'))).toBe(
      'A product named Zombie already exists',
    );
  });

  it("gives the app's message for a lost connection or a time-out, or the screen's own", () => {
    expect(failureMessage(new NetworkError('unreachable'))).toBe('The server could not be reached.');
    expect(failureMessage(new NetworkError('timeout'))).toBe('The server did not answer in time.');
    expect(failureMessage(new NetworkError('timeout'), { offline: 'Could not reach Griot.' })).toBe(
      'Could not reach Griot.',
    );
  });

  it("never passes on a browser's raw text", () => {
    expect(failureMessage(new TypeError('Failed to fetch'))).toBe('Something went wrong.');
    expect(failureMessage('boom')).toBe('Something went wrong.');
  });
});

describe('failureDetail', () => {
  it("passes on the server's reason for refused input, a locked post and posting too fast", () => {
    expect(failureDetail(new ApiError(400, 'VALIDATION_FAILED', 'Title must be at most 200 characters.'))).toBe(
      'Title must be at most 200 characters.',
    );
    expect(failureDetail(new ApiError(409, 'CONFLICT', 'This post is locked.'))).toBe('This post is locked.');
    expect(failureDetail(new ApiError(429, 'TOO_MANY_REQUESTS', 'Slow down.'))).toBe('Slow down.');
  });

  it('adds nothing for server faults, lost connections and anything else', () => {
    expect(failureDetail(new ApiError(500, 'INTERNAL', 'Internal server error'))).toBeNull();
    expect(failureDetail(new NetworkError('unreachable'))).toBeNull();
    expect(failureDetail(new TypeError('Failed to fetch'))).toBeNull();
  });
});
