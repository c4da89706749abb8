import { cardLinkClass } from '../../components/ui/BrandedCardLayout';
import { Checkbox } from '../../components/ui/Checkbox';
import { hasPhone, type RegistrationForm } from './registration';

type ConsentKey = 'smsConsent' | 'emailConsent' | 'termsAccepted';

export interface ConsentFieldsProps {
  form: RegistrationForm;
  onChange: (key: ConsentKey, checked: boolean) => void;
}

/**
 * The consent boxes of the trial form. The wording states the frequencies and opt-out words the Terms and
 * Privacy pages promise: up to 3 SMS and 5 e-mails a week, STOP and HELP, not a purchase condition.
 */
export function ConsentFields({ form, onChange }: ConsentFieldsProps) {
  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-200 bg-slate-50/60 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">Communication preferences</legend>

      {hasPhone(form) && (
        <Checkbox
          id="register-sms-consent"
          name="smsConsent"
          checked={form.smsConsent}
          onChange={(event) => onChange('smsConsent', event.target.checked)}
        >
          I agree to receive SMS notifications about my account from Dialer Dashboard at the phone number above,
          up to 3 messages per week. Message and data rates may apply. Reply STOP to opt out at any time, or HELP
          for help. Consent is not a condition of purchase.
        </Checkbox>
      )}

      <Checkbox
        id="register-email-consent"
        name="emailConsent"
        checked={form.emailConsent}
        onChange={(event) => onChange('emailConsent', event.target.checked)}
      >
        I agree to receive emails about my account and product updates from Dialer Dashboard, up to 5 emails per
        week. Reply STOP or use the unsubscribe link in any email to opt out, or reply HELP for help. Consent is
        not a condition of purchase.
      </Checkbox>

      <Checkbox
        id="register-terms"
        name="termsAccepted"
        checked={form.termsAccepted}
        onChange={(event) => onChange('termsAccepted', event.target.checked)}
      >
        I have read and accept the{' '}
        <a href="/terms" target="_blank" rel="noopener" className={cardLinkClass}>
          Terms of Service
        </a>{' '}
        and the{' '}
        <a href="/privacy" target="_blank" rel="noopener" className={cardLinkClass}>
          Privacy Policy
        </a>
        .
      </Checkbox>
    </fieldset>
  );
}
