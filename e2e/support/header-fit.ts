// Whether the public header's one row fits at every width (docs/product.md §2): nothing overlaps, the
// sections stay in line, the cart stays on screen and the page never scrolls sideways.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** 320 to 1920 px in 80 px steps: phones, tablets, laptops (1280, 1366 lies between) and desktops. */
export const HEADER_WIDTHS = Array.from({ length: 21 }, (_, step) => 320 + step * 80);
/**
 * How the header sits at the current width: whether the page scrolls sideways, whether the cart is inside
 * the window, the baselines of the visible sections' words (one when they are in line, each on one line)
 * and whether the brand, the sections and the actions overlap.
 */
export function headerFit(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const header = document.querySelector('header')!;
    const cart = header.querySelector('[data-testid="cart-link"]')!.getBoundingClientRect();
    const links = Array.from(header.querySelectorAll('nav a')).filter((link) => link.checkVisibility());
    const baselines = new Set(
      links.map((link) => {
        const words = document.createRange();
        words.selectNodeContents(link);
        const lines = words.getClientRects();
        return lines.length === 1 ? Math.round(lines[0]!.bottom) : `${link.textContent} on ${lines.length} lines`;
      }),
    );
    // The brand, the sections, and each of the actions (search, language, account, bell, cart, menu) on its
    // own: an action pushed over its neighbour overlaps too. A part spans what it draws, its content spilling
    // out of a shrunk box included; any two overlapping, in either direction, is a misfit.
    const parts = Array.from(header.firstElementChild!.children);
    const extent = (part: Element) => {
      // What a descendant draws, cut to the boxes that clip it (a truncated welcome's name).
      const drawn = (element: Element) => {
        const box = element.getBoundingClientRect();
        let [left, right] = [box.left, box.right];
        for (let clip = element.parentElement; clip && clip !== part.parentElement; clip = clip.parentElement) {
          if (getComputedStyle(clip).overflowX === 'visible') continue;
          const bounds = clip.getBoundingClientRect();
          [left, right] = [Math.max(left, bounds.left), Math.min(right, bounds.right)];
        }
        return { left, right, width: right - left };
      };
      const boxes = [part, ...Array.from(part.querySelectorAll('*'))]
        .filter((element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
        .map(drawn)
        .filter((box) => box.width > 0);
      const name = part.getAttribute('aria-label') ?? part.getAttribute('data-testid') ?? part.className.split(' ')[0];
      return {
        name: `${part.tagName.toLowerCase()} ${name}`,
        left: Math.min(...boxes.map((box) => box.left)),
        right: Math.max(...boxes.map((box) => box.right)),
      };
    };
    const row = [...parts.slice(0, -1), ...Array.from(parts.at(-1)!.children)]
      .filter((part) => part.checkVisibility())
      .map(extent);
    const apart = (a: { left: number; right: number }, b: typeof a) =>
      a.right <= b.left + 0.5 || b.right <= a.left + 0.5;
    const overlaps = row.flatMap((box, i) =>
      row.slice(i + 1).flatMap((other) => (apart(box, other) ? [] : [`${box.name} and ${other.name}`])),
    );
    return {
      scrollsSideways: root.scrollWidth > root.clientWidth,
      cartInView: cart.left >= 0 && cart.right <= root.clientWidth,
      sectionBaselines: [...baselines].length <= 1 ? 'one' : [...baselines].join(', '),
      overlapping: overlaps.length > 0 ? overlaps : false,
      overflow: root.scrollWidth - root.clientWidth,
    };
  });
}

export async function expectHeaderFitsEveryWidth(page: Page, who: string): Promise<void> {
  const misfits = [];
  for (const width of HEADER_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const fit = await headerFit(page);
    if (fit.scrollsSideways || !fit.cartInView || fit.sectionBaselines !== 'one' || fit.overlapping)
      misfits.push({ width, ...fit });
  }
  expect(misfits, who).toEqual([]);
}
