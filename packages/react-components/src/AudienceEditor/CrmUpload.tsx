import { useState } from 'react';
import { DropZone } from '../DropZone/DropZone.tsx';
import { useFormatters } from '../i18n/useFormatters.ts';
import * as styles from './AudienceEditor.css.ts';
import { type CrmPreview, previewCrmFile } from './crmPreview.ts';
import { useAudienceMessage } from './useAudienceMessage.ts';

/** Props of {@link CrmUpload}. */
export interface CrmUploadProps {
  /** The correlation id of the uploaded list; empty before any upload. */
  correlationId: string;
  /** Called with the new upload's correlation id once a file is read. */
  onUploaded: (correlationId: string) => void;
  isReadOnly: boolean;
  errorMessage: string | undefined;
}

/** The CRM customer list: a CSV dropped or chosen, previewed (rows and matchable identifiers) before saving. */
export function CrmUpload({ correlationId, onUploaded, isReadOnly, errorMessage }: CrmUploadProps) {
  const t = useAudienceMessage();
  const format = useFormatters();
  const [preview, setPreview] = useState<(CrmPreview & { name: string }) | null>(null);
  const read = async (file: File) => {
    setPreview({ ...previewCrmFile(await file.text()), name: file.name });
    onUploaded(globalThis.crypto.randomUUID());
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
      {correlationId ? (
        <p className={styles.muted}>{t('audienceEditor.crm.correlation', { id: correlationId })}</p>
      ) : null}
      {errorMessage ? (
        <p role="alert" className={styles.error}>
          {errorMessage}
        </p>
      ) : null}
    </section>
  );
}
