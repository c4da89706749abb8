import { useCallback, useEffect, useState } from 'react';
import { Alert } from '../../components/ui/Alert';
import { LoadFailed } from '../../components/ui/LoadFailed';
import { PageHeader } from '../../components/ui/PageHeader';
import type { AgentStateName } from '../../entities/agents/types';
import { isFinal } from '../../entities/calls/format';
import { useBrowserAudio, type BrowserAudioControls } from '../../entities/calls/use-browser-audio';
import { fetchDispositions } from '../../entities/dispositions/api';
import type { Disposition } from '../../entities/dispositions/types';
import { errorMessage } from '../../lib/api-client';
import { subscribe } from '../../lib/live-events';
import { ActiveCallsCard } from './ActiveCallsCard';
import { AgentStateBar } from './AgentStateBar';
import { fetchMyState, fetchPauseReasons, goReady } from './api';
import { CallbackDialog } from './CallbackDialog';
import { CallStrip } from './CallStrip';
import { dialsByItself } from './dial-mode';
import { DialerWaiting } from './DialerWaiting';
import { ConsentRecorder } from './ConsentRecorder';
import { DispositionPad } from './DispositionPad';
import { HeldLeadCard } from './HeldLeadCard';
import { LeadHistoryCard } from './LeadHistoryCard';
import { MetricsTodayCard } from './MetricsTodayCard';
import { MyCallbacksCard } from './MyCallbacksCard';
import { NoLeadNow } from './NoLeadNow';
import { offeredDispositions } from './offered-dispositions';
import { PauseDialog } from './PauseDialog';
import { SkipDialog } from './SkipDialog';
import { WrapUpBar } from './WrapUpBar';
import type { MyState, PauseReason } from './types';
import { useCallActions } from './use-call-actions';
import { useDialModes } from './use-dial-modes';
import { useAudioChoice } from './use-audio-choice';
import { useDialerConference } from './use-dialer-conference';
import { useHeldLead } from './use-held-lead';
import { usePhoneConference } from './use-phone-conference';
import { usePresenceHeartbeat } from './use-presence-heartbeat';
import { bindKeys, useWorkspaceKeys } from './use-workspace-keys';

// While the agent is at work in a campaign that dials by itself, its audio stays in its conference.
const IN_CONFERENCE: ReadonlySet<AgentStateName> = new Set(['ready', 'on_call', 'wrap_up']);

// The agent's phone in its conference: nothing for the page to mute or hang up (the phone does both itself).
const PHONE_IN_CONFERENCE: BrowserAudioControls = {
  audioError: null,
  canMute: false,
  muted: false,
  setMuted: () => undefined,
  hangUpAudio: () => undefined,
};

/**
 * "Agent Dashboard (/mycalls)": the agent's state at work and its workspace. In a preview campaign: the lead it
 * holds with Call and Skip, the call with its disposition, the wrap-up, and the next lead coming by itself. In a
 * progressive or power campaign: waiting in its conference, the lead popping with the call the dialer hands over,
 * the same disposition and wrap-up, and the dialer going on by itself. Today's figures beside.
 */
