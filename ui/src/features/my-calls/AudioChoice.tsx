import { Headphones, Smartphone } from 'lucide-react';
import type { CallAudio } from '../../entities/calls/types';
import { cn } from '../../lib/class-names';

const CHOICES: ReadonlyArray<{ value: CallAudio; label: string; icon: typeof Headphones }> = [
  { value: 'browser', label: 'Browser', icon: Headphones },
  { value: 'phone', label: 'My phone', icon: Smartphone },
];

/** How the agent talks, as Place a call offers it: this browser, or Twilio rings the phone on its profile first. */
export function AudioChoice({ value, onChange, disabled }: { value: CallAudio; onChange: (audio: CallAudio) => void; disabled?: boolean }) {
  return (
    <fieldset className="flex items-center gap-1 rounded-lg bg-slate-100 p-1" disabled={disabled}>
      <legend className="sr-only">Your audio</legend>
      {CHOICES.map(({ value: choice, label, icon: Icon }) => (
        <label
          key={choice}
          className={cn(
            'flex cursor-pointer items-center gap-1.5 rounded-md px-2.5 py-1 text-sm font-medium',
            'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-600',
            value === choice ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
          )}
        >
          <input type="radio" name="workspace-audio" className="sr-only" checked={value === choice} onChange={() => onChange(choice)} />
          <Icon className="size-4" aria-hidden="true" />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
