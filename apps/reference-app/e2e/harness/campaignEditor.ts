import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Opens a step of the campaign editor by its tab's name. */
export const openStep = (page: Page, name: string) =>
  page.getByRole('tablist', { name: 'Campaign steps' }).getByRole('tab', { name, exact: true }).click();

/** Opens a sub-tab of the editor's Targeting step by its name. */
export const openTargeting = (page: Page, name: string) =>
  page.getByRole('tablist', { name: 'Targeting' }).getByRole('tab', { name, exact: true }).click();

/** A text field by its exact label. */
export const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** An entry of a list field (zip codes, deals, …) among those chosen. */
export const entry = (page: Page, label: string, value: string) =>
  page.getByRole('grid', { name: `${label} chosen` }).getByRole('row', { name: value, exact: true });

/** Types an entry into a list field (zip codes, deals, tracking URLs, …) and adds it with Enter. */
export async function addEntry(page: Page, label: string, value: string): Promise<void> {
  await textbox(page, label).fill(value);
  await textbox(page, label).press('Enter');
}

/** Picks an option of a select field by its visible label (a closed list's button, not a column's sort button). */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`${label}$`), expanded: false }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types a flight into the start and end date segments (month, day, year in en-US). */
export async function typeFlight(page: Page, start: string, end: string): Promise<void> {
  const group = page.getByRole('group', { name: 'Flight dates' });
  for (const [index, iso] of [start, end].entries()) {
    const [year, month, day] = iso.split('-');
    const segments = group.getByRole('spinbutton');
    await segments.nth(index * 3).click();
    await page.keyboard.type(`${month}${day}${year}`);
  }
}

/**
 * Checks a radio, checkbox or switch the way a user does: its input is visually hidden, so the
 * click goes to the label around it.
 */
export async function tick(control: Locator): Promise<void> {
  await control.locator('xpath=ancestor::label[1]').click();
  await expect.poll(() => control.isChecked()).toBe(true);
}

/**
 * Reads and closes the toasts a refused save left (the server's `Message`, spec §8): they stay until
 * dismissed and, at the bottom right, can cover the form's Save button, as a user would find. With
 * `waitForOne: false` it closes whatever is there: a refusal shows one only when it was the server's.
 */
export async function dismissToasts(page: Page, { waitForOne = true } = {}): Promise<void> {
  const toasts = page.getByRole('region', { name: 'Notifications' }).getByRole('alertdialog');
  if (waitForOne) await toasts.first().waitFor();
  for (const toast of await toasts.all()) await toast.getByRole('button', { name: 'Dismiss' }).click();
  await toasts.first().waitFor({ state: 'detached' });
}
