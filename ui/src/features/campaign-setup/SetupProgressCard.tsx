import { Card, CardContent } from '../../components/ui/Card';
import { ProgressBar } from '../../components/ui/ProgressBar';
import { STEP_COUNT } from './steps';

/** "N of 6 steps completed" and the bar. */
export function SetupProgressCard({ completed }: { completed: number }) {
  const percent = Math.round((completed / STEP_COUNT) * 100);
  const summary = `${completed} of ${STEP_COUNT} steps completed`;
  return (
    <Card>
      <CardContent className="space-y-4">
        <div className="flex items-end justify-between gap-4">
          <div className="min-w-0">
            <h2 className="text-lg font-semibold tracking-tight text-slate-900">Setup Progress</h2>
            <p className="mt-1 text-sm text-slate-600" data-testid="setup-progress-summary">
              {summary}
            </p>
          </div>
          <p className="text-3xl font-bold tracking-tight text-primary-600 tabular-nums" aria-hidden="true">
            {percent}%
          </p>
        </div>
        <ProgressBar label="Setup progress" value={percent} valueText={`${percent}%, ${summary}`} />
      </CardContent>
    </Card>
  );
}
