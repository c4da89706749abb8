import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { LogIn } from 'lucide-react';
import { Alert } from '../../components/ui/Alert';
import { BrandedCardLayout, cardLinkClass } from '../../components/ui/BrandedCardLayout';
import { Button } from '../../components/ui/Button';
import { CardContent, CardFooter } from '../../components/ui/Card';
import { Input, Label } from '../../components/ui/Input';
import { isSessionUser } from '../../entities/session/session-user';
import { useSession } from '../../entities/session/store';
import { errorMessage } from '../../lib/api-client';
import { login } from './api';
import { useRegistrationOpen } from './use-registration-open';

// The server's message, or this when there is none.
const LOGIN_FAILED = 'Login failed';

export function SignInPage() {
  const signIn = useSession((state) => state.signIn);
  const notice = useSession((state) => state.notice);
  const dismissNotice = useSession((state) => state.dismissNotice);
  const registrationOpen = useRegistrationOpen();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    dismissNotice();
    try {
      const { token, user } = await login({ email: email.trim(), password });
      if (!token || !isSessionUser(user)) throw new Error(LOGIN_FAILED);
      signIn(token, user);
    } catch (caught) {
      setError(errorMessage(caught, LOGIN_FAILED));
      setBusy(false);
    }
  }

  return (
    <BrandedCardLayout title="Dialer Dashboard" description="Sign in to your account">
      <CardContent className="space-y-5 pt-5">
        {/* role="alert" announces the message when it appears; nothing takes space until then. */}
        {error && <Alert tone="error">{error}</Alert>}
        {!error && notice && <Alert tone="warning">{notice}</Alert>}

        <form className="space-y-4" onSubmit={handleSubmit}>
          <div className="space-y-1.5">
            <Label htmlFor="signin-email">Email address</Label>
            <Input
              id="signin-email"
              name="email"
              type="email"
              autoComplete="email"
              placeholder="you@company.com"
              required
              autoFocus
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="signin-password">Password</Label>
            <Input
              id="signin-password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </div>
          <Button type="submit" size="lg" className="w-full" busy={busy}>
            {!busy && <LogIn className="size-4" aria-hidden="true" />}
            {busy ? 'Signing in...' : 'Sign In'}
          </Button>
        </form>
      </CardContent>

      {/* Hidden while the server has not said whether it takes registrations, so a closed one never flashes. */}
      <CardFooter className="min-h-[3.3rem] text-center text-sm text-slate-600">
        {registrationOpen && (
          <>
            Don&apos;t have an account?{' '}
            <Link to="/register?trial=true" className={cardLinkClass}>
              Start Free Trial
            </Link>
          </>
        )}
        {registrationOpen === false && 'Ask your administrator for an account.'}
      </CardFooter>
    </BrandedCardLayout>
  );
}
