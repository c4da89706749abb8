import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { DismissibleAlert } from '../../components/ui/DismissibleAlert';
import { PageHeader } from '../../components/ui/PageHeader';
import { SetupProgressCard } from './SetupProgressCard';
import { SetupLoadingCard, SetupRetryCard } from './SetupStatusCard';
import { SetupStepper } from './SetupStepper';
import { StepCard } from './StepCard';
import { completedCount, SETUP_STEPS, stepState, type SetupStep } from './steps';
import { useCampaignSetup } from './store';

// The sentences users see, word for word.
const INTRO = 'Set up your campaign in 6 simple steps. You can complete them in order or jump to any step directly.';

/** Route /campaign-setup: the guided checklist. */
export function CampaignSetupPage() {
  const { progress, loading, loadFailed, error, current, saving } = useCampaignSetup();
  const { load, startStep, completeCurrent, goTo, dismissError, reset } = useCampaignSetup.getState();
  const navigate = useNavigate();

  useEffect(() => {
    void load();
    return reset;
  }, [load, reset]);

  // Set Up and Configure record the step as started, then go to its screen.
  async function openStep(step: SetupStep) {
    if (await startStep(step.key)) void navigate(step.route);
  }

  return (
    <div className="@container space-y-6">
      <PageHeader title="Campaign Setup" description={INTRO} />

      {error && (
        // Next and Configure sit far down the page: the banner sticks under the top bar so it is seen from there.
        <div className="sticky top-20 z-10 rounded-lg shadow-md">
          <DismissibleAlert tone="error" onDismiss={dismissError}>
            {error}
          </DismissibleAlert>
        </div>
      )}

      {progress === null && loading && !loadFailed && <SetupLoadingCard />}
      {progress === null && loadFailed && <SetupRetryCard busy={loading} onRetry={() => void load()} />}

      {progress && (
        <>
          <SetupProgressCard completed={completedCount(progress)} />
          <ul aria-label="Setup steps" className="grid gap-4 @md:grid-cols-2 @4xl:grid-cols-3">
            {SETUP_STEPS.map((step, index) => (
              <StepCard
                key={step.key}
                step={step}
                number={index + 1}
                state={stepState(index, progress, current)}
                busy={saving?.key === step.key && !saving.completed}
                disabled={saving !== null}
                onOpen={() => void openStep(step)}
              />
            ))}
          </ul>
          <SetupStepper
            progress={progress}
            current={current}
            saving={saving}
            onSelect={goTo}
            onConfigure={(step) => void openStep(step)}
            onNext={() => void completeCurrent()}
            onLaunch={() => void navigate('/campaigns')}
          />
        </>
      )}
    </div>
  );
}
