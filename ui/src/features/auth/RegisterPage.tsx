import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Rocket } from 'lucide-react';
import { Alert } from '../../components/ui/Alert';
import { BrandedCardLayout, cardLinkClass } from '../../components/ui/BrandedCardLayout';
import { Button } from '../../components/ui/Button';
import { CardContent, CardFooter } from '../../components/ui/Card';
import { TextField } from '../../components/ui/TextField';
import { isSessionUser } from '../../entities/session/session-user';
import { useSession } from '../../entities/session/store';
import { ApiError, NetworkError } from '../../lib/api-client';
import { registerTrial } from './api';
import { ConsentFields } from './ConsentFields';
import { EMPTY_REGISTRATION, toRegisterRequest, validateRegistration, type RegistrationForm } from './registration';

// A new trial lands on the agents screen.
const LANDING_ROUTE = '/agents';

type TextKey = Exclude<keyof RegistrationForm, 'smsConsent' | 'emailConsent' | 'termsAccepted'>;

export function RegisterPage() {
  const signIn = useSession((state) => state.signIn);
  const navigate = useNavigate();
  const [form, setForm] = useState<RegistrationForm>(EMPTY_REGISTRATION);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorRef = useRef<HTMLDivElement>(null);

  // The alert sits above a long form; bring it into view when the button that caused it is far below.
  useEffect(() => {
    if (error) errorRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [error]);

  const update = <K extends keyof RegistrationForm>(key: K, value: RegistrationForm[K]) =>
    setForm((previous) => ({ ...previous, [key]: value }));

  const textProps = (key: TextKey) => ({
    id: `register-${key}`,
    name: key,
    value: form[key],
    onChange: (event: { target: { value: string } }) => update(key, event.target.value),
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = validateRegistration(form);
    setError(invalid);
    if (invalid) return;

    setBusy(true);
    try {
      const { token, user } = await registerTrial(toRegisterRequest(form, new Date()));
      if (!token || !isSessionUser(user)) throw new Error('no session in the answer');
      signIn(token, user);
      navigate(LANDING_ROUTE, { replace: true });
    } catch (caught) {
      setError(registrationError(caught));
      setBusy(false);
    }
  }

  return (
    <BrandedCardLayout
      wide
      title="Start Your Free Trial"
      description="Create your company's Dialer Dashboard account in a minute."
    >
      <CardContent className="space-y-5 pt-5">
        {error && (
          <div ref={errorRef}>
            <Alert tone="error">{error}</Alert>
          </div>
        )}

        <form className="space-y-5" onSubmit={handleSubmit} noValidate aria-label="Start Your Free Trial">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Company Name" requiredMark autoComplete="organization" {...textProps('companyName')} />
            <TextField label="Your Name" requiredMark autoComplete="name" {...textProps('name')} />
            <TextField label="Email Address" type="email" requiredMark autoComplete="email" {...textProps('email')} />
            <TextField
              label="Phone Number (optional)"
              type="tel"
              autoComplete="tel"
              hint="For SMS notifications"
              {...textProps('phone')}
            />
            <TextField
              label="Password"
              type="password"
              requiredMark
              autoComplete="new-password"
              hint="At least 6 characters"
              {...textProps('password')}
            />
            <TextField
              label="Confirm Password"
              type="password"
              requiredMark
              autoComplete="new-password"
              {...textProps('confirmPassword')}
            />
          </div>

          <ConsentFields form={form} onChange={update} />

          <Button type="submit" size="lg" className="w-full" busy={busy}>
            {!busy && <Rocket className="size-4" aria-hidden="true" />}
            {busy ? 'Creating Account...' : 'Create Account'}
          </Button>
        </form>
      </CardContent>

      <CardFooter className="text-center text-sm text-slate-600">
        Already have an account?{' '}
        <Link to="/login" className={cardLinkClass}>
          Sign in
        </Link>
      </CardFooter>
    </BrandedCardLayout>
  );
}

// The server's sentence, else 'Registration failed'; no answer at all is a network error.
function registrationError(error: unknown): string {
  if (error instanceof NetworkError) return 'Network error. Please try again.';
  if (error instanceof ApiError) return error.serverMessage || 'Registration failed';
  return 'Registration failed';
}
