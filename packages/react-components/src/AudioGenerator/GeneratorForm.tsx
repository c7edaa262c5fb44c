import type { Schema } from '@earshot/sdk-core';
import {
  type CreateAudioVersionBody,
  createAssetBodySchema,
  createAudioVersionBodySchema,
  fieldErrors,
  type SpotLength,
} from '@earshot/validators';
import { useId, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { FormField } from '../Form/FormField.tsx';
import { FormNameField } from '../Form/FormNameField.tsx';
import { FormProblem } from '../Form/FormProblem.tsx';
import { placeServerProblems } from '../Form/placeServerProblems.ts';
import { schemaResolver } from '../Form/schemaResolver.ts';
import { useEntityForm } from '../Form/useEntityForm.ts';
import {
  useAudioVersions,
  useCreateAsset,
  useCreateAudioVersion,
  useUpdateAsset,
  useVoices,
} from '../hooks/resources/assets.ts';
import { useAssetMessage } from '../i18n/assets/useAssetMessage.ts';
import { PageHeader } from '../PageHeader/PageHeader.tsx';
import { usePlatform } from '../PlatformProvider/usePlatform.ts';
import * as styles from './AudioGenerator.css.ts';
import { assetVersion } from './assetVersion.ts';
import { ScriptField } from './ScriptField.tsx';
import { ScriptFitNote } from './ScriptFitNote.tsx';
import { ScriptSuggestions } from './ScriptSuggestions.tsx';
import { SpotLengthPicker } from './SpotLengthPicker.tsx';
import { VersionCard } from './VersionCard.tsx';
import { VoicePicker } from './VoicePicker.tsx';

type Asset = Schema<'Asset'>;
type Version = Schema<'Advertisement'>;

/** What the generator edits: the asset's name, and the voice and script of the next version. */
interface GeneratorValues {
  name: string;
  voice_id: string;
  script: string;
}

/** Checks the voice and script as the `createAudioVersion` body they become. */
const generateResolver = schemaResolver(({ script, voice_id }: GeneratorValues) =>
  createAudioVersionBodySchema.safeParse({ script, voice_id }),
);

/** The spot length a script is written for until another is picked: the suggestions' default. */
const DEFAULT_SPOT_LENGTH: SpotLength = 30;

/** The server's pre-flight of the asset's audio; null while it checks a ready or processing file. */
const keptPreflight = (asset: Asset) =>
  asset.preflight ?? (asset.status === 'ready' || asset.status === 'processing' ? null : undefined);

const assetWaveform = (asset: Asset) => ({ peaks: asset.peaks, duration: asset.duration_seconds });

/** Props of {@link GeneratorForm}. */
export interface GeneratorFormProps {
  advertiserId: string;
  /** The generated asset, or null for a new one. */
  asset: Asset | null;
  /** The assets section's path; a new asset, once kept, opens at `{base}/generate/{uuid}`. */
  base: string;
  isReadOnly: boolean;
}

/**
 * The generator's name, voice (with its sample) and script (its words counted against the spot
 * length): generates versions from the voice and script, lists them with the asset's saved ones, and
 * keeps one as the asset under the name; the kept version shows the asset's pre-flight.
 */
export function GeneratorForm({ advertiserId, asset, base, isReadOnly }: GeneratorFormProps) {
  const titleId = useId();
  const t = useAssetMessage();
  const { navigate, toasts } = usePlatform();
  const voices = useVoices(advertiserId);
  const saved = useAudioVersions(
    advertiserId,
    { asset_uuid: asset?.uuid ?? '' },
    { enabled: Boolean(asset) },
  );
  const generate = useCreateAudioVersion();
  const createAsset = useCreateAsset();
  const updateAsset = useUpdateAsset();
  const [generated, setGenerated] = useState<Version[]>([]);
  const [kept, setKept] = useState<{ script: string | null; voiceId: string | null }>({
    script: asset?.script ?? null,
    voiceId: asset?.voice_id ?? null,
  });
  const [keeping, setKeeping] = useState<string | null>(null);
  const [spotLength, setSpotLength] = useState<SpotLength>(DEFAULT_SPOT_LENGTH);
  const entity = useEntityForm<GeneratorValues, CreateAudioVersionBody, Version>({
    resolver: generateResolver,
    defaultValues: { name: asset?.name ?? '', voice_id: asset?.voice_id ?? '', script: asset?.script ?? '' },
    save: (body) =>
      generate.mutateAsync({ advertiserId, body: { ...body, ...(asset ? { asset_uuid: asset.uuid } : {}) } }),
    failed: (message) => t('audioGenerator.generateFailed', { message }),
    onSaved: (version) => setGenerated((current) => [version, ...current]),
  });
  const { form, problem, setProblem } = entity;

  const seen = new Set(generated.map((version) => version.external_id));
  const listed = [...generated, ...(saved.data ?? []).filter((version) => !seen.has(version.external_id))];
  const isKeptVersion = (version: Version) =>
    kept.script === version.script && kept.voiceId === version.voice_id;
  // The kept audio stays listed even when it came from a version generated before the asset existed.
  const own = asset && !saved.isPending && !listed.some(isKeptVersion) ? assetVersion(asset) : null;
  const versions = own ? [...listed, own] : listed;
  const voiceName = (id: string) => voices.data?.find((voice) => voice.id === id)?.name ?? id;
  const voiceId = form.watch('voice_id');
  const voiceLanguage = voices.data?.find((voice) => voice.id === voiceId)?.language;

  const onKeep = async (version: Version) => {
    setProblem(null);
    const name = form.getValues('name');
    const body = { kind: 'generated' as const, name, script: version.script, voice_id: version.voice_id };
    const parsed = createAssetBodySchema.safeParse(body);
    if (!parsed.success) {
      form.clearErrors();
      for (const [path, key] of Object.entries(fieldErrors(parsed.error))) {
        form.setError(path as keyof GeneratorValues, { message: key });
      }
      return;
    }
    setKeeping(version.external_id);
    try {
      if (asset) {
        await updateAsset.mutateAsync({
          advertiserId,
          uuid: asset.uuid,
          body: { name, script: version.script, voice_id: version.voice_id },
        });
        setKept({ script: version.script, voiceId: version.voice_id });
        toasts.notify({ kind: 'success', message: t('assetEditor.saved') });
      } else {
        const answer = await createAsset.mutateAsync({ advertiserId, body });
        toasts.notify({ kind: 'success', message: t('assetEditor.saved') });
        navigate(`${base}/generate/${encodeURIComponent(answer.asset.uuid)}`);
      }
    } catch (error) {
      if (!placeServerProblems(error, form.setError)) {
        setProblem(t('assetEditor.saveFailed', { message: (error as Error).message }));
      }
    } finally {
      setKeeping(null);
    }
  };

  return (
    <div className={styles.root}>
      <PageHeader
        title={t(asset ? 'audioGenerator.titleEdit' : 'audioGenerator.titleNew')}
        description={t('audioGenerator.description')}
      />
      <FormProblem problem={problem} />
      <FormNameField control={form.control} label={t('assetEditor.name')} isReadOnly={isReadOnly} />
      <FormField
        control={form.control}
        name="voice_id"
        render={(field) => <VoicePicker voices={voices} field={field} isReadOnly={isReadOnly} />}
      />
      <SpotLengthPicker value={spotLength} onChange={setSpotLength} isReadOnly={isReadOnly} />
      <FormField
        control={form.control}
        name="script"
        render={(field) => (
          <ScriptField
            label={t('audioGenerator.script')}
            value={field.value}
            onChange={field.onChange}
            isReadOnly={isReadOnly}
            errorMessage={field.errorMessage}
            description={<ScriptFitNote script={field.value} seconds={spotLength} language={voiceLanguage} />}
          />
        )}
      />
      {isReadOnly ? null : (
        <>
          <div className={styles.actions}>
            <Button isPending={generate.isPending} onPress={() => void entity.onSubmit()}>
              {t('audioGenerator.generate')}
            </Button>
          </div>
          <ScriptSuggestions
            advertiserId={advertiserId}
            durationSeconds={spotLength}
            onUse={(script) => form.setValue('script', script, { shouldDirty: true })}
          />
        </>
      )}
      <section className={styles.section} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.heading}>
          {t('audioGenerator.versions')}
        </h2>
        {versions.length === 0 ? (
          <p className={styles.muted}>{t('audioGenerator.noVersions')}</p>
        ) : (
          <ul className={styles.list}>
            {versions.map((version, index) => (
              <VersionCard
                key={version.external_id}
                version={version}
                number={versions.length - index}
                voiceName={voiceName(version.voice_id)}
                isKept={isKeptVersion(version)}
                isKeeping={keeping === version.external_id}
                onKeep={isReadOnly ? undefined : () => void onKeep(version)}
                preflight={asset && isKeptVersion(version) ? keptPreflight(asset) : undefined}
                waveform={asset && version.audio_url === asset.file_url ? assetWaveform(asset) : undefined}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
