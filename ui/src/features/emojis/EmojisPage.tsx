import { useCallback, useEffect, useState } from 'react';
import { Save, Undo2 } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/Card';
import { DismissibleAlert } from '../../components/ui/DismissibleAlert';
import { LoadFailed } from '../../components/ui/LoadFailed';
import { PageHeader } from '../../components/ui/PageHeader';
import { Toast } from '../../components/ui/Toast';
import { fetchEmojis } from '../../entities/emojis/api';
import { errorMessage } from '../../lib/api-client';
import { saveEmojis } from './api';
import { EmojiPalette } from './EmojiPalette';
import { EmojiSetEditor } from './EmojiSetEditor';
import { MAX_EMOJIS } from './palette';

function same(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((emoji, index) => emoji === b[index]);
}

/**
 * Route /emojis (admins): the organization's emoji set, edited as a draft and saved whole. What the server would
 * refuse cannot be built here — an empty set does not save, an emoji in the set or a full set adds nothing — so its
 * sentence shows only if the set changed elsewhere meanwhile.
 */
export function EmojisPage() {
  const [saved, setSaved] = useState<string[] | null>(null);
  const [draft, setDraft] = useState<string[]>([]);
  const [loadFailed, setLoadFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [toast, setToast] = useState<string | null>(null);
  const dismissToast = useCallback(() => setToast(null), []);

  const load = useCallback(async () => {
    setLoadFailed(false);
    try {
      const emojis = await fetchEmojis();
      setSaved(emojis);
      setDraft(emojis);
    } catch (caught) {
      console.warn('Loading the emoji set failed', caught);
      setLoadFailed(true);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  async function save() {
    setSaving(true);
    try {
      const stored = await saveEmojis(draft);
      setSaved(stored);
      setDraft(stored);
      setError(null);
      setToast('Emoji set saved');
    } catch (caught) {
      console.warn('Saving the emoji set failed', caught);
      setError(errorMessage(caught, 'Failed to save the emoji set.'));
    } finally {
      setSaving(false);
    }
  }

  const changed = saved !== null && !same(saved, draft);
  return (
    <div className="space-y-6">
      <PageHeader title="Emojis" />
      {error && (
        <DismissibleAlert tone="error" onDismiss={() => setError(null)}>
          <span data-testid="emojis-error">{error}</span>
        </DismissibleAlert>
      )}
      {loadFailed && <LoadFailed text="Failed to load the emoji set." onRetry={() => void load()} />}
      <Card>
        <CardHeader>
          <CardTitle>Emoji Library</CardTitle>
          <CardDescription>Your emojis will be displayed here.</CardDescription>
          <p className="text-sm text-slate-600">
            In this order, they are offered for the disposition buttons agents press (Campaigns → Dispositions) and in
            the text template editor (Cadences → Message Templates). Keep 1 to{' '}
            {MAX_EMOJIS}.
          </p>
        </CardHeader>
        <CardContent className="space-y-6">
          {!saved && !loadFailed && <p className="text-sm text-slate-500">Loading emojis...</p>}
          {saved && (
            <>
              <EmojiSetEditor emojis={draft} disabled={saving} onChange={setDraft} />
              <EmojiPalette chosen={draft} disabled={saving} onAdd={(emoji) => setDraft((d) => [...d, emoji])} />
            </>
          )}
        </CardContent>
        {saved && (
          <CardFooter className="flex flex-wrap items-center justify-end gap-3">
            <p className="mr-auto text-sm text-slate-600" aria-live="polite">
              {draft.length === 0
                ? 'Choose at least one emoji'
                : `${draft.length} of ${MAX_EMOJIS} emojis${changed ? ' · Unsaved changes' : ''}`}
            </p>
            <Button variant="outline" disabled={!changed || saving} onClick={() => setDraft(saved)}>
              <Undo2 className="size-4" aria-hidden="true" />
              Undo Changes
            </Button>
            <Button busy={saving} disabled={!changed || draft.length === 0} onClick={() => void save()}>
              {!saving && <Save className="size-4" aria-hidden="true" />}
              {saving ? 'Saving...' : 'Save'}
            </Button>
          </CardFooter>
        )}
      </Card>
      <Toast message={toast} onDismiss={dismissToast} />
    </div>
  );
}
