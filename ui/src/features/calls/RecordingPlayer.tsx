import { useEffect, useState } from 'react';
import { LoadFailed } from '../../components/ui/LoadFailed';
import { errorMessage } from '../../lib/api-client';
import { fetchRecording } from './api';

/**
 * The call's recording, played through the server (which fetches it from Twilio with the account's
 * credentials). The bytes come with the bearer header, then play from a blob: URL freed when the player goes.
 */
export function RecordingPlayer({ callId, seconds }: { callId: number; seconds: number | null }) {
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [unplayable, setUnplayable] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    let created: string | null = null;
    setUrl(null);
    setError(null);
    setUnplayable(false);
    fetchRecording(callId, controller.signal)
      .then((blob) => {
        created = URL.createObjectURL(blob);
        setUrl(created);
      })
      .catch((caught: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Loading the recording failed', caught);
        setError(errorMessage(caught, 'The recording could not be loaded.'));
      });
    return () => {
      controller.abort();
      if (created) URL.revokeObjectURL(created);
    };
  }, [callId, attempt]);

  if (error) return <LoadFailed text={error} onRetry={() => setAttempt((n) => n + 1)} />;
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
