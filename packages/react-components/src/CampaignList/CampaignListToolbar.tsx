import {
  CAMPAIGN_GOALS,
  CAMPAIGN_STATUSES,
  type Campaign,
  DELIVERY_STATES,
  type DeliveryState,
} from '@earshot/validators';
import type { Key } from 'react-aria-components';
import { type CampaignMessageKey, useCampaignMessage } from '../i18n/campaigns/useCampaignMessage.ts';
import { ListBoxItem } from '../ListBoxItem/ListBoxItem.tsx';
import { SearchField } from '../SearchField/SearchField.tsx';
import { Select } from '../Select/Select.tsx';
import * as styles from './CampaignList.css.ts';

const ALL = 'all';

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
  const t = useCampaignMessage();
  const statuses = [
    { id: ALL, label: t('campaigns.list.allStatuses') },
    ...CAMPAIGN_STATUSES.map((status) => ({
      id: status,
      label: t(`campaigns.status.${status}` as CampaignMessageKey),
    })),
  ];
  const deliveries = [
    { id: ALL, label: t('campaigns.list.allDeliveries') },
    ...DELIVERY_STATES.map((state) => ({
      id: state,
      label: t(`campaigns.delivery.state.${state}` as CampaignMessageKey),
    })),
  ];
  const goals = [
    { id: ALL, label: t('campaigns.list.allGoals') },
    ...CAMPAIGN_GOALS.map(({ value }) => ({
      id: value,
      label: t(`campaigns.goal.${value}` as CampaignMessageKey),
    })),
  ];
  return (
    <div className={styles.toolbar}>
      <SearchField label={t('campaigns.list.search')} value={props.search} onChange={props.onSearchChange} />
      <Select
        label={t('campaigns.list.status')}
        items={statuses}
        selectedKey={props.status ?? ALL}
        onSelectionChange={(key: Key | null) =>
          props.onStatusChange(key === ALL || key === null ? null : (key as Campaign['status']))
        }
      >
        {(item) => <ListBoxItem id={item.id}>{item.label}</ListBoxItem>}
      </Select>
      <Select
        label={t('campaigns.list.delivery')}
        items={deliveries}
        selectedKey={props.delivery ?? ALL}
        onSelectionChange={(key: Key | null) =>
          props.onDeliveryChange(key === ALL || key === null ? null : (key as DeliveryState))
        }
      >
        {(item) => <ListBoxItem id={item.id}>{item.label}</ListBoxItem>}
      </Select>
      <Select
        label={t('campaigns.list.goal')}
        items={goals}
        selectedKey={props.goal ?? ALL}
        onSelectionChange={(key: Key | null) =>
          props.onGoalChange(key === ALL || key === null ? null : (key as Campaign['goal']))
        }
      >
        {(item) => <ListBoxItem id={item.id}>{item.label}</ListBoxItem>}
      </Select>
    </div>
  );
}
