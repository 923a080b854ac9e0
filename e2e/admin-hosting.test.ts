import { describe, inject, it } from 'vitest';
import { useBrowser } from './support/browser';
import { signInAsAdmin } from './support/accounts';
import { controlFakeServices } from './support/fake-services';

describe('the image hosting test', () => {
  const browser = useBrowser();
  const admin = inject('adminCredentials');
  const fakes = inject('fakeServicesUrl');
  const cloudinaryApp = inject('cloudinaryBaseUrl');

  it('names the local store when images are kept on this server', async () => {
    const page = await browser.open('/');
    await signInAsAdmin(page, admin);
    await page.getByRole('button', { name: 'Test Image Hosting' }).click();
    await page.getByText(/Local image storage is working correctly/).waitFor();
  });

  it("reports Cloudinary's three outcomes with their messages", async () => {
    const page = await browser.open('/', undefined, cloudinaryApp);
    const consoleErrors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
    await signInAsAdmin(page, admin);
    const test = page.getByRole('button', { name: 'Test Image Hosting' });
    try {
      await test.click();
      await page.getByText('Cloudinary configuration is working correctly!').waitFor();

      await controlFakeServices(fakes, { cloudinaryPing: 'unauthorized' });
      await test.click();
      await page.getByText('Cloudinary configuration has issues. Check your credentials and upload preset.').waitFor();

      await controlFakeServices(fakes, { cloudinaryPing: 'drop' });
      await test.click();
      await page.getByText('Cloudinary test failed. Check browser console for details.').waitFor();
      if (consoleErrors.length === 0)
        await page.waitForEvent('console', { predicate: (m) => m.type() === 'error', timeout: 5000 });
    } finally {
      await controlFakeServices(fakes, { cloudinaryPing: 'ok' });
    }
  });
});
