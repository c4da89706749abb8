// A stand-in for Twilio's REST API (the real one is out of reach from the tests), behaving like Twilio on the
// wire for what the server calls: Basic auth with an Account SID and Auth Token, Twilio's JSON answers and its
// error bodies. So far the account fetch of Test Connection and the paged list of the account's numbers. Every
// request is recorded.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TwilioAccount {
  sid: string;
  authToken: string;
  friendlyName: string;
  status?: 'active' | 'suspended' | 'closed';
  numbers?: Array<{ sid: string; phoneNumber: string; friendlyName: string; voice?: boolean; sms?: boolean }>;
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
    const url = new URL(path, 'http://stub');
    const match = /^\/2010-04-01\/Accounts\/([^/]+?)(\/IncomingPhoneNumbers)?\.json$/.exec(url.pathname);
    if (req.method !== 'GET' || !match) return twilioError(res, 404, 20404, `The requested resource ${path} was not found`);
    const account = accounts.get(match[1] ?? '');
    const expected = account && `Basic ${Buffer.from(`${account.sid}:${account.authToken}`).toString('base64')}`;
    if (!account || req.headers.authorization !== expected) return twilioError(res, 401, 20003, 'Authenticate');
    if (match[2]) {
      // Pages as Twilio pages: PageSize, Page, and a next_page_uri until the last one.
      const size = Number(url.searchParams.get('PageSize') ?? '50');
      const page = Number(url.searchParams.get('Page') ?? '0');
      const all = account.numbers ?? [];
      const base = `/2010-04-01/Accounts/${account.sid}/IncomingPhoneNumbers.json`;
      const more = (page + 1) * size < all.length;
      res.writeHead(200, { 'Content-Type': 'application/json' });
      return res.end(
        JSON.stringify({
          incoming_phone_numbers: all.slice(page * size, (page + 1) * size).map((n) => ({
            sid: n.sid,
            account_sid: account.sid,
            phone_number: n.phoneNumber,
            friendly_name: n.friendlyName,
            capabilities: { voice: n.voice ?? true, sms: n.sms ?? true, mms: false, fax: false },
          })),
          page,
          page_size: size,
          next_page_uri: more ? `${base}?PageSize=${size}&Page=${page + 1}&PageToken=PA${page + 1}` : null,
        }),
      );
    }
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
