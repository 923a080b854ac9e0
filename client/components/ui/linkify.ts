// Finds the web addresses in a member's plain text so that they can be shown as links. Only http and
// https addresses become links; anything else (javascript:, data:, mailto:) stays text, so nothing a
// member writes can make a link that runs script.

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const URL_CANDIDATE = /\bhttps?:\/\/[^\s<>"'`]+/gi;
/** Punctuation that ends a sentence rather than the address: "see https://x.y/a." */
const TRAILING_PUNCTUATION = /[.,;:!?*'"]+$/;

/** Drops trailing punctuation and a closing bracket that has no opening one inside the address. */
function trimAddress(candidate: string): string {
  let address = candidate;
  for (;;) {
    const before = address;
    address = address.replace(TRAILING_PUNCTUATION, '');
    for (const [open, close] of [
      ['(', ')'],
      ['[', ']'],
      ['{', '}'],
    ] as const) {
      if (address.endsWith(close) && address.split(close).length > address.split(open).length)
        address = address.slice(0, -1);
    }
    if (address === before) return address;
  }
}

function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** 'see https://x.y/a?b.' → text 'see ', link 'https://x.y/a?b', text '.' (adjacent texts merged). */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  const pushText = (piece: string) => {
    if (!piece) return;
    const last = parts[parts.length - 1];
    if (last?.kind === 'text') last.text += piece;
    else parts.push({ kind: 'text', text: piece });
  };
  let position = 0;
  for (const match of text.matchAll(URL_CANDIDATE)) {
    const address = trimAddress(match[0]);
    if (!isWebAddress(address)) continue;
    pushText(text.slice(position, match.index));
    parts.push({ kind: 'link', text: address, href: address });
    position = match.index + address.length;
  }
  pushText(text.slice(position));
  return parts;
}
