// Plays Twilio's side of a call against the real server: the form-encoded, signed requests Twilio sends to the
// addresses the server gave it (status callbacks, the voice request, answering-machine and recording reports).
// Twilio signs the public URL it was given (https://dialer.example.test/…); the requests go to the server's real
// address. The signature comes from Twilio's own helper library, so these tests do not depend on the server's code.
import twilio from 'twilio';

export interface TwilioPlayerOptions {
  /** Where the server really listens, e.g. http://127.0.0.1:41234. */
  serverUrl: string;
  /** What the server was started with as --public-url, e.g. https://dialer.example.test. */
  publicUrl: string;
  accountSid: string;
  authToken: string;
}

/** The TwiML the server answered a voice request with: <Dial callerId …><Number statusCallback …>+1…</Number></Dial>. */
export interface DialTwiml {
  xml: string;
  dial: Record<string, string>;
  number: Record<string, string>;
  numberDialed: string;
}

export interface ReportOptions {
  /** Sign with this token instead of the account's (a forgery). */
  authToken?: string;
}

function decodeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [, name, value] of tag.matchAll(/([A-Za-z]+)="([^"]*)"/g)) out[name!] = decodeXml(value!);
  return out;
}

export function parseDialTwiml(xml: string): DialTwiml {
  const dial = /<Dial\b([^>]*)>/.exec(xml);
  const number = /<Number\b([^>]*)>([^<]*)<\/Number>/.exec(xml);
  if (!dial || !number) throw new Error(`expected <Dial><Number>…</Number></Dial>, got: ${xml}`);
  return { xml, dial: attributes(dial[1]!), number: attributes(number[1]!), numberDialed: decodeXml(number[2]!.trim()) };
}

export class TwilioPlayer {
  /** The next SequenceNumber of each CallSid the dialer's reports were played for. */
  private readonly sequences = new Map<string, number>();

  constructor(private readonly options: TwilioPlayerOptions) {}

