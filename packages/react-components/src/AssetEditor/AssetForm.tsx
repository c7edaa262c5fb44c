import type { Schema } from '@earshot/sdk-core';
import { createAssetBodySchema } from '@earshot/validators';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { formatDuration } from '../AssetUploader/formatDuration.ts';
import { AudioPreview } from '../AudioPreview/AudioPreview.tsx';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.tsx';
import { EntityForm } from '../Form/EntityForm.tsx';
import { FormNameField } from '../Form/FormNameField.tsx';
import { useEntityForm } from '../Form/useEntityForm.ts';
import { useDeleteAsset, useUpdateAsset } from '../hooks/resources/assets.ts';
import { useAssetMessage } from '../i18n/assets/useAssetMessage.ts';
import { useFormatters } from '../i18n/useFormatters.ts';
import { usePlatform } from '../PlatformProvider/usePlatform.ts';
import * as styles from './AssetEditor.css.ts';
import { AssetPreflight } from './AssetPreflight.tsx';
import { SourceAssetLink } from './SourceAssetLink.tsx';

type Asset = Schema<'Asset'>;

/** The name rule of the asset schemas (required, at most 200 characters). */
const nameSchema = createAssetBodySchema.options[0].pick({ name: true });

/** Props of {@link AssetForm}. */
export interface AssetFormProps {
  advertiserId: string;
  asset: Asset;
  /** The assets section's path: the asset's original and its normalized copies open under it. */
  base: string;
  isReadOnly: boolean;
  /** Called once the asset was deleted. */
  onDeleted: () => void;
}

/**
 * An uploaded asset: its file played (its waveform from the stored peaks) and described, its name to
 * change, its pre-flight with normalizing, and deletion after confirming.
 */
export function AssetForm({ advertiserId, asset, base, isReadOnly, onDeleted }: AssetFormProps) {
  const t = useAssetMessage();
  const format = useFormatters();
  const { toasts } = usePlatform();
  const update = useUpdateAsset();
  const remove = useDeleteAsset();
  const [isConfirming, setConfirming] = useState(false);
  const entity = useEntityForm({
    resolver: zodResolver(nameSchema),
    defaultValues: { name: asset.name },
    save: ({ name }) => update.mutateAsync({ advertiserId, uuid: asset.uuid, body: { name } }),
    failed: (message) => t('assetEditor.saveFailed', { message }),
    savedMessage: () => t('assetEditor.saved'),
    fieldOf: (path) => (path === 'name' ? path : undefined),
  });
  const { setProblem } = entity;

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
    <EntityForm
      entity={entity}
      title={t('assetEditor.title')}
      submitLabel={t('assetEditor.save')}
      isReadOnly={isReadOnly}
      actions={
        isReadOnly ? null : (
          <Button variant="danger" onPress={() => setConfirming(true)}>
            {t('assetList.deleteShort')}
          </Button>
        )
      }
      className={styles.root}
    >
      <FormNameField control={entity.form.control} label={t('assetEditor.name')} isReadOnly={isReadOnly} />
      {asset.file_url ? (
        <AudioPreview
          src={asset.file_url}
          name={asset.name}
          peaks={asset.peaks}
          duration={asset.duration_seconds}
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
        {asset.source_asset_uuid ? (
          <>
            <dt className={styles.term}>{t('assetEditor.source')}</dt>
            <dd className={styles.value}>
              <SourceAssetLink advertiserId={advertiserId} uuid={asset.source_asset_uuid} base={base} />
            </dd>
          </>
        ) : null}
      </dl>
      <AssetPreflight advertiserId={advertiserId} asset={asset} base={base} isReadOnly={isReadOnly} />
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
    </EntityForm>
  );
}
