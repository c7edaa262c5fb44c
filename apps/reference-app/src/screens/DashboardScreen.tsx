import { CampaignAlerts, Dashboard, OnboardingChecklist } from '@earshot/react-components';
import { DEFAULT_DASHBOARD_KIND } from '@earshot/validators';
import { useSearchParams } from 'react-router';
import { dashboardKindOf } from './dashboardKind.ts';
import { useActiveAdvertiser, useAdvertiserPath } from './useActiveAdvertiser.ts';

/**
 * dashboard: the default landing. The CPM, CPA and CPA Incrementality dashboards (the one shown kept in
 * `?kind=` so it can be linked), with the onboarding checklist above them while the rules show it and
 * the open alerts about the advertiser's campaigns.
 */
export function DashboardScreen() {
  const advertiser = useActiveAdvertiser();
  const path = useAdvertiserPath();
  const [params, setParams] = useSearchParams();
  return (
    <Dashboard
      advertiserId={advertiser.uuid}
      kind={dashboardKindOf(params.get('kind'))}
      onKindChange={(kind) =>
        setParams(kind === DEFAULT_DASHBOARD_KIND ? {} : { kind: String(kind) }, { replace: true })
      }
    >
      <OnboardingChecklist
        advertiser={advertiser}
        addAssetHref={path('assets/new')}
        createCampaignHref={path('campaigns/new')}
      />
      <CampaignAlerts
        advertiserId={advertiser.uuid}
        userRole={advertiser.user_role}
        campaignHref={(id) => path(`campaigns/${encodeURIComponent(id)}/general-information`)}
      />
    </Dashboard>
  );
}
