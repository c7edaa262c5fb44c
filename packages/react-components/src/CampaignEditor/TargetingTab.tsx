import type { Key } from 'react-aria-components';
import { type CampaignMessageKey, useCampaignMessage } from '../i18n/campaigns/useCampaignMessage.ts';
import { Tab, TabList, TabPanel, Tabs } from '../Tabs/Tabs.tsx';
import { BrandSuitability } from './BrandSuitability.tsx';
import { TARGETING_TABS, type TargetingTab as TargetingTabId } from './campaignTabs.ts';
import { DaypartingGrid } from './DaypartingGrid.tsx';
import { GeoTargeting } from './GeoTargeting.tsx';
import { InventoryPicker } from './InventoryPicker.tsx';
import { PickerField } from './PickerField.tsx';
import { SegmentPicker } from './SegmentPicker.tsx';
import { type TargetingChoices, useTargetingChoices } from './useTargetingChoices.ts';

/** The sub-tabs whose choices are lists of the targeting options, with their form field and list. */
const OPTION_LISTS = {
  players: { name: 'targeting.players', choices: 'players' },
  placement: { name: 'targeting.placement', choices: 'placements' },
  languages: { name: 'targeting.languages', choices: 'languages' },
  'data-partners': { name: 'targeting.data_partners', choices: 'dataPartners' },
} as const satisfies Partial<
  Record<TargetingTabId, { name: `targeting.${string}`; choices: keyof TargetingChoices }>
>;

type OptionListTab = keyof typeof OPTION_LISTS;

/** Props of {@link TargetingTab}. */
export interface TargetingTabProps {
  /** The open sub-tab (controlled). */
  subTab?: TargetingTabId;
  /** The sub-tab open first (uncontrolled). @default 'geo' */
  defaultSubTab?: TargetingTabId;
  /** Called when the user opens another sub-tab. */
  onSubTabChange?: (subTab: TargetingTabId) => void;
}

/** A sub-tab choosing from one list of the targeting options (players, placements, …). */
function OptionListPicker({ tab }: { tab: OptionListTab }) {
  const t = useCampaignMessage();
  const choices = useTargetingChoices();
  const { name, choices: list } = OPTION_LISTS[tab];
  return (
    <PickerField
      name={name}
      label={t(`campaigns.targeting.${tab}` as CampaignMessageKey)}
      description={t(`campaigns.targeting.${tab}.description` as CampaignMessageKey)}
      options={choices[list]}
      status={choices.status}
      onRetry={choices.retry}
    />
  );
}

/** Who and where the campaign reaches, in nine sub-tabs, each choosing from a real list. */
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
      {(Object.keys(OPTION_LISTS) as OptionListTab[]).map((tab) => (
        <TabPanel key={tab} id={tab}>
          <OptionListPicker tab={tab} />
        </TabPanel>
      ))}
      <TabPanel id="inventory">
        <InventoryPicker />
      </TabPanel>
      <TabPanel id="audiences">
        <SegmentPicker />
      </TabPanel>
      <TabPanel id="dayparting">
        <DaypartingGrid />
      </TabPanel>
      <TabPanel id="brand-suitability">
        <BrandSuitability />
      </TabPanel>
    </Tabs>
  );
}
