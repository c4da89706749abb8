import { cn } from '../../lib/class-names';

/** The key that does what the button next to it does; hidden from screen readers, which name the button itself. */
export function Kbd({ children, className }: { children: string; className?: string }) {
  return (
    <kbd
      aria-hidden="true"
      className={cn(
        'ml-0.5 inline-flex min-w-5 items-center justify-center rounded border border-current/25 px-1 font-mono',
        'text-[0.6875rem] leading-4 font-medium uppercase opacity-80',
        className,
      )}
    >
      {children}
    </kbd>
  );
}
