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
import { CampaignEditor, type CampaignEditorProps } from './CampaignEditor.tsx';

/** A new campaign in German, opened at `defaultTab`. */
function renderInGerman(defaultTab: CampaignEditorProps['defaultTab']) {
  return renderWithProvider(
    <CampaignEditor
      advertiserId={ADVERTISER_ID}
      campaignId="new"
      draftStorage={createMemoryStorage()}
      defaultTab={defaultTab}
    />,
    {
      client: createInMemoryCampaignApi().client(),
      queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
      locale: 'de',
    },
  );
}

describe('campaign editor values in the provider locale', { timeout: 60_000 }, () => {
  it('names the billing types in German, not as the server’s English list does', async () => {
    const user = userEvent.setup();
    renderInGerman('general-information');
    const billing = await screen.findByRole('button', { name: /Abrechnungsart/ });
    expect(billing).toHaveTextContent('Tausend-Kontakt-Preis (TKP)');
    await user.click(billing);
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Tausend-Kontakt-Preis (TKP)', 'Cost per Action (CPA)']);
    expect(screen.queryByText(/Cost per mille|Cost per action/)).toBeNull();
  });

  it('names the billing type on the summary in German', async () => {
    renderInGerman('summary');
    const term = await screen.findByText('Abrechnungsart', { selector: 'dt' });
    expect(term.closest('div')).toHaveTextContent('Tausend-Kontakt-Preis (TKP)');
  });

  it('names the playlists’ type and the audiences’ kind in German', async () => {
    const user = userEvent.setup();
    renderInGerman('inventory');
    const playlists = await screen.findByRole('group', { name: 'Playlists' });
    expect(within(playlists).getByRole('checkbox', { name: /Morning radio/ })).toHaveAccessibleName(
      expect.stringContaining('Radio, 12 Einträge'),
    );
    await user.click(screen.getByRole('tab', { name: 'Zielgruppe' }));
    const audiences = await screen.findByRole('group', { name: /Zielgruppen/ });
    expect(within(audiences).getByRole('checkbox', { name: /Site visitors/ })).toHaveAccessibleName(
      expect.stringContaining('First-Party'),
    );
  });
});
