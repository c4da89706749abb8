import { ScrollText } from 'lucide-react';
import { Badge } from '../../components/ui/Badge';
import { cn } from '../../lib/class-names';
import { capitalize, integrationName, localTime, logStatusTone } from './format';
import type { IntegrationLog } from './types';
import { TABLE_HEAD as HEAD, TOP_ALIGNED_CELL as CELL, WIDE_ONLY } from '../../components/ui/table-classes';

// Integration, Action and Status get their own columns once the container is 48rem wide; below that they sit under
// the time, so the message keeps room to be read.
/** Timestamp (local time), Integration, Action, Status (chip), Message. */
export function IntegrationLogsTable({ logs }: { logs: readonly IntegrationLog[] }) {
  if (logs.length === 0) return <EmptyState />;
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className={HEAD}>
          <tr>
            <th scope="col" className={CELL}>
              Timestamp
            </th>
            <th scope="col" className={cn(CELL, WIDE_ONLY)}>
              Integration
            </th>
            <th scope="col" className={cn(CELL, WIDE_ONLY)}>
              Action
            </th>
            <th scope="col" className={cn(CELL, WIDE_ONLY)}>
              Status
            </th>
            <th scope="col" className={CELL}>
              Message
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {logs.map((log) => (
            <tr key={log.id} data-log-id={log.id} className="hover:bg-slate-50/70">
              <td className={cn(CELL, 'w-52 whitespace-nowrap text-slate-700 tabular-nums')}>
                <time dateTime={log.timestamp}>{localTime(log.timestamp)}</time>
                <div className="mt-1 flex items-center gap-2 text-xs text-slate-500 @3xl:hidden">
                  <StatusChip status={log.status} />
                  {integrationName(log.integration)} · {capitalize(log.action)}
                </div>
              </td>
              <td className={cn(CELL, WIDE_ONLY, 'w-32 text-slate-700')}>{integrationName(log.integration)}</td>
              <td className={cn(CELL, WIDE_ONLY, 'w-28 text-slate-700')}>{capitalize(log.action)}</td>
              <td className={cn(CELL, WIDE_ONLY, 'w-28')}>
                <StatusChip status={log.status} />
              </td>
              <td className={cn(CELL, 'break-words text-slate-700')}>{log.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

// Success green, error red, warning yellow.
function StatusChip({ status }: { status: string }) {
  return <Badge tone={logStatusTone(status)}>{capitalize(status)}</Badge>;
}

function EmptyState() {
  return (
    <div className="flex flex-col items-center gap-2 border-t border-slate-200 px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        <ScrollText className="size-6" aria-hidden="true" />
      </span>
      <p className="font-semibold text-slate-800">No integration activity yet.</p>
      <p className="max-w-sm text-sm text-slate-500">
        Saving, testing and syncing GoHighLevel, and leads received through webhooks, are recorded here.
      </p>
    </div>
  );
}
