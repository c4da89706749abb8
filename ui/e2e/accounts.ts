// Accounts for the tests: unique e-mails, users made with the binary's own CLI, signing in through the UI, and
// sessions made through the API for the tests about something else.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { dialerBinary, type DialerServer } from './dialer-server';

export type Role = 'agent' | 'admin' | 'superadmin';

export interface TestUser {
  email: string;
  password: string;
  name: string;
  role: Role;
  org: string;
}

/** Unique per call, so tests never collide on the appliance-wide unique e-mail rule. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}@example.com`;
}

/**
 * `dialer-dashboard user create --db <the test server's db> … --password-stdin`, against the running server's
 * database (the CLI is safe to run while the server uses the file).
 */
export async function createUser(
  dialer: DialerServer,
  options: Partial<TestUser> & { role: Role },
): Promise<TestUser> {
  const user: TestUser = {
    email: options.email ?? uniqueEmail(options.role),
    password: options.password ?? `pw-${randomBytes(6).toString('hex')}`,
    name: options.name ?? `Test ${options.role[0]!.toUpperCase()}${options.role.slice(1)}`,
    role: options.role,
    org: options.org ?? `Org ${randomBytes(3).toString('hex')}`,
  };
  const args = ['user', 'create', '--db', dialer.dbPath, '--email', user.email, '--name', user.name];
  const knownId = organizationIds.get(`${dialer.dbPath}\n${user.org}`);
  args.push('--role', user.role, '--password-stdin', '--test-fast-password-hashing');
  // Other workers share the server and may have made an organization of the same name: ours is a new one.
  args.push(
    ...(knownId === undefined ? ['--new-org', user.org, '--allow-duplicate-name'] : ['--org-id', String(knownId)]),
  );
  const output = await runCli(args, `${user.password}\n`);
  // "Created agent … in organization 3 "Acme" (new)": later users of the same name join it by id.
  const id = /in organization (\d+) /.exec(output)?.[1];
  if (id !== undefined) organizationIds.set(`${dialer.dbPath}\n${user.org}`, Number(id));
  return user;
}

/** The organizations createUser made, by database and name: the CLI joins organizations by id only. */
const organizationIds = new Map<string, number>();

function runCli(args: string[], stdin: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(dialerBinary(), args, { stdio: ['pipe', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`dialer-dashboard ${args.join(' ')} exited ${code}:\n${output}`)),
    );
    child.stdin.end(stdin);
  });
}

/** Signs in through the sign-in page and waits for the shell's top bar. */
export async function signIn(page: Page, user: Pick<TestUser, 'email' | 'password'>): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('banner')).toBeVisible();
}

/** What POST /api/v1/auth/login answers and the sign-in page keeps: the token, and the user as answered. */
export interface Session {
  token: string;
  user: unknown;
}

/**
 * POST /api/v1/auth/login with the user's e-mail and password, as the sign-in page sends them; the session. `url` is
 * the server's, for a `request` without a baseURL.
 */
export async function logIn(
  request: APIRequestContext,
  user: Pick<TestUser, 'email' | 'password'>,
  url = '',
): Promise<Session> {
  const login = await request.post(`${url}/api/v1/auth/login`, { data: { email: user.email, password: user.password } });
  expect(login.status(), await login.text()).toBe(200);
  return (await login.json()) as Session;
}

/**
 * Opens `path` signed in without the sign-in page (see startSession), and waits for the shell's top bar.
 */
export async function openSignedIn(
  page: Page,
  as: Pick<TestUser, 'email' | 'password'> | Session,
  path: string,
): Promise<void> {
  await startSession(page, as);
  await page.goto(path);
  await expect(page.getByRole('banner')).toBeVisible();
}

/**
 * Signs the browser in without the sign-in page: a user through the API, a session as it is; the next page of the
 * app opens signed in. The sign-in page and where it leads are the subject of sign-in.spec.ts, register.spec.ts and
 * session.spec.ts; loading it (and the screen it lands on) in every other test only costs time.
 */
export async function startSession(page: Page, as: Pick<TestUser, 'email' | 'password'> | Session): Promise<void> {
  const session = 'token' in as ? as : await logIn(page.request, as);
  // Saved where and as the sign-in page saves it (src/lib/session-storage.ts), from a page no app code runs on:
  // see forgetSession.
  await page.goto('/robots.txt');
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('authToken', token);
    localStorage.setItem('userData', JSON.stringify(user));
  }, session);
}

/**
 * Forgets the session without the app running: cleared under a running screen, a refresh that screen had already
 * scheduled (a live update, a poll) would go out without a token and Chromium would log its 401. robots.txt is a
 * plain file of the same origin, so no app code runs while the storage is cleared.
 */
export async function forgetSession(page: Page): Promise<void> {
  await page.goto('/robots.txt');
  await page.evaluate(() => localStorage.clear());
}

/** The side drawer's menu entries, in order. */
export function menuLinks(page: Page) {
  return page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link');
}

export const ADMIN_MENU = [
  'Dashboard',
  'Overview',
  'Cadences',
  'Calls',
  'Campaigns',
  'Leads',
  'Priority Hopper',
  'Phone Numbers',
  'Twilio',
  'Emojis',
  'Campaign Setup',
  'Integration',
  'E-mail',
  'Calling Rules',
  'Do Not Call',
];

export const SUPERADMIN_MENU = ['Dashboard', 'Overview', 'Agent Dashboard', ...ADMIN_MENU.slice(2)];
