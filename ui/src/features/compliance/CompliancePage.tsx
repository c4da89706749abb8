import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { LoadFailed } from '../../components/ui/LoadFailed';
import { PageHeader } from '../../components/ui/PageHeader';
import { AbandonSection } from './AbandonSection';
import { CampaignNotFound } from './CampaignNotFound';
import { ChecksSection } from './ChecksSection';
import { ConsentSection } from './ConsentSection';
import { ExportButtons } from './ExportButtons';
import { dayAndTime } from './format';
import { RegistrySection } from './RegistrySection';
import { RevocationsSection } from './RevocationsSection';
import type { ComplianceReport } from './types';
import { useCompliance } from './use-compliance';

/** "/campaigns/12/compliance" → 12; anything else names no campaign. */
function campaignIdOf(param: string | undefined): number | null {
  return param && /^[1-9]\d{0,15}$/.test(param) ? Number(param) : null;
}

/**
 * Route /campaigns/:id/compliance (admins): what a centre shows when a complaint comes (docs/dialer.md, "Proof of
 * compliance") — over the last 30 days the abandon rate with each abandoned call's evidence, the calling windows and
 * attempt limits, the do-not-call registry's age, the revocations and, once the server keeps it, consent evidence;
 * and every call with its checks as a CSV or JSON file.
 */
export function CompliancePage() {
  const campaignId = campaignIdOf(useParams().id);
  const { state, retry } = useCompliance(campaignId);
  if (state.kind === 'missing') return <CampaignNotFound />;
  const report = state.kind === 'ready' ? state.report : null;
  return (
    <>
      <Link
        to="/campaigns"
        className="mb-3 inline-flex items-center gap-1.5 rounded text-sm font-medium text-slate-600 hover:text-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        All campaigns
      </Link>
      <PageHeader
        title={report ? `Compliance — ${report.campaign.name}` : 'Compliance'}
        description={
          report
            ? `Last 30 days: ${dayAndTime(report.from)} – ${dayAndTime(report.to)}`
            : 'Proof that the campaign calls within the rules.'
        }
        actions={report && <ExportButtons campaignId={report.campaign.id} />}
      />
      {state.kind === 'loading' && <p className="text-sm text-slate-500">Loading the compliance report…</p>}
      {state.kind === 'failed' && <LoadFailed text="Failed to load the compliance report." onRetry={retry} />}
      {report && <ComplianceSections report={report} />}
    </>
  );
}

function ComplianceSections({ report }: { report: ComplianceReport }) {
  const listed = report.listedAtMost;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="min-w-0 lg:col-span-2">
        <AbandonSection abandon={report.abandon} listedAtMost={listed} />
      </div>
      <ChecksSection checks={report.checks} listedAtMost={listed} />
      <RegistrySection registry={report.doNotCall} />
      <div className="min-w-0 lg:col-span-2">
        <RevocationsSection revocations={report.revocations} listedAtMost={listed} />
      </div>
      {report.consentEvidence && (
        <div className="min-w-0 lg:col-span-2">
          <ConsentSection evidence={report.consentEvidence} listedAtMost={listed} />
        </div>
      )}
    </div>
  );
}
