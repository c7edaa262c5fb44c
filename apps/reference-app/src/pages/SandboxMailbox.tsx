import { Link, useFormatters, useSandboxMailbox } from '@earshot/react-components';
import { useAppMessage } from '../i18n/useAppMessage.ts';
import * as styles from '../screens/screen.css.ts';

/** How many of the newest links are listed. */
const SHOWN_LINKS = 3;

/** The sandbox sends no e-mail: says where the login link is, and lists the links sent to `email`. */
export function SandboxMailbox({ apiUrl, email }: { apiUrl: string; email: string | null }) {
  const t = useAppMessage();
  const mailboxUrl = `${apiUrl.replace(/\/+$/, '')}/sandbox/mailbox?email=${encodeURIComponent(email ?? '…')}`;
  return (
    <section className={styles.section} aria-labelledby="sandbox-mailbox">
      <h2 id="sandbox-mailbox" className={styles.sectionTitle}>
        {t('login.sandboxTitle')}
      </h2>
      <p>{t('login.sandboxHint', { mailboxUrl, email: email ?? '…' })}</p>
      {email ? <MailboxLinks email={email} /> : null}
    </section>
  );
}

function MailboxLinks({ email }: { email: string }) {
  const t = useAppMessage();
  const format = useFormatters();
  const mailbox = useSandboxMailbox({ email }, { refetchInterval: 3000 });
  const messages = mailbox.data?.messages.slice(0, SHOWN_LINKS) ?? [];
  if (mailbox.isSuccess && messages.length === 0) return <p>{t('login.sandboxEmpty', { email })}</p>;
  return (
    <ul className={styles.steps}>
      {messages.map((message) => (
        <li key={message.id}>
          {/* The app's own address: the link in the mail points at the API's configured APP_URL. */}
          <Link href={`/authenticate?token=${encodeURIComponent(message.token)}`}>
            {t('login.openLink', { time: format.date(message.created_at, { timeStyle: 'medium' }) })}
          </Link>
        </li>
      ))}
    </ul>
  );
}
