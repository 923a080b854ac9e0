import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { formatNairaIn } from '@shared/locale-format/format';
import { expectEventually } from './support/page-state';
import { PHONE, useBrowser } from './support/browser';
import { signInAsAdmin } from './support/accounts';
import { pngFile } from './support/images';
import { expectFieldError } from './support/field-errors';
import { keep } from './support/screenshots';

const INVALID_TYPE = 'Please select a valid image file (JPEG, PNG, GIF, or WebP)';
const TOO_LARGE = 'Image file size must be less than 5MB';

async function openProducts(page: Page): Promise<void> {
  await page.goto('/admin/products');
  await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
}

/**
 * Every uploaded picture on the screen is responsive: a <picture> with AVIF and WebP sources, the JPEG copies
 * in the <img>'s srcset, and the sizes the frame is shown at.
 */
/** Opens Add Product and fills what every product needs. */
async function startProduct(
  page: Page,
  fields: { name: string; artist: string; type: string; price: string },
): Promise<Locator> {
  await page.getByRole('button', { name: 'Add Product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Product' });
  await dialog.getByLabel('Name', { exact: true }).fill(fields.name);
  await dialog.getByLabel('Artist').fill(fields.artist);
  await dialog.getByLabel('Type').selectOption(fields.type);
  await dialog.getByLabel('Price (₦)').fill(fields.price);
  return dialog;
}

async function expectUploadsResponsive(page: Page): Promise<void> {
  const pictures = await page.locator('img[src^="/uploads/"]').evaluateAll((images) =>
    images.map((element) => {
      const img = element as HTMLImageElement;
      const picture = img.parentElement?.tagName === 'PICTURE' ? img.parentElement : null;
      const sources = picture ? Array.from(picture.querySelectorAll('source')) : [];
      return {
        src: img.getAttribute('src'),
        srcset: img.getAttribute('srcset') ?? '',
        sizes: img.getAttribute('sizes') ?? '',
        sources: sources.map((source) => ({
          type: source.type,
          srcset: source.srcset,
          sizes: source.sizes,
        })),
      };
    }),
  );
  expect(pictures.length).toBeGreaterThan(0);
  for (const picture of pictures) {
    const base = picture.src!.replace(/\.[a-z]+$/, '');
    expect(picture.srcset, picture.src!).toMatch(new RegExp(`^${base}-\\d+w\\.jpg \\d+w`));
    expect(picture.sizes, picture.src!).not.toBe('');
    expect(
      picture.sources.map((source) => source.type),
      picture.src!,
    ).toEqual(['image/avif', 'image/webp']);
    for (const source of picture.sources) {
      expect(source.srcset, picture.src!).toContain(`${base}-`);
      expect(source.sizes, picture.src!).toBe(picture.sizes);
    }
  }
}

function item(page: Page, name: string) {
  return page.getByTestId('admin-item').filter({ hasText: name });
}

