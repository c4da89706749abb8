// Every screen checked by axe-core against WCAG 2 A and AA (colour contrast included): any serious or critical
// violation fails the run, named with the elements it was found on.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createUser, logIn, openSignedIn } from './accounts';
import { expect, test } from './fixtures';

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ` +
        violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(' '))
          .join(', '),
    );
}

test.describe('accessibility', () => {
  test('the public pages have no serious WCAG AA violations', async ({ page }) => {
    for (const path of ['/login', '/register?trial=true', '/terms', '/privacy', '/reset-password?token=x']) {
      await page.goto(path);
      await expect(page.locator('h1, h2').first()).toBeVisible();
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });

  test("an admin's screens have no serious WCAG AA violations", async ({ page, dialer, request }) => {
    // Nineteen screens and three dialogs, each analysed by axe: past two minutes when the suite's other worker is
    // busy on a slow box.
    test.setTimeout(240_000);
    const admin = await createUser(dialer, { role: 'superadmin' });
    // Leads in every status, so that each chip's colours are checked too.
    const session = await logIn(request, admin, dialer.url);
    const { token } = session;
    for (const status of ['new', 'contacted', 'interested', 'not_interested', 'callback']) {
      const created = await request.post(`${dialer.url}/api/v1/leads`, {
        headers: { Authorization: `Bearer ${token}` },
        data: { name: `Lead ${status}`, status, phone: '+1 555 010 2000' },
      });
      expect(created.status()).toBe(201);
    }
    const paths = ['/agents', '/leads', '/campaign-setup', '/integration', '/calling-rules', '/do-not-call', '/campaigns?tab=dispositions', '/integration?tab=webhooks',
      '/integration?tab=logs', '/integration?tab=crms', '/cadences', '/calls', '/campaigns', '/priority-hopper',
      '/phone-numbers', '/twilio', '/emojis', '/mycalls', '/dashboard'];
    for (const [index, path] of paths.entries()) {
      if (index === 0) await openSignedIn(page, session, path);
      else await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
      expect(await seriousViolations(page), path).toEqual([]);
    }

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
