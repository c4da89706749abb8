import { Button } from './Button';

export interface FormDialogButtonsProps {
  /** The id of the form to submit: the buttons sit in the dialog's footer, outside the form. */
  form: string;
  /** "Create" or "Update". */
  submitLabel: string;
  busy: boolean;
  onCancel: () => void;
}

/** A form dialog's footer: Cancel, and the submit button, which reads "Saving..." while the save runs. */
export function FormDialogButtons({ form, submitLabel, busy, onCancel }: FormDialogButtonsProps) {
  return (
    <>
      <Button variant="outline" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" form={form} busy={busy}>
        {busy ? 'Saving...' : submitLabel}
      </Button>
    </>
  );
}
