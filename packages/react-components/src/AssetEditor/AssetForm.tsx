import { ApiError, type Schema } from '@earshot/sdk-core';
import { createAssetBodySchema } from '@earshot/validators';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatDuration } from '../AssetUploader/formatDuration.ts';
import { useAssetMessage } from '../AssetUploader/useAssetMessage.ts';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.tsx';
import { FormTextField } from '../Form/FormTextField.tsx';
import { useDeleteAsset } from '../hooks/useDeleteAsset.ts';
import { useUpdateAsset } from '../hooks/useUpdateAsset.ts';
import { useFormatters } from '../i18n/useFormatters.ts';
import { PageHeader } from '../PageHeader/PageHeader.tsx';
import { usePlatform } from '../PlatformProvider/usePlatform.ts';
import * as styles from './AssetEditor.css.ts';

type Asset = Schema<'Asset'>;

/** The name rule of the asset schemas (required, at most 200 characters). */
const nameSchema = createAssetBodySchema.options[0].pick({ name: true });

/** Props of {@link AssetForm}. */
export interface AssetFormProps {
  advertiserId: string;
  asset: Asset;
  isReadOnly: boolean;
  /** Called once the asset was deleted. */
  onDeleted: () => void;
}

/** An uploaded asset: its file played and described, its name to change, and deletion after confirming. */
export function AssetForm({ advertiserId, asset, isReadOnly, onDeleted }: AssetFormProps) {
  const t = useAssetMessage();
  const format = useFormatters();
  const { toasts } = usePlatform();
  const update = useUpdateAsset();
  const remove = useDeleteAsset();
  const [problem, setProblem] = useState<string | null>(null);
  const [isConfirming, setConfirming] = useState(false);
  const form = useForm({ resolver: zodResolver(nameSchema), defaultValues: { name: asset.name } });

  const onSubmit = form.handleSubmit(async ({ name }) => {
    setProblem(null);
    try {
      await update.mutateAsync({ advertiserId, uuid: asset.uuid, body: { name } });
      toasts.notify({ kind: 'success', message: t('assetEditor.saved') });
    } catch (error) {
      const nameKey = error instanceof ApiError ? error.fields.name : undefined;
      if (nameKey) form.setError('name', { message: nameKey });
      else setProblem(t('assetEditor.saveFailed', { message: (error as Error).message }));
    }
  });

  const onDelete = async () => {
    setProblem(null);
    try {
      await remove.mutateAsync({ advertiserId, uuid: asset.uuid });
      toasts.notify({ kind: 'success', message: t('assetList.deleted', { name: asset.name }) });
      onDeleted();
    } catch (error) {
      setProblem(t('assetList.deleteFailed', { name: asset.name, message: (error as Error).message }));
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className={styles.root}>
      <PageHeader
        title={t('assetEditor.title')}
        actions={
          isReadOnly ? null : (
            <div className={styles.actions}>
              <Button variant="danger" onPress={() => setConfirming(true)}>
                {t('assetList.deleteShort')}
              </Button>
              <Button type="submit" isPending={form.formState.isSubmitting}>
                {t('assetEditor.save')}
              </Button>
            </div>
          )
        }
      />
      {problem ? (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      ) : null}
      <FormTextField
        control={form.control}
        name="name"
        label={t('assetEditor.name')}
        isRequired
        isReadOnly={isReadOnly}
      />
      {asset.file_url ? (
        // biome-ignore lint/a11y/useMediaCaption: an audio ad's preview; its script is on the asset
        <audio
          controls
          preload="metadata"
          src={asset.file_url}
          aria-label={t('assetUploader.preview', { name: asset.name })}
        />
      ) : null}
      <dl className={styles.details}>
        <dt className={styles.term}>{t('assetEditor.file')}</dt>
        <dd className={styles.value}>{asset.filename}</dd>
        <dt className={styles.term}>{t('assetEditor.type')}</dt>
        <dd className={styles.value}>{asset.content_type}</dd>
        <dt className={styles.term}>{t('assetList.column.duration')}</dt>
        <dd className={styles.value}>
          {asset.duration_seconds === null ? '—' : formatDuration(asset.duration_seconds)}
        </dd>
        <dt className={styles.term}>{t('assetEditor.status')}</dt>
        <dd className={styles.value}>{t(`assetStatus.${asset.status}`)}</dd>
        <dt className={styles.term}>{t('assetList.column.created')}</dt>
        <dd className={styles.value}>{format.date(asset.created_at)}</dd>
      </dl>
      <ConfirmDialog
        title={t('assetList.confirmDelete.title', { name: asset.name })}
        isOpen={isConfirming}
        onOpenChange={setConfirming}
        onConfirm={onDelete}
        confirmLabel={t('assetList.deleteShort')}
        isDestructive
      >
        {t('assetList.confirmDelete.description')}
      </ConfirmDialog>
    </form>
  );
}
