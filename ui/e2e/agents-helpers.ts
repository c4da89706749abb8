// Shared steps for the agents screen tests: an organization owner signed in on /agents, the modal's fields,
// and rows found by e-mail.
import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { createUser, openSignedIn, uniqueEmail, type TestUser } from './accounts';
import type { DialerServer } from './dialer-server';
import { expect } from './fixtures';

export interface NewAgent {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  extension?: string;
  role?: 'Agent' | 'Admin' | 'SuperAdmin';
  status?: 'Offline' | 'Online' | 'Away';
  password?: string;
  maxConcurrentCalls?: string;
  autoAnswer?: boolean;
}

/** A fresh organization whose superadmin is signed in and looking at the agents table. */
export async function ownerOnAgents(page: Page, dialer: DialerServer, org?: string): Promise<TestUser> {
  const owner = await createUser(dialer, {
    role: 'superadmin',
    name: 'Olivia Owner',
    ...(org ? { org } : {}),
  });
  await openSignedIn(page, owner, '/agents');
  await expect(agentRow(page, owner.email)).toBeVisible();
  return owner;
}

export function newAgent(overrides: Partial<NewAgent> = {}): NewAgent {
  return {
    firstName: 'Jamie',
    lastName: `Rivera ${randomBytes(2).toString('hex')}`,
    email: uniqueEmail('agent'),
    password: 'first-pass-1',
    ...overrides,
  };
}

export function agentDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: /^(Add New Agent|Edit Agent)$/ });
}

/** The table row of the agent with this e-mail. */
export function agentRow(page: Page, email: string): Locator {
  return page.getByRole('table', { name: 'Agents' }).getByRole('row').filter({ hasText: email });
}

/** Fills whatever fields `agent` names; create-only password fields are filled when the dialog has them. */
export async function fillAgentForm(dialog: Locator, agent: Partial<NewAgent>): Promise<void> {
  if (agent.firstName !== undefined) await dialog.getByLabel('First Name').fill(agent.firstName);
  if (agent.lastName !== undefined) await dialog.getByLabel('Last Name').fill(agent.lastName);
  if (agent.email !== undefined) await dialog.getByLabel('Email').fill(agent.email);
  if (agent.phone !== undefined) await dialog.getByLabel('Phone').fill(agent.phone);
  if (agent.extension !== undefined) await dialog.getByLabel('Extension').fill(agent.extension);
  if (agent.role !== undefined) await dialog.getByLabel('Role').selectOption({ label: agent.role });
  if (agent.status !== undefined) await dialog.getByLabel('Status').selectOption({ label: agent.status });
  if (agent.maxConcurrentCalls !== undefined) {
    await dialog.getByLabel('Max Concurrent Calls').fill(agent.maxConcurrentCalls);
  }
  if (agent.autoAnswer !== undefined) await dialog.getByLabel('Auto Answer').setChecked(agent.autoAnswer);
  if (agent.password !== undefined) {
    await dialog.getByLabel('Password', { exact: true }).fill(agent.password);
    await dialog.getByLabel('Confirm Password').fill(agent.password);
  }
}

/** Creates an agent through the modal and waits for its row. */
export async function addAgent(page: Page, agent: NewAgent): Promise<Locator> {
  await page.getByRole('button', { name: 'Add New Agent' }).click();
  const dialog = agentDialog(page);
  await fillAgentForm(dialog, agent);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  const row = agentRow(page, agent.email);
  await expect(row).toBeVisible();
  return row;
}

export async function openRowMenu(page: Page, row: Locator, item: string): Promise<void> {
  await row.getByRole('button', { name: /^More actions for / }).click();
  await page.getByRole('menuitem', { name: item }).click();
}
