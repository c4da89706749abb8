import { PhoneCall, Sparkles, ThumbsUp, Users } from 'lucide-react';
import { StatCard } from '../../components/ui/StatCard';
import type { LeadStats } from './types';

/** Total Leads, New Leads, Contacted, Interested, from /leads/stats. */
export function LeadStatsCards({ stats }: { stats: LeadStats | null }) {
  return (
    <section aria-label="Lead summary" className="grid grid-cols-2 gap-4 @3xl:grid-cols-4">
      <StatCard label="Total Leads" value={stats?.total ?? null} icon={Users} tone="secondary" />
      <StatCard label="New Leads" value={stats?.byStatus.new ?? null} icon={Sparkles} tone="primary" />
      <StatCard label="Contacted" value={stats?.byStatus.contacted ?? null} icon={PhoneCall} tone="info" />
      <StatCard label="Interested" value={stats?.byStatus.interested ?? null} icon={ThumbsUp} tone="success" />
    </section>
  );
}
