import { ApiError, earshotKeys, type Schema, uploadWithPolicy } from '@earshot/sdk-core';
import { creativeFormSchema, updateCreativeBodySchema } from '@earshot/validators';
import { useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import * as editorStyles from '../AssetEditor/AssetEditor.css.ts';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.tsx';
import { useAssets } from '../hooks/useAssets.ts';
import { useCreateCreative } from '../hooks/useCreateCreative.ts';
import { useDeleteCreative } from '../hooks/useDeleteCreative.ts';
import { useUpdateCreative } from '../hooks/useUpdateCreative.ts';
import { useAssetMessage } from '../i18n/assets/useAssetMessage.ts';
import { useValidationText } from '../i18n/useValidationText.ts';
import { ListBoxItem } from '../ListBoxItem/ListBoxItem.tsx';
import { PageHeader } from '../PageHeader/PageHeader.tsx';
import { usePlatform } from '../PlatformProvider/usePlatform.ts';
import { Select } from '../Select/Select.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { CreativePreview } from './CreativePreview.tsx';
import type { PixelSize } from './creativeFileRules.ts';
import { useCreativeFileChecks } from './useCreativeFileChecks.ts';
import { useObjectUrl } from './useObjectUrl.ts';

type Creative = Schema<'Creative'>;
type S3Data = Schema<'S3Data'>;
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

/**
 * A creative's name, audio (an asset or a file), companion image and click URL, previewed together.
 * The files of an existing creative can be replaced, with the same checks as a new one's.
 */
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
  const checks = useCreativeFileChecks(displayAdSizes, readImageSize);
  const { navigate, toasts, queryClient } = usePlatform();
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
  const [createdId, setCreatedId] = useState<string | null>(null);
  const audioUrl = useObjectUrl(audioFile);
  const displayUrl = useObjectUrl(displayFile);
  const readyAssets = (assets.data ?? []).filter((asset) => asset.file_url);
  const chosenAsset = readyAssets.find((asset) => asset.uuid === assetUuid);
  const previewAudio = audioUrl ?? chosenAsset?.file_url ?? creative?.audio_url ?? null;
  const previewImage = displayUrl ?? creative?.display_url ?? null;
  const isNew = creative === null;

  const chooseAudio = (file: File) => {
    const problem = checks.checkAudio(file);
    setProblems((current) => ({ ...current, audio_filename: problem }));
    setAudioFile(problem === undefined ? file : null);
    if (problem === undefined) setAssetUuid('');
  };

  const chooseDisplay = async (file: File) => {
    const problem = await checks.checkDisplay(file);
    setProblems((current) => ({ ...current, display_filename: problem }));
    setDisplayFile(problem === undefined ? file : null);
  };

  /**
   * Sends the chosen files under the policies of a save's answer. A file that fails stays chosen:
   * saving again asks for a fresh policy and sends it again. Whether every chosen file arrived.
   */
  const sendFiles = async (policies: { s3_data: S3Data | null; s3_displayad: S3Data | null }) => {
    const audioSent = audioFile ? await upload(audioFile, policies.s3_data) : false;
    const displaySent = displayFile ? await upload(displayFile, policies.s3_displayad) : false;
    // The chosen files stay previewed until the creative comes back with their stored addresses.
    if (audioSent || displaySent) {
      await queryClient.invalidateQueries({ queryKey: earshotKeys.resource(advertiserId, 'creatives') });
    }
    if (audioSent) setAudioFile(null);
    if (displaySent) setDisplayFile(null);
    return (!audioFile || audioSent) && (!displayFile || displaySent);
  };

  const upload = async (file: File, s3Data: S3Data | null) => {
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
    // A chosen file replaces the creative's current one (and its asset, for audio).
    const changes = {
      name,
      click_url: body.click_url,
      ...(audioFile
        ? { asset_uuid: null, audio_filename: audioFile.name }
        : assetUuid
          ? { asset_uuid: assetUuid }
          : {}),
      ...(displayFile ? { display_filename: displayFile.name } : {}),
    };
    // A new creative whose files failed to upload is saved already: saving again changes it.
    const savedId = creative?.id ?? createdId;
    const parsed =
      savedId === null ? creativeFormSchema.safeParse(body) : updateCreativeBodySchema.safeParse(changes);
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
      let id = savedId;
      let policies: { s3_data: S3Data | null; s3_displayad: S3Data | null };
      if (id === null) {
        const created = await create.mutateAsync({ advertiserId, body });
        id = created.creativeId;
        setCreatedId(id);
        policies = created;
      } else {
        policies = await update.mutateAsync({ advertiserId, creativeId: id, body: changes });
      }
      const sent = await sendFiles(policies);
      toasts.notify({ kind: 'success', message: t('creativeEditor.saved') });
      if (sent && isNew) navigate(`${base}/${encodeURIComponent(id)}`);
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
      {isReadOnly ? null : (
        <div className={editorStyles.actions}>
          <FileTrigger
            onSelect={(files) => {
              const file = files?.[0];
              if (file) chooseAudio(file);
            }}
          >
            <Button variant="secondary">
              {t(isNew ? 'creativeEditor.chooseAudio' : 'creativeEditor.replaceAudio')}
            </Button>
          </FileTrigger>
          {audioFile ? <span>{audioFile.name}</span> : null}
          <FileTrigger
            acceptedFileTypes={['image/png', 'image/jpeg', 'image/gif', 'image/webp']}
            onSelect={(files) => {
              const file = files?.[0];
              if (file) void chooseDisplay(file);
            }}
          >
            <Button variant="secondary">
              {t(isNew ? 'creativeEditor.chooseDisplay' : 'creativeEditor.replaceDisplay')}
            </Button>
          </FileTrigger>
          {displayFile ? <span>{displayFile.name}</span> : null}
        </div>
      )}
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
      <CreativePreview audioUrl={previewAudio} imageUrl={previewImage} />
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
