import {
  Button,
  CreateAdvertiser,
  PageHeader,
  TextField,
  useUpdateAdvertiser,
} from '@earshot/react-components';
import { isDomain } from '@earshot/validators';
import { type FormEvent, Suspense, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useAppServices } from '../app/AppServicesContext.ts';
import { useSessionState } from '../app/useSessionState.ts';
import { useAppMessage } from '../i18n/useAppMessage.ts';
import { AppLoader } from '../layout/AppLoader.tsx';
import * as styles from '../layout/layout.css.ts';
import { LoginRoute } from '../login/LoginRoute.tsx';
import { useOpenCreatedAdvertiser } from './useOpenCreatedAdvertiser.ts';

/**
 * /signup, a public page (spec §2): a visitor asks for a link that creates the account; the new
 * account, which has no advertiser yet, names its advertiser; and the needs-signup case (one
 * advertiser without a website) gives its advertiser a website.
 */
export function SignupPage() {
  const { isLoggedIn, user, needsSignup } = useSessionState();
  // The step the page opened on stays: finishing it reloads the user, which must not switch it.
  const [step] = useState(() => {
    if (!isLoggedIn) return 'link';
    if (user?.advertisers.length === 0) return 'name';
    return needsSignup ? 'website' : 'done';
  });
  if (step === 'link') return <LoginRoute mode="signup" />;
  if (step === 'name') return <NameAdvertiser />;
  return step === 'website' ? <FinishSignup /> : <Navigate to="/" replace />;
}

/** The signed-up account's first advertiser: created here, its onboarding opens next. */
function NameAdvertiser() {
  const t = useAppMessage();
  const openCreated = useOpenCreatedAdvertiser();
  return (
    <main className={styles.centered}>
      <div className={styles.narrow}>
        <PageHeader title={t('signup.nameTitle')} description={t('signup.nameDescription')} />
        <Suspense fallback={<AppLoader />}>
          <CreateAdvertiser onCreated={openCreated} />
        </Suspense>
      </div>
    </main>
  );
}

/** Needs-signup (spec §4): the one advertiser has no website yet, which its addresses need. */
function FinishSignup() {
  const t = useAppMessage();
  const { session, advertisers } = useAppServices();
  const { user } = useSessionState();
  const navigate = useNavigate();
  const [website, setWebsite] = useState('');
  const [invalid, setInvalid] = useState(false);
  const update = useUpdateAdvertiser();
  const advertiser = user?.advertisers[0];
  if (!advertiser) return <Navigate to="/" replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const url = website.trim().toLowerCase();
    setInvalid(!isDomain(url));
    if (!isDomain(url)) return;
    update.mutate(
      { advertiserId: advertiser.uuid, body: { url } },
      {
        onSuccess: async () => {
          advertisers.clear();
          await session.loadUser();
          navigate('/', { replace: true });
        },
      },
    );
  };

  return (
    <main className={styles.centered}>
      <div className={styles.narrow}>
        <PageHeader
          title={t('signup.title')}
          description={t('signup.description', { advertiserName: advertiser.name })}
        />
        <form onSubmit={submit} className={styles.narrow} noValidate>
          <TextField
            label={t('signup.website')}
            value={website}
            onChange={setWebsite}
            isInvalid={invalid}
            errorMessage={t('signup.invalidWebsite')}
            isRequired
          />
          <Button type="submit" isPending={update.isPending}>
            {t('signup.submit')}
          </Button>
        </form>
      </div>
    </main>
  );
}
