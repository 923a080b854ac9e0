import { describe, expect, it } from 'vitest';
import { quoteMarkdown, withQuote } from './quote';

describe('quoting into a reply', () => {
  it('names the author by handle, quotes every line and leaves a blank line for the answer', () => {
    expect(quoteMarkdown({ name: 'Ada Obi', handle: 'ada' }, 'First line\n\nSecond line\n')).toBe(
      '> @ada wrote:\n> First line\n>\n> Second line\n\n',
    );
  });

  it('names an author without a handle by name', () => {
    expect(quoteMarkdown({ name: 'Griot Team', handle: null }, 'Hello')).toBe('> Griot Team wrote:\n> Hello\n\n');
  });

  it('adds a quote after what is typed, a blank line between them', () => {
    expect(withQuote('', '> q\n\n')).toBe('> q\n\n');
    expect(withQuote('My words  \n', '> q\n\n')).toBe('My words\n\n> q\n\n');
  });
});
