// Consent given on a call, and a disposition that enrolls the lead in a cadence, on /mycalls against the real
// server, the Twilio stub and the Twilio player: the agent calls a preview lead through its phone, the lead answers,
// the agent records "Agreed to texts" (kept in the lead's consent ledger with the agent's name and the call) and is
// told why "Agreed to e-mails" cannot be (the lead has no e-mail address); the lead hangs up and the agent's
// Interested, mapped to a cadence by the campaign's "After a call" rule, enrolls the lead in it.
import { openSignedIn } from './accounts';
import { expect, unexpectedProblems } from './fixtures';
import { CALLER_ID, hex, phoneFloor, zoneAtNoon } from './fixtures/phone-floor';
import { PUBLIC_URL, test } from './fixtures/twilio';
import { TwilioPlayer } from './twilio-player';

test('an agent records the consent the lead gives on the call, and a mapped disposition enrolls the lead in a cadence', async ({
  page,
  dialer,
  twilio,
  request,
  pageProblems,
}) => {
  // An organization with a stub Twilio account, an agent whose phone Twilio rings, a running preview campaign
  // whose Interested enrolls the lead in a cadence, and one lead with a number but no e-mail address.
  const { accountSid, authToken, agent, agentApi, send } = await phoneFloor({ dialer, twilio, request }, `Consent ${hex(3)}`);
  const list = await send('post', '/lists', { name: `Homeowners ${hex(2)}` }, 201);
  const cadence = await send(
    'post',
    '/cadences',
    { name: 'Interested follow-up', steps: [{ kind: 'wait', delay: { amount: 1, unit: 'business_days' }, window: null }] },
    201,
  );
  await send('post', `/cadences/${cadence.id}/activate`, undefined, 200);
  const { dispositions } = await send<{ dispositions: Array<{ id: number; code: string }> }>('get', '/dispositions', undefined, 200);
  const interested = dispositions.find((d) => d.code === 'interested')!;
  const campaign = await send(
    'post',
    '/campaigns',
    { name: `Solar ${hex(2)}`, callerId: CALLER_ID, listIds: [list.id], agentIds: [agentApi.id], wrapUpSeconds: 120 },
    201,
  );
  await send('post', `/campaigns/${campaign.id}/activate`, undefined, 200);
  // The campaign's "After a call" rule, through the API, on a running campaign.
  const mapped = await send<{ dispositionCadences: unknown }>(
    'put',
    `/campaigns/${campaign.id}`,
    { dispositionCadences: [{ dispositionId: interested.id, cadenceId: cadence.id }] },
    200,
  );
  expect(mapped.dispositionCadences).toEqual([{ dispositionId: interested.id, cadenceId: cadence.id }]);
  const lead = await send(
    'post',
    '/leads',
    { name: 'Nora Numberonly', phone: '+1 415 555 0182', timezone: zoneAtNoon(), listId: list.id },
    201,
  );
  await send('post', `/campaigns/${campaign.id}/hopper/refill`, undefined, 200);

  // The agent goes ready and gets the lead.
  await openSignedIn(page, agent, '/mycalls');
  await expect(page.getByRole('heading', { name: 'Agent Dashboard' })).toBeVisible();
  await expect(page.getByTestId('agent-state').getByLabel('Campaign')).toHaveValue(String(campaign.id));
  await page.keyboard.press('r');
  const held = page.getByTestId('held-lead');
  await expect(held.getByTestId('lead-name')).toHaveText('Nora Numberonly');

  // C: call through the agent's phone. Until the lead answers there is no consent to record.
  await held.getByText('My phone').click();
  await page.keyboard.press('c');
  const active = page.getByRole('region', { name: 'Active Calls' });
  const live = active.getByTestId('live-call');
  await expect(live.getByTestId('call-status')).toHaveText('Queued');
  const consent = active.getByRole('region', { name: 'Consent' });
  await expect(consent).toHaveCount(0);
  await expect.poll(() => twilio.calls.filter((c) => c.accountSid === accountSid).length).toBe(1);
  const placed = twilio.calls.find((c) => c.accountSid === accountSid)!;
  const player = new TwilioPlayer({ serverUrl: dialer.url, publicUrl: PUBLIC_URL, accountSid, authToken });
  for (const [sequence, status] of ['initiated', 'ringing', 'in-progress'].entries()) {
    expect((await player.status(placed.statusCallback, placed.sid, status, sequence)).status).toBe(200);
  }
  const agentLeg = { callSid: placed.sid, from: placed.from, to: placed.to };
  expect(await player.phoneAnswers(placed.url, agentLeg)).toContain('Press 1 to call the lead.');
  const twiml = await player.pressOne(placed.url, agentLeg);
  expect(twiml.numberDialed).toBe('+14155550182');
  const leadLeg = twiml.number.statusCallback!;
  const leadSid = `CA${hex(16)}`;
  expect((await player.status(leadLeg, leadSid, 'initiated', 0)).status).toBe(200);
  expect((await player.status(leadLeg, leadSid, 'ringing', 1)).status).toBe(200);
  await expect(consent).toHaveCount(0);
  expect((await player.status(leadLeg, leadSid, 'in-progress', 2)).status).toBe(200);
  await expect(live.getByTestId('call-status')).toHaveText('In progress');

  // The lead answered: the Consent row. Texts are recorded once, then the button says so and is disabled.
  await expect(consent).toBeVisible();
  await expect(consent.getByRole('heading', { name: 'Consent' })).toBeVisible();
  const texts = consent.getByRole('button', { name: 'Agreed to texts' });
  const mails = consent.getByRole('button', { name: 'Agreed to e-mails' });
  await expect(texts).toBeEnabled();
  await expect(mails).toBeEnabled();
  await active.screenshot({ path: test.info().outputPath('workspace-consent-before.png') });
  await texts.click();
  const textsDone = consent.getByRole('button', { name: 'Consent to texts recorded' });
  await expect(textsDone).toBeVisible();
  await expect(textsDone).toBeDisabled();
  await expect(texts).toHaveCount(0);

  // The lead has no e-mail address: the server's sentence as an alert, and the button stays to try again.
  await mails.click();
  await expect(consent.getByRole('alert')).toHaveText('The lead has no e-mail address');
  await expect(mails).toBeEnabled();
  await expect(textsDone).toBeDisabled();
  await active.screenshot({ path: test.info().outputPath('workspace-consent-after.png') });
  await consent.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('workspace-consent-page.png') });

  // The ledger: one grant of texts, by the agent, naming the agent and the call.
  const calls = await send<{ calls: Array<{ id: number }> }>('get', `/calls?campaignId=${campaign.id}`, undefined, 200);
  expect(calls.calls).toHaveLength(1);
  const callId = calls.calls[0]!.id;
  const ledger = await send<{ consents: Array<Record<string, unknown>> }>('get', `/leads/${lead.id}/consents`, undefined, 200);
  expect(ledger.consents).toEqual([
    expect.objectContaining({
      channel: 'sms',
      action: 'granted',
      source: 'agent',
      address: '+14155550182',
      detail: `Told Sam Rivers on call ${callId}`,
    }),
  ]);

  // Not in the cadence yet. The lead hangs up; the agent gives Interested (7), which the campaign maps to it.
  const enrollments = async () =>
    (
      await send<{ enrollments: Array<{ lead: { id: number }; status: string; stepIndex: number }> }>(
        'get',
        `/cadences/${cadence.id}/enrollments`,
        undefined,
        200,
      )
    ).enrollments;
  expect(await enrollments()).toEqual([]);
  expect((await player.status(leadLeg, leadSid, 'completed', 3, { CallDuration: '42' })).status).toBe(200);
  const wrapUp = active.getByTestId('wrap-up');
  await expect(wrapUp).toContainText('A disposition is required before the next lead');
  // The consent stays recorded through the wrap-up.
  await expect(consent.getByRole('button', { name: 'Consent to texts recorded' })).toBeDisabled();
  await page.keyboard.press('7');
  const pad = active.getByRole('region', { name: 'Disposition' });
  await expect(pad.getByTestId('disposition-given')).toHaveText('Given: 👍 Interested');
  await expect
    .poll(async () => (await enrollments()).map((e) => ({ lead: e.lead.id, status: e.status, step: e.stepIndex })))
    .toEqual([{ lead: lead.id, status: 'active', step: 0 }]);
  const { cadences } = await send<{ cadences: Array<{ id: number; figures: { enrolled: number; active: number } }> }>(
    'get',
    '/cadences',
    undefined,
    200,
  );
  expect(cadences.find((c) => c.id === cadence.id)?.figures).toMatchObject({ enrolled: 1, active: 1 });

  // Only the refused e-mail consent's 400 was logged by the browser.
  expect(unexpectedProblems(pageProblems, 400)).toEqual([]);
});
