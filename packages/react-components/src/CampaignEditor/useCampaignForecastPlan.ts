import type { ForecastCampaignBody } from '@earshot/validators';
import { useEffect, useState } from 'react';
import type { campaignForecastPlan } from './campaignForecastPlan.ts';
import type { CampaignFormValues } from './campaignFormValues.ts';
import { hasForecastPrerequisites } from './forecastPrerequisites.ts';

type Planner = typeof campaignForecastPlan;

// The plan is checked with the validators' schemas (zod), which load after the editor has rendered.
const loadPlanner = () => import('./campaignForecastPlan.ts');

/** The planner once loaded, for the editors opened since. */
let loadedPlanner: Planner | null = null;

/**
 * The forecast plan of the editor's values (see `campaignForecastPlan`): null when there is nothing to
 * forecast, `undefined` while the schemas that check the plan load.
 */
export function useCampaignForecastPlan(values: CampaignFormValues): ForecastCampaignBody | null | undefined {
  const [planner, setPlanner] = useState(() => loadedPlanner);
  useEffect(() => {
    if (planner) return;
    let mounted = true;
    loadPlanner().then(
      (module) => {
        loadedPlanner = module.campaignForecastPlan;
        if (mounted) setPlanner(() => module.campaignForecastPlan);
      },
      (error: unknown) => console.error('Could not load the forecast plan', error),
    );
    return () => {
      mounted = false;
    };
  }, [planner]);
  if (!hasForecastPrerequisites(values)) return null;
  return planner ? planner(values) : undefined;
}
