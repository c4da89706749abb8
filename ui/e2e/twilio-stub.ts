// A stand-in for Twilio's REST API (the real one is out of reach from the tests), behaving like Twilio on the
// wire for what the server calls: Basic auth with an Account SID and Auth Token, Twilio's JSON answers and its
// error bodies. The account fetch of Test Connection, the paged list of the account's numbers, placing a call
// (POST …/Calls.json, form-encoded), changing one (POST …/Calls/{Sid}.json: the hang-up), the conferences going
// on by friendly name and a participant's hold (GET …/Conferences.json, POST …/Conferences/{Sid}/Participants/
// {CallSid}.json), a recording's audio (GET …/Recordings/{Sid}.mp3) and sending a text (POST …/Messages.json).
// Every request is recorded; Twilio's own side of a call or a text (its callbacks to the server) is played by
// twilio-player.ts.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TwilioAccount {
  sid: string;
  authToken: string;
  friendlyName: string;
  status?: 'active' | 'suspended' | 'closed';
  numbers?: Array<{ sid: string; phoneNumber: string; friendlyName: string; voice?: boolean; sms?: boolean }>;
}

/** A call the server asked Twilio to place (POST …/Calls.json), with its form as sent. */
export interface PlacedCall {
  accountSid: string;
  sid: string;
  to: string;
  from: string;
  url: string;
  statusCallback: string;
  statusCallbackEvents: string[];
  timeout: string;
  form: URLSearchParams;
}

/** A text the server asked Twilio to send (POST …/Messages.json). */
export interface SentText {
  accountSid: string;
  sid: string;
  to: string;
  from: string;
  body: string;
  statusCallback: string;
}

export interface TwilioStub {
  /** http://127.0.0.1:<port>, for --twilio-base-url. */
  url: string;
  addAccount: (account: TwilioAccount) => void;
  /** The audio GET …/Recordings/{sid}.mp3 serves. */
  addRecording: (sid: string, bytes: Buffer) => void;
  requests: Array<{ method: string; path: string; authorization: string | undefined }>;
  calls: PlacedCall[];
  /** The texts accepted, in order. */
  texts: SentText[];
  /** POST …/Calls/{Sid}.json requests: which call, and the form (Status=completed to hang up). */
  callUpdates: Array<{ sid: string; form: URLSearchParams }>;
  /** A conference TwiML made, with the calls in it (the stub runs no TwiML: the test tells it); its SID. */
  conferenceStarted: (friendlyName: string, callSids: string[]) => string;
  /** The calls whose last participant update put them on hold. */
  held: Set<string>;
  stop: () => Promise<void>;
}

function twilioError(res: ServerResponse, status: number, code: number, message: string) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify({ code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status }));
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const ACCOUNT_PATH = /^\/2010-04-01\/Accounts\/([^/]+?)(\.json|\/.*)$/;

