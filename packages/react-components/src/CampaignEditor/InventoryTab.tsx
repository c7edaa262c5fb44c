import { useAdvertiser } from '../hooks/resources/advertisers.ts';
import { usePlaylists } from '../hooks/resources/playlists.ts';
import { useCampaignMessage } from '../i18n/campaigns/useCampaignMessage.ts';
import { useInventoryMessage } from '../i18n/inventory/useInventoryMessage.ts';
import { useFormatters } from '../i18n/useFormatters.ts';
import * as styles from './CampaignEditor.css.ts';
import { useCampaignEditor } from './CampaignEditorContext.ts';
import { ChecklistField } from './ChecklistField.tsx';
import { PickerField } from './PickerField.tsx';

/**
 * The playlists (with their type as the inventory screens name it) and the deals the campaign buys,
 * chosen among the advertiser's.
 */
export function InventoryTab() {
  const t = useCampaignMessage();
  const inventoryText = useInventoryMessage();
  const { number } = useFormatters();
  const { advertiserId } = useCampaignEditor();
  const playlists = usePlaylists(advertiserId);
  const advertiser = useAdvertiser(advertiserId);
  return (
    <div className={styles.stack}>
      <ChecklistField
        name="playlist_ids"
        label={t('campaigns.field.playlists')}
        options={playlists.data?.map((playlist) => ({
          id: playlist.id,
          label: playlist.name,
          detail: t('campaigns.playlist.detail', {
            type: inventoryText(`playlistType.${playlist.type}`),
            count: number(playlist.inventory_size),
            reach: number(playlist.reach, { notation: 'compact' }),
          }),
        }))}
        emptyText={t('campaigns.field.playlists.empty')}
      />
      <PickerField
        name="deal_ids"
        label={t('campaigns.field.deals')}
        description={t('campaigns.field.deals.description')}
        options={(advertiser.data?.deals ?? []).map((deal) => ({ id: deal, label: deal }))}
        status={advertiser.data ? 'ready' : advertiser.isError ? 'failed' : 'loading'}
        onRetry={() => void advertiser.refetch()}
      />
    </div>
  );
}
