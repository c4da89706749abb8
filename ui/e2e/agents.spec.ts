// The agents management screen against the real server: list, create, edit,
// deactivate and reactivate, the client-side alerts and the server's messages inside the modal.
import type { Page } from '@playwright/test';

import { createUser, openSignedIn } from './accounts';
import { addAgent, agentDialog, agentRow, fillAgentForm, newAgent, ownerOnAgents } from './agents-helpers';
import { expect, problemsBesides, test } from './fixtures';

const REQUIRED = 'Please fill in all required fields';
const MUST_MATCH = 'Password and confirm password must match';

/**
 * Holds the agents calls until the returned function is called, so that a loading or busy state is on screen
 * for as long as the test looks (a fixed delay was too short on a busy machine).
 */
async function holdAgentResponses(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/v1/mayor/agents', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('agents screen', () => {
  test('lists agents with their columns, loading text and a red Offline badge', async ({
    page,
    dialer,
    pageProblems,
  }) => {
    const owner = await createUser(dialer, { role: 'superadmin', name: 'Olivia Owner' });
    // Held back until the first-load text has been seen; the answer itself is the real server's.
    const release = await holdAgentResponses(page);
    await openSignedIn(page, owner, '/agents');
    await expect(page.getByText('Loading agents...')).toBeVisible();
    release();

    const table = page.getByRole('table', { name: 'Agents' });
    await expect(table.getByRole('columnheader')).toHaveText(['Agent', 'Status', 'Role', 'Phone', 'Actions']);
    const row = agentRow(page, owner.email);
    await expect(row.getByRole('cell').nth(0)).toContainText('Olivia Owner');
    await expect(row.getByRole('cell').nth(0)).toContainText(owner.email);
    await expect(row.getByText('Offline')).toHaveAttribute('data-tone', 'error');
    await expect(row.getByRole('cell').nth(2)).toHaveText('SuperAdmin');
    await expect(row.getByRole('cell').nth(3)).toHaveText('-');
    await expect(row.getByRole('button', { name: 'Edit' })).toBeEnabled();
    // Nobody can deactivate themselves; the button says so instead of failing.
    await expect(row.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await expect(page.getByText('Loading agents...')).toHaveCount(0);
    expect(pageProblems.messages).toEqual([]);
  });

  test('creates an agent with every field, then edits it', async ({ page, dialer, request, pageProblems }) => {
    await ownerOnAgents(page, dialer);
    await page.getByRole('button', { name: 'Add New Agent' }).click();
    const dialog = agentDialog(page);
    await expect(dialog).toHaveAccessibleName('Add New Agent');

    // The form's defaults.
    await expect(dialog.getByLabel('Role')).toHaveValue('agent');
    await expect(dialog.getByLabel('Role').getByRole('option')).toHaveText(['Agent', 'Admin', 'SuperAdmin']);
    await expect(dialog.getByLabel('Status')).toHaveValue('offline');
    await expect(dialog.getByLabel('Status').getByRole('option')).toHaveText(['Offline', 'Online', 'Away']);
    await expect(dialog.getByLabel('Max Concurrent Calls')).toHaveValue('1');
    await expect(dialog.getByLabel('Auto Answer')).not.toBeChecked();
    await expect(dialog.getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(dialog.getByLabel('First Name')).toBeFocused();

    const agent = newAgent({
      firstName: 'Casey',
      lastName: 'Morgan',
      phone: '+1 555 0142',
      extension: '204',
      role: 'Admin',
      status: 'Away',
      maxConcurrentCalls: '3',
      autoAnswer: true,
      password: 'casey-pass-1',
    });
    await fillAgentForm(dialog, agent);
    // No campaigns yet: one is added from the form and chosen straight away.
    await dialog.getByLabel('New campaign').fill('Spring Outreach');
    await dialog.getByRole('button', { name: 'Add campaign' }).click();
    await expect(dialog.getByLabel('Campaigns')).toContainText('Spring Outreach');
    await dialog.getByRole('button', { name: 'Create' }).click();

    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('toast')).toHaveText('Agent Casey Morgan created');
    const row = agentRow(page, agent.email);
    await expect(row.getByRole('cell').nth(0)).toContainText('Casey Morgan');
    await expect(row.getByText('Away')).toHaveAttribute('data-tone', 'warning');
    await expect(row.getByRole('cell').nth(2)).toHaveText('Admin');
    await expect(row.getByRole('cell').nth(3)).toHaveText('+1 555 0142');

    // Editing pre-fills every field (kept by the server) with a blank password.
    await row.getByRole('button', { name: 'Edit' }).click();
    await expect(dialog).toHaveAccessibleName('Edit Agent');
    await expect(dialog.getByLabel('First Name')).toHaveValue('Casey');
    await expect(dialog.getByLabel('Last Name')).toHaveValue('Morgan');
    await expect(dialog.getByLabel('Email')).toHaveValue(agent.email);
    await expect(dialog.getByLabel('Phone')).toHaveValue('+1 555 0142');
    await expect(dialog.getByLabel('Extension')).toHaveValue('204');
    await expect(dialog.getByLabel('Role')).toHaveValue('admin');
    await expect(dialog.getByLabel('Status')).toHaveValue('away');
    await expect(dialog.getByLabel('Max Concurrent Calls')).toHaveValue('3');
    await expect(dialog.getByLabel('Auto Answer')).toBeChecked();
    await expect(dialog.getByLabel('Campaigns')).toContainText('Spring Outreach');
    await expect(dialog.getByLabel('New Password')).toHaveValue('');
    await expect(dialog.getByLabel('Confirm Password')).toHaveCount(0);

    await dialog.getByLabel('Last Name').fill('Morgan-Lee');
    await dialog.getByLabel('Status').selectOption({ label: 'Online' });
    await dialog.getByLabel('Role').selectOption({ label: 'Agent' });
    await dialog.getByLabel('Campaigns').click();
    await dialog.getByRole('checkbox', { name: 'Spring Outreach' }).uncheck();
    await dialog.getByRole('button', { name: 'Update' }).click();

    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('toast')).toHaveText('Agent Casey Morgan-Lee updated');
    await expect(row.getByRole('cell').nth(0)).toContainText('Casey Morgan-Lee');
    await expect(row.getByText('Online')).toHaveAttribute('data-tone', 'success');
    await expect(row.getByRole('cell').nth(2)).toHaveText('Agent');

    await row.getByRole('button', { name: 'Edit' }).click();
    await expect(dialog.getByLabel('Campaigns')).toContainText('Not assigned to any campaign');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // An edit without a password keeps the old one.
    const login = await request.post('/api/v1/auth/login', { data: { email: agent.email, password: agent.password } });
    expect(login.status()).toBe(200);
    expect(pageProblems.messages).toEqual([]);
  });

  test('deletes only after the confirmation, and reactivates from Show inactive', async ({
    page,
    dialer,
    pageProblems,
  }) => {
    await ownerOnAgents(page, dialer);
    const agent = newAgent({ firstName: 'Dana', lastName: 'Quinn' });
    const row = await addAgent(page, agent);

    await row.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete agent' });
    await expect(confirm).toContainText('Are you sure you want to delete this agent?');
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByTestId('toast')).toHaveText('Agent Dana Quinn deleted');
    await expect(row).toHaveCount(0);

    const showInactive = page.getByRole('switch', { name: 'Show inactive' });
    await expect(showInactive).toHaveAttribute('aria-checked', 'false');
    await showInactive.click();
    await expect(showInactive).toHaveAttribute('aria-checked', 'true');
    await expect(row.getByText('Inactive', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await row.getByRole('button', { name: 'Reactivate' }).click();
    await expect(page.getByTestId('toast')).toHaveText('Agent Dana Quinn reactivated');
    await expect(row.getByText('Inactive', { exact: true })).toHaveCount(0);
    await expect(row.getByRole('button', { name: 'Delete' })).toBeVisible();

    await showInactive.click();
    await expect(row).toBeVisible();
    expect(pageProblems.messages).toEqual([]);
  });

  test('shows each client-side alert in the modal, and Cancel resets the form', async ({
    page,
    dialer,
    pageProblems,
  }) => {
    await ownerOnAgents(page, dialer);
    await page.getByRole('button', { name: 'Add New Agent' }).click();
    const dialog = agentDialog(page);
    const alert = dialog.getByRole('alert');
    const create = dialog.getByRole('button', { name: 'Create' });

    await create.click();
    await expect(alert).toHaveText(REQUIRED);
    await dialog.getByLabel('First Name').fill('Eli');
    await dialog.getByLabel('Last Name').fill('Stone');
    await create.click();
    await expect(alert).toHaveText(REQUIRED);

    // With the names and e-mail there, the password check: empty, then different.
    await dialog.getByLabel('Email').fill('eli.stone@example.com');
    await create.click();
    await expect(alert).toHaveText(MUST_MATCH);
    await dialog.getByLabel('Password', { exact: true }).fill('secret-one');
    await dialog.getByLabel('Confirm Password').fill('secret-two');
    await create.click();
    await expect(alert).toHaveText(MUST_MATCH);
    // Fixed: the sentence goes at once, before the next submit.
    await dialog.getByLabel('Confirm Password').fill('secret-one');
    await expect(alert).toHaveCount(0);

    // Whitespace is not a name.
    await dialog.getByLabel('First Name').fill('   ');
    await create.click();
    await expect(alert).toHaveText(REQUIRED);

    // Cancel closes and resets.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Add New Agent' }).click();
    await expect(dialog.getByLabel('Last Name')).toHaveValue('');
    await expect(dialog.getByLabel('Email')).toHaveValue('');
    await expect(dialog.getByRole('alert')).toHaveCount(0);

    // Escape closes too.
    await dialog.getByLabel('First Name').fill('Typed');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Add New Agent' })).toBeFocused();
    expect(pageProblems.messages).toEqual([]);
  });

  test('the modal traps focus', async ({ page, dialer }) => {
    await ownerOnAgents(page, dialer);
    await page.getByRole('button', { name: 'Add New Agent' }).click();
    const dialog = agentDialog(page);
    await expect(dialog.getByLabel('First Name')).toBeFocused();
    for (let step = 0; step < 30; step++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await dialog.getByRole('button', { name: 'Close' }).focus();
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  });

  test('Escape closes only the innermost layer; the page behind is inert while the modal is open', async ({
    page,
    dialer,
  }) => {
    await ownerOnAgents(page, dialer);
    const opener = page.getByRole('button', { name: 'Add New Agent' });
    await opener.click();
    const dialog = agentDialog(page);
    await expect(page.locator('#root')).toHaveJSProperty('inert', true);

    await dialog.getByLabel('Campaigns').click();
    const list = dialog.getByRole('group', { name: 'Campaigns' });
    await expect(list).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(list).toHaveCount(0);
    await expect(dialog).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(page.locator('#root')).toHaveJSProperty('inert', false);
  });

  test('editing skips the password check and the server checks the rest', async ({
    page,
    dialer,
    pageProblems,
  }) => {
    const owner = await ownerOnAgents(page, dialer);
    const agent = newAgent({ firstName: 'Frankie', lastName: 'Hale' });
    const row = await addAgent(page, agent);

    await row.getByRole('button', { name: 'Edit' }).click();
    const dialog = agentDialog(page);
    // Another agent's e-mail: the server's 409 sentence inside the modal, which stays open.
    await dialog.getByLabel('Email').fill(owner.email);
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('An agent with this email already exists');
    await expect(dialog).toBeVisible();

    await dialog.getByLabel('Email').fill(agent.email);
    await dialog.getByLabel('Max Concurrent Calls').fill('11');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Max concurrent calls must be between 1 and 10');

    await dialog.getByLabel('Max Concurrent Calls').fill('10');
    await dialog.getByLabel('New Password').fill('abc');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Password must be at least 6 characters long');

    await dialog.getByLabel('New Password').fill('');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(dialog).toBeHidden();
    expect(problemsBesides(pageProblems, [400, 409], ['Failed to save agent'])).toEqual([]);
  });

  test('a duplicate e-mail on create shows the server message inside the modal', async ({
    page,
    dialer,
    pageProblems,
  }) => {
    const owner = await ownerOnAgents(page, dialer);
    await page.getByRole('button', { name: 'Add New Agent' }).click();
    const dialog = agentDialog(page);
    await fillAgentForm(dialog, newAgent({ email: owner.email }));
    // Held back until the busy label has been seen; the answer itself is the real server's.
    const release = await holdAgentResponses(page);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    release();

    await expect(dialog.getByRole('alert')).toHaveText('An agent with this email already exists');
    await expect(dialog.getByRole('button', { name: 'Create' })).toBeEnabled();
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
    expect(problemsBesides(pageProblems, [409], ['Failed to save agent'])).toEqual([]);
  });

  test('the last superadmin cannot demote themselves: the reason shows in the modal', async ({
    page,
    dialer,
    pageProblems,
  }) => {
    const owner = await ownerOnAgents(page, dialer);
    await agentRow(page, owner.email).getByRole('button', { name: 'Edit' }).click();
    const dialog = agentDialog(page);
    await dialog.getByLabel('Role').selectOption({ label: 'Admin' });
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'The organization needs at least one active superadmin: make someone else superadmin first',
    );
    expect(problemsBesides(pageProblems, [409], ['Failed to save agent'])).toEqual([]);
  });

  test('an admin is not offered SuperAdmin and cannot change a superadmin', async ({ page, dialer }) => {
    const org = `Org admin ${Date.now()}`;
    const owner = await createUser(dialer, { role: 'superadmin', name: 'Olivia Owner', org });
    const admin = await createUser(dialer, { role: 'admin', name: 'Adam Admin', org });
    await openSignedIn(page, admin, '/agents');

    const ownerRow = agentRow(page, owner.email);
    await expect(ownerRow.getByRole('button', { name: 'Edit' })).toBeDisabled();
    await expect(ownerRow.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await expect(agentRow(page, admin.email).getByText('You', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Add New Agent' }).click();
    await expect(agentDialog(page).getByLabel('Role').getByRole('option')).toHaveText(['Agent', 'Admin']);
  });

  test('a failed row action shows the server message in the page banner', async ({
    page,
    dialer,
    request,
    pageProblems,
  }) => {
    await ownerOnAgents(page, dialer);
    const agent = newAgent({ firstName: 'Gale', lastName: 'Ortiz' });
    const row = await addAgent(page, agent);

    // Someone else deactivates the agent meanwhile; this page still offers Delete.
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    const list = await request.get('/api/v1/mayor/agents', { headers: { Authorization: `Bearer ${token}` } });
    const id = ((await list.json()) as Array<{ id: number; email: string }>).find((a) => a.email === agent.email)!.id;
    const gone = await request.delete(`/api/v1/mayor/agents/${id}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(gone.status()).toBe(204);

    await row.getByRole('button', { name: /^More actions for / }).click();
    await page.getByRole('menuitem', { name: 'Send welcome email' }).click();
    const banner = page.getByRole('main').getByRole('alert');
    await expect(banner).toHaveText('This agent is deactivated: reactivate the agent first');
    await expect(page.getByTestId('toast')).not.toContainText('Welcome email queued');
    expect(problemsBesides(pageProblems, [409], ['Failed to send welcome email'])).toEqual([]);
  });

  test('an answer without a message shows its status line, "API Error: 502 - Bad Gateway"', async ({
    page,
    dialer,
    pageProblems,
  }) => {
    const owner = await createUser(dialer, { role: 'superadmin' });
    // A proxy in front of the server answers with its own error page.
    await page.route('**/api/v1/mayor/agents', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<html><body>Bad Gateway</body></html>' }),
    );
    await openSignedIn(page, owner, '/agents');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('API Error: 502 - Bad Gateway');
    expect(problemsBesides(pageProblems, [502], ['Failed to load agents'])).toEqual([]);
  });
});
