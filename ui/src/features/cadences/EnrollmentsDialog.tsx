import { useCallback, useEffect, useState } from 'react';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { Dialog } from '../../components/ui/Dialog';
import { LoadFailed } from '../../components/ui/LoadFailed';
import { Pager } from '../../components/ui/Pager';
import { SelectField } from '../../components/ui/SelectField';
import { TABLE_HEAD } from '../../components/ui/table-classes';
import { errorMessage } from '../../lib/api-client';
import { changeEnrollment, fetchEnrollments } from './api';
import { ENROLLMENT_CELL as CELL, EnrollmentRow } from './EnrollmentRow';
import { ENROLLMENT_STATUS_TEXT } from './labels';
import type { Cadence, Enrollment, EnrollmentAction, EnrollmentStatus, EnrollmentsPage } from './types';

const PAGE_SIZE = 50;
type StatusFilter = EnrollmentStatus | 'all';

const FILTER_OPTIONS = [
  { value: 'all', label: 'All' },
  ...(Object.keys(ENROLLMENT_STATUS_TEXT) as EnrollmentStatus[]).map((s) => ({ value: s, label: ENROLLMENT_STATUS_TEXT[s] })),
];

export interface EnrollmentsDialogProps {
  cadence: Cadence;
  onClose: () => void;
}

/** The leads enrolled in a cadence, newest first, filtered by status, a page at a time; each can be paused or stopped. */
export function EnrollmentsDialog({ cadence, onClose }: EnrollmentsDialogProps) {
  const [status, setStatus] = useState<StatusFilter>('all');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<EnrollmentsPage | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [stopping, setStopping] = useState<Enrollment | null>(null);

  const load = useCallback(async () => {
    setLoadFailed(false);
    try {
      setData(await fetchEnrollments(cadence.id, status, page, PAGE_SIZE));
    } catch (caught) {
      console.warn('Loading the enrollments failed', caught);
      setLoadFailed(true);
    }
  }, [cadence.id, status, page]);

  useEffect(() => {
    void load();
  }, [load]);

  async function act(enrollment: Enrollment, action: EnrollmentAction) {
    setBusy(enrollment.id);
    try {
      await changeEnrollment(cadence.id, enrollment.id, action);
      setError(null);
      await load();
    } catch (caught) {
      console.warn('Changing the enrollment failed', caught);
      setError(errorMessage(caught, 'Failed to change the enrollment.'));
    } finally {
      setBusy(null);
      setStopping(null);
    }
  }

  const total = data?.pagination.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const first = (page - 1) * PAGE_SIZE + 1;
  const summary = `Showing ${first.toLocaleString('en-US')}–${Math.min(page * PAGE_SIZE, total).toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`;

  return (
    <Dialog
      open
      size="xl"
      title={`Enrollments: ${cadence.name}`}
      description="Newest first. A stopped lead gets no more steps of this cadence."
      onClose={onClose}
      footer={
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      }
    >
      <div className="space-y-4">
        <div className="max-w-52">
          <SelectField
            id="enrollments-status"
            label="Status"
            options={FILTER_OPTIONS}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as StatusFilter);
              setPage(1);
            }}
          />
        </div>
        {error && <Alert tone="error">{error}</Alert>}
        {loadFailed && <LoadFailed text="Failed to load the enrollments." onRetry={() => void load()} />}
        {!data && !loadFailed && <p className="py-6 text-center text-sm text-slate-500">Loading enrollments...</p>}
        {data?.enrollments.length === 0 && (
          <p className="py-6 text-center text-sm text-slate-500">
            {status === 'all'
              ? 'No leads enrolled yet. Enroll them from the Leads screen: tick them, then "Enroll in cadence".'
              : `No ${ENROLLMENT_STATUS_TEXT[status].toLowerCase()} enrollments.`}
          </p>
        )}
        {data && data.enrollments.length > 0 && (
          <div className="-mx-6 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className={TABLE_HEAD}>
                <tr>
                  <th scope="col" className={CELL}>Lead</th>
                  <th scope="col" className={CELL}>Status</th>
                  <th scope="col" className={CELL}>Next Step</th>
                  <th scope="col" className={CELL}>Enrolled</th>
                  <th scope="col" className={`${CELL} text-right`}>
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {data.enrollments.map((enrollment) => (
                  <EnrollmentRow
                    key={enrollment.id}
                    enrollment={enrollment}
                    stepCount={cadence.steps.length}
                    busy={busy === enrollment.id}
                    onAction={(action) => (action === 'stop' ? setStopping(enrollment) : void act(enrollment, action))}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
        {total > PAGE_SIZE && <Pager page={page} pages={pages} summary={summary} onPageChange={setPage} />}
      </div>
      <ConfirmDialog
        open={stopping !== null}
        title="Stop Enrollment"
        message={
          stopping
            ? `Stop ${cadence.name} for ${stopping.lead.name || stopping.lead.phone}? No more of its steps run for this lead, and it cannot be resumed.`
            : ''
        }
        confirmLabel="Stop"
        busyLabel="Stopping..."
        busy={stopping !== null && busy === stopping.id}
        onConfirm={() => stopping && void act(stopping, 'stop')}
        onCancel={() => setStopping(null)}
      />
    </Dialog>
  );
}
