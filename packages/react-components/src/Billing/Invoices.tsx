import { downloadInvoicePdfQuery, type Schema } from '@earshot/sdk-core';
import { useId } from 'react';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { useInvoices } from '../hooks/resources/invoices.ts';
import { useBillingMessage } from '../i18n/billing/useBillingMessage.ts';
import { useFormatters } from '../i18n/useFormatters.ts';
import { type DataColumn, DataTable } from '../ListScreen/DataTable.tsx';
import { RowButtons } from '../ListScreen/RowButtons.tsx';
import { usePlatform } from '../PlatformProvider/usePlatform.ts';
import { QueryStates } from '../QueryStates/QueryStates.tsx';
import { saveFile } from '../Reporting/saveFile.ts';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import * as styles from './Billing.css.ts';

type Invoice = Schema<'Invoice'>;

const STATUS_TONES = { draft: 'neutral', open: 'warning', paid: 'success', failed: 'danger' } as const;

/** Props of {@link Invoices}. */
export interface InvoicesProps {
  /** The advertiser; the user must manage its billing (roles 1, 2, admins), or the API answers 403. */
  advertiserId: string;
}

/**
 * The advertiser's invoices, newest month first: number, month, status (draft, open, paid, payment
 * failed, with the reason), total with its currency, and the PDF, downloaded on request.
 */
export function Invoices({ advertiserId }: InvoicesProps) {
  const t = useBillingMessage();
  const format = useFormatters();
  const { client, queryClient, toasts } = usePlatform();
  const titleId = useId();
  const invoices = useInvoices(advertiserId);

  const download = async (invoice: Invoice) => {
    try {
      const pdf = await queryClient.fetchQuery(downloadInvoicePdfQuery(client, advertiserId, invoice.id));
      saveFile(`${invoice.number}.pdf`, pdf);
    } catch (error) {
      toasts.notify({
        kind: 'error',
        message: t('billing.invoices.downloadFailed', { message: (error as Error).message }),
      });
    }
  };
  const month = (value: string) =>
    format.date(`${value}-01T00:00:00Z`, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const columns: DataColumn<Invoice>[] = [
    {
      id: 'number',
      title: t('billing.invoices.column.number'),
      isRowHeader: true,
      cell: (invoice) => invoice.number,
    },
    { id: 'month', title: t('billing.invoices.column.month'), cell: (invoice) => month(invoice.month) },
    {
      id: 'status',
      title: t('billing.invoices.column.status'),
      cell: (invoice) => (
        <span
          className={styles.pill({ tone: STATUS_TONES[invoice.status] })}
          data-status={invoice.status}
          title={invoice.failure_message ?? undefined}
        >
          {t(`billing.invoices.status.${invoice.status}`)}
        </span>
      ),
    },
    {
      id: 'total',
      title: t('billing.invoices.column.total'),
      className: styles.amount,
      cell: (invoice) => format.currency(invoice.total, invoice.currency),
    },
    {
      id: 'pdf',
      title: t('billing.invoices.column.download'),
      cell: (invoice) => (
        <RowButtons
          buttons={[
            {
              id: 'pdf',
              label: t('billing.invoices.download', { number: invoice.number }),
              text: t('billing.invoices.downloadShort'),
              onPress: () => void download(invoice),
            },
          ]}
        />
      ),
    },
  ];
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('billing.invoices.title')}
      </h2>
      <QueryStates
        query={invoices}
        loading={<Skeleton lines={3} label={t('billing.invoices.loading')} />}
        loadFailed={t('billing.invoices.loadFailed')}
        retryLabel={t('billing.retry')}
      >
        {(list) => (
          <DataTable
            aria-labelledby={titleId}
            columns={columns}
            items={list}
            empty={
              <EmptyState
                headingLevel={3}
                title={t('billing.invoices.empty.title')}
                description={t('billing.invoices.empty.description')}
              />
            }
          />
        )}
      </QueryStates>
    </section>
  );
}
