import { Info } from 'lucide-react';
import { inboundWebhookUrl } from './api';

/**
 * How other systems send leads: to a webhook's own address, which carries its key. The bare address without a
 * key is refused (401), so it is shown as a pattern, never offered to copy.
 */
export function InboundUrlBanner() {
  const pattern = `${inboundWebhookUrl()}?key=<the webhook's key>`;
  return (
    <section
      aria-labelledby="inbound-url-title"
      className="flex gap-3 rounded-xl border border-sky-200 bg-sky-50 px-4 py-4 text-sm text-sky-900 sm:px-5"
    >
      <Info className="mt-0.5 size-5 shrink-0 text-sky-600" aria-hidden="true" />
      <div className="min-w-0 flex-1 space-y-2.5">
        <div className="space-y-1">
          <h2 id="inbound-url-title" className="font-semibold">
            How other systems send you leads
          </h2>
          <p className="text-sky-800">
            Add a webhook for each sender and give it that webhook's own URL (the copy button in its row). The sender
            POSTs one lead, a GoHighLevel contact or a list of them as JSON. The key in the URL identifies the
            webhook; an address without it is refused. With a secret, each request must also be signed: headers
            X-Webhook-Timestamp and X-Webhook-Signature.
          </p>
        </div>
        <code
          className="block rounded-lg border border-sky-200 bg-white px-3 py-2 font-mono text-xs break-all text-slate-800"
          data-testid="inbound-webhook-url"
        >
          {pattern}
        </code>
      </div>
    </section>
  );
}
