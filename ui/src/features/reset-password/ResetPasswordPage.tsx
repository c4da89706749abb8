import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CircleCheck, KeyRound } from 'lucide-react';
import { Alert } from '../../components/ui/Alert';
import { BrandedCardLayout, cardLinkClass } from '../../components/ui/BrandedCardLayout';
import { Button } from '../../components/ui/Button';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { CardContent, CardFooter } from '../../components/ui/Card';
import { TextField } from '../../components/ui/TextField';
import { errorMessage } from '../../lib/api-client';
import { resetPassword } from './api';

// The server's sentences, so a link without a token reads the same as an expired one; the others match the
// registration form's.
export const INVALID_LINK = 'This password reset link is invalid or has expired';
const REQUIRED = 'Please fill in all required fields';
const MISMATCH = 'Passwords do not match';
const TOO_SHORT = 'Password must be at least 6 characters long';
const FAILED = 'An error occurred';
const MIN_LENGTH = 6;

/** Public route /reset-password?token=…: the page a password reset link opens. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(token ? null : INVALID_LINK);
  const [done, setDone] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = !password || !confirmPassword
      ? REQUIRED
      : password !== confirmPassword
        ? MISMATCH
        : password.length < MIN_LENGTH
          ? TOO_SHORT
          : null;
    setError(invalid);
    if (invalid) return;

    setBusy(true);
    try {
      await resetPassword(token, password);
      setDone(true);
    } catch (caught) {
      setError(errorMessage(caught, FAILED));
    } finally {
      setBusy(false);
    }
  }

  return (
    <BrandedCardLayout
      title="Reset your password"
      description={done ? 'All set.' : 'Choose a new password for your Dialer Dashboard account.'}
    >
      <CardContent className="space-y-5 pt-5">
        {done ? (
          <div className="flex flex-col items-center gap-4 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
              <CircleCheck className="size-6" aria-hidden="true" />
            </span>
            <p role="status" className="text-sm text-slate-700">
              Your password has been reset. You can now sign in with your new password.
            </p>
            <ButtonLink to="/login" size="lg" className="w-full">
              Sign in
            </ButtonLink>
          </div>
        ) : (
          <>
            {error && <Alert tone="error">{error}</Alert>}
            {token && (
              <form className="space-y-4" onSubmit={handleSubmit} noValidate aria-label="Reset your password">
                <TextField
                  id="reset-password"
                  label="New Password"
                  type="password"
                  requiredMark
                  autoComplete="new-password"
                  autoFocus
                  hint={`At least ${MIN_LENGTH} characters`}
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
                <TextField
                  id="reset-confirm-password"
                  label="Confirm New Password"
                  type="password"
                  requiredMark
                  autoComplete="new-password"
                  value={confirmPassword}
                  onChange={(event) => setConfirmPassword(event.target.value)}
                />
                <Button type="submit" size="lg" className="w-full" busy={busy}>
                  {!busy && <KeyRound className="size-4" aria-hidden="true" />}
                  {busy ? 'Saving...' : 'Set New Password'}
                </Button>
              </form>
            )}
          </>
        )}
      </CardContent>

      {!done && (
        <CardFooter className="text-center text-sm text-slate-600">
          {token ? 'Remembered it after all?' : 'Ask your administrator for a new link, or'}{' '}
          <Link to="/login" className={cardLinkClass}>
            {token ? 'Sign in' : 'sign in'}
          </Link>
        </CardFooter>
      )}
    </BrandedCardLayout>
  );
}
