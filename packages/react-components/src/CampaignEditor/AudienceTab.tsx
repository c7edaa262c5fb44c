import { useAudiences } from '../hooks/resources/audiences.ts';
import { useAudienceMessage } from '../i18n/audiences/useAudienceMessage.ts';
import { useCampaignMessage } from '../i18n/campaigns/useCampaignMessage.ts';
import * as styles from './CampaignEditor.css.ts';
import { useCampaignEditor } from './CampaignEditorContext.ts';
import { ChecklistField } from './ChecklistField.tsx';

/** The advertiser's saved audiences the campaign reaches, each with its kind as the audience screens name it. */
export function AudienceTab() {
  const t = useCampaignMessage();
  const audienceText = useAudienceMessage();
  const { advertiserId } = useCampaignEditor();
  const audiences = useAudiences(advertiserId);
  return (
    <div className={styles.stack}>
      <ChecklistField
        name="audience_ids"
        label={t('campaigns.field.audiences')}
        options={audiences.data?.map((audience) => ({
          id: audience.id,
          label: audience.name,
          detail: audienceText(`audienceSubtype.${audience.subtype}`),
        }))}
        emptyText={t('campaigns.field.audiences.empty')}
      />
    </div>
  );
}
