import { PageHeader } from '@earshot/react-components';
import { useSessionState } from '../app/useSessionState.ts';
import { useAppMessage } from '../i18n/useAppMessage.ts';
import { DetailList } from './DetailList.tsx';
import * as styles from './screen.css.ts';
import { useActiveAdvertiser } from './useActiveAdvertiser.ts';

/** account-details: the user and the active advertiser. */
export function AccountDetailsScreen() {
  const t = useAppMessage();
  const { user } = useSessionState();
  const advertiser = useActiveAdvertiser();
  return (
    <>
      <PageHeader title={t('navigation.account-details')} />
      {user ? (
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>{t('account.user')}</h2>
          <DetailList
            entries={[
              [t('field.firstName'), user.first_name],
              [t('field.lastName'), user.last_name],
              [t('field.email'), user.email],
            ]}
          />
        </section>
      ) : null}
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('account.advertiser')}</h2>
        <DetailList
          entries={[
            [t('column.name'), advertiser.name],
            [t('field.website'), advertiser.url],
            [t('field.category'), advertiser.category],
            [t('field.onboarded'), advertiser.onboarded ? t('value.yes') : t('value.no')],
            [t('field.role'), advertiser.user_role],
          ]}
        />
      </section>
    </>
  );
}
