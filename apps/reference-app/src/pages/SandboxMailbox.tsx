import { Link, useFormatters } from '@earshot/react-components';
import { useAppMessage } from '../i18n/useAppMessage.ts';
import type { SandboxMail } from '../login/loginLinks.ts';
import * as styles from '../screens/screen.css.ts';

/** How many of the newest links are listed. */
const SHOWN_LINKS = 3;

/** Props of {@link SandboxMailbox}. */
export interface SandboxMailboxProps {
  apiUrl: string;
  /** The address a link was last sent to. */
  email: string | null;
  /** Its mailbox, read after sending; `null` when it could not be read. */
  mails: readonly SandboxMail[] | null;
}

/** The sandbox sends no e-mail: says where the login link is, and lists the links sent to `email`. */
export function SandboxMailbox({ apiUrl, email, mails }: SandboxMailboxProps) {
  const t = useAppMessage();
  const mailboxUrl = `${apiUrl.replace(/\/+$/, '')}/sandbox/mailbox?email=${encodeURIComponent(email ?? '…')}`;
  return (
    <section className={styles.section} aria-labelledby="sandbox-mailbox">
      <h2 id="sandbox-mailbox" className={styles.sectionTitle}>
        {t('login.sandboxTitle')}
      </h2>
      <p>{t('login.sandboxHint', { mailboxUrl, email: email ?? '…' })}</p>
      {email ? <MailboxLinks email={email} mails={mails} /> : null}
    </section>
  );
}

function MailboxLinks({ email, mails }: { email: string; mails: readonly SandboxMail[] | null }) {
  const t = useAppMessage();
  const format = useFormatters();
  if (mails === null) return <p role="alert">{t('login.sandboxUnavailable')}</p>;
  // The mailbox also holds scheduled reports, which carry no login link.
  const logins = mails.flatMap((mail) => (mail.token === null ? [] : [{ ...mail, token: mail.token }]));
  if (logins.length === 0) return <p>{t('login.sandboxEmpty', { email })}</p>;
  return (
    <ul className={styles.steps}>
      {logins.slice(0, SHOWN_LINKS).map((mail) => (
        <li key={mail.id}>
          {/* The app's own address: the link in the mail points at the API's configured APP_URL. */}
          <Link href={`/authenticate?token=${encodeURIComponent(mail.token)}`}>
            {t('login.openLink', { time: format.date(mail.created_at, { timeStyle: 'medium' }) })}
          </Link>
        </li>
      ))}
    </ul>
  );
}
