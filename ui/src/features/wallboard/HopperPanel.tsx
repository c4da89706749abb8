import { DIAL_MODE_TEXT } from '../../entities/campaigns/types';
import type { OverviewFigures } from '../../entities/overview/types';
import { cn } from '../../lib/class-names';
import { Panel } from './Panel';

type Campaign = OverviewFigures['activeCampaigns'][number];

/** Below this share of its level a hopper is running low: the dialer may soon wait for leads. */
const LOW_SHARE = 0.25;

/** Each running campaign's hopper against the level it is kept to, and the leads it may dial now. */
export function HopperPanel({ campaigns }: { campaigns: readonly Campaign[] }) {
  return (
    <Panel title="Hopper">
      {campaigns.length === 0 ? (
        <p className="text-xl text-slate-400">No campaign is running.</p>
      ) : (
        <ul aria-label="Running campaigns" className="space-y-3">
          {campaigns.map((campaign) => (
            <CampaignHopper key={campaign.id} campaign={campaign} />
          ))}
        </ul>
      )}
    </Panel>
  );
}

function CampaignHopper({ campaign }: { campaign: Campaign }) {
  const share = campaign.hopperLevel > 0 ? Math.min(1, campaign.inHopper / campaign.hopperLevel) : 0;
  const low = share < LOW_SHARE;
  return (
    <li data-testid="wallboard-campaign" aria-label={campaign.name} className="space-y-1">
      <p className="truncate text-lg font-semibold text-white" title={campaign.name}>
        {campaign.name}
        <span className="ml-2 text-base font-normal text-slate-400">{DIAL_MODE_TEXT[campaign.dialMode]}</span>
      </p>
      <div className="h-2.5 overflow-hidden rounded-full bg-slate-800" aria-hidden="true">
        <div className={cn('h-full rounded-full', low ? 'bg-amber-400' : 'bg-emerald-500')} style={{ width: `${share * 100}%` }} />
      </div>
      <div className="flex items-baseline justify-between gap-3 text-lg tabular-nums">
        <p>
          <span className="font-bold text-white" data-testid="wallboard-in-hopper">
            {campaign.inHopper}
          </span>
          <span className="text-slate-400"> / {campaign.hopperLevel} in hopper</span>
        </p>
        <p className="text-base text-slate-300" data-testid="wallboard-dialable">
          {campaign.dialableLeads.toLocaleString('en-US')} dialable
        </p>
      </div>
    </li>
  );
}
