import type { CampaignEditorTab } from './campaignTabs.ts';
import { lazyWithPreload } from './lazyWithPreload.ts';

// The first tab comes with the editor (and renders on the server at once); the others load when
// reached, or when their tab is pointed at or focused, so most visits carry only what they open.
const inventory = lazyWithPreload(
  () => import('./InventoryTab.tsx'),
  (module) => module.InventoryTab,
);
const targeting = lazyWithPreload(
  () => import('./TargetingTab.tsx'),
  (module) => module.TargetingTab,
);
const audience = lazyWithPreload(
  () => import('./AudienceTab.tsx'),
  (module) => module.AudienceTab,
);
const creatives = lazyWithPreload(
  () => import('./CreativesTab.tsx'),
  (module) => module.CreativesTab,
);
const optimization = lazyWithPreload(
  () => import('./OptimizationTab.tsx'),
  (module) => module.OptimizationTab,
);
const summary = lazyWithPreload(
  () => import('./SummaryTab.tsx'),
  (module) => module.SummaryTab,
);

export const InventoryTab = inventory.Component;
export const TargetingTab = targeting.Component;
export const AudienceTab = audience.Component;
export const CreativesTab = creatives.Component;
export const OptimizationTab = optimization.Component;
export const SummaryTab = summary.Component;

const PRELOAD: Partial<Record<CampaignEditorTab, () => Promise<unknown>>> = {
  inventory: inventory.preload,
  targeting: targeting.preload,
  audience: audience.preload,
  creatives: creatives.preload,
  'optimization-and-attribution': optimization.preload,
  summary: summary.preload,
};

/** Starts loading a tab's code, so it opens at once; a failure is left to the tab's own load. */
export function preloadCampaignTab(tab: CampaignEditorTab): void {
  PRELOAD[tab]?.().catch(() => undefined);
}