export async function startTwilioStub(): Promise<TwilioStub> {
  const accounts = new Map<string, TwilioAccount>();
  const recordings = new Map<string, Buffer>();
  const requests: TwilioStub['requests'] = [];
  const calls: PlacedCall[] = [];
  const texts: SentText[] = [];
  const callUpdates: TwilioStub['callUpdates'] = [];
  const conferences = new Map<string, { sid: string; calls: Set<string> }>();
  const held = new Set<string>();

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = req.url ?? '';
    requests.push({ method: req.method ?? '', path, authorization: req.headers.authorization });
    const url = new URL(path, 'http://stub');
    const match = ACCOUNT_PATH.exec(url.pathname);
    if (!match) return twilioError(res, 404, 20404, `The requested resource ${path} was not found`);
    const account = accounts.get(match[1] ?? '');
    const expected = account && `Basic ${Buffer.from(`${account.sid}:${account.authToken}`).toString('base64')}`;
    if (!account || req.headers.authorization !== expected) return twilioError(res, 401, 20003, 'Authenticate');
    const rest = match[2] ?? '';
    const base = `/2010-04-01/Accounts/${account.sid}`;

    if (req.method === 'GET' && rest === '.json') {
      return json(res, 200, {
        sid: account.sid,
        friendly_name: account.friendlyName,
        status: account.status ?? 'active',
        type: 'Full',
        owner_account_sid: account.sid,
      });
    }
    if (req.method === 'GET' && rest === '/IncomingPhoneNumbers.json') {
      // Pages as Twilio pages: PageSize, Page, and a next_page_uri until the last one.
      const size = Number(url.searchParams.get('PageSize') ?? '50');
      const page = Number(url.searchParams.get('Page') ?? '0');
      const all = account.numbers ?? [];
      const more = (page + 1) * size < all.length;
      return json(res, 200, {
        incoming_phone_numbers: all.slice(page * size, (page + 1) * size).map((n) => ({
          sid: n.sid,
          account_sid: account.sid,
          phone_number: n.phoneNumber,
          friendly_name: n.friendlyName,
          capabilities: { voice: n.voice ?? true, sms: n.sms ?? true, mms: false, fax: false },
        })),
        page,
        page_size: size,
        next_page_uri: more ? `${base}/IncomingPhoneNumbers.json?PageSize=${size}&Page=${page + 1}&PageToken=PA${page + 1}` : null,
      });
    }
    if (req.method === 'POST' && rest === '/Calls.json') {
      const form = new URLSearchParams(await readBody(req));
      const to = form.get('To') ?? '';
      const from = form.get('From') ?? '';
      // Twilio's own checks on the form, so a server that forgets one fails here as it would in production.
      if (!to) return twilioError(res, 400, 21201, "No 'To' number is specified");
      if (!from) return twilioError(res, 400, 21213, "No 'From' number is specified");
      if (!form.get('Url') && !form.get('Twiml')) return twilioError(res, 400, 21205, 'Url parameter is required.');
      const sid = `CA${randomBytes(16).toString('hex')}`;
      calls.push({
        accountSid: account.sid,
        sid,
        to,
        from,
        url: form.get('Url') ?? '',
        statusCallback: form.get('StatusCallback') ?? '',
        statusCallbackEvents: form.getAll('StatusCallbackEvent'),
        timeout: form.get('Timeout') ?? '',
        form,
      });
      return json(res, 201, {
        sid,
        account_sid: account.sid,
        to,
        from,
        status: 'queued',
        direction: 'outbound-api',
        uri: `${base}/Calls/${sid}.json`,
      });
    }
    if (req.method === 'POST' && rest === '/Messages.json') {
      const form = new URLSearchParams(await readBody(req));
      const to = form.get('To') ?? '';
      const from = form.get('From') ?? '';
      const body = form.get('Body') ?? '';
      if (!to) return twilioError(res, 400, 21604, "A 'To' phone number is required.");
      if (!from) return twilioError(res, 400, 21603, "A 'From' phone number is required.");
      if (!body) return twilioError(res, 400, 21602, 'Message body is required.');
      const sid = `SM${randomBytes(16).toString('hex')}`;
      texts.push({ accountSid: account.sid, sid, to, from, body, statusCallback: form.get('StatusCallback') ?? '' });
      return json(res, 201, {
        sid,
        account_sid: account.sid,
        to,
        from,
        body,
        status: 'queued',
        direction: 'outbound-api',
        uri: `${base}/Messages/${sid}.json`,
      });
    }
    const callMatch = /^\/Calls\/(CA[0-9a-f]{32})\.json$/.exec(rest);
    if (req.method === 'POST' && callMatch) {
      const sid = callMatch[1]!;
      const form = new URLSearchParams(await readBody(req));
      callUpdates.push({ sid, form });
      return json(res, 200, { sid, account_sid: account.sid, status: form.get('Status') ?? 'in-progress' });
    }
    if (req.method === 'GET' && rest === '/Conferences.json') {
      const found = conferences.get(url.searchParams.get('FriendlyName') ?? '');
      const status = url.searchParams.get('Status');
      const list = found && (!status || status === 'in-progress') ? [{ sid: found.sid, friendly_name: url.searchParams.get('FriendlyName'), status: 'in-progress' }] : [];
      return json(res, 200, { conferences: list, next_page_uri: null });
    }
    const participantMatch = /^\/Conferences\/(CF[0-9a-f]{32})\/Participants\/(CA[0-9a-f]{32})\.json$/.exec(rest);
    if (req.method === 'POST' && participantMatch) {
      const conference = [...conferences.values()].find((c) => c.sid === participantMatch[1]);
      const callSid = participantMatch[2]!;
      if (!conference || !conference.calls.has(callSid)) return twilioError(res, 404, 20404, `The requested resource ${path} was not found`);
      const form = new URLSearchParams(await readBody(req));
      if (form.get('Hold') === 'true') held.add(callSid);
      if (form.get('Hold') === 'false') held.delete(callSid);
      return json(res, 200, { call_sid: callSid, conference_sid: conference.sid, hold: held.has(callSid) });
    }
    const recordingMatch = /^\/Recordings\/(RE[0-9a-f]{32})\.mp3$/.exec(rest);
    if (req.method === 'GET' && recordingMatch) {
      const bytes = recordings.get(recordingMatch[1]!);
      if (!bytes) return twilioError(res, 404, 20404, `The requested resource ${path} was not found`);
      res.writeHead(200, { 'Content-Type': 'audio/mpeg', 'Content-Length': String(bytes.length) });
      return res.end(bytes);
    }
    return twilioError(res, 404, 20404, `The requested resource ${path} was not found`);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => twilioError(res, 500, 20500, String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    addAccount: (account) => accounts.set(account.sid, account),
    addRecording: (sid, bytes) => recordings.set(sid, bytes),
    requests,
    calls,
    texts,
    callUpdates,
    conferenceStarted: (friendlyName, callSids) => {
      const conference = conferences.get(friendlyName) ?? { sid: `CF${randomBytes(16).toString('hex')}`, calls: new Set<string>() };
      for (const sid of callSids) conference.calls.add(sid);
      conferences.set(friendlyName, conference);
      return conference.sid;
    },
    held,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
