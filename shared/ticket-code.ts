// A ticket's code: ten characters of Crockford's base32 (digits and letters without I, L, O and U, which
// are read as 1, 1, 0 or not at all), 50 random bits, shown in groups as 7KQ2-M9XD-4T. The door may type
// it in any case, with or without dashes, with O for 0 and I or L for 1.

export const TICKET_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const TICKET_CODE_LENGTH = 10;

/** 7KQ2M9XD4T as people read it: 7KQ2-M9XD-4T. */
export function formatTicketCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`;
}

/** The code as stored, from what was typed or scanned; null when it cannot be one. */
export function normaliseTicketCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (code.length !== TICKET_CODE_LENGTH) return null;
  for (const character of code) if (!TICKET_CODE_ALPHABET.includes(character)) return null;
  return code;
}