describe('managing products as an admin', () => {
  const browser = useBrowser();
  const admin = inject('adminCredentials');

  it('adds a product with an image, sees it on /music with its ₦ price, edits it and deletes it', async () => {
    const name = `Test Pressing ${Date.now()}`;
    const page = await browser.open('/');
    await signInAsAdmin(page, admin);
    await openProducts(page);

    const dialog = await startProduct(page, { name, artist: 'E2E Ensemble', type: 'Vinyl', price: '19999.99' });
    await dialog.getByLabel('Image').setInputFiles(await pngFile());
    await dialog.getByRole('img', { name: 'Preview of the chosen image' }).waitFor();
    // A product names an artist of the directory: another name is refused and nothing typed is lost.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectFieldError(dialog.getByLabel('Artist'), 'Choose the artist from the directory.');
    expect(await dialog.getByLabel('Name', { exact: true }).inputValue()).toBe(name);
    // The field suggests the directory's names that match what is typed.
    await dialog.getByLabel('Artist').fill('adaeze');
    await expectEventually(async () =>
      (
        await dialog
          .locator('datalist option')
          .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))
      ).includes('Adaeze Okafor'),
    );
    await dialog.getByLabel('Artist').fill('Adaeze Okafor');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await item(page, name).waitFor();

    await page.goto('/music');
    const card = page.getByTestId('product-card').filter({ hasText: name });
    await card.waitFor();
    expect(await card.textContent()).toContain(formatNairaIn(1_999_999, 'en'));
    expect(await card.getByRole('img').first().getAttribute('src')).toMatch(/^\/uploads\/products\/[0-9a-f]+\.png$/);
    await expectUploadsResponsive(page);
    // The browser took the AVIF copy of the 64 px picture, and it loaded (its natural width is then the
    // copy's 64 px scaled to the slot its srcset's 64w describes, so only its being there is checked).
    const shown = () =>
      card
        .getByRole('img')
        .first()
        .evaluate((img: HTMLImageElement) => ({
          loaded: img.complete && img.naturalWidth > 0,
          currentSrc: img.currentSrc.replace(/^https?:\/\/[^/]+/, ''),
        }));
    await expectEventually(async () => (await shown()).loaded).catch(() => undefined);
    expect(await shown()).toEqual({
      loaded: true,
      currentSrc: expect.stringMatching(/^\/uploads\/products\/[0-9a-f]{32}-64w\.avif$/) as unknown,
    });

    await openProducts(page);
    await page.getByRole('searchbox', { name: 'Search products' }).fill(name);
    await expectOnly(page, name);
    await item(page, name).getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Product' });
    expect(await edit.getByLabel('Name', { exact: true }).inputValue()).toBe(name);
    expect(await edit.getByLabel('Price (₦)').inputValue()).toBe('19999.99');
    await edit.getByLabel('Name', { exact: true }).fill(`${name} (Deluxe)`);
    await edit.getByLabel('Price (₦)').fill('25000');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'hidden' });
    await item(page, `${name} (Deluxe)`).waitFor();

    await page.goto('/music');
    const edited = page.getByTestId('product-card').filter({ hasText: `${name} (Deluxe)` });
    await edited.waitFor();
    expect(await edited.textContent()).toContain('₦25,000');

    await openProducts(page);
    await item(page, `${name} (Deluxe)`).getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Are you sure you want to delete this product?').waitFor();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await item(page, `${name} (Deluxe)`).waitFor({ state: 'detached' });

    // The marketplace may first show what it had cached, then the server's answer without the product.
    await page.goto('/music');
    await page.getByTestId('product-card').first().waitFor();
    await page.getByTestId('product-card').filter({ hasText: name }).waitFor({ state: 'detached' });
    expect(await page.getByTestId('product-card').count()).toBeGreaterThan(0);
  });

  it('refuses an invalid or oversized image file with its message and clears it', async () => {
    const page = await browser.open('/');
    await signInAsAdmin(page, admin);
    await openProducts(page);
    await page.getByRole('button', { name: 'Add Product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Product' });
    const input = dialog.getByLabel('Image');

    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await dialog.getByRole('alert').filter({ hasText: INVALID_TYPE }).waitFor();
    expect(await input.evaluate((el) => (el as HTMLInputElement).files?.length ?? 0)).toBe(0);

    await input.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 1),
    });
    await dialog.getByRole('alert').filter({ hasText: TOO_LARGE }).waitFor();
    expect(await input.evaluate((el) => (el as HTMLInputElement).files?.length ?? 0)).toBe(0);
    expect(await dialog.getByRole('img', { name: 'Preview of the chosen image' }).count()).toBe(0);

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('sends nothing while a required field is empty, and shows the failure message of a refused save', async () => {
    const page = await browser.open('/');
    await signInAsAdmin(page, admin);
    await openProducts(page);
    await page.getByRole('button', { name: 'Add Product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Product' });
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/admin/products')) posts += 1;
    });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Name is required.').waitFor();
    await dialog.getByText('Artist is required.').waitFor();
    expect(posts).toBe(0);

    await page.route('**/api/admin/products', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: '{"error":{"code":"UNAVAILABLE","message":"The catalogue is read-only during maintenance."}}',
          })
        : route.continue(),
    );
    await dialog.getByLabel('Name', { exact: true }).fill('Never Saved');
    await dialog.getByLabel('Artist').fill('Nobody');
    await dialog.getByLabel('Price (₦)').fill('100');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: 'Failed to save product: The catalogue is read-only during maintenance.' })
      .waitFor();
    expect(await dialog.getByLabel('Name', { exact: true }).inputValue()).toBe('Never Saved');
  });
  it('adds variants row by row, shows a refused row its message beside it, and saves and shows them', async () => {
    const name = `Sized Tee ${Date.now()}`;
    const page = await browser.open('/');
    await signInAsAdmin(page, admin);
    await openProducts(page);
    const dialog = await startProduct(page, { name, artist: 'Adaeze Okafor', type: 'T-Shirt', price: '12000' });

    // Each row is added with the keyboard, and focus goes to its name.
    const add = dialog.getByRole('button', { name: 'Add variant' });
    await add.focus();
    await page.keyboard.press('Enter');
    await expectEventually(() =>
      dialog.getByLabel('Variant 1 name').evaluate((element) => element === document.activeElement),
    );
    await page.keyboard.type('Small');
    await dialog.getByLabel('Variant 1 stock').fill('25');
    await add.click();
    await dialog.getByLabel('Variant 2 name').fill('Large');
    await dialog.getByLabel('Variant 2 SKU').fill(`LRG-${Date.now()}`);
    // "25" alone on a row is a stock without a name: refused beside the row, not saved as a variant "25".
    await add.click();
    await dialog.getByLabel('Variant 3 stock').fill('25');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectFieldError(dialog.getByLabel('Variant 3 name'), 'Variant name is required.');
    // A name another row has is refused by the server, which names the row.
    await dialog.getByLabel('Variant 3 name').fill('small');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectFieldError(dialog.getByLabel('Variant 3 name'), 'Each variant needs its own name.');
    await keep(page, 'product-variants-refused-1280');
    await page.setViewportSize(PHONE);
    await dialog.getByLabel('Variant 3 name').scrollIntoViewIfNeeded();
    await keep(page, 'product-variants-refused-390');

    await dialog.getByRole('button', { name: 'Remove variant 3' }).click();
    expect(await dialog.getByTestId('variant-row').count()).toBe(2);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await item(page, name).getByText('Stock not counted').waitFor();

    await item(page, name).getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Product' });
    expect(await edit.getByLabel('Variant 1 name').inputValue()).toBe('Small');
    expect(await edit.getByLabel('Variant 1 stock').inputValue()).toBe('25');
    expect(await edit.getByLabel('Variant 2 name').inputValue()).toBe('Large');
    expect(await edit.getByLabel('Variant 2 stock').inputValue()).toBe('');
    expect(await edit.getByLabel('Variant 2 SKU').inputValue()).toMatch(/^LRG-/);
    expect(await edit.getByTestId('variant-row').count()).toBe(2);
    await page.setViewportSize({ width: 1280, height: 800 });
    await edit.getByLabel('Variant 1 name').scrollIntoViewIfNeeded();
    await keep(page, 'product-variants-1280');
    await page.setViewportSize(PHONE);
    await edit.getByLabel('Variant 1 name').scrollIntoViewIfNeeded();
    await keep(page, 'product-variants-390');
    await edit.getByRole('button', { name: 'Cancel' }).click();

    // The journeys after this one find the catalogue as it was.
    await item(page, name).getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await item(page, name).waitFor({ state: 'detached' });
  });
});

async function expectOnly(page: Page, name: string): Promise<void> {
  await page.waitForFunction((text) => {
    const items = Array.from(document.querySelectorAll('[data-testid="admin-item"]'));
    return items.length === 1 && items[0]!.textContent.includes(text);
  }, name);
}
