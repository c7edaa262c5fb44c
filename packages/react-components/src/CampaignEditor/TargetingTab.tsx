import type { Key } from 'react-aria-components';
import { type CampaignMessageKey, useCampaignMessage } from '../i18n/campaigns/useCampaignMessage.ts';
import { Tab, TabList, TabPanel, Tabs } from '../Tabs/Tabs.tsx';
import { BrandSuitability } from './BrandSuitability.tsx';
import { TARGETING_TABS, type TargetingTab as TargetingTabId } from './campaignTabs.ts';
import { DaypartingGrid } from './DaypartingGrid.tsx';
import { EntryListField } from './EntryListField.tsx';
import { GeoTargeting } from './GeoTargeting.tsx';

type ListTab = Exclude<TargetingTabId, 'geo' | 'dayparting' | 'brand-suitability'>;

const LIST_FIELDS = {
  players: 'targeting.players',
  inventory: 'targeting.inventory',
  placement: 'targeting.placement',
  audiences: 'targeting.audiences',
  languages: 'targeting.languages',
  'data-partners': 'targeting.data_partners',
} as const satisfies Record<ListTab, string>;

/** Props of {@link TargetingTab}. */
export interface TargetingTabProps {
  /** The open sub-tab (controlled). */
  subTab?: TargetingTabId;
  /** The sub-tab open first (uncontrolled). @default 'geo' */
  defaultSubTab?: TargetingTabId;
  /** Called when the user opens another sub-tab. */
  onSubTabChange?: (subTab: TargetingTabId) => void;
}

/** Who and where the campaign reaches, in nine sub-tabs. */
export function TargetingTab({ subTab, defaultSubTab = 'geo', onSubTabChange }: TargetingTabProps) {
  const t = useCampaignMessage();
  const label = (tab: TargetingTabId) => t(`campaigns.targeting.${tab}` as CampaignMessageKey);
  return (
    <Tabs
      {...(subTab ? { selectedKey: subTab } : { defaultSelectedKey: defaultSubTab })}
      onSelectionChange={(key: Key) => onSubTabChange?.(key as TargetingTabId)}
    >
      <TabList aria-label={t('campaigns.targeting.label')}>
        {TARGETING_TABS.map((tab) => (
          <Tab key={tab} id={tab}>
            {label(tab)}
          </Tab>
        ))}
      </TabList>
      <TabPanel id="geo">
        <GeoTargeting />
      </TabPanel>
      {(Object.keys(LIST_FIELDS) as ListTab[]).map((tab) => (
        <TabPanel key={tab} id={tab}>
          <EntryListField
            name={LIST_FIELDS[tab]}
            label={label(tab)}
            description={t(`campaigns.targeting.${tab}.description` as CampaignMessageKey)}
          />
        </TabPanel>
      ))}
      <TabPanel id="dayparting">
        <DaypartingGrid />
      </TabPanel>
      <TabPanel id="brand-suitability">
        <BrandSuitability />
      </TabPanel>
    </Tabs>
  );
}
