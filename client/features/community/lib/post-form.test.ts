import { describe, expect, it } from 'vitest';
import { problemsByField } from '@client/lib/forms';
import { isDraftReady, readDraft } from './post-form';

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
  it('trims title and content and sends the tags as typed', async () => {
    expect(
      await readDraft({ title: '  Afrobeat in Lagos ', content: '\n Who is going? \n', tags: 'music, , live' }),
    ).toEqual({
      body: { title: 'Afrobeat in Lagos', content: 'Who is going?', tags: 'music, , live' },
      problems: [],
    });
  });

  it('reports too many tags with the rule the server applies', async () => {
    const { problems } = await readDraft({ title: 'T', content: 'C', tags: 'a,b,c,d,e,f' });
    expect(problemsByField(problems)).toEqual({ tags: 'At most 5 tags, please.' });
  });

  it('reports a missing title and content by field', async () => {
    const { problems } = await readDraft({ title: ' ', content: '', tags: '' });
    expect(problemsByField(problems)).toEqual({ title: 'Title is required.', content: 'Content is required.' });
  });
});
