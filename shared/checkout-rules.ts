// The checkout's rules that the form and the server share without loading a schema checker: how a phone
// number is written and kept, and what delivery needs besides the fields' own rules.
/**
 * A Nigerian phone number as people write it: 0803 123 4567, +234 803 123 4567, 234-803-123-4567; the
 * server keeps it as +2348031234567.
 */
export const NIGERIAN_PHONE_PATTERN = '^\\s*(?:\\+?234[\\s-]*|0)?[789][01](?:[\\s-]*\\d){8}\\s*$';

export const PHONE_MESSAGE = 'Enter a Nigerian phone number, such as 0803 123 4567.';
export const FULFILMENT_MESSAGE = 'Choose delivery or pickup.';

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
): Array<{ field: string; message: string }> {
  if (!hasGoods) return [];
  const blank = (text: string | undefined) => !text || !/\S/.test(text);
  const own = [
    ...(blank(body.phone) ? [{ field: 'phone', message: PHONE_MESSAGE }] : []),
    ...(body.fulfilment ? [] : [{ field: 'fulfilment', message: FULFILMENT_MESSAGE }]),
  ];
  if (body.fulfilment !== 'delivery') return own;
  return [
    ...own,
    ...(blank(body.address) ? [{ field: 'address', message: 'Delivery address is required.' }] : []),
    ...(blank(body.city) ? [{ field: 'city', message: 'City is required.' }] : []),
    ...(blank(body.state) ? [{ field: 'state', message: 'Choose a state.' }] : []),
  ];
}
