// An order's name, GRT-7KQ2M9XD: 40 random bits in Crockford's base32 (no I, L, O or U to misread over the
// phone), and each payment attempt's gateway reference after it: GRT-7KQ2M9XD-1, -2…
import { randomBytes, timingSafeEqual } from 'node:crypto';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function newOrderReference(): string {
  const bytes = randomBytes(5);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let code = '';
  for (let i = 0; i < 8; i++) code = CROCKFORD[Number((bits >> BigInt(i * 5)) & 31n)] + code;
  return `GRT-${code}`;
}

export const attemptReference = (orderReference: string, attempt: number) => `${orderReference}-${attempt}`;

/** The order's reference in an attempt's gateway reference, or null when it is not one of ours. */
export function orderReferenceOf(gatewayReference: string): string | null {
  return /^(GRT-[0-9A-Z]{8})-[1-9]\d{0,8}$/.exec(gatewayReference)?.[1] ?? null;
}

/** The secret of the order's link in mail: 256 random bits. */
export const newLinkSecret = () => randomBytes(32).toString('base64url');

export function sameSecret(given: string, stored: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}
