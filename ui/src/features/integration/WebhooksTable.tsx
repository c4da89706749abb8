import { Copy, KeyRound, ListPlus, Pencil, Trash2, Webhook as WebhookIcon, Workflow } from 'lucide-react';
import { Badge } from '../../components/ui/Badge';
import { IconButton } from '../../components/ui/IconButton';
import { cn } from '../../lib/class-names';
import { localTime, relativeTime } from './format';
import type { Webhook } from './types';
import { useNow } from './use-now';
import { TABLE_HEAD as HEAD, TOP_ALIGNED_CELL as CELL, WIDE_ONLY } from '../../components/ui/table-classes';

export interface WebhooksTableProps {
  webhooks: readonly Webhook[];
  onCopy: (webhook: Webhook) => void;
  onEdit: (webhook: Webhook) => void;
  onDelete: (webhook: Webhook) => void;
}

// Source and Events get their own columns once the screen's container is 48rem wide; below that they sit under
// the name, so a 768 px window with the drawer open needs no sideways scrolling.
/** Name, Source, Status (Active/Inactive), Events (chips), Actions (copy URL, edit, delete). */
export function WebhooksTable({ webhooks, onCopy, onEdit, onDelete }: WebhooksTableProps) {
  const now = useNow();
  if (webhooks.length === 0) return <EmptyState />;
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className={HEAD}>
          <tr>
            <th scope="col" className={CELL}>
              Name
            </th>
            <th scope="col" className={cn(CELL, WIDE_ONLY)}>
              Source
            </th>
            <th scope="col" className={CELL}>
              Status
            </th>
            <th scope="col" className={cn(CELL, WIDE_ONLY)}>
              Events
            </th>
            <th scope="col" className={cn(CELL, 'text-right')}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {webhooks.map((webhook) => (
            <tr key={webhook.id} data-webhook-id={webhook.id} className="hover:bg-slate-50/70">
              <td className={cn(CELL, 'max-w-0 min-w-40 @3xl:w-[24%]')}>
                <div className="truncate font-medium text-slate-900" title={webhook.name}>
                  {webhook.name}
                </div>
                <div className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-slate-500">
                  <span title={webhook.lastReceivedAt ? localTime(webhook.lastReceivedAt) : undefined}>
                    {webhook.lastReceivedAt
                      ? `Last lead ${relativeTime(webhook.lastReceivedAt, now).toLowerCase()}`
                      : 'No leads received yet'}
                  </span>
                  {webhook.hasSecret && (
                    <span className="inline-flex items-center gap-1 text-slate-600">
                      <KeyRound className="size-3" aria-hidden="true" />
                      Signed
                    </span>
                  )}
                  {webhook.listName && (
                    <span className="inline-flex min-w-0 items-center gap-1 text-slate-600" title="New leads join this list">
                      <ListPlus className="size-3 shrink-0" aria-hidden="true" />
                      <span className="truncate">{webhook.listName}</span>
                    </span>
                  )}
                  {webhook.cadenceName && (
                    <span className="inline-flex min-w-0 items-center gap-1 text-slate-600" title="Its leads are enrolled in this cadence">
                      <Workflow className="size-3 shrink-0" aria-hidden="true" />
                      <span className="truncate">{webhook.cadenceName}</span>
                    </span>
                  )}
                </div>
                <div className="mt-1.5 space-y-1.5 @3xl:hidden">
                  <SourceText source={webhook.source} />
                  <EventChips events={webhook.events} />
                </div>
              </td>
              <td className={cn(CELL, WIDE_ONLY, 'max-w-0 @3xl:w-[26%]')}>
                <SourceText source={webhook.source} />
              </td>
              <td className={cn(CELL, 'w-28')}>
                {webhook.enabled ? <Badge tone="success">Active</Badge> : <Badge tone="neutral">Inactive</Badge>}
              </td>
              <td className={cn(CELL, WIDE_ONLY)}>
                <EventChips events={webhook.events} />
              </td>
              <td className={cn(CELL, 'w-32 py-2.5')}>
                <div className="flex justify-end gap-1">
                  <IconButton label="Copy URL" icon={Copy} onClick={() => onCopy(webhook)} />
                  <IconButton label="Edit" icon={Pencil} onClick={() => onEdit(webhook)} />
                  <IconButton label="Delete" icon={Trash2} tone="danger" onClick={() => onDelete(webhook)} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SourceText({ source }: { source: string }) {
  if (!source) return <span className="text-slate-400">No source URL</span>;
  return (
    <div className="truncate text-slate-600" title={source}>
      {source}
    </div>
  );
}

function EventChips({ events }: { events: readonly string[] }) {
  if (events.length === 0) return <span className="text-slate-400">—</span>;
  return (
    <ul className="flex flex-wrap gap-1" aria-label="Events">
      {events.map((event) => (
        <li
          key={event}
          className="rounded-md bg-sky-50 px-1.5 py-0.5 font-mono text-[11px] leading-4 text-sky-800 ring-1 ring-sky-600/20 ring-inset"
        >
          {event}
        </li>
      ))}
    </ul>
  );
}

function EmptyState() {
  return (
    <div className="flex flex-col items-center gap-2 border-t border-slate-200 px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-primary-50 text-primary-600">
        <WebhookIcon className="size-6" aria-hidden="true" />
      </span>
      <p className="font-semibold text-slate-800">No webhooks yet.</p>
      <p className="max-w-sm text-sm text-slate-500">
        Click “Add Webhook” to create one, then give its URL to the system that should send you leads.
      </p>
    </div>
  );
}
