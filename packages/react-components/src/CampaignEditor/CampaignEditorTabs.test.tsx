import '@testing-library/jest-dom/vitest';
import { createMemoryStorage } from '@earshot/sdk-core';
import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import {
  CAMPAIGN_ADVERTISER_ID as ADVERTISER_ID,
  createInMemoryCampaignApi,
} from '../testing/inMemoryCampaignApi.ts';
import { CampaignEditor } from './CampaignEditor.tsx';

function renderEditor() {
  return renderWithProvider(
    <CampaignEditor advertiserId={ADVERTISER_ID} campaignId="new" draftStorage={createMemoryStorage()} />,
    {
      client: createInMemoryCampaignApi().client(),
      queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    },
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

// Each test file has modules of its own: no tab's code has loaded when these start.
describe('the campaign editor’s tabs', { timeout: 60_000 }, () => {
  it('loads a tab’s content when it is first opened, with loading lines in its place meanwhile', async () => {
    renderEditor();
    await screen.findByRole('textbox', { name: 'Campaign name' });
    await userEvent.click(tab('Optimization and attribution'));
    expect(within(screen.getByRole('tabpanel')).getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByRole('textbox', { name: 'Attribution window (days)' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Tracking URLs' })).toBeTruthy();
  });

  it('opens a tab pointed at beforehand at once', async () => {
    renderEditor();
    await screen.findByRole('textbox', { name: 'Campaign name' });
    await userEvent.hover(tab('Targeting'));
    // The code the pointing started to load, the same module the editor asked for.
    await import('./TargetingTab.tsx');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await userEvent.click(tab('Targeting'));
    expect(screen.getByRole('tablist', { name: 'Targeting' })).toBeTruthy();
  });
});
