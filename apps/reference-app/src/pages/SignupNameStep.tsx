import { CreateAdvertiser, PageHeader } from '@earshot/react-components';
import { Suspense } from 'react';
import { useAppMessage } from '../i18n/useAppMessage.ts';
import { AppLoader } from '../layout/AppLoader.tsx';
import * as styles from '../layout/layout.css.ts';
import { useOpenCreatedAdvertiser } from './useOpenCreatedAdvertiser.ts';

/** The signed-up account's first advertiser: created here, its onboarding opens next. */
export function SignupNameStep() {
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
