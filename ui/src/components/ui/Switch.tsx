import { cn } from '../../lib/class-names';

export interface SwitchProps {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  className?: string;
}

/** An on/off toggle (role="switch") with its label beside it; Space and Enter toggle it like any button. */
export function Switch({ id, label, checked, onChange, disabled = false, className }: SwitchProps) {
  return (
    <div className={cn('inline-flex items-center gap-2.5', className)}>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
          'disabled:cursor-not-allowed disabled:opacity-60',
          checked ? 'bg-primary-600' : 'bg-slate-300',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'inline-block size-5 rounded-full bg-white shadow-sm ring-1 ring-slate-900/5 transition-transform',
            checked ? 'translate-x-5.5' : 'translate-x-0.5',
          )}
        />
      </button>
      <label htmlFor={id} className="cursor-pointer text-sm font-medium text-slate-700 select-none">
        {label}
      </label>
    </div>
  );
}
