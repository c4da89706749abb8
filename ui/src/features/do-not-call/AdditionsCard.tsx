import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card';
import { Pager } from '../../components/ui/Pager';
import { TABLE_HEAD as HEAD } from '../../components/ui/table-classes';
import { dateTime, listName, SOURCE_LABELS } from './labels';
import type { DncAdditionsPage } from './types';

export interface AdditionsCardProps {
  page: DncAdditionsPage | null;
  loading: boolean;
  campaigns: ReadonlyMap<number, string>;
  onPage: (page: number) => void;
}

const count = (n: number) => n.toLocaleString();
const CELL = 'px-3 py-2 first:pl-5 last:pr-5';

/** Every addition, newest first: who added what, when, how and why. */
export function AdditionsCard({ page, loading, campaigns, onPage }: AdditionsCardProps) {
  const pages = page ? Math.max(1, Math.ceil(page.pagination.total / page.pagination.pageSize)) : 1;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Additions</CardTitle>
        <CardDescription>Every number typed in and every file imported, newest first. Kept for good.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3 px-0">
        <div className="relative overflow-x-auto">
          <table className="w-full text-left text-sm" aria-busy={loading || undefined}>
            <thead className={HEAD}>
              <tr>
                <th scope="col" className={CELL}>When</th>
                <th scope="col" className={CELL}>List</th>
                <th scope="col" className={CELL}>How</th>
                <th scope="col" className={CELL}>By</th>
                <th scope="col" className={CELL}>Note</th>
                <th scope="col" className={`${CELL} text-right`}>Added</th>
                <th scope="col" className={`${CELL} text-right`}>Already listed</th>
                <th scope="col" className={`${CELL} text-right`}>Unreadable</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {!page && (
                <tr>
                  <td colSpan={8} className="px-5 py-8 text-center text-slate-500">
                    Loading additions...
                  </td>
                </tr>
              )}
              {page && page.additions.length === 0 && (
                <tr>
                  <td colSpan={8} className="px-5 py-8 text-center text-slate-500">
                    Nothing listed yet. Add a number, or import a file of them.
                  </td>
                </tr>
              )}
              {page?.additions.map((addition) => (
                <tr key={addition.id} data-testid={`addition-${addition.id}`}>
                  <td className={`${CELL} whitespace-nowrap text-slate-700`}>{dateTime(addition.addedAt)}</td>
                  <td className={`${CELL} text-slate-700`}>{listName(addition.campaignId, campaigns)}</td>
                  <td className={`${CELL} text-slate-700`}>
                    {SOURCE_LABELS[addition.source]}
                    {addition.fileName && <span className="block text-xs text-slate-500">{addition.fileName}</span>}
                  </td>
                  <td className={`${CELL} text-slate-700`}>{addition.addedBy?.name ?? 'The system'}</td>
                  <td className={`${CELL} max-w-64 truncate text-slate-600`} title={addition.note}>
                    {addition.note || '—'}
                  </td>
                  <td className={`${CELL} text-right tabular-nums text-slate-900`}>{count(addition.added)}</td>
                  <td className={`${CELL} text-right tabular-nums text-slate-600`}>{count(addition.alreadyListed)}</td>
                  <td className={`${CELL} text-right tabular-nums text-slate-600`}>{count(addition.unreadable)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {page && page.pagination.total > page.pagination.pageSize && (
          <Pager
            className="px-5"
            page={page.pagination.page}
            pages={pages}
            onPageChange={onPage}
            disabled={loading}
            summary={`${count(page.pagination.total)} additions`}
          />
        )}
      </CardContent>
    </Card>
  );
}
