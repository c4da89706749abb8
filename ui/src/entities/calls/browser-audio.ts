// The agent's audio in the browser: Twilio's Voice SDK, fetched only when it is needed (it is large), connects to
// Twilio with the server's short-lived token and asks the TwiML App either to dial the lead of a call placed here,
// or (progressive and power dialing) to put the agent in its own conference, where the dialer's calls join it.
import { fetchVoiceToken } from './api';

/** Twilio reports no progress within this long: the browser cannot reach it (a firewall, no network). */
const CONNECT_TIMEOUT_MS = 20_000;

export interface BrowserAudio {
  hangUp: () => void;
  /** Silences the agent's microphone (or not); asked before Twilio connected, it applies once it does. */
  setMuted: (muted: boolean) => void;
}

export interface BrowserAudioHandlers {
  /** The SDK's own sentence, e.g. "ConnectionError (53000): Raised whenever a signaling connection error occurs". */
  onFailed: (message: string) => void;
  onDisconnected: () => void;
  /** Twilio took the connection (the agent hears the other side from now on). */
  onConnected?: () => void;
}

function sdkMessage(error: unknown): string {
  if (error && typeof error === 'object') {
    const { message, code } = error as { message?: unknown; code?: unknown };
    if (typeof message === 'string' && message) return typeof code === 'number' && !message.includes(String(code)) ? `${message} (${code})` : message;
  }
  return String(error);
}

/** Starts the browser leg of call `callId`; reports the first failure once and then tears the device down. */
export function connectBrowserAudio(callId: number, handlers: BrowserAudioHandlers): Promise<BrowserAudio> {
  return connect({ callId: String(callId) }, handlers);
}

/**
 * Joins the agent's own conference (the voice route answers `conference=1` with it); the leg stays while the agent
 * is at work, and the dialer's answered calls are brought into it. Failures are reported as for a call.
 */
export function joinDialerConference(handlers: BrowserAudioHandlers): Promise<BrowserAudio> {
  return connect({ conference: '1' }, handlers);
}

/** `params` go to the TwiML App's voice request with the SDK's connection. */
async function connect(params: Record<string, string>, handlers: BrowserAudioHandlers): Promise<BrowserAudio> {
  const [{ Device }, { token }] = await Promise.all([import('@twilio/voice-sdk'), fetchVoiceToken()]);
  // Errors are shown on the call panel; the SDK's own console logging would only repeat them.
  const device = new Device(token, { logLevel: 'silent', closeProtection: true });
  let settled = false;
  let muted = false;
  let connected: { mute: (shouldMute: boolean) => void } | null = null;
  const finish = (message: string | null) => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    device.destroy();
    if (message === null) handlers.onDisconnected();
    else handlers.onFailed(message);
  };
  const timer = setTimeout(() => finish('Twilio could not be reached from this browser.'), CONNECT_TIMEOUT_MS);
  device.on('error', (error: unknown) => finish(sdkMessage(error)));
  device
    .connect({ params })
    .then((call) => {
      clearTimeout(timer);
      connected = call;
      call.mute(muted);
      call.on('accept', () => handlers.onConnected?.());
      call.on('error', (error: unknown) => finish(sdkMessage(error)));
      call.on('disconnect', () => finish(null));
      call.on('cancel', () => finish(null));
    })
    .catch((error: unknown) => finish(sdkMessage(error)));
  return {
    hangUp: () => finish(null),
    setMuted: (mute) => {
      muted = mute;
      connected?.mute(mute);
    },
  };
}
