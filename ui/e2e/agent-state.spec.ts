// An agent's state on /mycalls against the real server: not yet in a running campaign, then ready in one, paused
// for lunch and offline again — and what the admins' board (GET /api/v1/agents/states) says meanwhile.
import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { createUser, openSignedIn } from './accounts';
import type { DialerServer } from './dialer-server';
import { expect, test, unexpectedProblems } from './fixtures';
import { capture, WIDTHS } from './fixtures/screenshots';

async function apiSession(request: APIRequestContext, dialer: DialerServer, user: { email: string; password: string }) {
  const login = await request.post(`${dialer.url}/api/v1/auth/login`, { data: { email: user.email, password: user.password } });
  expect(login.status()).toBe(200);
  const { token, user: me } = (await login.json()) as { token: string; user: { id: number } };
  return { id: me.id, headers: { Authorization: `Bearer ${token}` } };
}

test.describe('agent state', () => {
  test('an agent goes ready in its running campaign, pauses for lunch and goes offline, and the admins see it', async ({
    page,
    request,
    dialer,
    pageProblems,
  }, testInfo) => {
    const org = `States ${randomBytes(3).toString('hex')}`;
    const admin = await createUser(dialer, { role: 'admin', org });
    const agent = await createUser(dialer, { role: 'agent', org, name: 'Sam Rivers' });
    const adminApi = await apiSession(request, dialer, admin);
    const agentApi = await apiSession(request, dialer, agent);
    const list = await request.post(`${dialer.url}/api/v1/lists`, { headers: adminApi.headers, data: { name: 'Floor' } });
    const listId = ((await list.json()) as { id: number }).id;
    const campaignName = `Solar ${randomBytes(2).toString('hex')}`;
    const created = await request.post(`${dialer.url}/api/v1/campaigns`, {
      headers: adminApi.headers,
      data: { name: campaignName, listIds: [listId], callerId: '+12025550147', agentIds: [agentApi.id] },
    });
    expect(created.status()).toBe(201);
    const campaignId = ((await created.json()) as { id: number }).id;

    await openSignedIn(page, agent, '/mycalls');
    await expect(page.getByRole('heading', { name: 'Agent Dashboard' })).toBeVisible();
    const bar = page.getByTestId('agent-state');
    await expect(bar.getByTestId('agent-state-badge')).toHaveText('Offline');
    await expect(bar).toContainText('You are not assigned to a running campaign yet');
    await expect(page.getByText('No active calls at the moment.')).toBeVisible();

    const started = await request.post(`${dialer.url}/api/v1/campaigns/${campaignId}/activate`, { headers: adminApi.headers });
    expect(started.status()).toBe(200);
    await page.reload();
    await expect(bar.getByLabel('Campaign')).toHaveValue(String(campaignId));
    await bar.getByRole('button', { name: 'Ready' }).click();
    await expect(bar.getByTestId('agent-state-badge')).toHaveText('Ready');
    await expect(bar).toContainText(`in ${campaignName}`);
    const board = async () => {
      const answer = await request.get(`${dialer.url}/api/v1/agents/states`, { headers: adminApi.headers });
      const { agents } = (await answer.json()) as { agents: Array<{ agentId: number; state: string; pauseReason: string | null }> };
      return agents.find((a) => a.agentId === agentApi.id);
    };
    expect((await board())?.state).toBe('ready');

    await bar.getByLabel('Pause reason').selectOption('Lunch');
    await bar.getByRole('button', { name: 'Pause' }).click();
    await expect(bar.getByTestId('agent-state-badge')).toHaveText('Paused');
    await expect(bar).toContainText('Lunch');
    expect(await board()).toMatchObject({ state: 'paused', pauseReason: 'Lunch' });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await capture(page, testInfo, 'mycalls-paused', width);
    }

    await bar.getByRole('button', { name: 'Go offline' }).click();
    await expect(bar.getByTestId('agent-state-badge')).toHaveText('Offline');
    expect((await board())?.state).toBe('offline');
    expect(unexpectedProblems(pageProblems)).toEqual([]);
  });
});
