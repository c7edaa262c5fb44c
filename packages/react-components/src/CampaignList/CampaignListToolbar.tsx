import {
  CAMPAIGN_GOALS,
  CAMPAIGN_STATUSES,
  type Campaign,
  DELIVERY_STATES,
  type DeliveryState,
} from '@earshot/validators';
import {
  type CampaignListMessageKey,
  useCampaignListMessage,
} from '../i18n/campaignList/useCampaignListMessage.ts';
import { SearchField } from '../SearchField/SearchField.tsx';
import { type FilterOption, FilterSelect } from '../Select/FilterSelect.tsx';
import * as styles from './CampaignList.css.ts';

const ALL = 'all';
type All = typeof ALL;

/** Props of {@link CampaignListToolbar}. */
export interface CampaignListToolbarProps {
  search: string;
  onSearchChange: (search: string) => void;
  status: Campaign['status'] | null;
  onStatusChange: (status: Campaign['status'] | null) => void;
  delivery: DeliveryState | null;
  onDeliveryChange: (delivery: DeliveryState | null) => void;
  goal: Campaign['goal'] | null;
  onGoalChange: (goal: Campaign['goal'] | null) => void;
}

/** Search by name and filter by status, delivery state and goal. */
export function CampaignListToolbar(props: CampaignListToolbarProps) {
  const t = useCampaignListMessage();
  const statuses: FilterOption<Campaign['status'] | All>[] = [
    { id: ALL, label: t('campaigns.list.allStatuses') },
    ...CAMPAIGN_STATUSES.map((status) => ({
      id: status,
      label: t(`campaigns.status.${status}` as CampaignListMessageKey),
    })),
  ];
  const deliveries: FilterOption<DeliveryState | All>[] = [
    { id: ALL, label: t('campaigns.list.allDeliveries') },
    ...DELIVERY_STATES.map((state) => ({
      id: state,
      label: t(`campaigns.delivery.state.${state}` as CampaignListMessageKey),
    })),
  ];
  const goals: FilterOption<Campaign['goal'] | All>[] = [
    { id: ALL, label: t('campaigns.list.allGoals') },
    ...CAMPAIGN_GOALS.map(({ value }) => ({
      id: value,
      label: t(`campaigns.goal.${value}` as CampaignListMessageKey),
    })),
  ];
  return (
    <div className={styles.toolbar}>
      <SearchField label={t('campaigns.list.search')} value={props.search} onChange={props.onSearchChange} />
      <FilterSelect<Campaign['status'] | All>
        label={t('campaigns.list.status')}
        options={statuses}
        selectedKey={props.status ?? ALL}
        onSelectionChange={(key) => props.onStatusChange(key === ALL ? null : key)}
      />
      <FilterSelect<DeliveryState | All>
        label={t('campaigns.list.delivery')}
        options={deliveries}
        selectedKey={props.delivery ?? ALL}
        onSelectionChange={(key) => props.onDeliveryChange(key === ALL ? null : key)}
      />
      <FilterSelect<Campaign['goal'] | All>
        label={t('campaigns.list.goal')}
        options={goals}
        selectedKey={props.goal ?? ALL}
        onSelectionChange={(key) => props.onGoalChange(key === ALL ? null : key)}
      />
    </div>
  );
}
