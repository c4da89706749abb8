import { CircleAlert } from 'lucide-react';
import { WIDE_ONLY } from '../../components/ui/table-classes';
import { cn } from '../../lib/class-names';
import { ComplianceSection, SectionText } from './ComplianceSection';
import { CELL, EvidenceTable, type EvidenceColumn } from './EvidenceTable';
import { channelText, count, dayAndTimeSeconds, sourceText } from './format';
import type { Revocation } from './types';

const COLUMNS: readonly EvidenceColumn[] = [
  { name: 'When' },
  { name: 'How' },
  { name: 'Channel', wide: true },
  { name: 'Number or address', wide: true },
  { name: 'Honoured', wide: true },
  { name: 'Calls after', figure: true },
  { name: 'Texts after', figure: true },
];

/**
 * The organization's revocations of consent in the 30 days, however they came, each honoured when it was recorded;
 * any call or marketing text after one is a breach and shows red. Below 48rem the channel and the number fold under
 * how it came, and when it was honoured under when it came.
 */
export function RevocationsSection({
  revocations,
  listedAtMost,
}: {
  revocations: { count: number; entries: Revocation[] };
  listedAtMost: number;
}) {
  const { entries } = revocations;
  const contacted = entries.filter((r) => r.callsAfter > 0 || r.textsAfter > 0).length;
  return (
    <ComplianceSection
      title="Revocations"
      description="Opt-outs across your organization by any means — a text, 9 pressed, a link, the carrier, an agent: nobody is called or texted after one."
      state={contacted > 0 ? 'problem' : 'ok'}
      verdict={contacted > 0 ? 'Contacted after opting out' : 'All honoured at once'}
      summary={`${count(revocations.count, 'revocation')} in these 30 days`}
    >
      {entries.length === 0 ? (
        <SectionText>Nobody opted out in these 30 days.</SectionText>
      ) : (
        <EvidenceTable label="Revocations" columns={COLUMNS} listed={entries.length} limit={listedAtMost}>
          {entries.map((r, index) => (
            <tr key={`${r.at}-${r.leadId}-${index}`} data-testid="revocation">
              <td className={cn(CELL, 'tabular-nums')}>
                <span className="whitespace-nowrap">{dayAndTimeSeconds(r.at)}</span>
                <span className="block text-xs text-slate-500 @3xl:hidden">
                  Honoured <span className="whitespace-nowrap">{dayAndTimeSeconds(r.honouredAt)}</span>
                </span>
              </td>
              <td className={CELL}>
                <span className="font-medium text-slate-900">{sourceText(r.source)}</span>
                {r.detail && <span className="block text-xs break-words text-slate-500">{r.detail}</span>}
                <span className="block text-xs text-slate-500 @3xl:hidden">
                  {channelText(r.channel)} · <span className="tabular-nums">{r.address}</span>
                </span>
              </td>
              <td className={cn(CELL, WIDE_ONLY, 'text-slate-700')}>{channelText(r.channel)}</td>
              {/* A number is read as one: it breaks only when it is an e-mail address too long for the column. */}
              <td className={cn(CELL, WIDE_ONLY, 'text-slate-700 tabular-nums', r.address.includes('@') ? 'break-all' : 'whitespace-nowrap')}>
                {r.address}
              </td>
              <td className={cn(CELL, WIDE_ONLY, 'whitespace-nowrap text-slate-700 tabular-nums')}>
                {dayAndTimeSeconds(r.honouredAt)}
              </td>
              <AfterCell value={r.callsAfter} what="call" testId="calls-after" />
              <AfterCell value={r.textsAfter} what="text" testId="texts-after" />
            </tr>
          ))}
        </EvidenceTable>
      )}
    </ComplianceSection>
  );
}

/** A contact after the revocation must never happen: any shows red, with words for those who do not see it. */
function AfterCell({ value, what, testId }: { value: number; what: string; testId: string }) {
  return (
    <td
      data-testid={testId}
      className={cn(CELL, 'text-right tabular-nums', value > 0 ? 'font-semibold text-red-700' : 'text-slate-700')}
    >
      {value > 0 && <CircleAlert className="mr-1 inline size-4 align-[-3px]" aria-hidden="true" />}
      {value}
      {value > 0 && <span className="sr-only"> {what}{value === 1 ? '' : 's'} after the opt-out</span>}
    </td>
  );
}
