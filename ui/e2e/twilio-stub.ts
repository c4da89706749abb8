// A stand-in for Twilio's REST API (the real one is out of reach from the tests), behaving like Twilio on the
// wire for what the server calls: Basic auth with an Account SID and Auth Token, Twilio's JSON answers and its
// error bodies. So far the account fetch of Test Connection. Every request is recorded.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TwilioAccount {
  sid: string;
  authToken: string;
  friendlyName: string;
  status?: 'active' | 'suspended' | 'closed';
}

export interface TwilioStub {
  /** http://127.0.0.1:<port>, for --twilio-base-url. */
  url: string;
  addAccount: (account: TwilioAccount) => void;
  requests: Array<{ method: string; path: string; authorization: string | undefined }>;
  stop: () => Promise<void>;
}

function twilioError(res: ServerResponse, status: number, code: number, message: string) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify({ code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status }));
}

export async function startTwilioStub(): Promise<TwilioStub> {
  const accounts = new Map<string, TwilioAccount>();
  const requests: TwilioStub['requests'] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = req.url ?? '';
    requests.push({ method: req.method ?? '', path, authorization: req.headers.authorization });
    const match = /^\/2010-04-01\/Accounts\/([^/]+)\.json$/.exec(path);
    if (req.method !== 'GET' || !match) return twilioError(res, 404, 20404, `The requested resource ${path} was not found`);
    const account = accounts.get(match[1] ?? '');
    const expected = account && `Basic ${Buffer.from(`${account.sid}:${account.authToken}`).toString('base64')}`;
    if (!account || req.headers.authorization !== expected) return twilioError(res, 401, 20003, 'Authenticate');
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(
      JSON.stringify({
        sid: account.sid,
        friendly_name: account.friendlyName,
        status: account.status ?? 'active',
        type: 'Full',
        owner_account_sid: account.sid,
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    addAccount: (account) => accounts.set(account.sid, account),
    requests,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
