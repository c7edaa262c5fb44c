import { Button, PageHeader, TextField, useUpdateAdvertiser } from '@earshot/react-components';
import { isDomain } from '@earshot/validators';
import { type FormEvent, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useAppServices } from '../app/AppServicesContext.ts';
import { useSessionState } from '../app/useSessionState.ts';
import { useAppMessage } from '../i18n/useAppMessage.ts';
import * as styles from '../layout/layout.css.ts';

/** Needs-signup (spec §4): the one advertiser has no website yet, which its addresses need. */
export function SignupWebsiteStep() {
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
