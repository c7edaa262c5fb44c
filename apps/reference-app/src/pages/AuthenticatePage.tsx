import { Link, PageHeader, useAuthenticate } from '@earshot/react-components';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAppServices } from '../app/AppServicesContext.ts';
import { useAppMessage } from '../i18n/useAppMessage.ts';
import { AppLoader } from '../layout/AppLoader.tsx';
import * as styles from '../layout/layout.css.ts';
import { takeSignupIntent } from '../login/signupIntent.ts';
import { SIGNUP_PATH } from '../router/paths.ts';

/** /authenticate?token=…: exchanges the login link's token for a session, then goes where the user was going. */
export function AuthenticatePage() {
  const t = useAppMessage();
  const { session, advertisers } = useAppServices();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const authenticate = useAuthenticate();
  const started = useRef(false);

  useEffect(() => {
    // A login link works once: exchange it once, even when effects run twice.
    if (!token || started.current) return;
    started.current = true;
    // A link asked for on the signup page creates the account (spec §2: /signup is public).
    const signup = takeSignupIntent();
    authenticate.mutate(
      { token, signup },
      {
        onSuccess: async (answer) => {
          session.login(answer._token);
          advertisers.clear();
          const user = await session.loadUser();
          if (!user) return;
          // A new account names its first advertiser on the signup page; needs-signup finishes there.
          const unfinished = session.getState().needsSignup || (signup && user.advertisers.length === 0);
          navigate(unfinished ? SIGNUP_PATH : (session.takeRedirectTarget() ?? '/'), { replace: true });
        },
      },
    );
  }, [token, authenticate, session, advertisers, navigate]);

  if (token && !authenticate.isError) {
    return (
      <main className={styles.centered} aria-busy="true">
        <h1>{t('authenticate.title')}</h1>
        <AppLoader />
      </main>
    );
  }
  return (
    <main className={styles.centered}>
      <div className={styles.narrow}>
        <PageHeader
          title={t('page.authenticate')}
          description={token ? t('authenticate.failed') : t('authenticate.missingToken')}
        />
        <Link href="/login">{t('authenticate.backToLogin')}</Link>
      </div>
    </main>
  );
}
