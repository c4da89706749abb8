import { useEffect, useState } from 'react';
import { LoadFailed } from '../../components/ui/LoadFailed';
import { errorMessage } from '../../lib/api-client';
import { useLoad } from '../../lib/use-load';
import { fetchRecording } from './api';

/**
 * The call's recording, played through the server (which fetches it from Twilio with the account's
 * credentials). The bytes come with the bearer header, then play from a blob: URL freed when the player goes.
 */
export function RecordingPlayer({ callId, seconds }: { callId: number; seconds: number | null }) {
  const recording = useLoad((signal) => fetchRecording(callId, signal), [callId], { what: 'recording' });
  const blob = recording.value;
  const [url, setUrl] = useState<string | null>(null);
  const [unplayable, setUnplayable] = useState(false);

  // The blob: address lives as long as the bytes it names are shown.
  useEffect(() => {
    setUnplayable(false);
    if (!blob) {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [blob]);

  // Retry shows "Loading" again while it asks, as before.
  if (recording.failed && !recording.loading) {
    return <LoadFailed text={errorMessage(recording.error, 'The recording could not be loaded.')} onRetry={recording.reload} />;
  }
  if (!url) return <p className="text-sm text-slate-500">Loading the recording…</p>;
  return (
    <div className="space-y-1">
      <audio
        controls
        preload="metadata"
        src={url}
        className="w-full"
        data-testid="recording-audio"
        onError={() => setUnplayable(true)}
      >
        Your browser cannot play this recording.
      </audio>
      <p className="flex flex-wrap gap-x-3 text-xs text-slate-500">
        {seconds !== null && <span>{seconds} seconds recorded</span>}
        <a href={url} download={`call-${callId}.mp3`} className="font-medium text-primary-700 hover:underline">
          Download
        </a>
      </p>
      {/* A blob: address needs the page's Content-Security-Policy to allow media from blob:. */}
      {unplayable && (
        <p role="alert" className="text-sm text-amber-800">
          This browser could not play the recording here; download it instead.
        </p>
      )}
    </div>
  );
}
