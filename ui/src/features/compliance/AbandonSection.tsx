import { WIDE_ONLY } from '../../components/ui/table-classes';
import { cn } from '../../lib/class-names';
import { ComplianceSection, SectionText } from './ComplianceSection';
import { CELL, EvidenceTable, type EvidenceColumn } from './EvidenceTable';
import { count, dayAndTimeSeconds, percentText } from './format';
import { MomentOfCall } from './MomentOfCall';
import type { AbandonFigures } from './types';

const COLUMNS: readonly EvidenceColumn[] = [
  { name: 'Call' },
  { name: 'Answered' },
  { name: 'Person detected', wide: true },
  { name: 'Message played', wide: true },
  { name: 'Agent connected' },
  { name: 'Opt-out pressed' },
];

/**
 * The abandon rate against the 3 % rule, and each abandoned call's evidence from its timeline: the person it
 * reached, the message played in time, no agent, and the opt-out key when pressed. Below 48rem the detection and
 * the message fold under the answer.
 */
export function AbandonSection({ abandon, listedAtMost }: { abandon: AbandonFigures; listedAtMost: number }) {
  const { rate, limit, calls } = abandon;
  const over = rate !== null && rate > limit;
  const limitText = `limit ${percentText(limit)}`;
  return (
    <ComplianceSection
      title="Abandoned calls"
      description="Calls a person answered with no agent free to take them: at most 3 % over 30 days, each given the message at once."
      state={over ? 'problem' : 'ok'}
      verdict={over ? 'Over the limit' : 'Within the limit'}
      summary={
        rate === null
          ? `No call a person answered yet · ${limitText}`
          : `${percentText(rate)} of ${count(abandon.answeredByPerson, 'call')} a person answered · ${limitText}`
      }
    >
      {calls.length === 0 ? (
        <SectionText>No call was abandoned in these 30 days.</SectionText>
      ) : (
        <>
          <SectionText>{count(abandon.abandoned, 'call')} abandoned, each with what its timeline shows:</SectionText>
          <EvidenceTable label="Abandoned calls" columns={COLUMNS} listed={calls.length} limit={listedAtMost}>
            {calls.map((call) => (
              <tr key={call.callId} data-testid={`abandoned-${call.callId}`}>
                <td className={CELL}>
                  <span className="font-medium text-slate-900">Call {call.callId}</span>
                  <span className="block text-xs whitespace-nowrap text-slate-500 tabular-nums">{call.to}</span>
                  <span className="block text-xs text-slate-500 tabular-nums">
                    Placed <span className="whitespace-nowrap">{dayAndTimeSeconds(call.placedAt)}</span>
                  </span>
                </td>
                <td className={CELL} data-testid="answered">
                  <MomentOfCall at={call.answeredAt} placedAt={call.placedAt} />
                  <span className="block text-xs text-slate-500 @3xl:hidden">
                    Person <MomentOfCall at={call.personDetectedAt} placedAt={call.placedAt} />
                  </span>
                  <span className="block text-xs text-slate-500 @3xl:hidden">
                    Message <MomentOfCall at={call.messagePlayedAt} placedAt={call.placedAt} />
                    {call.secondsToMessage !== null && <>, {secondsToMessage(call.secondsToMessage)}</>}
                  </span>
                </td>
                <td className={cn(CELL, WIDE_ONLY)} data-testid="person-detected">
                  <MomentOfCall at={call.personDetectedAt} placedAt={call.placedAt} />
                </td>
                <td className={cn(CELL, WIDE_ONLY)} data-testid="message-played">
                  <MomentOfCall at={call.messagePlayedAt} placedAt={call.placedAt} />
                  {call.secondsToMessage !== null && (
                    <span className="block text-xs text-slate-500">{secondsToMessage(call.secondsToMessage)}</span>
                  )}
                </td>
                <td className={CELL} data-testid="agent-connected">
                  {call.agentConnectedAt ? <MomentOfCall at={call.agentConnectedAt} placedAt={call.placedAt} /> : 'Never'}
                </td>
                <td className={CELL} data-testid="opt-out-pressed">
                  {call.optOutPressedAt ? (
                    <>
                      Pressed <MomentOfCall at={call.optOutPressedAt} placedAt={call.placedAt} />
                    </>
                  ) : (
                    'Not pressed'
                  )}
                </td>
              </tr>
            ))}
          </EvidenceTable>
        </>
      )}
    </ComplianceSection>
  );
}

/** The message must start within two seconds of the person's answer. */
function secondsToMessage(seconds: number): string {
  return `${seconds.toFixed(1)} s after the answer`;
}
