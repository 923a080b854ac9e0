import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { addDaysIso, todayIso } from '@shared/dates';
import { DESKTOP, PHONE, useBrowser } from './support/browser';
import { signInAsAdmin } from './support/accounts';
import { expectFieldError } from './support/field-errors';
import { keep } from './support/screenshots';

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

  it("shows the server's reason beside the field it is about: an event's end before its start", async () => {
    const page = await browser.open('/');
    await signInAsAdmin(page, admin);
    await page.goto('/admin/events');
    await page.getByRole('button', { name: 'Add Event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Event' });
    await journeys[0]!.fill(dialog, `E2E Backwards ${Date.now()}`);
    await dialog.getByLabel('Ends (Lagos time)').fill(`${inAMonth}T18:00`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectFieldError(dialog.getByLabel('Ends (Lagos time)'), 'End must be after the start.');
    expect(await dialog.getByRole('alert').count()).toBe(0);
    await keep(page, 'event-field-error-1280');
    await page.setViewportSize(PHONE);
    await dialog.getByLabel('Ends (Lagos time)').scrollIntoViewIfNeeded();
    await keep(page, 'event-field-error-390');
    await page.setViewportSize(DESKTOP);
    // Changing the field takes its message away; the corrected event saves.
    await dialog.getByLabel('Ends (Lagos time)').fill(`${inAMonth}T23:00`);
    expect(await dialog.getByLabel('Ends (Lagos time)').getAttribute('aria-invalid')).toBeNull();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  for (const [journey, field] of [
    [journeys[0]!, 'Name'],
    [journeys[1]!, 'Name'],
    [journeys[2]!, 'Title'],
  ] as const) {
    it(`shows a refused duplicate ${journey.entity.toLowerCase()} beside its ${field}, keeping what was typed`, async () => {
      const name = `E2E Duplicate ${Date.now()}`;
      const page = await browser.open('/');
      await signInAsAdmin(page, admin);
      await page.goto(`/admin/${journey.section}`);
      const first = await addThroughDialog(page, journey, name);
      await first.waitFor({ state: 'hidden' });

      const second = await addThroughDialog(page, journey, name.toUpperCase());
      const reason =
        journey.section === 'events'
          ? `An event named "${name.toUpperCase()}" on that date already exists.`
          : journey.section === 'artists'
            ? `An artist named "${name.toUpperCase()}" already exists.`
            : `A story titled "${name.toUpperCase()}" already exists.`;
      await expectFieldError(second.getByLabel(field, { exact: true }), reason);
      expect(await second.getByLabel(field, { exact: true }).inputValue()).toBe(name.toUpperCase());
      await second.getByRole('button', { name: 'Cancel' }).click();
      // hasText with a string ignores case; the regular expression does not.
      expect(
        await page
          .getByTestId('admin-item')
          .filter({ hasText: new RegExp(name.toUpperCase()) })
          .count(),
      ).toBe(0);
    });
  }

  it("shows a refusal that names no field beside Save, in the server's words, and a failure of the server as one to try again", async () => {
    const page = await browser.open('/');
    await signInAsAdmin(page, admin);
    await page.goto('/admin/stories');
    const answers = [
      { status: 403, body: { error: { code: 'FORBIDDEN', message: 'You are not allowed to do that.' } } },
      {
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } },
      },
    ];
    await page.route('**/api/admin/stories', (route) => {
      const answer = answers.shift();
      return route.request().method() === 'POST' && answer
        ? route.fulfill({ status: answer.status, contentType: 'application/json', body: JSON.stringify(answer.body) })
        : route.continue();
    });
    const dialog = await addThroughDialog(page, journeys[2]!, `E2E Refused ${Date.now()}`);
    await dialog
      .getByRole('alert')
      .filter({ hasText: 'Failed to save story: You are not allowed to do that.' })
      .waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Failed to save story. Please try again.' }).waitFor();
  });
});

describe("the admin's other forms", () => {
  const browser = useBrowser();
  const admin = inject('adminCredentials');

  it("shows the shop settings' refused fee beside its field, then saves once it is put right", async () => {
    const page = await browser.open('/');
    await signInAsAdmin(page, admin);
    await page.goto('/admin/shop');
    await page.getByRole('heading', { level: 1, name: 'Shop settings' }).waitFor();
    const fee = page.getByLabel('Default delivery fee (₦)');
    const before = await fee.inputValue();
    await fee.fill('-5');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expectFieldError(fee, 'Fees must be amounts of at least ₦0.');
    expect(await page.getByText('Failed to save the shop settings.').count()).toBe(0);

    await fee.fill(before);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Shop settings saved.').waitFor();
  });
});
