import { earshotKeys, type Schema, uploadWithPolicy } from '@earshot/sdk-core';
import { useRef, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import * as editorStyles from '../AssetEditor/AssetEditor.css.ts';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.tsx';
import { CopyVastTagButton } from '../CopyVastTagButton/CopyVastTagButton.tsx';
import { EntityForm } from '../Form/EntityForm.tsx';
import { FormField } from '../Form/FormField.tsx';
import { FormNameField } from '../Form/FormNameField.tsx';
import { FormProblem } from '../Form/FormProblem.tsx';
import { FormTextField } from '../Form/FormTextField.tsx';
import { useEntityForm } from '../Form/useEntityForm.ts';
import { useAssets } from '../hooks/resources/assets.ts';
import { useCreateCreative, useDeleteCreative, useUpdateCreative } from '../hooks/resources/creatives.ts';
import { useAssetMessage } from '../i18n/assets/useAssetMessage.ts';
import { useValidationText } from '../i18n/useValidationText.ts';
import { ListBoxItem } from '../ListBoxItem/ListBoxItem.tsx';
import { usePlatform } from '../PlatformProvider/usePlatform.ts';
import { Select } from '../Select/Select.tsx';
import { CreativePreview } from './CreativePreview.tsx';
import type { PixelSize } from './creativeFileRules.ts';
import {
  type CreativeFormValues,
  creativeBody,
  creativeChanges,
  creativeField,
  creativeFormValues,
  creativeResolver,
} from './creativeFormValues.ts';
import { useCreativeFileChecks } from './useCreativeFileChecks.ts';
import { useObjectUrl } from './useObjectUrl.ts';

type Creative = Schema<'Creative'>;
type S3Data = Schema<'S3Data'>;
type Policies = { s3_data: S3Data | null; s3_displayad: S3Data | null };

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
  const { navigate, queryClient } = usePlatform();
  const assets = useAssets(advertiserId);
  const create = useCreateCreative();
  const update = useUpdateCreative();
  const remove = useDeleteCreative();
  const [isConfirming, setConfirming] = useState(false);
  // A new creative whose files failed to upload is saved already: saving again changes it.
  const createdId = useRef<string | null>(null);
  const savedId = () => creative?.id ?? createdId.current;
  const isNew = creative === null;

  /** Sends a chosen file under a save's policy; a file that fails stays chosen, to send with the next save. */
  const upload = async (file: File, s3Data: S3Data | null) => {
    try {
      await uploadWithPolicy({ file, s3Data });
      return true;
    } catch {
      entity.setProblem(t('assetUploader.failed', { name: file.name }));
      return false;
    }
  };

  /** Sends the chosen files under the policies of a save's answer; whether every chosen file arrived. */
  const sendFiles = async ({ audio, display }: CreativeFormValues, policies: Policies) => {
    const audioSent = audio ? await upload(audio, policies.s3_data) : false;
    const displaySent = display ? await upload(display, policies.s3_displayad) : false;
    // The chosen files stay previewed until the creative comes back with their stored addresses.
    if (audioSent || displaySent) {
      await queryClient.invalidateQueries({ queryKey: earshotKeys.resource(advertiserId, 'creatives') });
    }
    if (audioSent) entity.form.setValue('audio', null);
    if (displaySent) entity.form.setValue('display', null);
    return (!audio || audioSent) && (!display || displaySent);
  };

  const entity = useEntityForm<CreativeFormValues, CreativeFormValues, { id: string; sent: boolean }>({
    resolver: creativeResolver(savedId),
    defaultValues: creativeFormValues(creative),
    save: async (values) => {
      let id = savedId();
      let policies: Policies;
      if (id === null) {
        const created = await create.mutateAsync({ advertiserId, body: creativeBody(values) });
        id = created.creativeId;
        createdId.current = id;
        policies = created;
      } else {
        policies = await update.mutateAsync({ advertiserId, creativeId: id, body: creativeChanges(values) });
      }
      return { id, sent: await sendFiles(values, policies) };
    },
    failed: (message) => t('creativeEditor.saveFailed', { message }),
    savedMessage: () => t('creativeEditor.saved'),
    onSaved: ({ id, sent }) => {
      if (sent && isNew) navigate(`${base}/${encodeURIComponent(id)}`);
    },
    fieldOf: creativeField,
  });
  const { form } = entity;
  const { errors } = form.formState;
  const [name, audioFile, displayFile, assetUuid] = form.watch(['name', 'audio', 'display', 'asset_uuid']);
  const audioUrl = useObjectUrl(audioFile);
  const displayUrl = useObjectUrl(displayFile);
  const readyAssets = (assets.data ?? []).filter((asset) => asset.file_url);
  const chosenAsset = readyAssets.find((asset) => asset.uuid === assetUuid);
  const previewAudio = audioUrl ?? chosenAsset?.file_url ?? creative?.audio_url ?? null;
  // A chosen asset's stored waveform; a file chosen here is decoded in the browser anyway.
  const previewWaveform = {
    peaks: audioUrl ? null : (chosenAsset?.peaks ?? null),
    duration: audioUrl ? null : (chosenAsset?.duration_seconds ?? null),
  };
  const previewImage = displayUrl ?? creative?.display_url ?? null;

  /** Keeps a file that passes its checks; a refused one is dropped, and why shows at the file. */
  const choose = (field: 'audio' | 'display', file: File, problem: string | undefined) => {
    form.setValue(field, problem === undefined ? file : null);
    if (problem === undefined) form.clearErrors(field);
    else form.setError(field, { message: problem });
  };

  const chooseAudio = (file: File) => {
    const problem = checks.checkAudio(file);
    choose('audio', file, problem);
    if (problem === undefined) form.setValue('asset_uuid', '');
  };

  const onDelete = async () => {
    if (!creative) return;
    entity.setProblem(null);
    try {
      await remove.mutateAsync({ advertiserId, creativeId: creative.id });
      navigate(base);
    } catch (error) {
      entity.setProblem(
        t('assetList.deleteFailed', { name: creative.name, message: (error as Error).message }),
      );
    }
  };

  return (
    <EntityForm
      entity={entity}
      title={t(isNew ? 'creativeEditor.titleNew' : 'creativeEditor.title')}
      submitLabel={t('creativeEditor.save')}
      isReadOnly={isReadOnly}
      actions={
        creative === null ? null : (
          <>
            <CopyVastTagButton advertiserId={advertiserId} creative={creative} />
            {isReadOnly ? null : (
              <Button variant="danger" onPress={() => setConfirming(true)}>
                {t('assetList.deleteShort')}
              </Button>
            )}
          </>
        )
      }
      className={editorStyles.root}
    >
      <FormNameField control={form.control} label={t('assetEditor.name')} isReadOnly={isReadOnly} />
      <FormField
        control={form.control}
        name="asset_uuid"
        render={(field) => (
          <Select
            label={t('creativeEditor.asset')}
            selectedKey={field.value || null}
            onSelectionChange={(key) => {
              field.onChange(String(key ?? ''));
              form.setValue('audio', null);
            }}
            onBlur={field.onBlur}
            isDisabled={isReadOnly}
            isInvalid={field.isInvalid}
            errorMessage={field.errorMessage}
            items={readyAssets}
          >
            {(asset) => <ListBoxItem id={asset.uuid}>{asset.name}</ListBoxItem>}
          </Select>
        )}
      />
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
              if (file) void checks.checkDisplay(file).then((problem) => choose('display', file, problem));
            }}
          >
            <Button variant="secondary">
              {t(isNew ? 'creativeEditor.chooseDisplay' : 'creativeEditor.replaceDisplay')}
            </Button>
          </FileTrigger>
          {displayFile ? <span>{displayFile.name}</span> : null}
        </div>
      )}
      <FormProblem problem={validationText(errors.audio?.message)} />
      <FormProblem problem={validationText(errors.display?.message)} />
      <FormTextField
        control={form.control}
        name="click_url"
        label={t('creativeEditor.clickUrl')}
        type="url"
        isReadOnly={isReadOnly}
      />
      <CreativePreview
        name={name}
        audioUrl={previewAudio}
        waveform={previewWaveform}
        imageUrl={previewImage}
      />
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
    </EntityForm>
  );
}
