import {
  CAMPAIGN_EDITOR_TABS,
  type CampaignEditorTab,
  NAVIGATION_SECTIONS,
  TARGETING_TABS,
} from '@earshot/react-components';
import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { loadDashboardScreen } from './dashboardCode.ts';
import { NewForEditors } from './NewForEditors.tsx';
import { RedirectTo, type RedirectToProps } from './RedirectTo.tsx';
import type { RouteHandle } from './routeHandle.ts';

const handle = (name: string, title?: RouteHandle['title']): { handle: RouteHandle } => ({
  handle: title ? { name, title } : { name },
});

/** A route that redirects below the advertiser segment; it records no page view of its own. */
const redirectTo = (to: RedirectToProps['to']) => ({
  handle: { name: 'redirect', redirect: true } satisfies RouteHandle,
  element: <RedirectTo to={to} />,
});

const screen = (load: () => Promise<Record<string, unknown>>, exportName: string) => ({
  lazy: async () => ({ Component: (await load())[exportName] as ComponentType }),
});

/** An editor whose id 'new' creates: read-only roles go to `list` instead (see {@link NewForEditors}). */
const editor = (list: string, load: () => Promise<Record<string, unknown>>, exportName: string) => ({
  element: <NewForEditors list={list} />,
  children: [{ index: true, ...screen(load, exportName) }],
});

const listScreens = {
  dashboard: screen(loadDashboardScreen, 'DashboardScreen'),
  onboarding: screen(() => import('../screens/OnboardingScreen.tsx'), 'OnboardingScreen'),
  campaigns: screen(() => import('../screens/CampaignsScreen.tsx'), 'CampaignsScreen'),
  inventory: screen(() => import('../screens/PlaylistsScreen.tsx'), 'PlaylistsScreen'),
  audiences: screen(() => import('../screens/AudiencesScreen.tsx'), 'AudiencesScreen'),
  assets: screen(() => import('../screens/AssetsScreen.tsx'), 'AssetsScreen'),
  creatives: screen(() => import('../screens/CreativesScreen.tsx'), 'CreativesScreen'),
  pixels: screen(() => import('../screens/PixelsScreen.tsx'), 'PixelsScreen'),
  reporting: screen(() => import('../screens/ReportingScreen.tsx'), 'ReportingScreen'),
  integrations: screen(() => import('../screens/IntegrationsScreen.tsx'), 'IntegrationsScreen'),
  billing: screen(() => import('../screens/BillingScreen.tsx'), 'BillingScreen'),
  team: screen(() => import('../screens/TeamScreen.tsx'), 'TeamScreen'),
  'account-details': screen(() => import('../screens/AccountDetailsScreen.tsx'), 'AccountDetailsScreen'),
} satisfies Record<(typeof NAVIGATION_SECTIONS)[number], ReturnType<typeof screen>>;

const campaignTabName = (tab: CampaignEditorTab) =>
  tab === 'general-information' ? 'campaigns.edit.general' : `campaigns.edit.${tab}`;

/**
 * The editor's tabs are routes for their names and addresses; the campaign screen renders the editor
 * for all of them, so they render nothing of their own.
 */
const campaignTabRoutes: RouteObject[] = [
  { index: true, ...redirectTo((params) => `campaigns/${params.id}/general-information`) },
  ...CAMPAIGN_EDITOR_TABS.filter((tab) => tab !== 'targeting').map((tab) => ({
    path: tab,
    ...handle(campaignTabName(tab), 'page.campaign'),
    element: null,
  })),
  {
    path: 'targeting',
    element: null,
    children: [
      { index: true, ...handle('campaigns.edit.targeting', 'page.campaign'), element: null },
      ...TARGETING_TABS.map((tab) => ({
        path: tab,
        ...handle(`campaigns.edit.targeting.${tab}`, 'page.campaign'),
        element: null,
      })),
    ],
  },
];

/** Loaders of main screens that start the screen's first queries (they return nothing). */
export type ScreenLoaders = Partial<Record<(typeof NAVIGATION_SECTIONS)[number], LoaderFunction>>;

/**
 * Every main screen of spec §2, under the advertiser segment; each loads its code on first visit,
 * and its `loaders` start its first queries meanwhile.
 */
export const advertiserRoutes = (loaders: ScreenLoaders): RouteObject[] => [
  { index: true, ...redirectTo(() => 'dashboard') },
  ...NAVIGATION_SECTIONS.map((section) => ({
    path: section,
    ...handle(section, `navigation.${section}` as const),
    ...listScreens[section],
    ...(loaders[section] ? { loader: loaders[section] } : {}),
  })),
  { path: 'assets/generate/new-audio', ...redirectTo(() => 'assets/generate/new') },
  {
    path: 'assets/generate/:id',
    ...handle('assets.generate', 'page.assetGenerate'),
    ...editor('assets', () => import('../screens/AssetScreen.tsx'), 'AssetScreen'),
  },
  { path: 'assets/new-creative', ...redirectTo(() => 'assets/new') },
  {
    path: 'assets/:id',
    ...handle('assets.edit', 'page.asset'),
    ...editor('assets', () => import('../screens/AssetScreen.tsx'), 'AssetScreen'),
  },
  {
    path: 'creatives/:id',
    ...handle('creatives.edit', 'page.creative'),
    ...editor('creatives', () => import('../screens/CreativeScreen.tsx'), 'CreativeScreen'),
  },
  {
    path: 'inventory/:id',
    ...handle('inventory.edit', 'page.playlist'),
    ...editor('inventory', () => import('../screens/PlaylistScreen.tsx'), 'PlaylistScreen'),
  },
  {
    path: 'campaigns/:id',
    ...screen(() => import('../screens/campaign/CampaignScreen.tsx'), 'CampaignScreen'),
    children: campaignTabRoutes,
  },
  {
    path: 'audience/:id',
    ...handle('audience.edit', 'page.audience'),
    ...editor('audiences', () => import('../screens/AudienceScreen.tsx'), 'AudienceScreen'),
  },
  {
    path: 'reporting/scheduled',
    ...handle('reporting.scheduled', 'page.scheduledReports'),
    ...screen(() => import('../screens/ScheduledReportsScreen.tsx'), 'ScheduledReportsScreen'),
  },
  {
    path: 'integrations/ga4',
    ...handle('integrations.ga4', 'page.ga4'),
    ...screen(() => import('../screens/Ga4IntegrationScreen.tsx'), 'Ga4IntegrationScreen'),
  },
  {
    path: 'integrations/:integrationId/:id',
    ...handle('integrations.edit', 'page.integration'),
    ...editor('integrations', () => import('../screens/IntegrationScreen.tsx'), 'IntegrationScreen'),
  },
  {
    path: '*',
    ...handle('not-found', 'page.notFound'),
    Component: NotFoundPage,
  },
];
