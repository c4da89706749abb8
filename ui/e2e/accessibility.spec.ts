// Every screen checked by axe-core against WCAG 2 A and AA (colour contrast included): any serious or critical
// violation fails the run, named with the elements it was found on.
import type { APIRequestContext, Page } from '@playwright/test';
import { createUser, logIn, openSignedIn } from './accounts';
import type { DialerServer } from './dialer-server';
import { expect, test } from './fixtures';
import { seriousViolations } from './fixtures/axe';

// An admin of a new organization, with leads in every status so that each chip's colours are checked too, signed in
// on the first of the paths; each screen is analysed once its heading shows and nothing is loading.
async function checkAdminScreens(page: Page, dialer: DialerServer, request: APIRequestContext, paths: string[]) {
  const admin = await createUser(dialer, { role: 'superadmin' });
  const session = await logIn(request, admin, dialer.url);
  for (const status of ['new', 'contacted', 'interested', 'not_interested', 'callback']) {
    const created = await request.post(`${dialer.url}/api/v1/leads`, {
      headers: { Authorization: `Bearer ${session.token}` },
      data: { name: `Lead ${status}`, status, phone: '+1 555 010 2000' },
    });
    expect(created.status()).toBe(201);
  }
  for (const [index, path] of paths.entries()) {
    if (index === 0) await openSignedIn(page, session, path);
    else await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/^Loading/)).toHaveCount(0);
    expect(await seriousViolations(page), path).toEqual([]);
  }
}

test.describe('accessibility', () => {
  test.describe.configure({ mode: 'parallel' });

  test('the public pages have no serious WCAG AA violations', async ({ page }) => {
    for (const path of ['/login', '/register?trial=true', '/terms', '/privacy', '/reset-password?token=x']) {
      await page.goto(path);
      await expect(page.locator('h1, h2').first()).toBeVisible();
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });

  // Nineteen screens and three dialogs, each analysed by axe (a few seconds each on a busy box): in three parts that
  // the two workers share instead of one test of about a minute at the end of the run.
  test("an admin's screens have no serious WCAG AA violations: people and setup", async ({ page, dialer, request }) => {
    await checkAdminScreens(page, dialer, request, ['/agents', '/campaign-setup', '/integration', '/calling-rules',
      '/do-not-call', '/campaigns?tab=dispositions', '/integration?tab=webhooks']);
  });

  test("an admin's screens have no serious WCAG AA violations: integrations, cadences, calls and campaigns", async ({
    page,
    dialer,
    request,
  }) => {
    await checkAdminScreens(page, dialer, request, ['/integration?tab=logs', '/integration?tab=crms', '/cadences',
      '/calls', '/campaigns', '/priority-hopper']);
  });

  test("an admin's screens have no serious WCAG AA violations: numbers, agents' screens, leads, dialogs", async ({
    page,
    dialer,
    request,
  }) => {
    await checkAdminScreens(page, dialer, request, ['/phone-numbers', '/twilio', '/emojis', '/mycalls', '/dashboard',
      '/leads']);

    // The leads screen's dialogs.
    await page.goto('/leads');
    for (const [button, dialog] of [
      ['Add Lead', 'Add New Lead'],
      ['Import CSV', 'Import Leads from CSV'],
    ] as const) {
      await page.getByRole('button', { name: button }).click();
      await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
      expect(await seriousViolations(page), dialog).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
    await page.getByRole('button', { name: 'History' }).first().click();
    await expect(page.getByRole('list', { name: 'Lead history' })).toBeVisible();
    expect(await seriousViolations(page), 'Lead History').toEqual([]);
  });
});
