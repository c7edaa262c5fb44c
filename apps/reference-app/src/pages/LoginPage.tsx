import { PageHeader, type SupportedLocale } from '@earshot/react-components';
import { isEmail } from '@earshot/validators';
import { type FormEvent, useId, useState, useTransition } from 'react';
import type { AppConfig } from '../config/appConfig.ts';
import * as styles from '../layout/layout.css.ts';
import { LanguageLinks } from '../login/LanguageLinks.tsx';
import * as login from '../login/login.css.ts';
import type { LoginLinks, SandboxMail } from '../login/loginLinks.ts';
import { PageLink } from '../login/PageLink.tsx';
import { rememberSignupIntent } from '../login/signupIntent.ts';
import { useHydrated } from '../login/useHydrated.ts';
import { useLoginMessage } from '../login/useLoginMessage.ts';
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
  /**
   * Opens a path inside the app (its router's `navigate`), for the page's links.
   * @default a page load
   */
  onNavigate?: (path: string) => void;
}

/**
 * /login: passwordless login by e-mail link; in sandbox mode, the links are listed on the page.
 * In signup mode the same form starts a signup. Each mode links to the other. A native form, so the
 * page needs neither React Aria nor react-intl; it is prerendered at build time, its controls
 * disabled until the script has taken over.
 */
export function LoginPage({
  config,
  loginLinks,
  locale,
  onLocaleChange,
  mode = 'login',
  onNavigate,
}: LoginPageProps) {
  const { t } = useLoginMessage(locale);
  const hydrated = useHydrated();
  const inputId = useId();
  const errorId = useId();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [mails, setMails] = useState<SandboxMail[] | null>(null);
  const [isPending, startTransition] = useTransition();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isPending) return;
    const address = email.trim().toLowerCase();
    setInvalid(!isEmail(address));
    if (!isEmail(address)) return;
    setFailure(null);
    startTransition(async () => {
      const result = await loginLinks.request(address);
      if (!result.sent) {
        startTransition(() => setFailure(result.serverMessage ?? t('login.failed')));
        return;
      }
      if (mode === 'signup') rememberSignupIntent();
      const sent = config.sandbox ? await loginLinks.sandboxMailbox(address) : null;
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
          <div className={login.field}>
            <label htmlFor={inputId} className={login.label}>
              {t('login.email')}
            </label>
            <input
              id={inputId}
              className={login.input}
              type="email"
              name="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              onFocus={loginLinks.prepare}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? errorId : undefined}
              disabled={!hydrated}
            />
            {invalid ? (
              <p id={errorId} className={login.fieldError}>
                {t('login.invalidEmail')}
              </p>
            ) : null}
          </div>
          <button
            type="submit"
            className={login.submit}
            disabled={!hydrated}
            aria-disabled={isPending || undefined}
          >
            {isPending ? <span aria-hidden="true" className={login.spinner} /> : null}
            {mode === 'signup' ? t('signup.startSubmit') : t('login.submit')}
          </button>
        </form>
        {failure ? <p role="alert">{failure}</p> : null}
        {sentTo ? (
          <p role="status">
            {mode === 'signup' ? t('signup.sent', { email: sentTo }) : t('login.sent', { email: sentTo })}
          </p>
        ) : null}
        <p>
          {mode === 'signup' ? t('signup.haveAccount') : t('login.noAccount')}{' '}
          <PageLink href={mode === 'signup' ? LOGIN_PATH : SIGNUP_PATH} onNavigate={onNavigate}>
            {mode === 'signup' ? t('signup.toLogin') : t('login.toSignup')}
          </PageLink>
        </p>
        {config.sandbox ? (
          <SandboxMailbox
            apiUrl={config.apiUrl}
            email={sentTo}
            mails={mails}
            locale={locale}
            onNavigate={onNavigate}
          />
        ) : null}
        <LanguageLinks locale={locale} onChange={onLocaleChange} isDisabled={!hydrated} />
      </div>
    </main>
  );
}
