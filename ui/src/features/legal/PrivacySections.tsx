import { Link } from 'react-router';
import { LegalList, LegalSection } from './LegalLayout';

/** The thirteen sections of the Privacy Policy, with the same consent facts as the register form. */
export function PrivacySections() {
  return (
    <>
      <LegalSection id="privacy-collect" title="1. Information We Collect">
        <LegalList>
          <li>
            <strong>Account details</strong> you give us when you register or are invited: your company name, your
            name, email address, optional phone number and password (stored only as a one-way hash).
          </li>
          <li>
            <strong>Consent choices</strong>: whether you agreed to SMS and email messages, when, and the device
            and network address the choice came from.
          </li>
          <li>
            <strong>Usage information</strong>: sign-ins, the pages and features you use, and technical logs
            (time, address, browser) that keep the service secure and working.
          </li>
          <li>
            <strong>Customer content</strong>: leads, call outcomes, campaigns and notes your team enters or
            imports. Section 9 explains how we treat it.
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection id="privacy-use" title="2. How We Use Your Information">
        <LegalList>
          <li>to create and run your account and provide the dialer, lead and campaign features;</li>
          <li>to authenticate you, keep sessions secure and detect misuse;</li>
          <li>to send the service, security and, if you opted in, product messages you asked for;</li>
          <li>to answer support requests and improve the service;</li>
          <li>to meet legal obligations, including proving consent for the messages we send.</li>
        </LegalList>
        <p>We do not sell your personal information.</p>
      </LegalSection>

      <LegalSection id="privacy-messages" title="3. SMS and Email Communications">
        <p>
          If you opt in, we send at most 3 SMS messages and at most 5 emails per week about your account and our
          product. Opting in is not a condition of purchase. Reply STOP to any message to opt out, or HELP for
          help; emails also carry an unsubscribe link. Message and data rates may apply to SMS. Mobile numbers and
          opt-in data are never shared with third parties for their own marketing.
        </p>
      </LegalSection>

      <LegalSection id="privacy-consent" title="4. Consent Records">
        <p>
          For every consent we record the channel, your choice, the time your browser reported, the time our
          server received it, your network address, your browser and the version of these policies you saw. We
          keep these records for the whole of our relationship with you and for six months after you opt out,
          then delete them.
        </p>
      </LegalSection>

      <LegalSection id="privacy-sharing" title="5. How We Share Information">
        <p>We share personal information only:</p>
        <LegalList>
          <li>
            with service providers who deliver SMS and email or host the service, under contracts that limit them to
            acting on our instructions;
          </li>
          <li>with integrations your company turns on, such as a CRM, limited to the data that integration needs;</li>
          <li>when the law requires it, or to protect the rights and safety of our users and the public;</li>
          <li>with a successor in a merger or acquisition, who must honour this policy.</li>
        </LegalList>
      </LegalSection>

      <LegalSection id="privacy-security" title="6. Data Storage and Security">
        <p>
          Passwords are stored as salted one-way hashes, sign-in sessions expire and can be revoked, access is
          limited by role and by organization, and each company&apos;s data is kept separate from every other
          company&apos;s. No system is perfectly secure; if a breach affects your information we will tell you
          without undue delay.
        </p>
      </LegalSection>

      <LegalSection id="privacy-retention" title="7. Data Retention">
        <p>
          Account information is kept while your account is active. When a company closes its account we delete
          its data, except consent records (kept for six months after opt-out, see section 4) and anything the law
          requires us to keep longer.
        </p>
      </LegalSection>

      <LegalSection id="privacy-rights" title="8. Your Rights and Choices">
        <p>
          Depending on where you live, you may have the right to access, correct, export or delete your personal
          information, to object to or restrict its use, and to withdraw consent at any time. Your administrator
          can correct most account details directly; for anything else contact us (section 13). We will not treat
          you differently for exercising these rights.
        </p>
      </LegalSection>

      <LegalSection id="privacy-customer-data" title="9. Lead and Call Data You Upload">
        <p>
          Leads, contacts and call data belong to the company that uploads them. For that data your company is
          the controller and we act as its processor: we use it only to provide the service, and requests from
          the people in it are passed on to your company.
        </p>
      </LegalSection>

      <LegalSection id="privacy-storage" title="10. Cookies and Local Storage">
        <p>
          The dashboard does not use advertising or tracking cookies. It keeps your sign-in token and basic
          profile in your browser&apos;s local storage so you stay signed in; signing out removes them.
        </p>
      </LegalSection>

      <LegalSection id="privacy-children" title="11. Children's Privacy">
        <p>
          Dialer Dashboard is a business service and is not intended for children under 13. We do not knowingly
          collect information from children under 13; if we learn that we have, we delete it.
        </p>
      </LegalSection>

      <LegalSection id="privacy-changes" title="12. Changes to This Policy">
        <p>
          We may update this policy as the service changes. The date at the top shows the current version; for
          significant changes we will notify account owners by email or in the dashboard before they take effect.
          See also our{' '}
          <Link to="/terms" className="font-medium text-primary-700 underline underline-offset-2">
            Terms of Service
          </Link>
          .
        </p>
      </LegalSection>

      <LegalSection id="privacy-contact" title="13. Contact Us">
        <p>
          For privacy questions or to exercise your rights, reply HELP to any of our messages or reply to any
          email we send you, and our support team will answer. Agents and administrators may also ask their
          company&apos;s account owner, who can reach us on their behalf.
        </p>
      </LegalSection>
    </>
  );
}
