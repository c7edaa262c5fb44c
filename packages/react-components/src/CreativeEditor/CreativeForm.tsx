import { ApiError, type Schema, uploadWithPolicy } from '@earshot/sdk-core';
import { creativeFormSchema, updateCreativeBodySchema } from '@earshot/validators';
import { useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import * as editorStyles from '../AssetEditor/AssetEditor.css.ts';
import { useAssetMessage } from '../AssetUploader/useAssetMessage.ts';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.tsx';
import { useAssets } from '../hooks/useAssets.ts';
import { useCreateCreative } from '../hooks/useCreateCreative.ts';
import { useDeleteCreative } from '../hooks/useDeleteCreative.ts';
import { useUpdateCreative } from '../hooks/useUpdateCreative.ts';
import { useValidationText } from '../i18n/useValidationText.ts';
import { ListBoxItem } from '../ListBoxItem/ListBoxItem.tsx';
import { PageHeader } from '../PageHeader/PageHeader.tsx';
import { usePlatform } from '../PlatformProvider/usePlatform.ts';
import { Select } from '../Select/Select.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './CreativeEditor.css.ts';
import { checkDisplayAd, isCreativeAudioFile, type PixelSize } from './creativeFileRules.ts';
import { useObjectUrl } from './useObjectUrl.ts';

type Creative = Schema<'Creative'>;
type Field = 'name' | 'asset_uuid' | 'audio_filename' | 'display_filename' | 'click_url';

/** Props of {@link CreativeForm}. */
export interface CreativeFormProps {
  advertiserId: string;
  creative: Creative | null;
  base: string;
  isReadOnly: boolean;
  displayAdSizes: readonly PixelSize[];
  readImageSize: (file: File) => Promise<PixelSize>;
}

/** A creative's name, audio (an asset or a file), companion image and click URL, previewed together. */
export function CreativeForm({
  advertiserId,
  creative,
  base,
  isReadOnly,
  displayAdSizes,
  readImageSize,
}: CreativeFormProps) {
  const t = useAssetMessage();
  const validationText = useValidationText();
  const { navigate, toasts } = usePlatform();
  const assets = useAssets(advertiserId);
  const create = useCreateCreative();
  const update = useUpdateCreative();
  const remove = useDeleteCreative();
  const [name, setName] = useState(creative?.name ?? '');
  const [clickUrl, setClickUrl] = useState(creative?.click_url ?? '');
  const [assetUuid, setAssetUuid] = useState(creative?.asset_uuid ?? '');
  const [audioFile, setAudioFile] = useState<File | null>(null);
  const [displayFile, setDisplayFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const [isConfirming, setConfirming] = useState(false);
  const audioUrl = useObjectUrl(audioFile);
  const displayUrl = useObjectUrl(displayFile);
  const readyAssets = (assets.data ?? []).filter((asset) => asset.file_url);
  const chosenAsset = readyAssets.find((asset) => asset.uuid === assetUuid);
  const previewAudio = audioUrl ?? chosenAsset?.file_url ?? creative?.audio_url ?? null;
  const previewImage = displayUrl ?? creative?.display_url ?? null;
  const isNew = creative === null;

  const chooseAudio = (file: File) => {
    const ok = isCreativeAudioFile(file.name);
    setProblems((current) => ({
      ...current,
      audio_filename: ok ? undefined : 'creative.audio_filename.type',
    }));
    setAudioFile(ok ? file : null);
    if (ok) setAssetUuid('');
  };

  const chooseDisplay = async (file: File) => {
    const problem = await checkDisplayAd(file, displayAdSizes, readImageSize);
    const sizes = displayAdSizes.map((size) => `${size.width}×${size.height}`).join(', ');
    const message =
      problem === null
        ? undefined
        : problem.reason === 'size'
          ? t('creativeEditor.display.size', {
              width: problem.size.width,
              height: problem.size.height,
              sizes,
            })
          : problem.reason === 'type'
            ? 'creative.display_filename.type'
            : t('creativeEditor.display.unreadable', { name: file.name });
    setProblems((current) => ({ ...current, display_filename: message }));
    setDisplayFile(problem === null ? file : null);
  };

  const upload = async (file: File, s3Data: Schema<'S3Data'> | null) => {
    try {
      await uploadWithPolicy({ file, s3Data });
      return true;
    } catch {
      setFailure(t('assetUploader.failed', { name: file.name }));
      return false;
    }
  };

  const save = async () => {
    setFailure(null);
    const body = {
      name,
      asset_uuid: assetUuid || null,
      audio_filename: audioFile?.name ?? null,
      display_filename: displayFile?.name ?? null,
      click_url: clickUrl.trim() || null,
    };
    const changes = { name, click_url: body.click_url, ...(assetUuid ? { asset_uuid: assetUuid } : {}) };
    const parsed = isNew ? creativeFormSchema.safeParse(body) : updateCreativeBodySchema.safeParse(changes);
    if (!parsed.success) {
      return setProblems(
        Object.fromEntries(
          parsed.error.issues.toReversed().map((issue) => [String(issue.path[0]), issue.message]),
        ),
      );
    }
    setProblems({});
    setSaving(true);
    try {
      if (isNew) {
        const answer = await create.mutateAsync({ advertiserId, body });
        const audioOk = audioFile ? await upload(audioFile, answer.s3_data) : true;
        const displayOk = displayFile ? await upload(displayFile, answer.s3_displayad) : true;
        toasts.notify({ kind: 'success', message: t('creativeEditor.saved') });
        if (audioOk && displayOk) navigate(`${base}/${encodeURIComponent(answer.creativeId)}`);
      } else {
        await update.mutateAsync({
          advertiserId,
          creativeId: creative.id,
          body: changes,
        });
        toasts.notify({ kind: 'success', message: t('creativeEditor.saved') });
      }
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) setProblems(error.fields);
      setFailure(t('creativeEditor.saveFailed', { message: (error as Error).message }));
    } finally {
      setSaving(false);
    }
  };

  const onDelete = async () => {
    if (!creative) return;
    setFailure(null);
    try {
      await remove.mutateAsync({ advertiserId, creativeId: creative.id });
      navigate(base);
    } catch (error) {
      setFailure(t('assetList.deleteFailed', { name: creative.name, message: (error as Error).message }));
    }
  };

  return (
    <div className={editorStyles.root}>
      <PageHeader
        title={t(isNew ? 'creativeEditor.titleNew' : 'creativeEditor.title')}
        actions={
          isReadOnly ? null : (
            <div className={editorStyles.actions}>
              {isNew ? null : (
                <Button variant="danger" onPress={() => setConfirming(true)}>
                  {t('assetList.deleteShort')}
                </Button>
              )}
              <Button isPending={isSaving} onPress={() => void save()}>
                {t('creativeEditor.save')}
              </Button>
            </div>
          )
        }
      />
      {failure ? (
        <p role="alert" className={editorStyles.error}>
          {failure}
        </p>
      ) : null}
      <TextField
        label={t('assetEditor.name')}
        isRequired
        isReadOnly={isReadOnly}
        value={name}
        onChange={setName}
        isInvalid={Boolean(problems.name)}
        errorMessage={validationText(problems.name)}
      />
      <Select
        label={t('creativeEditor.asset')}
        selectedKey={assetUuid || null}
        onSelectionChange={(key) => {
          setAssetUuid(String(key ?? ''));
          setAudioFile(null);
        }}
        isDisabled={isReadOnly}
        isInvalid={Boolean(problems.asset_uuid)}
        errorMessage={validationText(problems.asset_uuid)}
        items={readyAssets}
      >
        {(asset) => <ListBoxItem id={asset.uuid}>{asset.name}</ListBoxItem>}
      </Select>
      {isNew && !isReadOnly ? (
        <div className={editorStyles.actions}>
          <FileTrigger
            onSelect={(files) => {
              const file = files?.[0];
              if (file) chooseAudio(file);
            }}
          >
            <Button variant="secondary">{t('creativeEditor.chooseAudio')}</Button>
          </FileTrigger>
          {audioFile ? <span>{audioFile.name}</span> : null}
          <FileTrigger
            acceptedFileTypes={['image/png', 'image/jpeg', 'image/gif', 'image/webp']}
            onSelect={(files) => {
              const file = files?.[0];
              if (file) void chooseDisplay(file);
            }}
          >
            <Button variant="secondary">{t('creativeEditor.chooseDisplay')}</Button>
          </FileTrigger>
          {displayFile ? <span>{displayFile.name}</span> : null}
        </div>
      ) : null}
      {problems.audio_filename ? (
        <p role="alert" className={editorStyles.error}>
          {validationText(problems.audio_filename)}
        </p>
      ) : null}
      {problems.display_filename ? (
        <p role="alert" className={editorStyles.error}>
          {validationText(problems.display_filename)}
        </p>
      ) : null}
      <TextField
        label={t('creativeEditor.clickUrl')}
        type="url"
        isReadOnly={isReadOnly}
        value={clickUrl}
        onChange={setClickUrl}
        isInvalid={Boolean(problems.click_url)}
        errorMessage={validationText(problems.click_url)}
      />
      <section className={styles.preview} aria-label={t('creativeEditor.preview')}>
        {previewAudio ? (
          // biome-ignore lint/a11y/useMediaCaption: an audio ad's preview
          <audio
            controls
            preload="metadata"
            src={previewAudio}
            aria-label={t('creativeEditor.previewAudio')}
          />
        ) : (
          <p className={editorStyles.term}>{t('creativeEditor.noAudio')}</p>
        )}
        {previewImage ? (
          <img className={styles.image} src={previewImage} alt={t('creativeEditor.previewImage')} />
        ) : (
          <p className={editorStyles.term}>{t('creative.noDisplayAd')}</p>
        )}
      </section>
      <ConfirmDialog
        title={t('assetList.confirmDelete.title', { name: creative?.name ?? '' })}
        isOpen={isConfirming}
        onOpenChange={setConfirming}
        onConfirm={onDelete}
        confirmLabel={t('assetList.deleteShort')}
        isDestructive
      >
        {t('creativeList.confirmDelete')}
      </ConfirmDialog>
    </div>
  );
}
