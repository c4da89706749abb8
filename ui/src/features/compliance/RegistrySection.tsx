import { Link } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { ComplianceSection } from './ComplianceSection';
import { count, dayMonthYear } from './format';
import type { RegistryFigures } from './types';

/** The do-not-call list's last import: sellers must call with a copy of the national registry at most 31 days old. */
export function RegistrySection({ registry }: { registry: RegistryFigures }) {
  const last = registry.lastRegistryImport;
  return (
    <ComplianceSection
      title="Do-not-call registry"
      description={`The newest file imported into your organization's do-not-call list; at most ${registry.maxAgeDays} days old.`}
      state={registry.stale ? 'warning' : 'ok'}
      verdict={registry.stale ? 'Import due' : 'Up to date'}
      summary={
        last
          ? `Last import ${dayMonthYear(last.at)} · ${last.fileName || 'a file'} · ${count(last.added, 'number')} added · ${count(last.ageDays, 'day')} old`
          : 'Never imported'
      }
    >
      {registry.stale && (
        <div className="px-6">
          <Alert tone="warning">
            Import a national registry extract at least every {registry.maxAgeDays} days.{' '}
            <Link to="/do-not-call" className="font-semibold underline underline-offset-2">
              Open Do Not Call
            </Link>
          </Alert>
        </div>
      )}
    </ComplianceSection>
  );
}
