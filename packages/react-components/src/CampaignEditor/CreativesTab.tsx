import type { Schema } from '@earshot/sdk-core';
import { useId } from 'react';
import { CheckboxGroup, Label, Text } from 'react-aria-components';
import { useController } from 'react-hook-form';
import type { PlayableWaveform } from '../AssetList/PlayableTable.tsx';
import { useAssetWaveforms } from '../AssetList/useAssetWaveforms.ts';
import { AudioPreview } from '../AudioPreview/AudioPreview.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { useCreatives } from '../hooks/resources/creatives.ts';
import { type CampaignMessageKey, useCampaignMessage } from '../i18n/campaigns/useCampaignMessage.ts';
import { useValidationMessage } from '../i18n/campaigns/useValidationMessage.ts';
import { LoadFailed } from '../LoadFailed/LoadFailed.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import * as fieldStyles from '../theme/field.css.ts';
import * as editorStyles from './CampaignEditor.css.ts';
import { useCampaignEditor } from './CampaignEditorContext.ts';
import * as styles from './CreativesTab.css.ts';
import type { CampaignFormValues } from './campaignFormValues.ts';

type Creative = Schema<'Creative'>;

/**
 * The advertiser's creatives to attach, each with its audio (and waveform, from the stored peaks of the
 * asset it plays) and companion ad. Only a
 * ready creative can be chosen: one whose files are missing, still uploading or refused says why. One
 * chosen before it stopped being ready stays chosen, with a warning, until it is removed; a chosen id
 * the list no longer holds stays too, so it can be removed.
 */
export function CreativesTab() {
  const t = useCampaignMessage();
  const translate = useValidationMessage();
  const { advertiserId, readOnly } = useCampaignEditor();
  const creatives = useCreatives(advertiserId);
  const waveforms = useAssetWaveforms(advertiserId);
  const { field, fieldState } = useController<CampaignFormValues, 'creative_ids'>({ name: 'creative_ids' });
  const chosen = field.value;
  if (creatives.isError) {
    return (
      <LoadFailed
        message={t('campaigns.creatives.loadFailed')}
        retryLabel={t('campaigns.retry')}
        onRetry={() => void creatives.refetch()}
      />
    );
  }
  // The players wait for the assets' stored waveforms, so that none decodes its audio meanwhile.
  if (!creatives.data || waveforms.isPending) return <Skeleton label={t('campaigns.loading')} />;
  const list = creatives.data;
  const missing = chosen.filter((id) => !list.some((creative) => creative.id === id));
  const error = fieldState.error?.message;
  return (
    <CheckboxGroup
      className={fieldStyles.field}
      value={chosen}
      onChange={field.onChange}
      isReadOnly={readOnly}
      isInvalid={error !== undefined}
    >
      <Label className={fieldStyles.label}>{t('campaigns.field.creatives')}</Label>
      {list.length === 0 && missing.length === 0 ? (
        <p className={editorStyles.muted}>{t('campaigns.field.creatives.empty')}</p>
      ) : null}
      <div className={styles.options}>
        {list.map((creative) => (
          <CreativeOption
            key={creative.id}
            creative={creative}
            isChosen={chosen.includes(creative.id)}
            waveform={waveforms.waveformOf(creative.asset_uuid, creative.audio_url)}
          />
        ))}
        {missing.map((id) => (
          <div key={id} className={styles.option} data-chosen>
            <Checkbox value={id}>
              <span className={editorStyles.goalText}>
                <span>{id}</span>
                <span className={editorStyles.muted}>{t('campaigns.unknownItem')}</span>
              </span>
            </Checkbox>
          </div>
        ))}
      </div>
      {error ? (
        <Text slot="errorMessage" className={fieldStyles.fieldError}>
          {translate(error)}
        </Text>
      ) : null}
    </CheckboxGroup>
  );
}

/** What keeps a creative that is not ready out of campaigns, by its status. */
const notReadyReason = (status: Exclude<Creative['status'], 'ready'>): CampaignMessageKey =>
  `campaigns.creatives.notReady.${status}`;

/** Props of {@link CreativeOption}. */
interface CreativeOptionProps {
  creative: Creative;
  isChosen: boolean;
  /** The stored waveform of the asset the creative plays, if any. */
  waveform: PlayableWaveform;
}

/** One creative: its checkbox (named after it), why it cannot be chosen, its audio and companion ad. */
function CreativeOption({ creative, isChosen, waveform }: CreativeOptionProps) {
  const t = useCampaignMessage();
  const noteId = useId();
  const reason = creative.status === 'ready' ? null : notReadyReason(creative.status);
  return (
    <div className={styles.option} data-chosen={isChosen || undefined} data-ready={reason ? undefined : true}>
      {/* A chosen creative that is not ready stays enabled, so it can be removed. */}
      <Checkbox
        value={creative.id}
        isDisabled={reason !== null && !isChosen}
        aria-describedby={reason ? noteId : undefined}
      >
        <span className={editorStyles.goalText}>
          <span>{creative.name}</span>
          {creative.audio_filename ? (
            <span className={editorStyles.muted}>{creative.audio_filename}</span>
          ) : null}
        </span>
      </Checkbox>
      {reason ? (
        <div id={noteId}>
          <p className={styles.reason}>{t(reason)}</p>
          {isChosen ? <p className={styles.warning}>{t('campaigns.creatives.chosenNotReady')}</p> : null}
        </div>
      ) : null}
      {creative.audio_url || creative.display_url ? (
        <div className={styles.media}>
          {creative.audio_url ? (
            <AudioPreview
              src={creative.audio_url}
              name={creative.name}
              {...waveform}
              className={styles.player}
            />
          ) : null}
          {creative.display_url ? (
            <img
              className={styles.companion}
              src={creative.display_url}
              alt={t('campaigns.creatives.companion', { name: creative.name })}
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
