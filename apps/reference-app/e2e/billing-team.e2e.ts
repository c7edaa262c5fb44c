import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createE2eHarness } from './harness/index.ts';

const e2e = createE2eHarness();

/** Resolves once the page has recorded the onboarding event `name` (spec §4). */
const onboardingEvent = (page: Page, name: string) =>
  page.waitForRequest(
    (request) =>
      request.method() === 'POST' &&
      request.url().endsWith('/onboarding') &&
      (request.postDataJSON() as { name?: string } | null)?.name === name,
  );

/** Types a test card into the add-card form: the number given, a future expiry, a CVC, a postal code and a name. */
async function fillCard(form: Locator, number: string) {
  await form.getByRole('textbox', { name: 'Card number' }).fill(number);
  await form.getByRole('textbox', { name: 'Expiry date' }).fill('1230');
  await form.getByRole('textbox', { name: 'Security code' }).fill('123');
  await form.getByRole('textbox', { name: 'Postal code' }).fill('98101');
  await form.getByRole('textbox', { name: 'Name on card' }).fill('Olivia Owner');
}

describe('billing and team', () => {
  it('saves billing information, adds a payment method and finds both after a reload', async () => {
    const page = await e2e.loginAs('owner@example.com');
    await page.goto('/bluebird.coffee/billing');
    await page.getByRole('heading', { level: 1, name: 'Billing' }).waitFor();
    await page.getByText('No billing information yet: save it before adding a payment method.').waitFor();

    await page.getByRole('textbox', { name: 'Company name' }).fill('Bluebird Coffee Roasters LLC');
    await page.getByRole('textbox', { name: 'Address line 1' }).fill('200 Harbor Way');
    await page.getByRole('textbox', { name: 'City' }).fill('Seattle');
    await page.getByRole('textbox', { name: /Postal code/ }).fill('981');
    await page.getByRole('textbox', { name: /Country/ }).fill('US');
    await page.getByRole('textbox', { name: 'Invoice e-mail' }).fill('billing@bluebird.com');
    await page.getByRole('button', { name: 'Save billing information' }).click();
    await page.getByText('A zip code must be exactly 5 digits.').waitFor();
    await page.getByRole('textbox', { name: /Postal code/ }).fill('98101');
    const billingStep = onboardingEvent(page, 'billing');
    await page.getByRole('button', { name: 'Save billing information' }).click();
    await page.getByText(/Qualified to buy/).waitFor();
    await billingStep;
    const portal = page.getByRole('link', { name: /Open the payments portal/ });
    expect(await portal.getAttribute('href')).toContain('/payments/portal?token=');

    await page.getByRole('button', { name: 'Add payment method' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a payment method' });
    await fillCard(dialog, '4242 4242 4242 4242');
    const paymentStep = onboardingEvent(page, 'payment');
    await dialog.getByRole('button', { name: 'Add card' }).click();
    await page.getByRole('listitem').filter({ hasText: 'Visa ending in 4242' }).first().waitFor();
    await paymentStep;

    await page.reload();
    await page.getByRole('listitem').filter({ hasText: 'Visa ending in 4242' }).first().waitFor();
    expect(await page.getByRole('textbox', { name: 'Company name' }).inputValue()).toBe(
      'Bluebird Coffee Roasters LLC',
    );
    expect(
      await page
        .getByRole('textbox', { name: /Postal code/ })
        .first()
        .inputValue(),
    ).toBe('98101');
  });

  it('refuses a declined card, adds a good one, downloads an invoice as a PDF and sets a spending limit elsewhere', async () => {
    const page = await e2e.loginAs('owner@example.com');
    await page.goto('/acme-audio.com/billing');
    await page.getByRole('heading', { level: 1, name: 'Billing' }).waitFor();

    // A declined card says so, and keeps what was typed for another try.
    await page.getByRole('button', { name: 'Add payment method' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a payment method' });
    await fillCard(dialog, '4000 0000 0000 0002');
    await dialog.getByRole('button', { name: 'Add card' }).click();
    await dialog
      .getByText('Your card was declined. Nothing was charged: try another card, or ask your bank why.')
      .waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Name on card' }).inputValue()).toBe('Olivia Owner');
    await dialog.getByRole('textbox', { name: 'Card number' }).fill('5555 5555 5555 4444');
    await dialog.getByRole('button', { name: 'Add card' }).click();
    await page.getByRole('listitem').filter({ hasText: 'Mastercard ending in 4444' }).first().waitFor();

    // An invoice of a past month downloads as a real PDF named after its number.
    const invoices = page.getByRole('table', { name: 'Invoices' });
    const download = invoices.getByRole('button', { name: /^Download INV-\d{6}-.+ as PDF$/ }).first();
    await download.waitFor();
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^INV-\d{6}-.+\.pdf$/);
    const bytes = await readFile(await file.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // A monthly limit for all campaigns, kept after a reload; set on Bluebird Coffee, which has no
    // delivery the other journeys read, so that no other test sees its campaigns stopped.
    await page.goto('/bluebird.coffee/billing');
    await page.getByRole('heading', { level: 1, name: 'Billing' }).waitFor();
    const limit = page.getByRole('textbox', { name: 'Monthly limit for all campaigns' });
    await limit.fill('2500');
    await page.getByRole('button', { name: 'Save limits' }).click();
    await page.getByText('The spending limits were saved.').waitFor();
    await page.reload();
    await page.getByRole('textbox', { name: 'Monthly limit for all campaigns' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Monthly limit for all campaigns' }).inputValue()).toMatch(
      /2,?500/,
    );
  });

  it('invites a person with a role, who then logs in with exactly that role; changes the role and removes them', async () => {
    const email = `invitee-${Date.now()}@example.com`;
    const owner = await e2e.loginAs('owner@example.com');
    await owner.goto('/acme-audio.com/team');
    await owner.getByRole('heading', { level: 1, name: 'Team' }).waitFor();
    const person = owner.getByRole('group', { name: 'Person 1' });
    await person.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await person.getByRole('textbox', { name: 'First name' }).fill('Ivy');
    await person.getByRole('textbox', { name: 'Last name' }).fill('Invitee');
    await person.getByRole('button', { name: /Role/ }).click();
    await owner.getByRole('option', { name: 'View only' }).click();
    await owner.getByRole('button', { name: 'Send the invitation' }).click();
    const row = owner.getByRole('row', { name: /Ivy Invitee/ });
    await row.getByText('Invited').waitFor();
    expect(await row.getByRole('button', { name: 'Role of Ivy Invitee' }).textContent()).toContain(
      'View only',
    );

    // The invitee logs in through the e-mail link and can see everything but change nothing.
    const invitee = await e2e.loginAs(email);
    await invitee.goto('/acme-audio.com/team');
    await invitee.getByRole('heading', { level: 1, name: 'Team' }).waitFor();
    await invitee
      .getByRole('status')
      .filter({ hasText: 'You have view-only access to Acme Audio' })
      .waitFor();
    const ownRow = invitee.getByRole('row', { name: /Ivy Invitee/ });
    await ownRow.waitFor();
    // Nobody changes their own role, so no role picker is offered on one's own row.
    expect(await ownRow.getByRole('button', { name: 'Role of Ivy Invitee' }).count()).toBe(0);
    expect(await ownRow.getByText('View only').count()).toBe(1);
    expect(await ownRow.getByRole('button', { name: 'Remove Ivy Invitee' }).isDisabled()).toBe(true);
    expect(await invitee.getByRole('button', { name: 'Send the invitation' }).isDisabled()).toBe(true);
    // Billing is for owners and managers: a view-only member sees none of it, not even its link.
    await invitee.goto('/acme-audio.com/billing');
    await invitee.getByRole('heading', { name: 'Billing is managed by the account’s owners' }).waitFor();
    expect(await invitee.getByRole('textbox', { name: 'Company name' }).count()).toBe(0);
    expect(await invitee.getByRole('navigation').getByRole('link', { name: 'Billing' }).count()).toBe(0);

    await owner.reload();
    await row.getByText('Active').waitFor();
    await row.getByRole('button', { name: 'Role of Ivy Invitee' }).click();
    await owner.getByRole('option', { name: 'Reporting' }).click();
    await owner.getByText('Ivy Invitee now has the role Reporting.').waitFor();

    await row.getByRole('button', { name: 'Remove Ivy Invitee' }).click();
    const confirm = owner.getByRole('alertdialog', { name: 'Remove Ivy Invitee from the team?' });
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
    await owner.getByText('Ivy Invitee was removed from the team.').waitFor();
    expect(await owner.getByRole('row', { name: /Ivy Invitee/ }).count()).toBe(0);
  });
});
