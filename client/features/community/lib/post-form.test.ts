import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '@client/api/api-errors';
import { failureDetail, isDraftReady, problemsByField, readDraft } from './post-form';

describe('isDraftReady', () => {
  it('needs both a title and content with something besides spaces', () => {
    expect(isDraftReady({ title: 'Hello', content: 'World' })).toBe(true);
    expect(isDraftReady({ title: '', content: 'World' })).toBe(false);
    expect(isDraftReady({ title: 'Hello', content: '' })).toBe(false);
    expect(isDraftReady({ title: '   ', content: 'World' })).toBe(false);
    expect(isDraftReady({ title: 'Hello', content: ' \n\t ' })).toBe(false);
  });
});

describe('readDraft', () => {
  it('trims title and content and sends the tags as typed', () => {
    expect(readDraft({ title: '  Afrobeat in Lagos ', content: '\n Who is going? \n', tags: 'music, , live' })).toEqual({
      body: { title: 'Afrobeat in Lagos', content: 'Who is going?', tags: 'music, , live' },
      problems: [],
    });
  });

  it('reports too many tags with the shared rule', () => {
    const { problems } = readDraft({ title: 'T', content: 'C', tags: 'a,b,c,d,e,f' });
    expect(problemsByField(problems)).toEqual({ tags: 'At most 5 tags, please.' });
  });

  it('reports a missing title and content by field', () => {
    const { problems } = readDraft({ title: ' ', content: '', tags: '' });
    expect(problemsByField(problems)).toEqual({ title: 'Title is required.', content: 'Content is required.' });
  });
});

describe('failureDetail', () => {
  it("passes on the server's reason for refused input, a locked post and posting too fast", () => {
    expect(failureDetail(new ApiError(400, 'VALIDATION_FAILED', 'Title must be at most 200 characters.'))).toBe('Title must be at most 200 characters.');
    expect(failureDetail(new ApiError(409, 'CONFLICT', 'This post is locked.'))).toBe('This post is locked.');
    expect(failureDetail(new ApiError(429, 'TOO_MANY_REQUESTS', 'Slow down.'))).toBe('Slow down.');
  });

  it('adds nothing for server faults and lost connections', () => {
    expect(failureDetail(new ApiError(500, 'INTERNAL', 'Internal server error'))).toBeNull();
    expect(failureDetail(new NetworkError('unreachable'))).toBeNull();
  });
});
