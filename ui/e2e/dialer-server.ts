// Starts the real dialer-dashboard binary on an ephemeral port with a fresh database, for one worker.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const UI_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const LISTENING = /listening on (http:\/\/127\.0\.0\.1:\d+)/;
const START_TIMEOUT_MS = 20_000;
const STOP_TIMEOUT_MS = 10_000;
// Kept so a failed start can say why; the pipes are drained for the whole run so the server never blocks.
const LOG_LIMIT = 64 * 1024;

export interface DialerServer {
  url: string;
  dbPath: string;
  /** Everything the server printed so far (bounded), for failure messages. */
  log: () => string;
  /** A place in the log; `logSince` answers what was printed after it. */
  logMark: () => number;
  logSince: (mark: number) => string;
  /**
   * Stops the process (SIGTERM, a clean shutdown) and starts it again on the same port and database: a server
   * restart as open browsers see it.
   */
  restart: () => Promise<void>;
  stop: () => Promise<void>;
}

export function dialerBinary(): string {
  const configured = process.env.DIALER_BIN;
  return configured ? resolve(configured) : resolve(UI_DIR, '..', 'build', 'dialer-dashboard');
}

/** `extraArgs` go after `serve` (e.g. ['--registration', 'closed']). */
export async function startDialerServer(extraArgs: readonly string[] = []): Promise<DialerServer> {
  const bin = dialerBinary();
  if (!existsSync(bin)) {
    throw new Error(`dialer-dashboard binary not found at ${bin}: build it first (make build) or set DIALER_BIN`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'dialer-e2e-'));
  const dbPath = join(dataDir, 'test.db');

  let output = '';
  // Characters cut from the front of `output` to keep it bounded, so marks stay valid.
  let dropped = 0;
  // What the current process printed: its "listening on" line, not an earlier process's.
  let sinceLaunch = '';
  const log = () => output;
  const launch = (port: string) => {
    sinceLaunch = '';
    // Passwords hashed at the least cost: the suite creates and signs in hundreds of accounts (README, flags).
    const launched = spawn(bin, ['serve', '--port', port, '--db', dbPath, '--test-fast-password-hashing', ...extraArgs], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const record = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      output += text;
      if (output.length > LOG_LIMIT) {
        dropped += output.length - LOG_LIMIT;
        output = output.slice(-LOG_LIMIT);
      }
      sinceLaunch = (sinceLaunch + text).slice(-LOG_LIMIT);
    };
    launched.stdout!.on('data', record);
    launched.stderr!.on('data', record);
    return launched;
  };
  const ready = async (launched: ChildProcess) => {
    const url = await waitForListening(launched, () => sinceLaunch, log);
    await waitForHealth(url, launched, log);
    return url;
  };

  let child = launch('0');
  const stop = () => stopProcess(child).finally(() => rmSync(dataDir, { recursive: true, force: true }));
  try {
    const url = await ready(child);
    const restart = async () => {
      await stopProcess(child);
      child = launch(new URL(url).port);
      const again = await ready(child);
      if (again !== url) throw new Error(`restarted on ${again}, not ${url}`);
    };
    const logMark = () => dropped + output.length;
    const logSince = (mark: number) => output.slice(Math.max(0, mark - dropped));
    return { url, dbPath, log, logMark, logSince, restart, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

// The binary prints "listening on http://127.0.0.1:<port>" once the socket is bound (--port 0 picks the port).
function waitForListening(child: ChildProcess, printed: () => string, log: () => string): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    const finish = (outcome: () => void) => {
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      child.off('exit', onExit);
      child.off('error', onError);
      outcome();
    };
    const onData = () => {
      const url = LISTENING.exec(printed())?.[1];
      if (url) finish(() => resolvePromise(url));
    };
    const onExit = (code: number | null, signal: string | null) =>
      finish(() => reject(new Error(`dialer-dashboard exited early (code ${code}, signal ${signal}):\n${log()}`)));
    const onError = (error: Error) => finish(() => reject(error));
    const timer = setTimeout(
      () => finish(() => reject(new Error(`no "listening on" line within ${START_TIMEOUT_MS} ms:\n${log()}`))),
      START_TIMEOUT_MS,
    );
    child.stdout!.on('data', onData);
    child.on('exit', onExit);
    child.on('error', onError);
  });
}

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`dialer-dashboard exited before it was healthy:\n${log()}`);
    try {
      const response = await fetch(`${url}/api/v1/health`);
      if (response.status === 200) return;
      last = `status ${response.status}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((wake) => setTimeout(wake, 100));
  }
  throw new Error(`GET ${url}/api/v1/health never answered 200 (last: ${last}):\n${log()}`);
}

async function stopProcess(child: ChildProcess): Promise<void> {
  // No pid: spawning failed, so there is nothing to stop and no 'exit' will ever come.
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}
