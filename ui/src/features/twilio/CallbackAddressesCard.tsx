import { TriangleAlert } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card';
import { CopyField } from '../../components/ui/CopyField';
import type { TelephonyAccount } from './types';

/** Where Twilio sends its requests, to paste into the Twilio Console; a warning when Twilio cannot reach them. */
export function CallbackAddressesCard({ callbacks }: { callbacks: TelephonyAccount['callbacks'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Addresses Twilio Calls Back</CardTitle>
        <CardDescription>
          Put the Voice URL in your TwiML App (Twilio Console → Voice → TwiML Apps), and the Messaging URL on each of
          your numbers ("A message comes in"), so that STOP, HELP and replies reach the dashboard. Calls placed from here
          ask Twilio to report their progress to the status address by themselves.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {callbacks.warning && (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
          >
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {callbacks.warning}
          </p>
        )}
        <CopyField id="twilio-voice-url" label="Voice URL (TwiML App, HTTP POST)" value={callbacks.voiceUrl} />
        <CopyField id="twilio-status-url" label="Call Status Callback" value={callbacks.statusCallbackUrl} />
        <CopyField
          id="twilio-messaging-url"
          label="Messaging URL (each number: A message comes in, HTTP POST)"
          value={callbacks.messagingUrl}
        />
      </CardContent>
    </Card>
  );
}