  /**
   * POSTs `params` form-encoded to `publicAddress` (an address the server gave Twilio), signed as Twilio signs:
   * X-Twilio-Signature over the public URL and the parameters.
   */
  async post(publicAddress: string, params: Record<string, string>, report: ReportOptions = {}): Promise<Response> {
    if (!publicAddress.startsWith(this.options.publicUrl)) {
      throw new Error(`${publicAddress} is not an address under ${this.options.publicUrl}`);
    }
    const signature = twilio.getExpectedTwilioSignature(report.authToken ?? this.options.authToken, publicAddress, params);
    return fetch(this.options.serverUrl + publicAddress.slice(this.options.publicUrl.length), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Twilio-Signature': signature },
      body: new URLSearchParams(params).toString(),
    });
  }

  /** A status callback: the call `callSid` is now `status`; `extra` adds fields such as CallDuration. */
  async status(
    address: string,
    callSid: string,
    status: string,
    sequenceNumber: number,
    extra: Record<string, string> = {},
    report: ReportOptions = {},
  ): Promise<Response> {
    return this.post(
      address,
      {
        AccountSid: this.options.accountSid,
        CallSid: callSid,
        CallStatus: status,
        SequenceNumber: String(sequenceNumber),
        ApiVersion: '2010-04-01',
        ...extra,
      },
      report,
    );
  }

  /** The agent's phone answered a phone bridge's call: Twilio asks its voice URL; the answer asks for a key. */
  async phoneAnswers(address: string, fields: { callSid: string; from: string; to: string }): Promise<string> {
    const response = await this.post(address, {
      AccountSid: this.options.accountSid,
      CallSid: fields.callSid,
      From: fields.from,
      To: fields.to,
      CallStatus: 'in-progress',
      Direction: 'outbound-api',
      ApiVersion: '2010-04-01',
    });
    if (response.status !== 200) throw new Error(`voice request answered ${response.status}: ${await response.text()}`);
    return response.text();
  }

  /** The agent presses 1 when asked (the <Gather>'s action: the voice URL with &confirmed=1); answers the <Dial>. */
  async pressOne(address: string, fields: { callSid: string; from: string; to: string }): Promise<DialTwiml> {
    const response = await this.post(`${address}&confirmed=1`, {
      AccountSid: this.options.accountSid,
      CallSid: fields.callSid,
      From: fields.from,
      To: fields.to,
      CallStatus: 'in-progress',
      Digits: '1',
      Direction: 'outbound-api',
      ApiVersion: '2010-04-01',
    });
    if (response.status !== 200) throw new Error(`the key press answered ${response.status}: ${await response.text()}`);
    return parseDialTwiml(await response.text());
  }

  /** Asynchronous answering-machine detection's report (AnsweredBy: human, machine_end_beep, …). */
  async answeredBy(address: string, callSid: string, answeredBy: string): Promise<Response> {
    return this.post(address, { AccountSid: this.options.accountSid, CallSid: callSid, AnsweredBy: answeredBy });
  }

  /** The <Dial>'s recording is ready (RecordingStatus=completed). */
  async recording(address: string, callSid: string, recordingSid: string, seconds: number): Promise<Response> {
    return this.post(address, {
      AccountSid: this.options.accountSid,
      CallSid: callSid,
      RecordingSid: recordingSid,
      RecordingStatus: 'completed',
      RecordingDuration: String(seconds),
      RecordingChannels: '2',
      RecordingSource: 'DialVerb',
    });
  }

  /**
   * Progressive and power dialing: the agent's browser joins its own conference (the Voice SDK's connect parameter
   * conference=1, From=client:<identity>); the server answers with the <Conference> it waits in.
   */
  async joinsConference(identity: string, callSid: string): Promise<Response> {
    return this.post(`${this.options.publicUrl}/api/v1/twilio/voice`, {
      AccountSid: this.options.accountSid,
      ApiVersion: '2010-04-01',
      CallSid: callSid,
      CallStatus: 'ringing',
      Direction: 'inbound',
      From: `client:${identity}`,
      To: '',
      conference: '1',
    });
  }

  /**
   * The lead picked up a call the dialer placed: Twilio asks the call's Url (?call=<id>&leg=lead) what to do, with
   * synchronous machine detection's AnsweredBy ('' when the campaign does not detect machines).
   */
  async dialerCallAnswered(callId: number, callSid: string, answeredBy: string): Promise<Response> {
    const params: Record<string, string> = {
      AccountSid: this.options.accountSid,
      ApiVersion: '2010-04-01',
      CallSid: callSid,
      CallStatus: 'in-progress',
      Direction: 'outbound-api',
    };
    if (answeredBy) params['AnsweredBy'] = answeredBy;
    return this.post(`${this.options.publicUrl}/api/v1/twilio/voice?call=${callId}&leg=lead`, params);
  }

  /**
   * A dialer call's status reports in order (?call=<id>), SequenceNumber going on from the last one played for
   * `callSid`; `completed` carries `talkSeconds` as CallDuration. Throws when the server refuses one.
   */
  async dialerCallReports(callId: number, callSid: string, statuses: readonly string[], talkSeconds = 0): Promise<void> {
    for (const status of statuses) {
      const sequence = this.sequences.get(callSid) ?? 0;
      this.sequences.set(callSid, sequence + 1);
      const params: Record<string, string> = {
        AccountSid: this.options.accountSid,
        CallSid: callSid,
        CallStatus: status,
        SequenceNumber: String(sequence),
        Direction: 'outbound-api',
        CallbackSource: 'call-progress-events',
      };
      if (status === 'completed') params['CallDuration'] = String(talkSeconds);
      const response = await this.post(`${this.options.publicUrl}/api/v1/twilio/status?call=${callId}`, params);
      if (response.status !== 200) throw new Error(`a dialer call's ${status} report was refused: ${await response.text()}`);
    }
  }
}
