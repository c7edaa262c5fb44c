import { usePlaylists } from '../hooks/readHooks.ts';
import { useCampaignMessage } from '../i18n/campaigns/useCampaignMessage.ts';
import { useFormatters } from '../i18n/useFormatters.ts';
import * as styles from './CampaignEditor.css.ts';
import { useCampaignEditor } from './CampaignEditorContext.ts';
import { ChecklistField } from './ChecklistField.tsx';
import { EntryListField } from './EntryListField.tsx';

/** The playlists and deals the campaign buys. */
export function InventoryTab() {
  const t = useCampaignMessage();
  const { number } = useFormatters();
  const { advertiserId } = useCampaignEditor();
  const playlists = usePlaylists(advertiserId);
  return (
    <div className={styles.stack}>
      <ChecklistField
        name="playlist_ids"
        label={t('campaigns.field.playlists')}
        options={playlists.data?.map((playlist) => ({
          id: playlist.id,
          label: playlist.name,
          detail: t('campaigns.playlist.detail', {
            type: playlist.type,
            count: number(playlist.inventory_size),
            reach: number(playlist.reach, { notation: 'compact' }),
          }),
        }))}
        emptyText={t('campaigns.field.playlists.empty')}
      />
      <EntryListField
        name="deal_ids"
        label={t('campaigns.field.deals')}
        description={t('campaigns.field.deals.description')}
      />
    </div>
  );
}
