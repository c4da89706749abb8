import { useEffect, useRef, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { writeToClipboard } from '../../lib/clipboard';
import { Button } from './Button';
import { Input, Label } from './Input';

export interface CopyFieldProps {
  id: string;
  label: string;
  value: string;
  hint?: string;
}

type CopyState = 'idle' | 'copied' | 'manual';

/**
 * A read-only value with a Copy button. Where the browser allows no copying (plain http, see writeToClipboard),
 * it leaves the text selected and asks for Ctrl+C.
 */
export function CopyField({ id, label, value, hint }: CopyFieldProps) {
  // Input takes no ref; the row's div is enough to find it.
  const rowRef = useRef<HTMLDivElement>(null);
  const inputOf = () => rowRef.current?.querySelector('input') ?? null;
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), 2500);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    if (await writeToClipboard(value, inputOf())) {
      setState('copied');
    } else {
      inputOf()?.select();
      setState('manual');
    }
  }

  const hintId = `${id}-hint`;
  const message =
    state === 'copied' ? 'Copied to clipboard' : state === 'manual' ? 'Press Ctrl+C (⌘C on a Mac) to copy' : hint;

  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div ref={rowRef} className="flex gap-2">
        <Input
          id={id}
          readOnly
          value={value}
          aria-describedby={message ? hintId : undefined}
          // A long link shows its beginning (the host) when focused, not its tail.
          onFocus={(event) => {
            event.currentTarget.setSelectionRange(0, 0);
            event.currentTarget.scrollLeft = 0;
          }}
          className="font-mono text-xs"
        />
        <Button variant="outline" onClick={copy} className="shrink-0">
          {state === 'copied' ? (
            <Check className="size-4 text-emerald-600" aria-hidden="true" />
          ) : (
            <Copy className="size-4" aria-hidden="true" />
          )}
          {state === 'copied' ? 'Copied' : 'Copy'}
        </Button>
      </div>
      {message && (
        <p id={hintId} role="status" className={state === 'copied' ? 'text-xs text-emerald-700' : 'text-xs text-slate-500'}>
          {message}
        </p>
      )}
    </div>
  );
}
