import { useLocation } from 'react-router';
import { useAppMessage } from '../../i18n/useAppMessage.ts';
import type { TargetingTab } from '../../router/campaignTabs.ts';
import { DetailList, type DetailListProps } from '../DetailList.tsx';
import { type Campaign, useTabCampaign } from './campaignContext.ts';

const list = (values: readonly (string | number)[]) => (values.length > 0 ? values.join(', ') : null);

type Targeting = Campaign['targeting'];

/** What each targeting sub-tab shows of the campaign's targeting. */
const FIELDS: Record<TargetingTab, (targeting: Targeting) => readonly (readonly [string, string | null])[]> =
  {
    geo: (tg) => [
      ['countries', list(tg.geo.countries)],
      ['regions', list(tg.geo.regions)],
      ['zip_codes', list(tg.geo.zip_codes)],
    ],
    players: (tg) => [['players', list(tg.players)]],
    inventory: (tg) => [['inventory', list(tg.inventory)]],
    placement: (tg) => [['placement', list(tg.placement)]],
    audiences: (tg) => [['audiences', list(tg.audiences)]],
    languages: (tg) => [['languages', list(tg.languages)]],
    dayparting: (tg) => [['dayparting', list(tg.dayparting.map((slot) => `${slot.day}:${slot.hour}`))]],
    'brand-suitability': (tg) => [
      [
        'categories',
        list(
          Object.entries(tg.brand_suitability.categories)
            .filter(([, blocked]) => blocked)
            .map(([category]) => category),
        ),
      ],
      ['partners', list(tg.brand_suitability.partners)],
    ],
    'data-partners': (tg) => [['data_partners', list(tg.data_partners)]],
  };

/** One targeting sub-tab of the campaign, showing its targeting values. */
export function TargetingTabPanel() {
  const t = useAppMessage();
  const campaign = useTabCampaign();
  const tab = useLocation().pathname.split('/')[5] as TargetingTab;
  if (!campaign) return null;
  const entries: DetailListProps['entries'] = FIELDS[tab](campaign.targeting);
  return (
    <section aria-label={t(`targetingTab.${tab}`)}>
      <DetailList entries={entries} />
    </section>
  );
}
