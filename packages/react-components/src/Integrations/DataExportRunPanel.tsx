import type { Schema } from '@earshot/sdk-core';
import { useId } from 'react';
import { Button } from '../Button/Button.tsx';
import { FormProblem } from '../Form/FormProblem.tsx';
import { useDataExportRun, useRunDataExport } from '../hooks/resources/integrations.ts';
import { useIntegrationsMessage } from '../i18n/integrations/useIntegrationsMessage.ts';
import { useFormatters } from '../i18n/useFormatters.ts';
import { Link } from '../Link/Link.tsx';
import * as styles from './Integrations.css.ts';

/** How often an unfinished run is asked for again. */
const FOLLOW_INTERVAL_MS = 2000;

const isFinished = (status: string | undefined) => status === 'succeeded' || status === 'failed';

/** Props of {@link DataExportRunPanel}. */
export interface DataExportRunPanelProps {
  advertiserId: string;
  /** The saved data-export integration to run. */
  integration: Schema<'Integration'>;
  isReadOnly: boolean;
}

/** Runs one data-export integration now and shows the run: its state, rows and files to download. */
export function DataExportRunPanel({ advertiserId, integration, isReadOnly }: DataExportRunPanelProps) {
  const t = useIntegrationsMessage();
  const format = useFormatters();
  const titleId = useId();
  const run = useRunDataExport();
  const isPaused = integration.status === 'paused';
  const started = run.data;
  // A deployment may answer `queued` and finish later: follow the run until it has.
  const followed = useDataExportRun(
    advertiserId,
    started && !isFinished(started.status) ? started.run_id : null,
    {
      refetchInterval: (query) => (isFinished(query.state.data?.status) ? false : FOLLOW_INTERVAL_MS),
    },
  );
  const result = started && !isFinished(started.status) ? (followed.data ?? started) : started;
  return (
    <section className={styles.run} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('dataExport.title')}
      </h2>
      <p className={styles.muted}>{isPaused ? t('dataExport.paused') : t('dataExport.description')}</p>
      {isReadOnly ? null : (
        <Button
          variant="secondary"
          isDisabled={isPaused}
          isPending={run.isPending}
          onPress={() => run.mutate({ advertiserId, body: { integrationId: integration.id } })}
        >
          {t('dataExport.run')}
        </Button>
      )}
      <FormProblem problem={run.isError ? t('dataExport.runFailed', { message: run.error.message }) : null} />
      {result ? (
        <div role="status" className={styles.form} data-run-status={result.status}>
          <p className={styles.muted}>
            {result.row_count === null
              ? t(`dataExport.status.${result.status}`)
              : t('dataExport.result', {
                  status: t(`dataExport.status.${result.status}`),
                  rows: result.row_count,
                })}
          </p>
          {result.files.length > 0 ? (
            <ul className={styles.files} aria-label={t('dataExport.files')}>
              {result.files.map((file) => (
                <li key={file.s3_url}>
                  <Link href={file.s3_url} download={file.filename}>
                    {t('dataExport.download', { filename: file.filename })}
                  </Link>{' '}
                  <span className={styles.muted}>
                    {t('dataExport.expires', {
                      date: format.date(file.expires_at, { dateStyle: 'medium', timeStyle: 'short' }),
                    })}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
