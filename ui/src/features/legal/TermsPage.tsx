import { Link } from 'react-router';
import { LegalLayout, LegalList, LegalSection } from './LegalLayout';

/** Six sections; the consent facts match the register form and the Privacy Policy. */
export function TermsPage() {
  return (
    <LegalLayout
      title="Terms of Service"
      intro={
        <p>
          These Terms of Service govern your company&apos;s use of Dialer Dashboard, an outbound dialer platform for
          call-centre teams, including the free trial. By creating an account or using the service you accept these
          terms on behalf of yourself and the company you register.
        </p>
      }
    >
      <LegalSection id="terms-communications" title="1. SMS and Email Communications">
        <p>
          When you register you may choose to receive text messages (SMS) and emails from Dialer Dashboard about
          your account: trial reminders, security alerts, service notices and product updates. Both
          are optional and off unless you tick the matching box.
        </p>
        <LegalList>
          <li>We send at most 3 SMS messages and at most 5 emails per week.</li>
          <li>Reply STOP to any message to stop receiving it; reply HELP for help.</li>
          <li>Message and data rates from your mobile carrier may apply to SMS.</li>
          <li>Consent to SMS or email is not a condition of purchasing or using the service.</li>
          <li>
            Messages about the security of your account (such as a password change) may be sent by email even if
            you have not opted in to marketing messages.
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection id="terms-usage" title="2. Service Usage">
        <p>
          Dialer Dashboard lets your team manage agents, leads, campaigns, cadences and phone numbers and place
          outbound calls. You agree to use it lawfully, and in particular:
        </p>
        <LegalList>
          <li>
            to call and message only people who have given any consent the law requires, and to honour every
            do-not-call request and opt-out you receive;
          </li>
          <li>to respect calling-hour limits, caller-ID rules and call-recording notices where you operate;</li>
          <li>
            not to upload data you have no right to use, or use the service for harassment, fraud or unsolicited
            bulk messaging;
          </li>
          <li>not to probe, overload or attempt to bypass the security of the service.</li>
        </LegalList>
        <p>
          The free trial is for evaluating the service. We may suspend an account that breaks these terms or
          puts other customers or the service at risk.
        </p>
      </LegalSection>

      <LegalSection id="terms-account" title="3. Account Responsibility">
        <p>
          The person who registers the company becomes its account owner. The owner and the administrators they
          appoint decide who gets access and with which role (agent, admin or superadmin).
        </p>
        <LegalList>
          <li>Keep passwords confidential; each person must use their own account.</li>
          <li>Remove or deactivate accounts of people who leave your team.</li>
          <li>You are responsible for what happens under your company&apos;s accounts.</li>
          <li>Tell us promptly if you believe an account has been used without permission.</li>
        </LegalList>
      </LegalSection>

      <LegalSection id="terms-privacy" title="4. Privacy and Data Protection">
        <p>
          Our{' '}
          <Link to="/privacy" className="font-medium text-primary-700 underline underline-offset-2">
            Privacy Policy
          </Link>{' '}
          explains what personal data we collect about you and how we use it. For the lead and contact data your
          team uploads, your company decides why and how it is processed; we process it only to provide the
          service to you.
        </p>
        <p>
          We keep a record of each consent you give or withdraw — what you agreed to, when, and from which device
          — for as long as you have a relationship with us and for six months after you opt out, so that we can
          show that every message we sent was wanted.
        </p>
      </LegalSection>

      <LegalSection id="terms-withdrawal" title="5. Consent Withdrawal">
        <p>You can withdraw your consent to SMS or email at any time, free of charge:</p>
        <LegalList>
          <li>reply STOP to any SMS, or STOP to any email, or use the unsubscribe link in an email;</li>
          <li>reply HELP to any message if you need help or want to know what you are subscribed to.</li>
        </LegalList>
        <p>
          We confirm an SMS opt-out with one final message and send nothing further on that channel unless you
          opt in again. Withdrawing consent does not affect the lawfulness of messages sent before, and does not
          change your access to the service.
        </p>
      </LegalSection>

      <LegalSection id="terms-contact" title="6. Contact Information">
        <p>
          For questions about these terms, your account or the messages you receive, reply HELP to any of our
          messages or reply to any email we send you; a member of our support team will answer. Questions about
          access to your company&apos;s workspace are best put to its account owner or administrator first.
        </p>
      </LegalSection>
    </LegalLayout>
  );
}
