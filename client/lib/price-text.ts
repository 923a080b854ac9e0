// The admin's price fields: naira as the number field's text, kobo as the API takes it (a product's
// price, the shop's delivery fees).
import { koboToNaira, nairaToKobo } from '@shared/money';

/** Kobo → the number field's text: whole naira without decimals, else two digits ('15000.50'). */
export function koboToPriceText(kobo: number): string {
  return kobo % 100 === 0 ? String(koboToNaira(kobo)) : koboToNaira(kobo).toFixed(2);
}

/** The price field's text → kobo; an empty or invalid amount is NaN so that validation names it. */
export function priceTextToKobo(text: string): number {
  if (!text.trim()) return Number.NaN;
  return nairaToKobo(Number(text)) ?? Number.NaN;
}
