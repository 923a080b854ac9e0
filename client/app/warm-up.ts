/**
 * The first use of Intl in a page (prices, counts, relative times) loads the ICU data: tens of
 * milliseconds on a phone, once. Done while the first screen's code and the session are on the way,
 * it is not spent in the middle of the first screen's render.
 */
export function warmUpIntl(): void {
  new Intl.NumberFormat().format(0);
}
