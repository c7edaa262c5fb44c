import type { Schema } from '@earshot/sdk-core';
import {
  DESTINATION_PROFILE_IDS,
  DESTINATION_PROFILES,
  type DestinationProfileId,
} from '@earshot/validators';
import { useId, useState } from 'react';
import { assetPath } from '../AssetList/AssetList.tsx';
import { Button } from '../Button/Button.tsx';
import { FormProblem } from '../Form/FormProblem.tsx';
import { useNormalizeAsset } from '../hooks/resources/assets.ts';
import { useAssetMessage } from '../i18n/assets/useAssetMessage.ts';
import { Link } from '../Link/Link.tsx';
import { usePlatform } from '../PlatformProvider/usePlatform.ts';
import { Preflight } from '../Preflight/Preflight.tsx';
import { PreflightBadge } from '../Preflight/PreflightBadge.tsx';
import * as styles from './AssetEditor.css.ts';

type Asset = Schema<'Asset'>;

/** Props of {@link AssetPreflight}. */
export interface AssetPreflightProps {
  advertiserId: string;
  asset: Asset;
  /** The assets section's path; the normalized copy opens at `{base}/{uuid}`. */
  base: string;
  /** Hides normalizing, which makes an asset. */
  isReadOnly: boolean;
}

/** The server checks a file when it arrives: until then a ready or processing asset has no pre-flight yet. */
const isBeingChecked = (asset: Asset) => asset.status === 'ready' || asset.status === 'processing';

/**
 * An asset's pre-flight, as the server measured it ("Checking…" until it has), and the actions that
 * make a loudness-normalized copy for each destination; the copy made is linked with its own pre-flight,
 * and a toast says so.
 */
export function AssetPreflight({ advertiserId, asset, base, isReadOnly }: AssetPreflightProps) {
  const titleId = useId();
  const t = useAssetMessage();
  const { toasts } = usePlatform();
  const normalize = useNormalizeAsset();
  const [normalizing, setNormalizing] = useState<DestinationProfileId | null>(null);
  const [copy, setCopy] = useState<{ asset: Asset; profile: DestinationProfileId } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  if (!asset.preflight && !isBeingChecked(asset)) return null;
  const canNormalize = !isReadOnly && asset.status === 'ready' && asset.file_url !== null;

  const onNormalize = async (profile: DestinationProfileId) => {
    setProblem(null);
    setNormalizing(profile);
    try {
      const made = await normalize.mutateAsync({ advertiserId, uuid: asset.uuid, body: { profile } });
      setCopy({ asset: made, profile });
      const label = DESTINATION_PROFILES[profile].label;
      toasts.notify({
        kind: 'success',
        message: t('assetEditor.normalized', { name: made.name, profile: label }),
      });
    } catch (error) {
      setProblem(t('assetEditor.normalizeFailed', { message: (error as Error).message }));
    } finally {
      setNormalizing(null);
    }
  };

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.heading}>
        {t('assetEditor.preflight')}
      </h2>
      {asset.preflight ? <Preflight result={asset.preflight} /> : <PreflightBadge result={null} />}
      {canNormalize ? (
        <>
          <p className={styles.term}>{t('assetEditor.normalize.description')}</p>
          <div className={styles.actions}>
            {DESTINATION_PROFILE_IDS.map((profile) => (
              <Button
                key={profile}
                variant="secondary"
                isPending={normalizing === profile}
                isDisabled={normalizing !== null && normalizing !== profile}
                onPress={() => void onNormalize(profile)}
              >
                {t('assetEditor.normalize', { profile: DESTINATION_PROFILES[profile].label })}
              </Button>
            ))}
          </div>
        </>
      ) : null}
      <FormProblem problem={problem} />
      {copy ? (
        <div className={styles.copy} data-status={copy.asset.preflight?.status ?? 'checking'}>
          <p className={styles.copyTitle}>
            {t('assetEditor.normalizedCopy', { profile: DESTINATION_PROFILES[copy.profile].label })}
          </p>
          <Link href={assetPath(base, copy.asset)}>{copy.asset.name}</Link>
          {copy.asset.preflight ? (
            <Preflight result={copy.asset.preflight} />
          ) : (
            <PreflightBadge result={null} />
          )}
        </div>
      ) : null}
    </section>
  );
}
