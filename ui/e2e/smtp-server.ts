// A real SMTP server for the e-mail specs: tests/support/smtp_server.py (Debian's python3-aiosmtpd) as a child
// process with its own certificate authority, and the messages it received read back from its spool.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const SCRIPT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'tests', 'support', 'smtp_server.py');

export interface ReceivedMail {
  mailFrom: string;
  rcptTos: string[];
  data: string;
  login: string | null;
  encrypted: boolean;
}

export interface SmtpServer {
  port: number;
  /** The CA that signed its certificate: the dialer's --smtp-ca-file. */
  caFile: string;
  received: () => ReceivedMail[];
  stop: () => Promise<void>;
}

export async function startSmtpServer(options: { user: string; password: string }): Promise<SmtpServer> {
  const spool = mkdtempSync(join(tmpdir(), 'dialer-smtp-'));
  const child: ChildProcess = spawn(
    '/usr/bin/python3',
    [SCRIPT, '--spool', spool, '--security', 'starttls', '--user', options.user, '--password', options.password],
    { stdio: ['pipe', 'pipe', 'ignore'] },
  );
  const ready = await new Promise<string>((resolveLine, reject) => {
    const timer = setTimeout(() => reject(new Error('the SMTP server did not start (is python3-aiosmtpd installed?)')), 20_000);
    createInterface({ input: child.stdout! }).once('line', (line) => {
      clearTimeout(timer);
      resolveLine(line);
    });
    child.once('exit', (code) => reject(new Error(`the SMTP server exited with ${code}`)));
  });
  const [word, port, caFile] = ready.split(' ');
  if (word !== 'ready') throw new Error(`the SMTP server said: ${ready}`);
  return {
    port: Number(port),
    caFile: caFile!,
    received: () =>
      readdirSync(spool)
        .filter((name) => name.endsWith('.json'))
        .sort()
        .map((name) => JSON.parse(readFileSync(join(spool, name), 'utf8')) as ReceivedMail),
    stop: async () => {
      child.stdin?.end();
      await new Promise((done) => (child.exitCode !== null ? done(null) : child.once('exit', done)));
      rmSync(spool, { recursive: true, force: true });
    },
  };
}

/** A header's value as received (the first line of it). */
export function headerOf(mail: ReceivedMail, name: string): string {
  const line = mail.data.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : '';
}
