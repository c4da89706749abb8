import { useId, type ReactNode } from 'react';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card';
import { Verdict, type VerdictState } from './Verdict';

export interface ComplianceSectionProps {
  title: string;
  description: string;
  state: VerdictState;
  /** The finding in a few words: "Within the limit", "Import due". */
  verdict: string;
  /** The figures in one line, under the heading. */
  summary: ReactNode;
  /** The evidence: tables run to the card's edges, text goes in SectionText. */
  children?: ReactNode;
}

/** One part of the proof: what it checks, its finding, the figures and the evidence behind them. */
export function ComplianceSection({ title, description, state, verdict, summary, children }: ComplianceSectionProps) {
  const heading = useId();
  return (
    <Card role="region" aria-labelledby={heading} className="@container min-w-0">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-72 space-y-1">
          <CardTitle id={heading} className="text-lg">
            {title}
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        <Verdict state={state}>{verdict}</Verdict>
      </CardHeader>
      {/* Not CardContent: its side padding would stay under the tables, which run to the card's edges. */}
      <div className="space-y-4 pt-4 pb-6">
        <p className="px-6 text-base font-medium text-slate-900" data-testid="summary">
          {summary}
        </p>
        {children}
      </div>
    </Card>
  );
}

/** A sentence in a section, in line with its heading. */
export function SectionText({ children }: { children: ReactNode }) {
  return <p className="px-6 text-sm text-slate-600">{children}</p>;
}

/** Under a table that holds as many entries as the page lists: the rest are in the counts (and the export). */
export function ListedNote({ listed, limit }: { listed: number; limit: number }) {
  if (listed < limit) return null;
  return <p className="px-6 text-xs text-slate-500">Listed: the newest {limit}</p>;
}
