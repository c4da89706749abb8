import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { SelectField } from '../../components/ui/SelectField';
import { fetchEnrollableCadences } from '../../entities/cadences/api';
import type { CadenceChoice } from '../../entities/cadences/types';
import type { DispositionCadence } from '../../entities/campaigns/types';
import { fetchDispositions } from '../../entities/dispositions/api';
import type { Disposition } from '../../entities/dispositions/types';

export interface DispositionCadencesEditorProps {
  rules: DispositionCadence[];
  onChange: (rules: DispositionCadence[]) => void;
  disabled: boolean;
}

/**
 * "After a call": a disposition an agent gives on this campaign's calls enrolls the lead in a cadence
 * ("Callback — enroll in Follow-up"). One cadence per disposition.
 */
export function DispositionCadencesEditor({ rules, onChange, disabled }: DispositionCadencesEditorProps) {
  const [dispositions, setDispositions] = useState<Disposition[]>([]);
  const [cadences, setCadences] = useState<CadenceChoice[] | null>(null);

  useEffect(() => {
    let current = true;
    fetchDispositions()
      .then((found) => current && setDispositions(found.filter((d) => d.active && !d.system && !d.doNotCall)))
      .catch((caught: unknown) => console.warn('Loading the dispositions failed', caught));
    fetchEnrollableCadences()
      .then((found) => current && setCadences(found))
      .catch((caught: unknown) => console.warn('Loading the cadences failed', caught));
    return () => {
      current = false;
    };
  }, []);

  const unused = dispositions.filter((d) => !rules.some((rule) => rule.dispositionId === d.id));
  const cadenceOptions = (cadences ?? []).map((c) => ({
    value: String(c.id),
    label: c.status === 'paused' ? `${c.name} (paused)` : c.name,
  }));
  const replace = (index: number, rule: DispositionCadence) => onChange(rules.map((r, i) => (i === index ? rule : r)));

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-800">After a call</legend>
      <p className="text-sm text-slate-600">
        A disposition can enroll the lead in a cadence — for example Callback → a follow-up of texts and calls.
      </p>
      {rules.map((rule, index) => {
        const disposition = dispositions.find((d) => d.id === rule.dispositionId);
        return (
          <div key={rule.dispositionId} className="flex flex-wrap items-end gap-3" data-testid="disposition-cadence">
            <SelectField
              id={`campaign-after-disposition-${index}`}
              label="When an agent gives"
              className="min-w-44 flex-1"
              value={String(rule.dispositionId)}
              disabled={disabled}
              options={[
                ...(disposition ? [disposition] : []),
                ...unused,
              ].map((d) => ({ value: String(d.id), label: `${d.emoji ? `${d.emoji} ` : ''}${d.label}` }))}
              onChange={(event) => replace(index, { ...rule, dispositionId: Number(event.target.value) })}
            />
            <SelectField
              id={`campaign-after-cadence-${index}`}
              label="Enroll the lead in"
              className="min-w-44 flex-1"
              value={String(rule.cadenceId)}
              disabled={disabled}
              options={
                cadenceOptions.some((o) => o.value === String(rule.cadenceId))
                  ? cadenceOptions
                  : [{ value: String(rule.cadenceId), label: `Cadence ${rule.cadenceId} (archived)` }, ...cadenceOptions]
              }
              onChange={(event) => replace(index, { ...rule, cadenceId: Number(event.target.value) })}
            />
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Remove the cadence after ${disposition?.label ?? 'this disposition'}`}
              disabled={disabled}
              onClick={() => onChange(rules.filter((_, i) => i !== index))}
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </Button>
          </div>
        );
      })}
      {cadences !== null && cadences.length === 0 ? (
        <p className="text-sm text-slate-500">Make a cadence on the Cadences screen to enroll leads after a call.</p>
      ) : (
        unused.length > 0 &&
        cadences !== null && (
          <Button
            variant="outline"
            size="sm"
            disabled={disabled}
            onClick={() => onChange([...rules, { dispositionId: unused[0]!.id, cadenceId: cadences[0]!.id }])}
          >
            <Plus className="size-4" aria-hidden="true" />
            Enroll in a cadence after a disposition
          </Button>
        )
      )}
    </fieldset>
  );
}
