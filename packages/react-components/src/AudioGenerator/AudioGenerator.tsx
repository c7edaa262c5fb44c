import { ApiError, type Schema } from '@earshot/sdk-core';
import { createAssetBodySchema, createAudioVersionBodySchema } from '@earshot/validators';
import { useId, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { useAsset } from '../hooks/useAsset.ts';
import { useAudioVersions } from '../hooks/useAudioVersions.ts';
import { useCreateAsset } from '../hooks/useCreateAsset.ts';
import { useCreateAudioVersion } from '../hooks/useCreateAudioVersion.ts';
import { useUpdateAsset } from '../hooks/useUpdateAsset.ts';
import { useVoices } from '../hooks/useVoices.ts';
import { useAssetMessage } from '../i18n/assets/useAssetMessage.ts';
import { useValidationText } from '../i18n/useValidationText.ts';
import { Link } from '../Link/Link.tsx';
import { ListBoxItem } from '../ListBoxItem/ListBoxItem.tsx';
import { PageHeader } from '../PageHeader/PageHeader.tsx';
import { usePlatform } from '../PlatformProvider/usePlatform.ts';
import { QueryStates } from '../QueryStates/QueryStates.tsx';
import { Select } from '../Select/Select.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './AudioGenerator.css.ts';
import { assetVersion } from './assetVersion.ts';
import { ScriptField } from './ScriptField.tsx';
import { ScriptSuggestions } from './ScriptSuggestions.tsx';
import { VersionCard } from './VersionCard.tsx';

type Asset = Schema<'Asset'>;
type Version = Schema<'Advertisement'>;
type Problems = Partial<Record<'name' | 'script' | 'voice_id', string>>;

/** Props of {@link AudioGenerator}. */
export interface AudioGeneratorProps {
  /** The advertiser the asset belongs to (its uuid). */
  advertiserId: string;
  /** The generated asset's uuid, or 'new' to generate a new one. */
  assetId: string;
  /**
   * The path of the assets section in the embedding app: "Back to assets" links to it, and a new
   * asset, once kept, opens at `{basePath}/generate/{uuid}`.
   * @default `/{advertiserId}/assets`
   */
  basePath?: string;
  /**
   * Shows the asset and its versions without generating or keeping.
   * @default false
   */
  isReadOnly?: boolean;
}

const firstIssues = (issues: readonly { path: PropertyKey[]; message: string }[]) =>
  Object.fromEntries(issues.toReversed().map((issue) => [String(issue.path[0]), issue.message])) as Problems;

/**
 * The audio generator screen (route `assets/generate/{id}`): pick a voice, write a script or use a
 * suggested one, generate versions, play and compare them, and keep one as the asset.
 */
export function AudioGenerator({ advertiserId, assetId, basePath, isReadOnly = false }: AudioGeneratorProps) {
  const t = useAssetMessage();
  const isNew = assetId === 'new';
  const asset = useAsset(advertiserId, isNew ? null : assetId);
  const base = basePath ?? `/${encodeURIComponent(advertiserId)}/assets`;
  const back = <Link href={base}>{t('assetEditor.back')}</Link>;
  if (!isNew && asset.isError) {
    return (
      <section className={styles.root} role="alert">
        <p className={styles.error}>{t('assetEditor.loadFailed')}</p>
        <div className={styles.actions}>
          <Button variant="secondary" onPress={() => void asset.refetch()}>
            {t('assetList.retry')}
          </Button>
          {back}
        </div>
      </section>
    );
  }
  if (!isNew && asset.isPending) return <Skeleton lines={6} label={t('assetEditor.loading')} />;
  return (
    <section className={styles.root}>
      {back}
      <GeneratorForm
        key={asset.data?.uuid ?? 'new'}
        advertiserId={advertiserId}
        asset={asset.data ?? null}
        base={base}
        isReadOnly={isReadOnly}
      />
    </section>
  );
}

interface GeneratorFormProps {
  advertiserId: string;
  asset: Asset | null;
  base: string;
  isReadOnly: boolean;
}

function GeneratorForm({ advertiserId, asset, base, isReadOnly }: GeneratorFormProps) {
  const titleId = useId();
  const t = useAssetMessage();
  const validationText = useValidationText();
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
  const [name, setName] = useState(asset?.name ?? '');
  const [voiceId, setVoiceId] = useState(asset?.voice_id ?? '');
  const [script, setScript] = useState(asset?.script ?? '');
  const [generated, setGenerated] = useState<Version[]>([]);
  const [kept, setKept] = useState<{ script: string | null; voiceId: string | null }>({
    script: asset?.script ?? null,
    voiceId: asset?.voice_id ?? null,
  });
  const [keeping, setKeeping] = useState<string | null>(null);
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);

  const seen = new Set(generated.map((version) => version.external_id));
  const listed = [...generated, ...(saved.data ?? []).filter((version) => !seen.has(version.external_id))];
  const isKeptVersion = (version: Version) =>
    kept.script === version.script && kept.voiceId === version.voice_id;
  // The kept audio stays listed even when it came from a version generated before the asset existed.
  const own = asset && !saved.isPending && !listed.some(isKeptVersion) ? assetVersion(asset) : null;
  const versions = own ? [...listed, own] : listed;
  const voiceName = (id: string) => voices.data?.find((voice) => voice.id === id)?.name ?? id;
  const fieldsOf = (error: unknown) => (error instanceof ApiError ? (error.fields as Problems) : {});

  const onGenerate = async () => {
    setFailure(null);
    const parsed = createAudioVersionBodySchema.safeParse({ script, voice_id: voiceId });
    if (!parsed.success) return setProblems(firstIssues(parsed.error.issues));
    setProblems({});
    try {
      const version = await generate.mutateAsync({
        advertiserId,
        body: { ...parsed.data, ...(asset ? { asset_uuid: asset.uuid } : {}) },
      });
      setGenerated((current) => [version, ...current]);
    } catch (error) {
      setProblems(fieldsOf(error));
      setFailure(t('audioGenerator.generateFailed', { message: (error as Error).message }));
    }
  };

  const onKeep = async (version: Version) => {
    setFailure(null);
    const body = { kind: 'generated' as const, name, script: version.script, voice_id: version.voice_id };
    const parsed = createAssetBodySchema.safeParse(body);
    if (!parsed.success) return setProblems(firstIssues(parsed.error.issues));
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
      setProblems(fieldsOf(error));
      setFailure(t('assetEditor.saveFailed', { message: (error as Error).message }));
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
      {failure ? (
        <p role="alert" className={styles.error}>
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
      <QueryStates
        query={voices}
        loading={<Skeleton lines={1} label={t('audioGenerator.voicesLoading')} />}
        loadFailed={t('audioGenerator.voicesFailed')}
        retryLabel={t('assetList.retry')}
        failure={{ variant: 'inline', size: 'small' }}
      >
        {(voiceList) => (
          <Select
            label={t('audioGenerator.voice')}
            selectedKey={voiceId || null}
            onSelectionChange={(key) => setVoiceId(String(key ?? ''))}
            isDisabled={isReadOnly}
            isInvalid={Boolean(problems.voice_id)}
            errorMessage={validationText(problems.voice_id)}
            items={voiceList}
          >
            {(voice) => (
              <ListBoxItem id={voice.id} textValue={voice.name}>
                {t('audioGenerator.voiceOption', {
                  name: voice.name,
                  language: voice.language,
                  gender: t(`voiceGender.${voice.gender}`),
                })}
              </ListBoxItem>
            )}
          </Select>
        )}
      </QueryStates>
      <ScriptField
        label={t('audioGenerator.script')}
        value={script}
        onChange={setScript}
        isReadOnly={isReadOnly}
        errorMessage={validationText(problems.script)}
      />
      {isReadOnly ? null : (
        <>
          <div className={styles.actions}>
            <Button isPending={generate.isPending} onPress={() => void onGenerate()}>
              {t('audioGenerator.generate')}
            </Button>
          </div>
          <ScriptSuggestions advertiserId={advertiserId} onUse={setScript} />
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
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
