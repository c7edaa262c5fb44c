import { Button, Link, PageHeader, type SupportedLocale, TextField } from '@earshot/react-components';
import { isEmail } from '@earshot/validators';
import { type FormEvent, useState, useTransition } from 'react';
import type { AppConfig } from '../config/appConfig.ts';
import { useAppMessage } from '../i18n/useAppMessage.ts';
import * as styles from '../layout/layout.css.ts';
import { LanguageLinks } from '../login/LanguageLinks.tsx';
import { type LoginLinks, type SandboxMail, serverMessage } from '../login/loginLinks.ts';
import { rememberSignupIntent } from '../login/signupIntent.ts';
import { LOGIN_PATH, SIGNUP_PATH } from '../router/paths.ts';
import { SandboxMailbox } from './SandboxMailbox.tsx';

/** Props of {@link LoginPage}. */
export interface LoginPageProps {
  config: Pick<AppConfig, 'apiUrl' | 'sandbox'>;
  loginLinks: LoginLinks;
  /** The language the page speaks, which a visitor may change here. */
  locale: SupportedLocale;
  onLocaleChange: (locale: SupportedLocale) => void;
  /**
   * 'signup' asks for a link that creates the account (the public /signup page, spec §2).
   * @default 'login'
   */
  mode?: 'login' | 'signup';
}

/**
 * /login: passwordless login by e-mail link; in sandbox mode, the links are listed on the page.
 * In signup mode the same form starts a signup. Each mode links to the other.
 */
export function LoginPage({ config, loginLinks, locale, onLocaleChange, mode = 'login' }: LoginPageProps) {
  const t = useAppMessage();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [mails, setMails] = useState<SandboxMail[] | null>(null);
  const [isPending, startTransition] = useTransition();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim().toLowerCase();
    setInvalid(!isEmail(address));
    if (!isEmail(address)) return;
    setFailure(null);
    startTransition(async () => {
      try {
        await loginLinks.request(address);
      } catch (error) {
        startTransition(() => setFailure(serverMessage(error) ?? t('login.failed')));
        return;
      }
      if (mode === 'signup') rememberSignupIntent();
      const sent = config.sandbox ? await loginLinks.sandboxMailbox(address).catch(() => null) : null;
      startTransition(() => {
        setSentTo(address);
        setMails(sent);
      });
    });
  };

  return (
    <main className={styles.centered}>
      <div className={styles.narrow}>
        {mode === 'signup' ? (
          <PageHeader title={t('signup.startTitle')} description={t('signup.startDescription')} />
        ) : (
          <PageHeader title={t('login.title')} description={t('login.description')} />
        )}
        <form onSubmit={submit} className={styles.narrow} noValidate>
          <TextField
            label={t('login.email')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={setEmail}
            isInvalid={invalid}
            errorMessage={t('login.invalidEmail')}
            isRequired
          />
          <Button type="submit" isPending={isPending}>
            {mode === 'signup' ? t('signup.startSubmit') : t('login.submit')}
          </Button>
        </form>
        {failure ? <p role="alert">{failure}</p> : null}
        {sentTo ? (
          <p role="status">
            {mode === 'signup' ? t('signup.sent', { email: sentTo }) : t('login.sent', { email: sentTo })}
          </p>
        ) : null}
        <p>
          {mode === 'signup' ? t('signup.haveAccount') : t('login.noAccount')}{' '}
          <Link href={mode === 'signup' ? LOGIN_PATH : SIGNUP_PATH}>
            {mode === 'signup' ? t('signup.toLogin') : t('login.toSignup')}
          </Link>
        </p>
        {config.sandbox ? <SandboxMailbox apiUrl={config.apiUrl} email={sentTo} mails={mails} /> : null}
        <LanguageLinks locale={locale} onChange={onLocaleChange} />
      </div>
    </main>
  );
}
