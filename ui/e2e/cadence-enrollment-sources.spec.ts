// The ways a lead gets into a cadence besides the bulk bar, and the consent that comes with it, against the real
// server: the leads import's cadence select and consent columns, a webhook's cadence (a delivery with
// "smsConsent": true), a campaign's "After a call" rules (a disposition enrolls the lead), and the disposition
// dialog's row of the organization's emojis. What the UI did is checked in what the server then holds.
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Locator } from '@playwright/test';
import { createUser, openSignedIn, type TestUser } from './accounts';
import type { DialerServer } from './dialer-server';
import { expect, test, unexpectedProblems } from './fixtures';
import { chooseImportFile } from './fixtures/leads';

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

interface Consent {
  channel: string;
  action: string;
  source: string;
  address: string;
  detail: string;
}

interface Enrollment {
  lead: { id: number; name: string; phone: string; email: string };
  status: string;
  stepIndex: number;
}

interface Admin {
  user: TestUser;
  /** A call to /api/v1 with the admin's token; throws unless the answer has `status`. */
  api: <T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data: unknown, status: number) => Promise<T>;
  /** A cadence of one wait step (it sends nothing), made through the API; activated unless `status` says. */
  cadence: (name: string, status?: 'active' | 'paused' | 'archived') => Promise<number>;
  enrollments: (cadenceId: number) => Promise<Enrollment[]>;
  consents: (leadId: number) => Promise<Consent[]>;
}

/** An admin in an organization of its own. */
async function newAdmin(dialer: DialerServer, request: APIRequestContext): Promise<Admin> {
  const user = await createUser(dialer, { role: 'admin', name: 'Rita Admin', org: `Enroll Org ${hex(3)}` });
  const login = await request.post(`${dialer.url}/api/v1/auth/login`, { data: { email: user.email, password: user.password } });
  expect(login.status()).toBe(200);
  const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const api: Admin['api'] = async <T,>(method: string, path: string, data: unknown, status: number) => {
    const answer = await request.fetch(`${dialer.url}/api/v1${path}`, {
      method,
      headers,
      ...(data === undefined ? {} : { data }),
    });
    const text = await answer.text();
    expect(answer.status(), `${method} ${path}: ${text}`).toBe(status);
    return (text ? JSON.parse(text) : undefined) as T;
  };
  return {
    user,
    api,
    cadence: async (name, status = 'active') => {
      const { id } = await api<{ id: number }>(
        'POST',
        '/cadences',
        { name, steps: [{ kind: 'wait', delay: { amount: 1, unit: 'business_days' }, window: null }] },
        201,
      );
      if (status === 'active') await api('POST', `/cadences/${id}/activate`, undefined, 200);
      if (status === 'archived') await api('POST', `/cadences/${id}/archive`, undefined, 200);
      return id;
    },
    enrollments: async (cadenceId) =>
      (await api<{ enrollments: Enrollment[] }>('GET', `/cadences/${cadenceId}/enrollments`, undefined, 200)).enrollments,
    consents: async (leadId) => (await api<{ consents: Consent[] }>('GET', `/leads/${leadId}/consents`, undefined, 200)).consents,
  };
}

/** The page as the user sees it with `target` scrolled into view. */
async function shot(target: Locator, name: string) {
  await target.scrollIntoViewIfNeeded();
  await target.page().screenshot({ path: test.info().outputPath(`${name}.png`) });
}

