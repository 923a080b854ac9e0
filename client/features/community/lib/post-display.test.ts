import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '@client/lib/api/api-errors';
import { countLabel, isNotFound, visibleTags } from './post-display';

describe('visibleTags', () => {
  it('cuts the tags a card shows to the first three, in order', () => {
    expect(visibleTags(['afrobeat', 'lagos', 'live', 'vinyl', 'jazz'])).toEqual(['afrobeat', 'lagos', 'live']);
    expect(visibleTags(['one', 'two', 'three'])).toEqual(['one', 'two', 'three']);
    expect(visibleTags(['solo'])).toEqual(['solo']);
    expect(visibleTags([])).toEqual([]);
  });
});

describe('countLabel', () => {
  it('uses the singular for exactly one', () => {
    expect(countLabel(1, 'post')).toBe('1 post');
    expect(countLabel(1, 'reply')).toBe('1 reply');
  });

  it('uses the plural otherwise, with thousands grouped', () => {
    expect(countLabel(0, 'post')).toBe('0 posts');
    expect(countLabel(2, 'reply')).toBe('2 replies');
    expect(countLabel(1200, 'post')).toBe('1,200 posts');
  });
});

describe('isNotFound', () => {
  it('is true for a 404, and for a 400 about an id that is not well formed', () => {
    expect(isNotFound(new ApiError(404, 'NOT_FOUND', 'Forum not found.'))).toBe(true);
    expect(isNotFound(new ApiError(400, 'VALIDATION_FAILED', 'params/postId must match format "uuid"'))).toBe(true);
    expect(isNotFound(new ApiError(401, 'UNAUTHORIZED', 'x'))).toBe(false);
    expect(isNotFound(new ApiError(500, 'INTERNAL', 'x'))).toBe(false);
    expect(isNotFound(new NetworkError('timeout'))).toBe(false);
    expect(isNotFound(null)).toBe(false);
  });
});
