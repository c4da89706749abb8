import { ComplianceSection, ListedNote } from './ComplianceSection';
import { count, dayAndTimeSeconds, leadLocalText, windowText } from './format';
import type { CheckFigures, CheckedCall } from './types';

/**
 * What the dialer found when it placed each call, kept with the call: none may have been outside the lead's
 * calling window or over its attempt limits. Each that was is listed with the lead's time, the window and the
 * attempts against the limits.
 */
export function ChecksSection({ checks, listedAtMost }: { checks: CheckFigures; listedAtMost: number }) {
  const { outsideWindow, overLimits, calls } = checks;
  const clean = outsideWindow === 0 && overLimits === 0;
  return (
    <ComplianceSection
      title="Calling windows and attempt limits"
      description="Checked for every call when it was placed, in the lead's own time, and kept with the call."
      state={clean ? 'ok' : 'problem'}
      verdict={clean ? 'Every call inside the rules' : 'Calls broke the rules'}
      summary={`${count(outsideWindow, 'call')} outside a lead's calling window · ${overLimits.toLocaleString('en-US')} over the attempt limits`}
    >
      {calls.length > 0 && (
        <>
          <ul aria-label="Calls that broke a rule" className="divide-y divide-red-100 border-y border-red-100 bg-red-50/60">
            {calls.map((call) => (
              <BreachItem key={call.callId} call={call} />
            ))}
          </ul>
          <ListedNote listed={calls.length} limit={listedAtMost} />
        </>
      )}
    </ComplianceSection>
  );
}

function BreachItem({ call }: { call: CheckedCall }) {
  const rules = call.ruleState ? ` (${call.ruleState} rules)` : '';
  return (
    <li className="space-y-1 px-6 py-3 text-sm text-red-900" data-testid={`breach-${call.callId}`}>
      <p className="font-medium">
        Call {call.callId}, placed {dayAndTimeSeconds(call.placedAt)}
        {!call.insideWindow && <span className="font-semibold"> · outside the window</span>}
        {!call.withinLimits && <span className="font-semibold"> · over the limits</span>}
      </p>
      <p>
        Lead's time {leadLocalText(call.leadLocal)} · window {windowText(call.windowHours)}
        {rules}
      </p>
      <p>
        {call.attemptsBefore} attempts before, limit {call.maxAttempts} · {call.attemptsIn24hBefore} in 24 h, limit{' '}
        {call.maxPer24h}
      </p>
    </li>
  );
}
