// The /campaign-setup screen against the real server: the progress card, the six step cards, the vertical stepper,
// the launch panel and the error banners.
import { unexpectedProblems } from './fixtures';
import {
  ALL_DONE,
  clickNext,
  expect,
  INTRO,
  openSetup,
  openStep,
  progressSummary,
  STEPS,
  stepCard,
  stepperTitle,
  test,
} from './fixtures/campaign-setup';

const PROGRESS_URL = '**/api/v1/campaign-setup/progress';

test.describe('campaign setup screen', () => {
  test('a fresh organization starts at 0 of 6 with every step to set up and step 1 open', async ({
    page,
    admin,
    pageProblems,
  }) => {
    await openSetup(page, admin);
    const main = page.getByRole('main');
    await expect(main.getByText(INTRO, { exact: true })).toBeVisible();
    await expect(progressSummary(page)).toHaveText('0 of 6 steps completed');
    await expect(page.getByRole('progressbar', { name: 'Setup progress' })).toHaveAttribute('aria-valuenow', '0');

    const cards = page.getByRole('list', { name: 'Setup steps' }).getByRole('listitem');
    await expect(cards).toHaveCount(6);
    for (const [index, { label }] of STEPS.entries()) {
      const card = stepCard(page, label);
      await expect(card.getByText(`Step ${index + 1}`, { exact: true })).toBeVisible();
      await expect(card.getByText(index === 0 ? 'Current' : 'Pending', { exact: true })).toBeVisible();
      await expect(card.getByRole('button', { name: `Set Up ${label}` })).toBeVisible();
    }
    await expect(stepCard(page, 'Agents')).toContainText('set agent permissions');

    // The stepper lists the six steps with step 1 open: Configure, Next, and Back that has nowhere to go.
    await expect(page.getByRole('list', { name: 'Setup guide' }).getByRole('listitem')).toHaveCount(6);
    const first = openStep(page, 'Integration');
    await expect(first.getByRole('button', { name: 'Configure' })).toBeVisible();
    await expect(first.getByRole('button', { name: 'Next' })).toBeEnabled();
    await expect(first.getByRole('button', { name: 'Back' })).toBeDisabled();
    await expect(page.getByRole('region')).toHaveCount(1);
    await expect(page.getByText(ALL_DONE)).toHaveCount(0);
    expect(pageProblems.messages).toEqual([]);
  });

  test('Set Up records the step as started, not completed, and opens its screen', async ({
    page,
    admin,
    pageProblems,
  }) => {
    await openSetup(page, admin);
    const posted = page.waitForRequest((request) => request.method() === 'POST' && request.url().includes('/progress'));
    await stepCard(page, 'List ID').getByRole('button', { name: 'Set Up List ID' }).click();
    expect((await posted).postDataJSON()).toEqual({ step: 'list id', completed: false, data: { started: true } });
    await expect(page).toHaveURL(/\/leads$/);
    await expect(page.getByRole('heading', { name: 'Leads Management', level: 1 })).toBeVisible();
    expect((await admin.progress())['list id']).toBe(false);

    // Coming back, the step is still to do.
    await page.goto('/campaign-setup');
    await expect(progressSummary(page)).toHaveText('0 of 6 steps completed');
    await expect(stepCard(page, 'List ID').getByText('Pending', { exact: true })).toBeVisible();
    expect(pageProblems.messages).toEqual([]);
  });

  test('every step card and Configure open the step’s route', async ({ page, admin, pageProblems }) => {
    await openSetup(page, admin);
    for (const { label, route, heading } of STEPS) {
      await page.goto('/campaign-setup');
      await stepCard(page, label).getByRole('button', { name: `Set Up ${label}` }).click();
      await expect(page).toHaveURL(new RegExp(`${route}$`));
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    }
    await page.goto('/campaign-setup');
    await openStep(page, 'Integration').getByRole('button', { name: 'Configure' }).click();
    await expect(page).toHaveURL(/\/integration$/);
    expect(Object.values(await admin.progress())).toEqual([false, false, false, false, false, false]);
    expect(pageProblems.messages).toEqual([]);
  });

  test('Review on a completed step only navigates and keeps it completed', async ({ page, admin, pageProblems }) => {
    await admin.complete('cadence');
    await openSetup(page, admin);
    const card = stepCard(page, 'Cadence');
    await expect(card.getByText('Completed', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Set Up Cadence' })).toHaveCount(0);

    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/campaign-setup/')) posts++;
    });
    await card.getByRole('button', { name: 'Review Cadence' }).click();
    await expect(page).toHaveURL(/\/cadences$/);
    await expect(page.getByRole('heading', { name: 'Cadences', level: 1 })).toBeVisible();

    // Review & Edit in the stepper does the same.
    await page.goto('/campaign-setup');
    await stepperTitle(page, 'Cadence').click();
    await openStep(page, 'Cadence').getByRole('button', { name: 'Review & Edit' }).click();
    await expect(page).toHaveURL(/\/cadences$/);
    expect(posts).toBe(0);
    expect((await admin.progress()).cadence).toBe(true);
    expect(pageProblems.messages).toEqual([]);
  });

  test('loading opens the first step not yet completed', async ({ page, admin, pageProblems }) => {
    await admin.complete('integration', 'leads', 'campaign');
    await openSetup(page, admin);
    await expect(progressSummary(page)).toHaveText('3 of 6 steps completed');
    await expect(page.getByRole('progressbar', { name: 'Setup progress' })).toHaveAttribute('aria-valuenow', '50');
    const states = ['Completed', 'Completed', 'Current', 'Pending', 'Completed', 'Pending'];
    for (const [index, { label }] of STEPS.entries()) {
      await expect(stepCard(page, label).getByText(states[index]!, { exact: true })).toBeVisible();
    }
    await expect(stepCard(page, 'Integration').getByRole('button', { name: 'Review Integration' })).toBeVisible();
    await expect(openStep(page, 'List ID')).toBeVisible();
    await expect(openStep(page, 'List ID').getByRole('button', { name: 'Configure' })).toBeVisible();
    expect(pageProblems.messages).toEqual([]);
  });

  test('Next walks through all six steps to the launch panel, which survives a reload', async ({
    page,
    admin,
    pageProblems,
  }) => {
    await admin.startCampaign();
    await admin.activateCadence();
    await openSetup(page, admin);
    for (const [index, { label }] of STEPS.entries()) {
      await clickNext(page, label);
      await expect(progressSummary(page)).toHaveText(`${index + 1} of 6 steps completed`);
      await expect(stepCard(page, label).getByText('Completed', { exact: true })).toBeVisible();
      // The clicked Next is gone with its step: focus moves to the step that opened.
      const following = STEPS[index + 1];
      if (following) {
        await expect(openStep(page, following.label)).toBeVisible();
        await expect(stepperTitle(page, following.label)).toBeFocused();
      }
    }
    await expect(page.getByText(ALL_DONE)).toBeVisible();
    await expect(page.getByRole('region')).toHaveCount(0);
    await expect(page.getByRole('progressbar', { name: 'Setup progress' })).toHaveAttribute('aria-valuenow', '100');
    expect(Object.values(await admin.progress())).toEqual([true, true, true, true, true, true]);

    await page.reload();
    await expect(progressSummary(page)).toHaveText('6 of 6 steps completed');
    await expect(page.getByText(ALL_DONE)).toBeVisible();
    for (const { label } of STEPS) {
      await expect(stepCard(page, label).getByRole('button', { name: `Review ${label}` })).toBeVisible();
    }

    // Review Setup goes back to step 1, which is completed: Review & Edit rather than Configure.
    await page.getByRole('button', { name: 'Review Setup' }).click();
    await expect(openStep(page, 'Integration').getByRole('button', { name: 'Review & Edit' })).toBeVisible();
    await expect(stepperTitle(page, 'Integration')).toBeFocused();
    await expect(page.getByText(ALL_DONE)).toHaveCount(0);
    await expect(progressSummary(page)).toHaveText('6 of 6 steps completed');
    expect(pageProblems.messages).toEqual([]);
  });

  test('Campaign is done only once a campaign runs: Next says so until then', async ({ page, admin, pageProblems }) => {
    await openSetup(page, admin);
    await stepperTitle(page, 'Campaign').click();
    const refused = page.waitForResponse(
      (response) => response.url().endsWith('/api/v1/campaign-setup/progress') && response.request().method() === 'POST',
    );
    await openStep(page, 'Campaign').getByRole('button', { name: 'Next' }).click();
    expect((await refused).status()).toBe(409);
    await expect(page.getByRole('alert')).toHaveText(
      'Start a campaign first: this step is done once one of your campaigns is running',
    );
    await expect(progressSummary(page)).toHaveText('0 of 6 steps completed');
    await expect(openStep(page, 'Campaign')).toBeVisible();

    await admin.startCampaign();
    await clickNext(page, 'Campaign');
    await expect(progressSummary(page)).toHaveText('1 of 6 steps completed');
    expect(unexpectedProblems(pageProblems, 409)).toEqual([]);
  });

  test('Launch Campaign goes to /campaigns', async ({ page, admin, pageProblems }) => {
    await admin.complete(...STEPS.map((step) => step.key));
    await openSetup(page, admin);
    await page.getByRole('button', { name: 'Launch Campaign' }).click();
    await expect(page).toHaveURL(/\/campaigns$/);
    await expect(page.getByRole('heading', { name: 'Campaigns', level: 1 })).toBeVisible();
    expect(pageProblems.messages).toEqual([]);
  });

  test('Back opens the previous step and a step title opens that step', async ({ page, admin, pageProblems }) => {
    await admin.complete('integration', 'leads');
    await admin.startCampaign();
    await openSetup(page, admin);
    await expect(openStep(page, 'List ID')).toBeVisible();

    await openStep(page, 'List ID').getByRole('button', { name: 'Back' }).click();
    await expect(openStep(page, 'Leads')).toBeVisible();
    await expect(stepperTitle(page, 'Leads')).toBeFocused();
    await expect(openStep(page, 'List ID')).toHaveCount(0);
    await openStep(page, 'Leads').getByRole('button', { name: 'Back' }).click();
    await expect(openStep(page, 'Integration').getByRole('button', { name: 'Back' })).toBeDisabled();

    await stepperTitle(page, 'Campaign').click();
    await expect(openStep(page, 'Campaign')).toBeVisible();
    await expect(stepperTitle(page, 'Campaign')).toHaveAttribute('aria-current', 'step');
    await expect(stepCard(page, 'Campaign').getByText('Current', { exact: true })).toBeVisible();
    // Next after a jump completes that step and moves on from it.
    await clickNext(page, 'Campaign');
    await expect(openStep(page, 'Agents')).toBeVisible();
    await expect(progressSummary(page)).toHaveText('3 of 6 steps completed');

    // Next on the last step with steps left undone goes back to the first of them, not to the launch panel.
    await clickNext(page, 'Agents');
    await expect(openStep(page, 'List ID')).toBeVisible();
    await expect(page.getByText(ALL_DONE)).toHaveCount(0);
    expect(pageProblems.messages).toEqual([]);
  });

  test('a failed load shows its banner and Try Again recovers', async ({ page, admin, pageProblems }) => {
    await admin.complete('integration');
    await page.route(PROGRESS_URL, (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom","code":"internal"}' })
        : route.fallback(),
    );
    await openSetup(page, admin);
    const banner = page.getByRole('alert').filter({ hasText: 'Failed to load setup progress' });
    await expect(banner).toBeVisible();
    await expect(banner).toHaveText('Failed to load setup progress');
    await expect(progressSummary(page)).toHaveCount(0);

    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await expect(banner).toHaveCount(0);

    await page.unrouteAll();
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(progressSummary(page)).toHaveText('1 of 6 steps completed');
    await expect(openStep(page, 'Leads')).toBeVisible();
    expect(unexpectedProblems(pageProblems, 500)).toEqual([]);
  });

  test('a failed update shows its banner and leaves the step as it was', async ({ page, admin, pageProblems }) => {
    await openSetup(page, admin);
    await page.route(PROGRESS_URL, (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '' }) : route.fallback(),
    );

    await openStep(page, 'Integration').getByRole('button', { name: 'Next' }).click();
    const banner = page.getByRole('alert').filter({ hasText: 'Failed to update progress' });
    await expect(banner).toBeVisible();
    // Next is far down the page; the banner sticks under the top bar so it is seen from there.
    await expect(banner).toBeInViewport();
    await expect(banner).toHaveText('Failed to update progress');
    await expect(progressSummary(page)).toHaveText('0 of 6 steps completed');
    await expect(stepCard(page, 'Integration').getByText('Current', { exact: true })).toBeVisible();
    await expect(openStep(page, 'Integration').getByRole('button', { name: 'Configure' })).toBeVisible();
    await expect(openStep(page, 'Integration').getByRole('button', { name: 'Next' })).toBeEnabled();
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await expect(banner).toHaveCount(0);

    // Set Up whose record failed stays on the page to say so.
    await stepCard(page, 'Leads').getByRole('button', { name: 'Set Up Leads' }).click();
    await expect(banner).toBeVisible();
    await expect(page).toHaveURL(/\/campaign-setup$/);
    expect(Object.values(await admin.progress())).toEqual([false, false, false, false, false, false]);
    expect(unexpectedProblems(pageProblems, 500)).toEqual([]);
  });
});
