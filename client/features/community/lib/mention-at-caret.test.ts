import { describe, expect, it } from 'vitest';
import { insertMention, mentionAtCaret } from './mention-at-caret';

describe('mentionAtCaret', () => {
  it('finds the handle being typed at the start, after a space or a bracket', () => {
    expect(mentionAtCaret('@ad', 3)).toEqual({ start: 0, prefix: 'ad' });
    expect(mentionAtCaret('thanks @Ada_O', 13)).toEqual({ start: 7, prefix: 'Ada_O' });
    expect(mentionAtCaret('(@kw and more', 4)).toEqual({ start: 1, prefix: 'kw' });
  });

  it('ignores an address, a bare @, a finished mention and the middle of a word', () => {
    expect(mentionAtCaret('ada@exam', 8)).toBeNull();
    expect(mentionAtCaret('say @', 5)).toBeNull();
    expect(mentionAtCaret('@ada ', 5)).toBeNull();
    expect(mentionAtCaret('@adaobi', 3)).toBeNull();
  });
});

describe('insertMention', () => {
  it('puts the handle and one space in place of what was typed, caret after it', () => {
    expect(insertMention('hi @ad', { start: 3, prefix: 'ad' }, 'adaobi')).toEqual({ text: 'hi @adaobi ', caret: 11 });
    expect(insertMention('@ad and you', { start: 0, prefix: 'ad' }, 'adaobi')).toEqual({
      text: '@adaobi and you',
      caret: 8,
    });
  });
});