export function AgentDashboardPage() {
  const [me, setMe] = useState<MyState | null>(null);
  const [reasons, setReasons] = useState<PauseReason[]>([]);
  const [dispositions, setDispositions] = useState<Disposition[]>([]);
  const [loadFailed, setLoadFailed] = useState(false);
  const [campaignId, setCampaignId] = useState('');
  const [audioChoice, setAudioChoice] = useAudioChoice();
  const [skipOpen, setSkipOpen] = useState(false);
  const [pauseOpen, setPauseOpen] = useState(false);
  const [commandError, setCommandError] = useState<string | null>(null);
  const [callbackFor, setCallbackFor] = useState<Disposition | null>(null);

  const load = useCallback(async (signal?: AbortSignal) => {
    try {
      setMe(await fetchMyState(signal));
      setLoadFailed(false);
    } catch (caught) {
      if (signal?.aborted) return;
      console.warn('Loading your state failed', caught);
      setLoadFailed(true);
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    const quietly = (what: string) => (caught: unknown) => {
      if (!controller.signal.aborted) console.warn(`Loading the ${what} failed`, caught);
    };
    fetchPauseReasons(controller.signal).then(setReasons).catch(quietly('pause reasons'));
    fetchDispositions(controller.signal).then(setDispositions).catch(quietly('dispositions'));
    // Another tab, the server's wrap-up-end job, or the server taking a silent browser offline change it too.
    const stop = subscribe('agent.state', () => void load());
    return () => {
      controller.abort();
      stop();
    };
  }, [load]);

  useEffect(() => {
    if (!me) return;
    const current = me.campaign ?? me.workableCampaigns[0];
    if (!campaignId && current) setCampaignId(String(current.id));
  }, [me, campaignId]);

  usePresenceHeartbeat(me !== null && me.state !== 'offline');

  const modes = useDialModes();
  // /me/state names each workable campaign's mode: known before the agent goes ready.
  const { learn } = modes;
  useEffect(() => {
    for (const c of me?.workableCampaigns ?? []) learn(c.id, c.dialMode);
  }, [me, learn]);
  const work = useHeldLead(me, modes);
  const { held } = work;
  const actions = useCallActions(held, work.reload);
  const state = me?.state ?? 'offline';
  const dialMode = modes.of(me?.campaign?.id);
  const autoDial = dialsByItself(dialMode);
  const inConferenceState = autoDial && IN_CONFERENCE.has(state);
  const conference = useDialerConference(inConferenceState && audioChoice === 'browser');
  const phoneLeg = usePhoneConference(inConferenceState && audioChoice === 'phone', me?.inConference ?? false);
  const placedAudio = useBrowserAudio(actions.placedHere, () => void work.reload());
  // The dialer's calls are heard through the conference: mute is its browser leg's (a phone mutes itself), and
  // hanging up ends the lead's leg only.
  const audio = autoDial ? (audioChoice === 'phone' ? PHONE_IN_CONFERENCE : conference.controls) : placedAudio;
  const call = held?.call ?? null;
  const previewing = state === 'reserved' && held !== null && call === null;
  const callLive = call !== null && !isFinal(call.status);
  const disposed = call?.disposition != null;

  const goReadyNow = async () => {
    setCommandError(null);
    try {
      await goReady(Number(campaignId));
      await load();
    } catch (caught) {
      setCommandError(errorMessage(caught, 'You could not go ready.'));
    }
  };
  // After the disposition: preview asks for the next lead, a dialing campaign only needs the agent ready again.
  const goOn = () => void (autoDial ? goReadyNow() : work.askNext());
  const afterStateChange = () => {
    setPauseOpen(false);
    setSkipOpen(false);
    void load();
  };

  // A callback disposition asks when first; the others are saved at once.
  const choose = (disposition: Disposition) => {
    if (disposition.callback) setCallbackFor(disposition);
    else void actions.give(disposition);
  };
  const offered = offeredDispositions(dispositions);
  const handOut = call ? [...offered.outcomes, ...(offered.doNotCall ? [offered.doNotCall] : [])] : [];
  useWorkspaceKeys(
    bindKeys(
      {
        ready: (state === 'offline' || state === 'paused') && campaignId ? () => void goReadyNow() : undefined,
        pause: state === 'ready' || (state === 'wrap_up' && disposed) ? () => setPauseOpen(true) : undefined,
        call: previewing ? () => void actions.call(audioChoice) : undefined,
        skip: previewing ? () => setSkipOpen(true) : undefined,
        hangUp: callLive ? () => void actions.hangUp(audio.hangUpAudio) : undefined,
        mute: callLive && audio.canMute ? () => audio.setMuted(!audio.muted) : undefined,
        hold: callLive && call?.inConference && call.answeredAt ? () => void actions.toggleHold() : undefined,
        nextLead:
          state === 'wrap_up' && disposed ? goOn : state === 'ready' && !held && !autoDial ? () => void work.askNext() : undefined,
      },
      handOut.filter((d) => d.hotkey).map((d) => [d.hotkey, () => choose(d)]),
    ),
  );

  return (
    <div className="space-y-6">
      <PageHeader title="Agent Dashboard" description="Your active calls and performance metrics." />
      {loadFailed && <LoadFailed text="Failed to load your state." onRetry={() => void load()} />}
      {!me && !loadFailed && <p className="text-sm text-slate-500">Loading your state…</p>}
      {me && (
        <AgentStateBar
          me={me}
          reasons={reasons}
          campaignId={campaignId}
          onCampaignChange={setCampaignId}
          onChanged={() => void load()}
        />
      )}
      {commandError && <Alert>{commandError}</Alert>}
      {work.error && <Alert>{work.error}</Alert>}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-6">
          <ActiveCallsCard>
            {call && (
              <>
                <CallStrip
                  call={call}
                  audio={audio}
                  hangingUp={actions.hangingUp}
                  onHangUp={() => void actions.hangUp(audio.hangUpAudio)}
                  holding={actions.holding}
                  onToggleHold={() => void actions.toggleHold()}
                  error={actions.callError}
                />
                <DispositionPad
                  call={call}
                  dispositions={dispositions}
                  notes={actions.notes}
                  onNotesChange={actions.setNotes}
                  saving={actions.saving}
                  onGive={choose}
                  error={actions.dispositionError}
                />
                <ConsentRecorder call={call} />
                {state === 'wrap_up' && (
                  <WrapUpBar
                    endsAt={held?.wrapUpEndsAt ?? null}
                    disposed={disposed}
                    askingNext={work.asking}
                    onNextLead={goOn}
                    onPause={() => setPauseOpen(true)}
                    dialsByItself={autoDial}
                  />
                )}
              </>
            )}
          </ActiveCallsCard>
          {held && (
            <HeldLeadCard
              held={held}
              dispositions={dispositions}
              previewing={previewing}
              audio={audioChoice}
              onAudioChange={setAudioChoice}
              calling={actions.calling}
              onCall={() => void actions.call(audioChoice)}
              onSkip={() => setSkipOpen(true)}
              error={call ? null : actions.callError}
            />
          )}
          {state === 'ready' && !held && autoDial && dialMode && (
            <DialerWaiting
              mode={dialMode}
              since={me?.since ?? null}
              audio={audioChoice}
              onAudioChange={setAudioChoice}
              conference={audioChoice === 'phone' ? phoneLeg : conference}
              phoneNumber={phoneLeg.phone}
            />
          )}
          {state === 'ready' && !held && work.emptyMessage && (
            <NoLeadNow message={work.emptyMessage} checking={work.asking} onRetry={() => void work.askNext()} />
          )}
          {state === 'ready' && !held && !autoDial && !work.emptyMessage && work.asking && (
            <p className="text-sm text-slate-500">Getting your next lead…</p>
          )}
        </div>
        <div className="space-y-6">
          <MetricsTodayCard />
          <MyCallbacksCard callingLeadId={held?.lead.id ?? null} />
          {held && <LeadHistoryCard held={held} />}
        </div>
      </div>
      <SkipDialog
        open={skipOpen}
        leadName={held?.lead.name || 'The lead'}
        onClose={() => setSkipOpen(false)}
        onSkipped={afterStateChange}
      />
      {held && call && (
        <CallbackDialog
          disposition={callbackFor}
          held={held}
          callId={call.id}
          notes={actions.notes}
          onClose={() => setCallbackFor(null)}
          onSaved={() => {
            setCallbackFor(null);
            void work.reload();
          }}
        />
      )}
      <PauseDialog open={pauseOpen} reasons={reasons} onClose={() => setPauseOpen(false)} onPaused={afterStateChange} />
    </div>
  );
}
