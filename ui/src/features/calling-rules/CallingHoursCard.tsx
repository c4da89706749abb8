import { useEffect, useState } from 'react';
import { Pencil, Plus, Save, Trash2 } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card';
import { IconButton } from '../../components/ui/IconButton';
import { Input } from '../../components/ui/Input';
import { TABLE_HEAD as HEAD } from '../../components/ui/table-classes';
import { WeekHoursEditor } from '../../components/week-hours/WeekHoursEditor';
import { ApiError } from '../../lib/api-client';
import { saveCallingRules } from './api';
import { weekText } from './hours-text';
import { StateRuleDialog } from './StateRuleDialog';
import type { CallingRules, StateRule } from './types';

export interface CallingHoursCardProps {
  rules: CallingRules;
  onSaved: (rules: CallingRules, message: string) => void;
  onError: (message: string) => void;
}

/** Calling hours per weekday, holidays and the state rules, saved together. */
export function CallingHoursCard({ rules, onSaved, onError }: CallingHoursCardProps) {
  const [draft, setDraft] = useState(rules);
  const [newHoliday, setNewHoliday] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => setDraft(rules), [rules]);

  // null: closed; 'new': adding; a code: editing that state's rule.
  const [editing, setEditing] = useState<string | null>(null);
  const unsaved =
    JSON.stringify([draft.days, draft.holidays, draft.states]) !== JSON.stringify([rules.days, rules.holidays, rules.states]);
  const available = rules.knownStates.filter((known) => !draft.states.some((rule) => rule.state === known.state));

  function applyRule(rule: StateRule) {
    setDraft((previous) => {
      const others = previous.states.filter((r) => r.state !== rule.state);
      return { ...previous, states: [...others, rule].sort((a, b) => a.name.localeCompare(b.name)) };
    });
    setEditing(null);
  }

  async function save() {
    setBusy(true);
    try {
      const saved = await saveCallingRules({
        days: draft.days,
        holidays: draft.holidays,
        states: draft.states,
        optOutAllChannels: rules.optOutAllChannels,
      });
      onSaved(saved, 'Calling rules saved');
    } catch (caught) {
      console.warn('Saving the calling rules failed', caught);
      onError(caught instanceof ApiError && caught.serverMessage ? caught.serverMessage : 'Failed to save the calling rules.');
    } finally {
      setBusy(false);
    }
  }

  function addHoliday() {
    if (!newHoliday || draft.holidays.includes(newHoliday)) return;
    setDraft((previous) => ({ ...previous, holidays: [...previous.holidays, newHoliday].sort() }));
    setNewHoliday('');
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Calling Hours</CardTitle>
        <CardDescription>
          When leads may be called, in each lead&apos;s own time. A lead whose number spans two time zones is called
          only while both are inside these hours.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <WeekHoursEditor
          idPrefix="day"
          days={draft.days}
          onChange={(days) => setDraft((previous) => ({ ...previous, days }))}
          defaultHours={{ opens: '08:00', closes: '21:00' }}
        />

        <div className="space-y-2">
          <h3 className="text-sm font-semibold text-slate-900">Holidays</h3>
          <p className="text-sm text-slate-600">Nobody is called on these dates, in the lead&apos;s own time.</p>
          <div className="flex flex-wrap items-center gap-2">
            <div className="w-44">
              <Input
                type="date"
                aria-label="Holiday date"
                value={newHoliday}
                onChange={(event) => setNewHoliday(event.target.value)}
              />
            </div>
            <Button variant="outline" onClick={addHoliday} disabled={!newHoliday}>
              <Plus className="size-4" aria-hidden="true" />
              Add Holiday
            </Button>
          </div>
          {draft.holidays.length > 0 && (
            <ul className="flex flex-wrap gap-2" aria-label="Holidays">
              {draft.holidays.map((date) => (
                <li key={date} className="flex items-center gap-1 rounded-full bg-slate-100 py-0.5 pr-1 pl-3 text-sm text-slate-700">
                  {date}
                  <IconButton
                    label={`Remove holiday ${date}`}
                    icon={Trash2}
                    tone="danger"
                    onClick={() => setDraft((previous) => ({ ...previous, holidays: previous.holidays.filter((d) => d !== date) }))}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>

        <div className="space-y-2">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="space-y-1">
              <h3 className="text-sm font-semibold text-slate-900">State Rules</h3>
              <p className="text-sm text-slate-600">
                States whose own law asks for less. A lead in one of them (by its state or ZIP code) is called only
                inside both the hours above and the state&apos;s. Check them with your counsel.
              </p>
            </div>
            <Button variant="outline" onClick={() => setEditing('new')} disabled={available.length === 0}>
              <Plus className="size-4" aria-hidden="true" />
              Add State Rule
            </Button>
          </div>
          <div className="overflow-x-auto rounded-lg border border-slate-200">
            <table className="w-full text-left text-sm">
              <thead className={HEAD}>
                <tr>
                  <th scope="col" className="px-3 py-2">State</th>
                  <th scope="col" className="px-3 py-2">Hours</th>
                  <th scope="col" className="px-3 py-2">Calls per 24 h</th>
                  <th scope="col" className="px-3 py-2"><span className="sr-only">Actions</span></th>
                </tr>
              </thead>
              <tbody>
                {draft.states.map((rule) => (
                  <tr key={rule.state} className="border-t border-slate-100" data-testid={`state-${rule.state}`}>
                    <td className="px-3 py-2 text-slate-900">{rule.name}</td>
                    <td className="px-3 py-2 text-slate-700">{weekText(rule.days)}</td>
                    <td className="px-3 py-2 text-slate-700">{rule.maxCallsPer24h ?? '—'}</td>
                    <td className="px-3 py-2 text-right whitespace-nowrap">
                      <IconButton label={`Edit the ${rule.name} rule`} icon={Pencil} onClick={() => setEditing(rule.state)} />
                      <IconButton
                        label={`Remove the ${rule.name} rule`}
                        icon={Trash2}
                        tone="danger"
                        onClick={() => setDraft((previous) => ({ ...previous, states: previous.states.filter((r) => r.state !== rule.state) }))}
                      />
                    </td>
                  </tr>
                ))}
                {draft.states.length === 0 && (
                  <tr>
                    <td colSpan={4} className="px-3 py-3 text-slate-500">No state rules: the hours above apply everywhere.</td>
                  </tr>
                )}
              </tbody>
            </table>
          </div>
        </div>

        <div className="flex items-center justify-between gap-3">
          <p className="text-xs text-slate-500">
            {unsaved
              ? 'Unsaved changes: Save Calling Rules to keep them.'
              : rules.updatedAt
                ? `Last saved ${new Date(rules.updatedAt).toLocaleString()}`
                : 'The product’s defaults: not saved yet.'}
          </p>
          <Button onClick={() => void save()} busy={busy}>
            <Save className="size-4" aria-hidden="true" />
            Save Calling Rules
          </Button>
        </div>
      </CardContent>
      {editing !== null && (
        <StateRuleDialog
          rule={editing === 'new' ? null : (draft.states.find((r) => r.state === editing) ?? null)}
          available={available}
          organizationDays={draft.days}
          onApply={applyRule}
          onClose={() => setEditing(null)}
        />
      )}
    </Card>
  );
}
