import { LegalLayout } from './LegalLayout';
import { PrivacySections } from './PrivacySections';

/** The policy's last-updated date is today's date, as the browser sees it. */
export function PrivacyPage() {
  const today = new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
  return (
    <LegalLayout
      title="Privacy Policy"
      meta={`Last updated: ${today}`}
      intro={
        <p>
          This Privacy Policy explains how Dialer Dashboard collects, uses, shares and protects personal information
          when you register for a trial, use the dashboard, or receive SMS and email messages from us. It applies to
          the people who use the service on behalf of their company — account owners, administrators and agents.
        </p>
      }
    >
      <PrivacySections />
    </LegalLayout>
  );
}
