// The agents screen's e-mail actions against the real server: welcome e-mails in the history, and a password
// reset link handed over from the dialog that lets the agent sign in with a new password.
import { signIn } from './accounts';
import { addAgent, newAgent, openRowMenu, ownerOnAgents } from './agents-helpers';
import { expect, test } from './fixtures';

test.describe('agent e-mails', () => {
  test('a welcome e-mail shows up in Email history, and can be resent from there', async ({
    page,
    dialer,
    pageProblems,
  }) => {
    await ownerOnAgents(page, dialer);
    const agent = newAgent({ firstName: 'Harper', lastName: 'Lane' });
    const row = await addAgent(page, agent);

    await openRowMenu(page, row, 'Email history');
    let history = page.getByRole('dialog', { name: 'Email history' });
    await expect(history.getByText('No emails have been sent to this agent yet.')).toBeVisible();
    await history.getByRole('button', { name: 'Close' }).last().click();
    await expect(history).toBeHidden();

    await openRowMenu(page, row, 'Send welcome email');
    await expect(page.getByTestId('toast')).toHaveText(`Welcome email queued for ${agent.email}`);

    await openRowMenu(page, row, 'Email history');
    history = page.getByRole('dialog', { name: 'Email history' });
    await expect(history).toContainText(agent.email);
    const entries = history.getByRole('list', { name: 'Email history' }).getByRole('listitem');
    await expect(entries).toHaveCount(1);
    await expect(entries.first()).toContainText('Welcome to Dialer Dashboard');
    await expect(entries.first()).toContainText('Welcome · created');
    await expect(entries.first()).toContainText('Queued');

    await history.getByRole('button', { name: 'Resend welcome email' }).click();
    await expect(entries).toHaveCount(2);
    await expect(page.getByTestId('toast')).toHaveText(`Welcome email queued for ${agent.email}`);
    await page.keyboard.press('Escape');
    await expect(history).toBeHidden();
    expect(pageProblems.messages).toEqual([]);
  });

  test('a password reset link from the dialog sets a new password the agent then signs in with', async ({
    page,
    browser,
    dialer,
    request,
    pageProblems,
  }) => {
    // Two browsers (owner and agent), a reset, two sign-ins and a replayed link.
    test.setTimeout(60_000);
    await ownerOnAgents(page, dialer);
    const agent = newAgent({ firstName: 'Indigo', lastName: 'Park', password: 'old-password-1' });
    const row = await addAgent(page, agent);

    await openRowMenu(page, row, 'Send password reset');
    const dialog = page.getByRole('dialog', { name: 'Password reset link' });
    await expect(dialog).toContainText(agent.email);
    const linkField = dialog.getByLabel('Reset link');
    const link = await linkField.inputValue();
    expect(link).toMatch(new RegExp(`^${dialer.url}/reset-password\\?token=[A-Za-z0-9_-]+$`));
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();

    // The reset is recorded in the history beside other e-mails.
    await openRowMenu(page, row, 'Email history');
    await expect(page.getByRole('dialog', { name: 'Email history' })).toContainText('Password reset');
    await page.keyboard.press('Escape');

    // The agent opens the link in their own browser.
    const agentContext = await browser.newContext({ baseURL: dialer.url });
    const agentPage = await agentContext.newPage();
    await agentPage.goto(link);
    await expect(agentPage.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await agentPage.getByLabel('New Password', { exact: true }).fill('brand-new-pass');
    await agentPage.getByLabel('Confirm New Password').fill('brand-new-pass');
    await agentPage.getByRole('button', { name: 'Set New Password' }).click();
    await expect(agentPage.getByText('Your password has been reset.')).toBeVisible();
    await agentPage.getByRole('link', { name: 'Sign in' }).click();
    await expect(agentPage).toHaveURL(/\/login$/);
    await signIn(agentPage, { email: agent.email, password: 'brand-new-pass' });
    await expect(agentPage).toHaveURL(/\/mycalls$/);
    await expect(agentPage.getByText('No active calls at the moment.')).toBeVisible();

    // The old password is gone and the link worked once only.
    const old = await request.post('/api/v1/auth/login', { data: { email: agent.email, password: 'old-password-1' } });
    expect(old.status()).toBe(401);
    const again = await agentContext.newPage();
    await again.goto(link);
    await again.getByLabel('New Password', { exact: true }).fill('another-pass');
    await again.getByLabel('Confirm New Password').fill('another-pass');
    await again.getByRole('button', { name: 'Set New Password' }).click();
    await expect(again.getByRole('alert')).toHaveText('This password reset link is invalid or has expired');
    await agentContext.close();

    expect(pageProblems.messages).toEqual([]);
  });
});
