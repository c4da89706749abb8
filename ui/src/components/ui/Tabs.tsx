import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/class-names';

export interface TabItem<Id extends string> {
  id: Id;
  label: string;
  icon?: LucideIcon;
  /** The panel. Every panel stays mounted (hidden when not selected), so half-typed forms survive a tab switch. */
  content: ReactNode;
}

export interface TabsProps<Id extends string> {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly TabItem<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  className?: string;
}

/**
 * WAI-ARIA tabs with automatic activation: the arrow keys, Home and End move between tabs and select them; only
 * the selected tab is in the Tab order, and Tab goes on into its panel. Icons show once the nearest @container
 * is wide enough for them (36rem), so four tabs still fit a narrow content column.
 */
export function Tabs<Id extends string>({ label, tabs, selected, onSelect, className }: TabsProps<Id>) {
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const tabId = (id: Id) => `${baseId}-tab-${id}`;
  const panelId = (id: Id) => `${baseId}-panel-${id}`;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = tabs.findIndex((tab) => tab.id === selected);
    const last = tabs.length - 1;
    const targets: Record<string, number> = {
      ArrowRight: current >= last ? 0 : current + 1,
      ArrowLeft: current <= 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabs[target];
    if (!tab) return;
    onSelect(tab.id);
    tabRefs.current[target]?.focus();
  }

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex gap-1 overflow-x-auto border-b border-slate-200"
      >
        {tabs.map(({ id, label: tabLabel, icon: Icon }, index) => {
          const active = id === selected;
          return (
            <button
              key={id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              id={tabId(id)}
              type="button"
              role="tab"
              aria-selected={active}
              aria-controls={panelId(id)}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(id)}
              className={cn(
                '-mb-px inline-flex shrink-0 cursor-pointer items-center gap-2 border-b-2 px-3 py-2.5 text-sm font-semibold',
                'whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2',
                'focus-visible:outline-primary-600 @xl:px-4',
                active
                  ? 'border-primary-600 text-primary-700'
                  : 'border-transparent text-slate-500 hover:border-slate-300 hover:text-slate-800',
              )}
            >
              {Icon && <Icon className="hidden size-4 @xl:block" aria-hidden="true" />}
              {tabLabel}
            </button>
          );
        })}
      </div>
      {tabs.map(({ id, content }) => (
        <div
          key={id}
          id={panelId(id)}
          role="tabpanel"
          aria-labelledby={tabId(id)}
          hidden={id !== selected}
          tabIndex={0}
          className="mt-6 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary-600/60"
        >
          {content}
        </div>
      ))}
    </div>
  );
}
