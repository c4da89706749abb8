// Shared test fixtures: a real server per worker, baseURL pointing at it, and the page's errors.
import { test as base, expect } from '@playwright/test';
import { startDialerServer, type DialerServer } from './dialer-server';

export interface PageProblems {
  /** console.error messages and uncaught exceptions, in order. */
  messages: string[];
}

type TestFixtures = { pageProblems: PageProblems };
type WorkerFixtures = {
  dialer: DialerServer;
  /** A second server started with `--registration closed`; only started by the tests that use it. */
  closedDialer: DialerServer;
};

function serverFixture(extraArgs: string[]): [
  (args: object, use: (server: DialerServer) => Promise<void>) => Promise<void>,
  { scope: 'worker'; timeout: number },
] {
  return [
    async ({}, use: (server: DialerServer) => Promise<void>) => {
      const server = await startDialerServer(extraArgs);
      try {
        await use(server);
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ];
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  dialer: serverFixture([]),
  closedDialer: serverFixture(['--registration', 'closed']),

  baseURL: async ({ dialer }, use) => {
    await use(dialer.url);
  },

  // Collected from the first navigation on, so a test can assert that a page loaded without errors.
  pageProblems: async ({ page }, use) => {
    const problems: PageProblems = { messages: [] };
    page.on('console', (message) => {
      if (message.type() === 'error') problems.messages.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.messages.push(`pageerror: ${error.message}`));
    await use(problems);
  },
});

/**
 * The page's problems minus Chromium's own log line for an HTTP error the test provoked on purpose
 * ("Failed to load resource: the server responded with a status of 401 (Unauthorized)").
 */
export function unexpectedProblems(problems: PageProblems, ...expectedStatuses: number[]): string[] {
  return problemsBesides(problems, expectedStatuses);
}

/**
 * Failed saves and deletes are logged. Those log lines (`logged`, by their start) and Chromium's own
 * line for the provoked HTTP statuses are expected; anything else is a problem.
 */
export function problemsBesides(problems: PageProblems, statuses: number[], logged: string[] = []): string[] {
  return problems.messages.filter(
    (message) =>
      !statuses.some((status) =>
        message.startsWith(`console: Failed to load resource: the server responded with a status of ${status} `),
      ) && !logged.some((prefix) => message.startsWith(`console: ${prefix}`)),
  );
}

export { expect };
