import { css } from 'styled-system/css';
import { alert, badge } from 'styled-system/recipes';
import { Section } from '../../../components/ui/section';

/** Account Security tab: MFA is mandatory and always on (docs/product-rules.md). */
export function AccountSecurity() {
  return (
    <Section title="Account Security">
      <div className={css({ display: 'grid', gap: '4', maxW: '2xl' })}>
        <div className={css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' })}>
          <h3 className={css({ fontWeight: 'semibold' })}>Multi-Factor Authentication</h3>
          <span className={badge({ tone: 'success' })}>Always on</span>
        </div>
        <p>
          Multi-factor authentication is mandatory for all administrator accounts and cannot be disabled. Each time you
          sign in, we email a 6-digit code to your address; it expires after 10 minutes.
        </p>
        <p className={alert({ tone: 'warning' })}>
          Email-based codes are not considered NIST- or HIPAA-compliant multi-factor authentication, because anyone who
          can read your email can sign in. Protect your email account with its own strong password and two-step
          verification; an authenticator app would give stronger protection.
        </p>
      </div>
    </Section>
  );
}
