// The checkout's rules that the form and the server share without loading a schema checker: how a phone
// number is written and kept, and what delivery needs besides the fields' own rules. Its messages are Lingui
// descriptors (docs/decisions/015-translations.md), said in the reader's language.
import type { MessageDescriptor } from './texts';

/**
 * A Nigerian phone number as people write it: 0803 123 4567, +234 803 123 4567, 234-803-123-4567; the
 * server keeps it as +2348031234567.
 */
export const NIGERIAN_PHONE_PATTERN = '^\\s*(?:\\+?234[\\s-]*|0)?[789][01](?:[\\s-]*\\d){8}\\s*$';

export const PHONE_MESSAGE = /*i18n*/ {
  id: 'shop.rule.phone',
  message: 'Enter a Nigerian phone number, such as 0803 123 4567.',
};
export const FULFILMENT_MESSAGE = /*i18n*/ { id: 'shop.rule.fulfilment', message: 'Choose delivery or pickup.' };
export const ADDRESS_MESSAGE = /*i18n*/ { id: 'shop.rule.address-required', message: 'Delivery address is required.' };
export const CITY_MESSAGE = /*i18n*/ { id: 'shop.rule.city-required', message: 'City is required.' };
export const STATE_MESSAGE = /*i18n*/ { id: 'shop.rule.state', message: 'Choose a state.' };

/** +2348031234567 for any way of writing the number that the pattern accepts. */
export function normaliseNigerianPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `+234${digits.slice(-10)}`;
}

/**
 * The rules that depend on another field or on the cart: goods need a phone number and delivery or
 * pickup, and delivery needs an address, a city and a state. A cart of tickets alone needs none of them.
 */
export function checkoutProblems(
  body: {
    phone?: string | undefined;
    fulfilment?: string | undefined;
    address?: string | undefined;
    city?: string | undefined;
    state?: string | undefined;
  },
  hasGoods: boolean,
): Array<{ field: string; message: MessageDescriptor }> {
  if (!hasGoods) return [];
  const blank = (text: string | undefined) => !text || !/\S/.test(text);
  const own = [
    ...(blank(body.phone) ? [{ field: 'phone', message: PHONE_MESSAGE }] : []),
    ...(body.fulfilment ? [] : [{ field: 'fulfilment', message: FULFILMENT_MESSAGE }]),
  ];
  if (body.fulfilment !== 'delivery') return own;
  return [
    ...own,
    ...(blank(body.address) ? [{ field: 'address', message: ADDRESS_MESSAGE }] : []),
    ...(blank(body.city) ? [{ field: 'city', message: CITY_MESSAGE }] : []),
    ...(blank(body.state) ? [{ field: 'state', message: STATE_MESSAGE }] : []),
  ];
}
