import type { SupportedLocale } from '@earshot/react-components';
import type { SandboxMail } from '../login/loginLinks.ts';
import { PageLink } from '../login/PageLink.tsx';
import { useLoginMessage } from '../login/useLoginMessage.ts';
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
  /** The language of the login page around it. */
  locale: SupportedLocale;
  /**
   * Opens a path inside the app, for the links.
   * @default a page load
   */
  onNavigate?: (path: string) => void;
}

/** The sandbox sends no e-mail: says where the login link is, and lists the links sent to `email`. */
export function SandboxMailbox({ apiUrl, email, mails, locale, onNavigate }: SandboxMailboxProps) {
  const { t } = useLoginMessage(locale);
  return (
    <section className={styles.section} aria-labelledby="sandbox-mailbox">
      <h2 id="sandbox-mailbox" className={styles.sectionTitle}>
        {t('login.sandboxTitle')}
      </h2>
      {email ? (
        <>
          <p>
            {t('login.sandboxHint', {
              mailboxUrl: `${apiUrl.replace(/\/+$/, '')}/sandbox/mailbox?email=${encodeURIComponent(email)}`,
              email,
            })}
          </p>
          <MailboxLinks email={email} mails={mails} locale={locale} onNavigate={onNavigate} />
        </>
      ) : (
        // Before a link is asked for there is no address to name, nor a mailbox to point at.
        <p>{t('login.sandboxHintBeforeSending')}</p>
      )}
    </section>
  );
}

function MailboxLinks({
  email,
  mails,
  locale,
  onNavigate,
}: Pick<SandboxMailboxProps, 'mails' | 'locale' | 'onNavigate'> & { email: string }) {
  const { locale: shown, t } = useLoginMessage(locale);
  if (mails === null) return <p role="alert">{t('login.sandboxUnavailable')}</p>;
  // The mailbox also holds scheduled reports, which carry no login link.
  const logins = mails.flatMap((mail) => (mail.token === null ? [] : [{ ...mail, token: mail.token }]));
  if (logins.length === 0) return <p>{t('login.sandboxEmpty', { email })}</p>;
  const time = new Intl.DateTimeFormat(shown, { timeStyle: 'medium' });
  return (
    <ul className={styles.steps}>
      {logins.slice(0, SHOWN_LINKS).map((mail) => (
        <li key={mail.id}>
          {/* The app's own address: the link in the mail points at the API's configured APP_URL. */}
          <PageLink href={`/authenticate?token=${encodeURIComponent(mail.token)}`} onNavigate={onNavigate}>
            {t('login.openLink', { time: time.format(new Date(mail.created_at)) })}
          </PageLink>
        </li>
      ))}
    </ul>
  );
}
