import { duration } from '../../entities/calls/format';
import type { Call } from '../../entities/calls/types';
import { Panel } from './Panel';

/** Rows of calls in progress the panel lists, longest first; the rest are counted. */
const LISTED = 5;

/** Not answered yet: placed (Twilio not reporting yet), dialing or ringing at the lead. */
function isRinging(call: Call): boolean {
  return call.status !== 'in-progress';
}

/** How long it has gone on: talk time from the answer, else from when it was placed. */
function startOf(call: Call): number {
  return new Date(call.answeredAt ?? call.createdAt).getTime();
}

/** Calls ringing and calls in progress: their counts, then the calls in progress with their agent, longest first. */
export function CallsPanel({ calls, now }: { calls: readonly Call[]; now: number }) {
  const ringing = calls.filter(isRinging).length;
  const talking = calls.filter((call) => !isRinging(call)).sort((a, b) => startOf(a) - startOf(b));
  const more = talking.length - LISTED;
  return (
    <Panel title="Calls">
      <div className="grid grid-cols-2 gap-3">
        <Count label="Ringing" value={ringing} testId="wallboard-ringing" />
        <Count label="In progress" value={talking.length} testId="wallboard-in-progress" />
      </div>
      {talking.length > 0 && (
        <ul aria-label="Calls in progress" className="mt-2 divide-y divide-slate-800">
          {talking.slice(0, LISTED).map((call) => (
            <li key={call.id} data-testid="wallboard-call" className="flex items-baseline gap-3 py-1 text-xl">
              <span className="min-w-0 flex-1 truncate">
                <span className="font-semibold text-white">{call.agent?.name ?? 'Waiting for an agent'}</span>
                {call.lead && <span className="text-slate-400"> · {call.lead.name}</span>}
              </span>
              <span className="shrink-0 font-bold text-sky-300 tabular-nums" data-testid="wallboard-call-time">
                {duration((now - startOf(call)) / 1000)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {more > 0 && <p className="pt-1 text-lg text-slate-400">and {more} more</p>}
    </Panel>
  );
}

function Count({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <div role="group" aria-label={label} className="rounded-xl bg-slate-800/70 px-4 py-2">
      <p className="text-lg font-medium text-slate-300">{label}</p>
      <p className="text-5xl leading-tight font-bold text-white tabular-nums" data-testid={testId}>
        {value}
      </p>
    </div>
  );
}
