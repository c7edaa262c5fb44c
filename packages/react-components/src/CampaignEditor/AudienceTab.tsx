import { useAudiences } from '../hooks/readHooks.ts';
import { useCampaignMessage } from '../i18n/campaigns/useCampaignMessage.ts';
import * as styles from './CampaignEditor.css.ts';
import { useCampaignEditor } from './CampaignEditorContext.ts';
import { ChecklistField } from './ChecklistField.tsx';

/** The advertiser's saved audiences the campaign reaches. */
export function AudienceTab() {
  const t = useCampaignMessage();
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
          detail: audience.subtype,
        }))}
        emptyText={t('campaigns.field.audiences.empty')}
      />
    </div>
  );
}
