// Tickets kept on the device for the door belong to whoever was shown them: a member's end with their
// session wherever it ends and never show to the next member on a shared phone; a guest's go with
// "Forget this device" (client/lib/offline/kept-tickets.ts).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, useBrowser } from './support/browser';
import { keep } from './support/screenshots';
import { joinThroughForm, MEMBER_PASSWORD, newMemberEmail, signInThroughForm } from './support/accounts';
import { getFreeTicket } from './support/shop';

/** My tickets opened on a fresh page; `offline` cuts the API as a phone without data would. */
async function ticketCodesOnMyTickets(page: Page, { offline = false } = {}): Promise<string[]> {
  if (offline) await page.route('**/api/**', (route) => route.abort());
  await page.goto('/tickets');
  await page.getByRole('heading', { level: 1, name: 'My tickets' }).waitFor();
  // The kept copies render with the page's first frame; a member's list also waits for the server's answer.
  await page.waitForLoadState('networkidle');
  const codes = await page.getByTestId('ticket-code').allTextContents();
  await page.unrouteAll();
  return codes.map((code) => code.trim());
}

describe('tickets kept on the device', () => {
  const browser = useBrowser();

  it("end with the member's session when it ends on another device, and never show to the next member", async () => {
    const phone = await browser.blank();
    const email = await joinThroughForm(phone, newMemberEmail());
    const code = await getFreeTicket(phone);
    expect(await ticketCodesOnMyTickets(phone)).toEqual([code]);

    // The header's account menu leads to the member's orders and tickets, by mouse or by keys.
    const accountMenu = phone.getByRole('banner').getByRole('button', { name: /Account/ });
    await accountMenu.click();
    const menu = phone.getByRole('menu');
    await menu.getByRole('menuitem', { name: 'My orders' }).waitFor();
    await keep(phone, 'account-menu-desktop');
    await phone.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await accountMenu.evaluate((button) => button === document.activeElement)).toBe(true);
    await phone.keyboard.press('Enter');
    await phone.keyboard.press('ArrowDown');
    expect(
      await menu.getByRole('menuitem', { name: 'My tickets' }).evaluate((item) => item === document.activeElement),
    ).toBe(true);
    await phone.keyboard.press('ArrowUp');
    await phone.keyboard.press('Enter');
    await phone.getByRole('heading', { level: 1, name: 'My orders' }).waitFor();
    await accountMenu.click();
    await menu.getByRole('menuitem', { name: 'My tickets' }).click();
    await phone.getByRole('heading', { level: 1, name: 'My tickets' }).waitFor();
    await phone.getByTestId('ticket-code').filter({ hasText: code }).waitFor();
    await phone.setViewportSize(PHONE);
    await phone.getByRole('button', { name: 'Open menu' }).click();
    await phone.locator('#mobile-menu').getByRole('link', { name: 'My orders' }).waitFor();
    await keep(phone, 'account-menu-phone');
    await phone.setViewportSize(DESKTOP);
    expect(await ticketCodesOnMyTickets(phone, { offline: true })).toEqual([code]);

    // The phone is lost: from a computer, the member signs out everywhere.
    const computer = await browser.blank();
    await signInThroughForm(computer, '/login', email, MEMBER_PASSWORD);
    await computer.getByRole('banner').getByRole('link', { name: 'Join Community' }).waitFor({ state: 'detached' });
    await computer.goto('/account');
    await computer.getByRole('button', { name: 'Sign Out Everywhere' }).click();
    await computer.getByRole('banner').getByRole('link', { name: 'Sign In' }).waitFor();

    // Whoever picks up the phone finds no ticket, online or not.
    expect(await ticketCodesOnMyTickets(phone)).toEqual([]);
    expect(await ticketCodesOnMyTickets(phone, { offline: true })).toEqual([]);
    expect(await phone.evaluate(() => localStorage.getItem('griot-tickets'))).toBeNull();

    // Nor does the next member who joins on it.
    await joinThroughForm(phone, newMemberEmail());
    expect(await ticketCodesOnMyTickets(phone, { offline: true })).toEqual([]);
  });

  it("let a guest forget the device: the order's tickets leave My tickets", async () => {
    const page = await browser.blank();
    const code = await getFreeTicket(page, newMemberEmail());
    const orderPath = new URL(page.url()).pathname;
    const reference = orderPath.split('/').pop()!;
    expect(await ticketCodesOnMyTickets(page, { offline: true })).toEqual([code]);

    // The phone menu leads the guest to their orders: the one placed here is listed above the e-mail form.
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'My orders' }).click();
    await page.getByRole('heading', { level: 1, name: 'My orders' }).waitFor();
    const kept = page.getByRole('main').getByRole('link', { name: reference });
    await kept.waitFor();
    expect((await kept.boundingBox())!.y).toBeLessThan((await page.getByLabel('E-mail').boundingBox())!.y);
    await keep(page, 'orders-guest-phone');
    await page.setViewportSize(DESKTOP);
    await keep(page, 'orders-guest-desktop');

    // Their next tickets on this device are filled in with the name they gave.
    await page.goto('/events/storytellers-evening');
    await page.getByRole('button', { name: 'More Free entry tickets' }).click();
    await page.getByRole('button', { name: 'Add 1 ticket to cart · Free' }).click();
    await page.getByText('Added to cart.').waitFor();
    await page.goto('/checkout');
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    expect(await page.getByLabel('Full name').inputValue()).toBe('Nia Achieng');

    await page.goto(orderPath);
    await page.getByTestId('ticket-code').filter({ hasText: code }).waitFor();
    await page.setViewportSize(PHONE);
    await keep(page, 'order-forget-device-phone');
    await page.setViewportSize(DESKTOP);
    await page.getByRole('button', { name: 'Forget this device' }).click();
    await page.getByRole('status').filter({ hasText: 'This device no longer keeps these tickets.' }).waitFor();
    // No word of tickets kept here any more, nor a button to forget them again.
    expect(await page.getByText('Kept on this device').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Forget this device' }).count()).toBe(0);
    await keep(page, 'order-forgotten-device-desktop');
    expect(await ticketCodesOnMyTickets(page, { offline: true })).toEqual([]);
  });
});
