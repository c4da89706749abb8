import { useEffect, useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card';
import { ApiError } from '../../lib/api-client';
import { saveCallingRules } from './api';
import type { CallingRules } from './types';

export interface OptOutReachCardProps {
  rules: CallingRules;
  onSaved: (rules: CallingRules, message: string) => void;
  onError: (message: string) => void;
}

/** Whether an opt-out on one channel stops every channel for the lead; saved with the calling rules at once. */
export function OptOutReachCard({ rules, onSaved, onError }: OptOutReachCardProps) {
  const [busy, setBusy] = useState(false);
  // Shown as chosen at once; put back if the server refuses it.
  const [checked, setChecked] = useState(rules.optOutAllChannels);
  useEffect(() => setChecked(rules.optOutAllChannels), [rules.optOutAllChannels]);

  async function change(everyChannel: boolean) {
    setChecked(everyChannel);
    setBusy(true);
    try {
      const saved = await saveCallingRules({
        days: rules.days,
        holidays: rules.holidays,
        states: rules.states,
        optOutAllChannels: everyChannel,
      });
      onSaved(saved, everyChannel ? 'An opt-out now stops every channel' : 'An opt-out now stops only its own channel');
    } catch (caught) {
      console.warn('Saving the opt-out setting failed', caught);
      setChecked(rules.optOutAllChannels);
      onError(caught instanceof ApiError && caught.serverMessage ? caught.serverMessage : 'Failed to save the opt-out setting.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Opt-outs</CardTitle>
        <CardDescription>
          A lead may say stop by text, by pressing 9 on a call, with an e-mail&apos;s unsubscribe link, or to an agent
          (the Do Not Call disposition).
        </CardDescription>
      </CardHeader>
      <CardContent>
        <label className="flex items-start gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-primary-600"
            checked={checked}
            disabled={busy}
            onChange={(event) => void change(event.target.checked)}
          />
          <span>
            <span className="font-medium">An opt-out on one channel stops them all</span>
            <span className="block text-slate-600">
              The lead&apos;s number goes on your do-not-call list and off texts, and its e-mail address off e-mails,
              whichever way it said stop. When this is off, each opt-out stops only its own channel.
            </span>
          </span>
        </label>
      </CardContent>
    </Card>
  );
}
