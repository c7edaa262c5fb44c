import { PageHeader, useBillingInfo, useFormatters, usePaymentMethods } from '@earshot/react-components';
import { useAppMessage } from '../i18n/useAppMessage.ts';
import { DetailList } from './DetailList.tsx';
import { QueryView } from './QueryView.tsx';
import { ResourceTable } from './ResourceTable.tsx';
import * as styles from './screen.css.ts';
import { useActiveAdvertiser } from './useActiveAdvertiser.ts';

/** billing: billing information and payment methods. */
export function BillingScreen() {
  const t = useAppMessage();
  const format = useFormatters();
  const advertiser = useActiveAdvertiser();
  const info = useBillingInfo(advertiser.uuid);
  const methods = usePaymentMethods(advertiser.uuid);
  return (
    <>
      <PageHeader title={t('navigation.billing')} />
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('billing.information')}</h2>
        <QueryView query={info}>
          {(billing) =>
            billing ? (
              <DetailList
                entries={[
                  [t('field.company'), billing.company_name],
                  [t('field.email'), billing.email],
                  [t('field.city'), billing.city],
                  [t('field.country'), billing.country],
                  [t('column.updatedAt'), format.date(billing.updated_at)],
                ]}
              />
            ) : (
              <p>{t('billing.none')}</p>
            )
          }
        </QueryView>
      </section>
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('billing.paymentMethods')}</h2>
        <QueryView query={methods}>
          {(items) => (
            <ResourceTable
              label={t('billing.paymentMethods')}
              items={items}
              rowKey={(method) => method.payment_id}
              columns={[
                {
                  id: 'method',
                  label: t('column.paymentMethod'),
                  render: (method) => [method.type, method.brand].filter(Boolean).join(' · '),
                },
                {
                  id: 'expires',
                  label: t('column.dates'),
                  render: (method) => (method.exp_month ? `${method.exp_month}/${method.exp_year}` : '—'),
                },
                {
                  id: 'default',
                  label: t('column.default'),
                  render: (method) => (method.is_default ? t('value.yes') : t('value.no')),
                },
              ]}
            />
          )}
        </QueryView>
      </section>
    </>
  );
}
