import { PartyPopper, RotateCcw, Rocket } from 'lucide-react';
import { Button } from '../../components/ui/Button';

const ICON = 'flex size-10 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-700';

export interface SetupCompletePanelProps {
  onLaunch: () => void;
  onReview: () => void;
}

/** What the stepper shows after the last step. */
export function SetupCompletePanel({ onLaunch, onReview }: SetupCompletePanelProps) {
  return (
    <div
      role="status"
      tabIndex={-1}
      data-setup-complete
      className="mt-6 rounded-xl border border-emerald-200 bg-emerald-50 p-5 focus:outline-none"
    >
      <div className="flex items-start gap-3">
        <span className={ICON}>
          <PartyPopper className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 pt-0.5">
          <p className="font-semibold text-emerald-900">All steps completed! Your campaign is ready to launch.</p>
          <p className="mt-1 text-sm text-emerald-800">
            Start dialing from the campaigns screen, or go back over any step first.
          </p>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap gap-2 sm:pl-13">
        <Button onClick={onLaunch}>
          <Rocket className="size-4" aria-hidden="true" />
          Launch Campaign
        </Button>
        <Button variant="outline" onClick={onReview}>
          <RotateCcw className="size-4" aria-hidden="true" />
          Review Setup
        </Button>
      </div>
    </div>
  );
}
