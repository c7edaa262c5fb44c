import { useWatch } from 'react-hook-form';
import { useCreatives } from '../hooks/readHooks.ts';
import { useCampaignMessage } from '../i18n/campaigns/useCampaignMessage.ts';
import * as styles from './CampaignEditor.css.ts';
import { useCampaignEditor } from './CampaignEditorContext.ts';
import { ChecklistField } from './ChecklistField.tsx';
import type { CampaignFormValues } from './campaignFormValues.ts';

/** Attaches the advertiser's creatives and previews the audio and companion ad of each attached one. */
export function CreativesTab() {
  const t = useCampaignMessage();
  const { advertiserId } = useCampaignEditor();
  const creatives = useCreatives(advertiserId);
  const chosen = useWatch<CampaignFormValues, 'creative_ids'>({ name: 'creative_ids' });
  const attached = (creatives.data ?? []).filter((creative) => chosen.includes(creative.id));
  return (
    <div className={styles.stack}>
      <ChecklistField
        name="creative_ids"
        label={t('campaigns.field.creatives')}
        options={creatives.data?.map((creative) => ({
          id: creative.id,
          label: creative.name,
          detail: creative.audio_filename ?? undefined,
        }))}
        emptyText={t('campaigns.field.creatives.empty')}
      />
      {attached.length > 0 ? (
        <section className={styles.stack} aria-label={t('campaigns.creatives.previews')}>
          {attached.map((creative) => (
            <figure key={creative.id} className={styles.preview}>
              <figcaption className={styles.goalName}>{creative.name}</figcaption>
              {creative.audio_url ? (
                // biome-ignore lint/a11y/useMediaCaption: creatives are audio ads without a transcript in the contract.
                <audio
                  controls
                  preload="none"
                  src={creative.audio_url}
                  aria-label={t('campaigns.creatives.audio', { name: creative.name })}
                />
              ) : (
                <p className={styles.muted}>{t('campaigns.creatives.noAudio')}</p>
              )}
              {creative.display_url ? (
                <img
                  className={styles.companion}
                  src={creative.display_url}
                  alt={t('campaigns.creatives.companion', { name: creative.name })}
                />
              ) : (
                <p className={styles.muted}>{t('campaigns.creatives.noCompanion')}</p>
              )}
            </figure>
          ))}
        </section>
      ) : null}
    </div>
  );
}
