import { ExternalLink } from 'lucide-react';
import { WIDE_ONLY } from '../../components/ui/table-classes';
import { cn } from '../../lib/class-names';
import { ComplianceSection, SectionText } from './ComplianceSection';
import { CELL, EvidenceTable, type EvidenceColumn } from './EvidenceTable';
import { channelText, count, dayAndTimeSeconds, readableCode } from './format';
import type { ConsentEvidence } from './types';

const COLUMNS: readonly EvidenceColumn[] = [
  { name: 'When' },
  { name: 'Lead' },
  { name: 'Source' },
  { name: 'Page', wide: true },
  { name: 'Certificate' },
];

/**
 * The consent the leads gave, with where it was given: the page or form and a certificate (a TrustedForm URL a
 * webhook carried). Below 48rem the page folds under the source.
 */
export function ConsentSection({
  evidence,
  listedAtMost,
}: {
  evidence: { count: number; entries: ConsentEvidence[] };
  listedAtMost: number;
}) {
  const { entries } = evidence;
  return (
    <ComplianceSection
      title="Consent evidence"
      description="When and where each lead agreed to be called or texted, kept with the lead."
      state={evidence.count > 0 ? 'ok' : 'warning'}
      verdict={evidence.count > 0 ? 'Evidence kept' : 'None recorded'}
      summary={`${count(evidence.count, 'consent')} recorded in these 30 days`}
    >
      {entries.length === 0 ? (
        <SectionText>No lead gave consent in these 30 days.</SectionText>
      ) : (
        <EvidenceTable label="Consent evidence" columns={COLUMNS} listed={entries.length} limit={listedAtMost}>
          {entries.map((e, index) => (
            <tr key={`${e.at}-${e.leadId}-${index}`} data-testid="consent">
              <td className={cn(CELL, 'whitespace-nowrap tabular-nums')}>{dayAndTimeSeconds(e.at)}</td>
              <td className={CELL}>
                <span className="font-medium whitespace-nowrap text-slate-900">Lead {e.leadId}</span>
                <span className="block text-xs text-slate-500">{channelText(e.channel)}</span>
              </td>
              <td className={CELL}>
                {readableCode(e.source)}
                {e.origin && <span className="block text-sm break-words text-slate-800">{e.origin}</span>}
                {e.detail && <span className="block text-xs break-words text-slate-500">{e.detail}</span>}
                {e.pageUrl && <span className="block text-xs break-all text-slate-500 @3xl:hidden">{e.pageUrl}</span>}
              </td>
              <td className={cn(CELL, WIDE_ONLY, 'break-all text-slate-700')}>{e.pageUrl ?? '—'}</td>
              <td className={CELL}>
                {e.certificateUrl ? (
                  <a
                    href={e.certificateUrl}
                    target="_blank"
                    rel="noopener"
                    className="inline-flex items-center gap-1 font-medium whitespace-nowrap text-primary-700 hover:underline"
                  >
                    Certificate
                    <ExternalLink className="size-3.5" aria-hidden="true" />
                    <span className="sr-only"> of lead {e.leadId} (opens in a new tab)</span>
                  </a>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          ))}
        </EvidenceTable>
      )}
    </ComplianceSection>
  );
}
