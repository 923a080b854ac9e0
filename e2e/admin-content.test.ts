import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { addDaysIso, todayIso } from '@shared/dates';
import { useBrowser } from './support/browser';
import { signInAsAdmin } from './support/accounts';

interface Journey {
  section: 'events' | 'artists' | 'stories';
  heading: string;
  entity: string;
  fill: (dialog: Locator, name: string) => Promise<void>;
  publicPath: string;
  publicCard: string;
}

const inAMonth = addDaysIso(todayIso(), 30);

const journeys: Journey[] = [
  {
    section: 'events',
    heading: 'Events',
    entity: 'Event',
    publicPath: '/events',
    publicCard: 'event-card',
    fill: async (dialog, name) => {
      await dialog.getByLabel('Name').fill(name);
      await dialog.getByLabel('Starts (Lagos time)').fill(`${inAMonth}T19:30`);
      await dialog.getByLabel('Location').fill('Freedom Park, Lagos');
      await dialog.getByLabel('Tickets').fill('Regular, 8000, 200\nGuest list, 0, 20');
    },
  },
  {
    section: 'artists',
    heading: 'Artists',
    entity: 'Artist',
    publicPath: '/artists',
    publicCard: 'artist-card',
    fill: async (dialog, name) => {
      await dialog.getByLabel('Name').fill(name);
      await dialog.getByLabel('Discipline').fill('Drummer');
      await dialog.getByLabel('Bio').fill('Plays the talking drum at weddings and festivals.');
    },
  },
  {
    section: 'stories',
    heading: 'Stories',
    entity: 'Story',
    publicPath: '/stories',
    publicCard: 'story-card',
    fill: async (dialog, name) => {
      await dialog.getByLabel('Title').fill(name);
      await dialog.getByLabel('Author').fill('E2E Desk');
      await dialog.getByLabel('Date').fill(todayIso());
      await dialog.getByLabel('Excerpt').fill('A story written by a browser test.');
    },
  },
];

async function addThroughDialog(page: Page, journey: Journey, name: string): Promise<Locator> {
  await page.getByRole('button', { name: `Add ${journey.entity}` }).click();
  const dialog = page.getByRole('dialog', { name: `Add ${journey.entity}` });
  await journey.fill(dialog, name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  return dialog;
}

describe('managing events, artists and stories as an admin', () => {
  const browser = useBrowser();
  const admin = inject('adminCredentials');

  for (const journey of journeys) {
    it(`adds ${journey.section} that visitors see, and deletes them after confirmation`, async () => {
      const name = `E2E ${journey.entity} ${Date.now()}`;
      const page = await browser.open('/');
      await signInAsAdmin(page, admin);
      await page.goto(`/admin/${journey.section}`);
      await page.getByRole('heading', { level: 1, name: journey.heading }).waitFor();

      const dialog = await addThroughDialog(page, journey, name);
      await dialog.waitFor({ state: 'hidden' });
      const row = page.getByTestId('admin-item').filter({ hasText: name });
      await row.waitFor();

      await page.goto(journey.publicPath);
      await page.getByTestId(journey.publicCard).filter({ hasText: name }).waitFor();

      await page.goto(`/admin/${journey.section}`);
      await row.getByRole('button', { name: 'Delete', exact: true }).click();
      const confirm = page.getByRole('alertdialog');
      await confirm.getByText(`Are you sure you want to delete this ${journey.entity.toLowerCase()}?`).waitFor();
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
      await row.waitFor({ state: 'detached' });
    });
  }

  it("shows 'Failed to save event. Please try again.' when the save is refused", async () => {
    const name = `E2E Duplicate ${Date.now()}`;
    const page = await browser.open('/');
    await signInAsAdmin(page, admin);
    await page.goto('/admin/events');
    const journey = journeys[0]!;
    const first = await addThroughDialog(page, journey, name);
    await first.waitFor({ state: 'hidden' });

    const second = await addThroughDialog(page, journey, name.toUpperCase());
    await second.getByRole('alert').filter({ hasText: 'Failed to save event. Please try again.' }).waitFor();
    expect(await second.getByLabel('Name').inputValue()).toBe(name.toUpperCase());
    await second.getByRole('button', { name: 'Cancel' }).click();
    // hasText with a string ignores case; the regular expression does not.
    expect(
      await page
        .getByTestId('admin-item')
        .filter({ hasText: new RegExp(name.toUpperCase()) })
        .count(),
    ).toBe(0);
  });
});
