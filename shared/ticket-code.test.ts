import { describe, expect, it } from 'vitest';
import { formatTicketCode, normaliseTicketCode } from './ticket-code';

describe('ticket codes', () => {
  it('are shown in groups of four, four and two', () => {
    expect(formatTicketCode('7KQ2M9XD4T')).toBe('7KQ2-M9XD-4T');
  });

  it('read what the door types: any case, dashes or spaces, O for 0 and I or L for 1', () => {
    expect(normaliseTicketCode('7kq2-m9xd-4t')).toBe('7KQ2M9XD4T');
    expect(normaliseTicketCode(' 7KQ2 M9XD 4T ')).toBe('7KQ2M9XD4T');
    expect(normaliseTicketCode('O1IL-0000-00')).toBe('0111000000');
  });

  it('refuse what cannot be a code: another length, or U and other letters outside the alphabet', () => {
    expect(normaliseTicketCode('7KQ2-M9XD')).toBeNull();
    expect(normaliseTicketCode('7KQ2-M9XD-4U')).toBeNull();
    expect(normaliseTicketCode('7KQ2-M9XD-4!')).toBeNull();
    expect(normaliseTicketCode('')).toBeNull();
  });
});
