import { Badge } from '../../components/ui/Badge';
import { Card } from '../../components/ui/Card';
import { cn } from '../../lib/class-names';

const CRMS = [
  {
    name: 'Salesforce',
    initials: 'SF',
    mark: 'bg-sky-500',
    description: 'Bring in leads and contacts from Salesforce and log call outcomes back to them.',
  },
  {
    name: 'HubSpot',
    initials: 'HS',
    mark: 'bg-orange-500',
    description: 'Sync HubSpot contacts as leads and keep their lifecycle stage up to date.',
  },
  {
    name: 'Pipedrive',
    initials: 'PD',
    mark: 'bg-emerald-600',
    description: 'Call the people in your Pipedrive deals and record each call on the deal.',
  },
  {
    name: 'Zoho CRM',
    initials: 'ZO',
    mark: 'bg-red-600',
    description: 'Import Zoho CRM leads into your lists and send dispositions back.',
  },
] as const;

/** "Coming Soon" cards for Salesforce, HubSpot, Pipedrive and Zoho CRM. */
export function OtherCrmsTab() {
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        More CRM connections are on the way. Until then, any CRM that can call a webhook can send you leads through the
        Webhooks tab.
      </p>
      <ul className="grid gap-4 @2xl:grid-cols-2" aria-label="Other CRMs">
        {CRMS.map(({ name, initials, mark, description }) => (
          <li key={name}>
            <Card className="flex h-full items-start gap-4 p-5" role="group" aria-label={name}>
              <span
                className={cn(
                  'flex size-11 shrink-0 items-center justify-center rounded-lg text-sm font-bold text-white',
                  mark,
                )}
                aria-hidden="true"
              >
                {initials}
              </span>
              <div className="min-w-0 flex-1 space-y-1.5">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h2 className="text-base font-semibold text-slate-900">{name}</h2>
                  <Badge tone="warning">Coming Soon</Badge>
                </div>
                <p className="text-sm text-slate-600">{description}</p>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
