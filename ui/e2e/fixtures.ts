// Shared test fixtures: a real server per worker, baseURL pointing at it, and the page's errors.
import { test as base, expect } from '@playwright/test';
import { startDialerServer, type DialerServer } from './dialer-server';

export interface PageProblems {
  /** console.error messages and uncaught exceptions, in order. */
  messages: string[];
}

type TestFixtures = { pageProblems: PageProblems };
type WorkerFixtures = { dialer: DialerServer };

export const test = base.extend<TestFixtures, WorkerFixtures>({
  dialer: [
    async ({}, use) => {
      const server = await startDialerServer();
      try {
        await use(server);
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],

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

export { expect };
