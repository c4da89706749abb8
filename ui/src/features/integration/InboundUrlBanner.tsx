import { Copy, Info } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { inboundWebhookUrl } from './api';
import { copyWebhookUrl } from './copy-url';

/** The inbound webhook URL ({host}/api/v1/webhooks/leads) with a copy button. */
export function InboundUrlBanner() {
  const url = inboundWebhookUrl();
  return (
    <section
      aria-labelledby="inbound-url-title"
      className="flex gap-3 rounded-xl border border-sky-200 bg-sky-50 px-4 py-4 text-sm text-sky-900 sm:px-5"
    >
      <Info className="mt-0.5 size-5 shrink-0 text-sky-600" aria-hidden="true" />
      <div className="min-w-0 flex-1 space-y-2.5">
        <div className="space-y-1">
          <h2 id="inbound-url-title" className="font-semibold">
            Inbound webhook URL
          </h2>
          <p className="text-sky-800">
            Other systems send leads here with an HTTP POST and a JSON body. Each webhook below has its own copy of
            this address with a key in it: give a sender that one.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <code
            className="min-w-0 flex-1 rounded-lg border border-sky-200 bg-white px-3 py-2 font-mono text-xs break-all text-slate-800"
            data-testid="inbound-webhook-url"
          >
            {url}
          </code>
          <Button
            variant="outline"
            size="sm"
            aria-label="Copy inbound webhook URL"
            onClick={() => void copyWebhookUrl(url)}
          >
            <Copy className="size-4" aria-hidden="true" />
            Copy
          </Button>
        </div>
      </div>
    </section>
  );
}
