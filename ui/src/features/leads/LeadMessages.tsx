import { Mail, MessageSquare, ShieldCheck } from 'lucide-react';
import { Badge, type BadgeTone } from '../../components/ui/Badge';
import { errorMessage } from '../../lib/api-client';
import { useLoad } from '../../lib/use-load';
import {
  fetchLeadConsents,
  fetchLeadMessages,
  type ConsentEvidence,
  type LeadConsent,
  type LeadMessage,
} from './messages-api';

const SHOWN = 20;
const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const KINDS: Record<LeadMessage['kind'], { label: string; tone: BadgeTone }> = {
  reply: { label: 'Reply', tone: 'info' },
  reaction: { label: 'Reaction', tone: 'muted' },
  opt_out: { label: 'Opted out', tone: 'error' },
  opt_in: { label: 'Opted in', tone: 'success' },
  help: { label: 'Asked for help', tone: 'neutral' },
  answer: { label: 'Automatic answer', tone: 'muted' },
  clarification: { label: 'Asked whether to opt out', tone: 'muted' },
  cadence: { label: 'Cadence', tone: 'neutral' },
};

/** What became of a text or e-mail sent to the lead (Twilio's delivery reports, the outbox's sending). */
function deliveryBadge(m: LeadMessage): { label: string; tone: BadgeTone } | null {
  // An e-mail's sending shows in the outbox's history (E-mail screen), not on its copy here.
  if (m.direction !== 'outbound' || m.channel === 'email') return null;
  switch (m.status) {
    case 'delivered':
      return { label: 'Delivered', tone: 'success' };
    case 'sent':
      return { label: 'Sent', tone: 'muted' };
    case 'failed':
    case 'undelivered':
    case 'canceled':
      return { label: 'Not delivered', tone: 'error' };
    case '':
      return null;
    default:
      return { label: 'Sending', tone: 'muted' };
  }
}

const CHANNELS: Record<LeadConsent['channel'], string> = {
  sms: 'Texts',
  email: 'E-mails',
  calls: 'Calls',
  all: 'Texts and calls',
};

const SOURCES: Record<string, string> = {
  registration_form: 'on the registration form',
  import: 'in an import',
  webhook: 'through a webhook',
  agent: 'to an agent on a call',
  sms_keyword: 'by text',
  unsubscribe_link: 'by the unsubscribe link',
  carrier: 'at the carrier',
  key_press: 'by pressing 9 on a call',
  system: 'by the system',
};

function consentLine(c: LeadConsent): string {
  const verb = c.action === 'granted' ? 'allowed' : c.action === 'revoked' ? 'refused' : 'relationship ended';
  return `${CHANNELS[c.channel]} ${verb} ${SOURCES[c.source] ?? c.source}`;
}

/** Where and when the lead agreed, as its sender said, with the page and the certificate to open. */
function ConsentEvidenceLine({ evidence }: { evidence: ConsentEvidence }) {
  return (
    <span className="basis-full pl-5 text-xs text-slate-600" data-testid="consent-evidence">
      {[evidence.origin, evidence.givenAt && `agreed ${when.format(new Date(evidence.givenAt))}`]
        .filter(Boolean)
        .join(' · ')}
      {evidence.pageUrl && (
        <>
          {' · '}
          <a className="text-primary-700 underline" href={evidence.pageUrl} target="_blank" rel="noopener noreferrer">
            Form page
          </a>
        </>
      )}
      {evidence.certificateUrl && (
        <>
          {' · '}
          <a className="text-primary-700 underline" href={evidence.certificateUrl} target="_blank" rel="noopener noreferrer">
            Consent certificate
          </a>
        </>
      )}
    </span>
  );
}

/** The texts exchanged with a lead (newest first) and its consent ledger, for its history. */
export function LeadMessages({ leadId }: { leadId: number }) {
  const { value, failed, error } = useLoad(
    (signal) => Promise.all([fetchLeadMessages(leadId, SHOWN, signal), fetchLeadConsents(leadId, signal)]),
    [leadId],
  );

  if (failed) return <p className="text-sm text-red-700">{errorMessage(error, 'The messages could not be loaded.')}</p>;
  if (!value) return <p className="text-sm text-slate-500">Loading messages…</p>;
  const [messages, consents] = value;
  return (
    <div className="space-y-3">
      {messages.length === 0 ? (
        <p className="text-sm text-slate-500">No texts or e-mails with this lead yet.</p>
      ) : (
        <ul aria-label="Texts and e-mails with this lead" className="space-y-2">
          {messages.map((m) => {
            const delivery = deliveryBadge(m);
            return (
              <li key={m.id} className="rounded-lg border border-slate-200 px-4 py-2.5 text-sm">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  {m.channel === 'email' ? (
                    <Mail className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
                  ) : (
                    <MessageSquare className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
                  )}
                  <span className="font-medium text-slate-800">
                  {m.direction === 'inbound' ? `From ${m.from}` : `To ${m.to}`}
                </span>
                  <Badge tone={KINDS[m.kind]?.tone ?? 'neutral'}>{KINDS[m.kind]?.label ?? m.kind}</Badge>
                  {delivery && (
                    <Badge tone={delivery.tone} data-testid="message-delivery">
                      {delivery.label}
                    </Badge>
                  )}
                  <time className="ml-auto text-xs text-slate-500" dateTime={m.createdAt}>
                    {when.format(new Date(m.createdAt))}
                  </time>
                </div>
                <p className="mt-1 whitespace-pre-wrap break-words text-slate-700">{m.body}</p>
                {m.error && delivery?.tone === 'error' && <p className="mt-1 text-xs text-red-700">{m.error}</p>}
              </li>
            );
          })}
        </ul>
      )}
      {consents.length > 0 && (
        <ol aria-label="Consent ledger" className="space-y-1 rounded-lg bg-slate-50 px-4 py-2.5 text-sm">
          {consents.map((c) => (
            <li key={c.id} className="flex flex-wrap items-baseline gap-x-2">
              <ShieldCheck className="size-3.5 shrink-0 self-center text-slate-400" aria-hidden="true" />
              <span className={c.action === 'granted' ? 'text-emerald-800' : 'text-red-800'}>{consentLine(c)}</span>
              {c.detail && <span className="min-w-0 break-words text-slate-500">{c.detail}</span>}
              <time className="ml-auto text-xs text-slate-500" dateTime={c.createdAt}>
                {when.format(new Date(c.createdAt))}
              </time>
              {c.evidence && <ConsentEvidenceLine evidence={c.evidence} />}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
