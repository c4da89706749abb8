import { useCallback, useState } from 'react';
import { Download } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { Toast } from '../../components/ui/Toast';
import { errorMessage } from '../../lib/api-client';
import { saveBlob } from '../../lib/save-blob';
import { exportCompliance } from './compliance-api';
import type { ExportFormat } from './types';

const FORMATS: readonly { format: ExportFormat; label: string }[] = [
  { format: 'csv', label: 'Export CSV' },
  { format: 'json', label: 'Export JSON' },
];

/** Every call the campaign placed with what was checked when it was placed, as a file; a failure says so. */
export function ExportButtons({ campaignId }: { campaignId: number }) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const dismiss = useCallback(() => setFailure(null), []);

  async function download(format: ExportFormat) {
    setBusy(format);
    setFailure(null);
    try {
      const { blob, filename } = await exportCompliance(campaignId, format);
      saveBlob(blob, filename);
    } catch (caught) {
      console.warn('Exporting the compliance evidence failed', caught);
      setFailure(`Failed to export the calls. ${errorMessage(caught, 'Please try again.')}`);
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      {FORMATS.map(({ format, label }) => (
        <Button
          key={format}
          variant="outline"
          busy={busy === format}
          disabled={busy !== null}
          onClick={() => void download(format)}
        >
          {busy !== format && <Download className="size-4" aria-hidden="true" />}
          {busy === format ? 'Exporting...' : label}
        </Button>
      ))}
      <Toast message={failure} tone="error" onDismiss={dismiss} />
    </>
  );
}
