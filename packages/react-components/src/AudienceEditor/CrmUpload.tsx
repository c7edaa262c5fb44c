import { uploadWithPolicy } from '@earshot/sdk-core';
import { useState } from 'react';
import { DropZone } from '../DropZone/DropZone.tsx';
import { FormProblem } from '../Form/FormProblem.tsx';
import { useCreateCrmUpload } from '../hooks/resources/audiences.ts';
import { useAudienceMessage } from '../i18n/audiences/useAudienceMessage.ts';
import { useFormatters } from '../i18n/useFormatters.ts';
import * as styles from './AudienceEditor.css.ts';
import { type CrmPreview, previewCrmFile } from './crmPreview.ts';

/** Props of {@link CrmUpload}. */
export interface CrmUploadProps {
  advertiserId: string;
  /** The correlation id of the uploaded list; empty before any upload. */
  correlationId: string;
  /** Called with the new upload's correlation id once its file is stored. */
  onUploaded: (correlationId: string) => void;
  isReadOnly: boolean;
  errorMessage: string | undefined;
}

/** Where the chosen list is: being sent (with its percentage) or refused by storage. */
type Transfer = { name: string; percent: number; failed: boolean } | null;

/**
 * The CRM customer list: a CSV dropped or chosen, previewed (rows and matchable identifiers), and
 * uploaded under the policy of a new CRM upload, whose correlation id the audience then refers to.
 */
export function CrmUpload({
  advertiserId,
  correlationId,
  onUploaded,
  isReadOnly,
  errorMessage,
}: CrmUploadProps) {
  const t = useAudienceMessage();
  const format = useFormatters();
  const createUpload = useCreateCrmUpload();
  const [preview, setPreview] = useState<(CrmPreview & { name: string }) | null>(null);
  const [transfer, setTransfer] = useState<Transfer>(null);
  const read = async (file: File) => {
    setPreview({ ...(await previewCrmFile(await file.text())), name: file.name });
    setTransfer({ name: file.name, percent: 0, failed: false });
    try {
      const upload = await createUpload.mutateAsync({
        advertiserId,
        body: { filename: file.name, content_type: 'text/csv' },
      });
      await uploadWithPolicy({
        file,
        s3Data: upload.s3_data,
        onProgress: (percent) => setTransfer({ name: file.name, percent, failed: false }),
      });
      setTransfer(null);
      onUploaded(upload.correlation_id);
    } catch {
      setTransfer({ name: file.name, percent: 0, failed: true });
    }
  };
  return (
    <section className={styles.section}>
      <h2 className={styles.heading}>{t('audienceEditor.crm.upload')}</h2>
      {isReadOnly ? null : (
        <DropZone
          acceptedFileTypes={['text/csv']}
          prompt={t('audienceEditor.crm.prompt')}
          onFiles={(files) => {
            const [file] = files;
            if (file) void read(file);
          }}
        />
      )}
      {preview ? (
        <div aria-live="polite" className={styles.section}>
          <h3 className={styles.heading}>{t('audienceEditor.crm.preview')}</h3>
          <p>{t('audienceEditor.crm.file', { name: preview.name, rows: format.number(preview.rows) })}</p>
          {preview.identifierColumns.length === 0 ? (
            <p className={styles.error}>{t('audienceEditor.crm.noIdentifiers')}</p>
          ) : (
            <>
              <p>
                {t('audienceEditor.crm.matchable', {
                  count: format.number(preview.matchableRows),
                  percent: format.percent(preview.rows ? preview.matchableRows / preview.rows : 0),
                })}
              </p>
              <p className={styles.muted}>
                {t('audienceEditor.crm.columns', { columns: preview.identifierColumns.join(', ') })}
              </p>
            </>
          )}
        </div>
      ) : null}
      {transfer?.failed ? (
        <p role="alert" className={styles.error}>
          {t('audienceEditor.crm.failed', { name: transfer.name })}
        </p>
      ) : transfer ? (
        <p role="status">
          {t('audienceEditor.crm.uploading', {
            name: transfer.name,
            percent: format.percent(transfer.percent / 100),
          })}
        </p>
      ) : null}
      {correlationId ? (
        <p className={styles.muted}>{t('audienceEditor.crm.correlation', { id: correlationId })}</p>
      ) : null}
      <FormProblem problem={errorMessage} />
    </section>
  );
}