test.describe('cadence enrollment from imports, webhooks and dispositions', () => {
  test('an import enrolls its leads in the chosen cadence and records the consent columns; an unreadable consent rejects the row', async ({
    page,
    dialer,
    request,
    pageProblems,
  }) => {
    const admin = await newAdmin(dialer, request);
    await openSignedIn(page, admin.user, '/leads');
    await expect(page.getByText('Loading leads...')).toHaveCount(0);

    const csv = [
      'First Name,Phone,Email,SMS Consent,Email Opt In',
      'Ada,+12025550101,ada.import@example.com,yes,yes',
      'Ben,+12025550102,ben.import@example.com,no,y',
      'Cal,+12025550103,cal.import@example.com,maybe,',
    ].join('\r\n');
    const file = { name: 'consent-leads.csv', mimeType: 'text/csv', buffer: Buffer.from(`${csv}\r\n`, 'utf8') };

    // Without a cadence in the organization, the dialog offers none.
    let dialog = await chooseImportFile(page, file);
    await expect(dialog.getByLabel('Add the leads to list')).toBeVisible();
    await expect(dialog.getByLabel('Enroll the leads in a cadence')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);

    // An active cadence is offered, a paused one says so, an archived one is not offered.
    const cadenceId = await admin.cadence('Web follow-up');
    await admin.cadence('Slow drip', 'paused');
    await admin.cadence('Old drip', 'archived');
    dialog = await chooseImportFile(page, file);
    const cadence = dialog.getByLabel('Enroll the leads in a cadence');
    await expect(cadence).toHaveValue('');
    // By name, as GET /cadences lists them.
    await expect(cadence.getByRole('option')).toHaveText(['No cadence', 'Slow drip (paused)', 'Web follow-up']);

    // The consent columns are guessed from their headers, and both consent fields are offered for any column.
    const headers = ['First Name', 'Phone', 'Email', 'SMS Consent', 'Email Opt In'];
    const guesses = ['firstName', 'phone', 'email', 'smsConsent', 'emailConsent'];
    for (const [index, header] of headers.entries()) {
      await expect(dialog.getByLabel(`Field for column ${index + 1} (${header})`)).toHaveValue(guesses[index]!);
    }
    const firstColumnOptions = dialog.getByLabel('Field for column 1 (First Name)').getByRole('option');
    await expect(firstColumnOptions.filter({ hasText: 'SMS Consent' })).toHaveCount(1);
    await expect(firstColumnOptions.filter({ hasText: 'Email Consent' })).toHaveCount(1);

    // The preview already says Cal's row will be refused for its consent cell.
    await expect(dialog.getByText('A consent column must say yes or no, not "maybe"')).toBeVisible();

    await cadence.selectOption({ label: 'Web follow-up' });
    await expect(cadence).toHaveValue(String(cadenceId));
    await shot(cadence, 'import-dialog-cadence-select');
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();

    // The summary: two imported and enrolled, Cal's row refused for its consent cell.
    await expect(dialog.getByRole('group', { name: 'Imported', exact: true }).getByTestId('import-count')).toHaveText('2');
    await expect(dialog.getByRole('group', { name: 'Errors', exact: true }).getByTestId('import-count')).toHaveText('1');
    await expect(dialog.getByText('2 leads were enrolled in the cadence.')).toBeVisible();
    await expect(dialog.getByText('Row 4')).toBeVisible();
    await expect(dialog.getByText('A consent column must say yes or no, not "maybe"')).toBeVisible();
    await shot(dialog.getByText('2 leads were enrolled in the cadence.'), 'import-dialog-summary');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toHaveCount(0);

    // The server: both in the cadence at its first step, Cal nowhere.
    const enrolled = await admin.enrollments(cadenceId);
    expect(enrolled.map((e) => e.lead.name).sort()).toEqual(['Ada', 'Ben']);
    expect(enrolled.every((e) => e.status === 'active' && e.stepIndex === 0)).toBe(true);
    const ada = enrolled.find((e) => e.lead.name === 'Ada')!.lead;
    const ben = enrolled.find((e) => e.lead.name === 'Ben')!.lead;
    const detail = 'Given in a consent column of an imported file';
    expect(await admin.consents(ada.id)).toEqual([
      expect.objectContaining({ channel: 'sms', action: 'granted', source: 'import', address: '+12025550101', detail }),
      expect.objectContaining({ channel: 'email', action: 'granted', source: 'import', address: 'ada.import@example.com', detail }),
    ]);
    // "no" gives nothing; "y" gives the e-mail consent.
    expect(await admin.consents(ben.id)).toEqual([
      expect.objectContaining({ channel: 'email', action: 'granted', source: 'import', address: 'ben.import@example.com' }),
    ]);

    // The cadences screen counts and lists them.
    await page.goto('/cadences');
    const card = page.getByRole('main').getByRole('article', { name: 'Web follow-up' });
    await expect(card.getByRole('list', { name: 'Figures' }).getByRole('listitem').filter({ hasText: 'enrolled' })).toHaveText(
      '2 enrolled',
    );
    await card.getByRole('button', { name: 'Enrollments' }).click();
    const list = page.getByRole('dialog', { name: 'Enrollments: Web follow-up' });
    const rows = list.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: 'Ada' })).toContainText('Active');
    await expect(rows.filter({ hasText: 'Ben' })).toContainText('Active');
    expect(unexpectedProblems(pageProblems)).toEqual([]);
  });

  test("a webhook's cadence enrolls the leads a delivery creates, with the consent the delivery gives", async ({
    page,
    dialer,
    request,
    pageProblems,
  }) => {
    const admin = await newAdmin(dialer, request);
    const cadenceId = await admin.cadence('New web lead');
    await admin.cadence('Retired', 'archived');
    await openSignedIn(page, admin.user, '/integration');
    await expect(page.getByRole('heading', { name: 'Integration Management', level: 1 })).toBeVisible();
    await expect(page.getByText(/^Loading .*\.\.\.$/)).toHaveCount(0);
    await page.getByRole('tab', { name: 'Webhooks' }).click();

    await page.getByRole('button', { name: 'Add Webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Webhook' });
    await dialog.getByLabel('Webhook Name').fill('Website form');
    const select = dialog.getByLabel('Enroll Leads in Cadence');
    await expect(select).toHaveValue('');
    await expect(select.getByRole('option')).toHaveText(['No cadence', 'New web lead']);
    await select.selectOption({ label: 'New web lead' });
    await shot(select, 'webhook-dialog-cadence');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('toast')).toHaveText('Webhook created successfully');
    const row = page.locator('tbody tr[data-webhook-id]').filter({ hasText: 'Website form' });
    await expect(row).toContainText('New web lead');

    const [hook] = await admin.api<Array<{ url: string; cadenceId: number | null; cadenceName: string | null }>>(
      'GET',
      '/webhooks',
      undefined,
      200,
    );
    expect(hook).toMatchObject({ cadenceId, cadenceName: 'New web lead' });

    // Edit shows the cadence chosen.
    await row.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Webhook' });
    await expect(edit.getByLabel('Enroll Leads in Cadence')).toHaveValue(String(cadenceId));
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expect(edit).toHaveCount(0);

    // A delivery (no secret) of a lead that agreed to texts.
    const delivered = await fetch(hook!.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Wanda',
        lastName: 'Webb',
        email: 'wanda.webb@example.com',
        phone: '+1 202 555 0177',
        smsConsent: true,
      }),
    });
    expect(delivered.status).toBe(200);
    expect(await delivered.json()).toEqual({ created: 1, updated: 0, enrolled: 1, errors: [] });

    const enrolled = await admin.enrollments(cadenceId);
    expect(enrolled).toEqual([expect.objectContaining({ status: 'active', lead: expect.objectContaining({ name: 'Wanda Webb' }) })]);
    expect(await admin.consents(enrolled[0]!.lead.id)).toEqual([
      expect.objectContaining({
        channel: 'sms',
        action: 'granted',
        source: 'webhook',
        address: '+12025550177',
        detail: 'Sent by webhook "Website form"',
      }),
    ]);
    expect(unexpectedProblems(pageProblems)).toEqual([]);
  });

  test('a campaign\'s "After a call" rule maps a disposition to a cadence, is kept, shown again and removed', async ({
    page,
    dialer,
    request,
    pageProblems,
  }) => {
    const admin = await newAdmin(dialer, request);
    const cadenceId = await admin.cadence('Interested follow-up');
    await admin.cadence('Callback drip');
    const campaignName = `Roofing ${hex(2)}`;
    const { id: campaignId } = await admin.api<{ id: number }>('POST', '/campaigns', { name: campaignName }, 201);
    const { dispositions } = await admin.api<{ dispositions: Array<{ id: number; code: string; label: string }> }>(
      'GET',
      '/dispositions',
      undefined,
      200,
    );
    const interested = dispositions.find((d) => d.code === 'interested')!;

    await openSignedIn(page, admin.user, '/campaigns');
    const row = page.locator('[data-testid^="campaign-"]').filter({ hasText: campaignName });
    await row.getByRole('button', { name: `Edit ${campaignName}` }).click();
    let dialog = page.getByRole('dialog', { name: 'Edit Campaign' });
    let after = dialog.getByRole('group', { name: 'After a call' });
    await expect(after).toContainText('A disposition can enroll the lead in a cadence');
    await expect(after.getByTestId('disposition-cadence')).toHaveCount(0);
    await after.getByRole('button', { name: 'Enroll in a cadence after a disposition' }).click();
    await expect(after.getByTestId('disposition-cadence')).toHaveCount(1);

    const when = after.getByLabel('When an agent gives');
    // Do Not Call enrolls nobody, and the system's own disposition is not an agent's: neither is offered.
    await expect(when.getByRole('option').filter({ hasText: /^\S+ Interested$/ })).toHaveCount(1);
    await expect(when.getByRole('option').filter({ hasText: 'Not Interested' })).toHaveCount(1);
    await expect(when.getByRole('option').filter({ hasText: 'Do Not Call' })).toHaveCount(0);
    await expect(when.getByRole('option').filter({ hasText: 'Agent lost' })).toHaveCount(0);
    await when.selectOption(String(interested.id));
    await after.getByLabel('Enroll the lead in').selectOption({ label: 'Interested follow-up' });
    await shot(after, 'campaign-dialog-after-a-call');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByTestId('toast')).toContainText(`${campaignName} updated`);
    await expect(dialog).toHaveCount(0);

    const saved = await admin.api<{ dispositionCadences: unknown }>('GET', `/campaigns/${campaignId}`, undefined, 200);
    expect(saved.dispositionCadences).toEqual([{ dispositionId: interested.id, cadenceId }]);

    // Reopened: the rule is shown; removed and saved, it is gone.
    await row.getByRole('button', { name: `Edit ${campaignName}` }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Campaign' });
    after = dialog.getByRole('group', { name: 'After a call' });
    await expect(after.getByTestId('disposition-cadence')).toHaveCount(1);
    await expect(after.getByLabel('When an agent gives')).toHaveValue(String(interested.id));
    await expect(after.getByLabel('Enroll the lead in')).toHaveValue(String(cadenceId));
    await after.getByRole('button', { name: 'Remove the cadence after Interested' }).click();
    await expect(after.getByTestId('disposition-cadence')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByTestId('toast')).toContainText(`${campaignName} updated`);
    const cleared = await admin.api<{ dispositionCadences: unknown }>('GET', `/campaigns/${campaignId}`, undefined, 200);
    expect(cleared.dispositionCadences).toEqual([]);
    expect(unexpectedProblems(pageProblems)).toEqual([]);
  });

  test("the disposition dialog offers the organization's emojis, and a click fills the Emoji field", async ({
    page,
    dialer,
    request,
    pageProblems,
  }) => {
    const admin = await newAdmin(dialer, request);
    await admin.api('PUT', '/emojis', { emojis: ['🔥', '📞', '🏠'] }, 200);
    await openSignedIn(page, admin.user, '/campaigns?tab=dispositions');
    await page.getByRole('button', { name: 'Add Disposition' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Disposition' });
    const emojis = dialog.getByRole('group', { name: 'Pick one of your emojis' });
    await expect(emojis.getByRole('button')).toHaveText(['🔥', '📞', '🏠']);
    await expect(emojis.getByRole('button', { name: 'Use 🔥' })).toBeVisible();

    await dialog.getByLabel('Label').fill('Hot Lead');
    await emojis.getByRole('button', { name: 'Use 📞' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Emoji' })).toHaveValue('📞');
    // Another choice replaces it: a disposition has one emoji.
    await emojis.getByRole('button', { name: 'Use 🔥' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Emoji' })).toHaveValue('🔥');
    await shot(emojis, 'disposition-dialog-emojis');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByTestId('toast')).toContainText('Hot Lead added');
    await expect(page.getByTestId('disposition-hot_lead')).toContainText('🔥');

    const { dispositions } = await admin.api<{ dispositions: Array<{ code: string; emoji: string }> }>(
      'GET',
      '/dispositions',
      undefined,
      200,
    );
    expect(dispositions.find((d) => d.code === 'hot_lead')).toMatchObject({ emoji: '🔥' });

    // Editing offers the set too.
    await page.getByRole('button', { name: 'Edit Hot Lead' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Disposition' });
    await expect(edit.getByRole('textbox', { name: 'Emoji' })).toHaveValue('🔥');
    await edit.getByRole('group', { name: 'Pick one of your emojis' }).getByRole('button', { name: 'Use 🏠' }).click();
    await expect(edit.getByRole('textbox', { name: 'Emoji' })).toHaveValue('🏠');
    await edit.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByTestId('toast')).toContainText('Hot Lead updated');
    await expect(page.getByTestId('disposition-hot_lead')).toContainText('🏠');
    expect(unexpectedProblems(pageProblems)).toEqual([]);
  });
});
