import { createMemoryStorage } from '@earshot/sdk-core';
import { QueryClient } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import {
  CAMPAIGN_ADVERTISER_ID as ADVERTISER_ID,
  createInMemoryCampaignApi,
} from '../testing/inMemoryCampaignApi.ts';
import { CampaignEditor, type CampaignEditorProps } from './CampaignEditor.tsx';

function renderEditor(props: Partial<CampaignEditorProps> = {}) {
  return renderWithProvider(
    <CampaignEditor
      advertiserId={ADVERTISER_ID}
      campaignId="new"
      draftStorage={createMemoryStorage()}
      {...props}
    />,
    {
      client: createInMemoryCampaignApi().client(),
      queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    },
  );
}

const chosen = (label: string) => screen.getByRole('grid', { name: `${label} chosen` });

describe('campaign editor fields', { timeout: 60_000 }, () => {
  it('accepts only five-digit zip codes', async () => {
    renderEditor({ defaultTab: 'targeting' });
    const zip = await screen.findByRole('textbox', { name: 'Zip codes' });
    await userEvent.type(zip, '9410{Enter}');
    expect(screen.getByText('A zip code must be exactly 5 digits.')).toBeTruthy();
    expect(screen.queryByRole('row', { name: '9410' })).toBeNull();
    await userEvent.clear(zip);
    await userEvent.type(zip, '94103{Enter}');
    expect(screen.queryByText('A zip code must be exactly 5 digits.')).toBeNull();
    expect(within(chosen('Zip codes')).getByText('94103')).toBeTruthy();
  });

  it('adds the country, region, city and zip code of a place found as the address is typed', async () => {
    renderEditor({ defaultTab: 'targeting' });
    // No Enter: the search runs once the typing pauses.
    await userEvent.type(
      await screen.findByRole('searchbox', { name: 'Find a place by address' }),
      'San Francisco',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add country United States' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add region US-CA' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add city San Francisco' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add zip code 94103' }));
    // Adding a city twice keeps one.
    await userEvent.click(screen.getByRole('button', { name: 'Add city San Francisco' }));
    expect(within(chosen('Countries')).getByText('United States')).toBeTruthy();
    // The region is named from the gazetteer by its code.
    expect(await within(chosen('Regions')).findByText('California, United States')).toBeTruthy();
    expect(
      within(chosen('Cities'))
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([expect.stringContaining('San Francisco, US-CA')]);
    expect(within(chosen('Zip codes')).getByText('94103')).toBeTruthy();

    await userEvent.click(within(chosen('Cities')).getByRole('button', { name: /Remove/ }));
    expect(screen.queryByText('San Francisco, US-CA')).toBeNull();
  });

  it('empties the place search and the places found with its one clear button', async () => {
    renderEditor({ defaultTab: 'targeting' });
    const search = await screen.findByRole('searchbox', { name: 'Find a place by address' });
    await userEvent.type(search, 'San Francisco');
    await screen.findByRole('button', { name: 'Add zip code 94103' });
    const clear = screen.getAllByRole('button', { name: 'Clear search' });
    expect(clear).toHaveLength(1);
    await userEvent.click(clear[0] as HTMLElement);
    expect(search).toHaveProperty('value', '');
    expect(screen.queryByRole('button', { name: 'Add zip code 94103' })).toBeNull();
  });

  it('checks tracking URLs against the protocol and pixel macro rules', async () => {
    renderEditor({ defaultTab: 'optimization-and-attribution' });
    const url = await screen.findByRole('textbox', { name: 'Tracking URLs' });
    await userEvent.type(url, 'ftp://t.example/p?c={{{{CAMPAIGN_ID}}{Enter}');
    expect(
      screen.getByText(/A tracking URL must begin with http:\/\/, https:\/\/ or \{host\}\./),
    ).toBeTruthy();
    await userEvent.clear(url);
    await userEvent.type(url, 'https://t.example/p?c=1&&x=2{Enter}');
    const error = screen.getByText(/The URL must not contain a double ampersand/);
    expect(error.textContent).toContain(
      'The URL must contain at least one supported macro in double braces, such as {{CAMPAIGN_ID}}.',
    );
    await userEvent.clear(url);
    await userEvent.type(url, 'https://t.example/p?c={{{{CAMPAIGN_ID}}&ip={{{{IP_ADDRESS}}{Enter}');
    expect(
      within(chosen('Tracking URLs')).getByText('https://t.example/p?c={{CAMPAIGN_ID}}&ip={{IP_ADDRESS}}'),
    ).toBeTruthy();
  });

  it('keeps the attribution window within 1 to 90 days', async () => {
    renderEditor({ defaultTab: 'optimization-and-attribution' });
    const window = await screen.findByRole('textbox', { name: 'Attribution window (days)' });
    expect(window).toHaveProperty('value', '30');
    await userEvent.clear(window);
    await userEvent.type(window, '120');
    await userEvent.tab();
    expect(window).toHaveProperty('value', '90');
  });

  it('operates the dayparting grid with the keyboard', async () => {
    renderEditor({ defaultTab: 'targeting', defaultTargetingTab: 'dayparting' });
    const grid = await screen.findByRole('grid', { name: 'Hours of the week' });
    const cell = (name: string) => within(grid).getByRole('gridcell', { name });
    expect(cell('Sunday 00:00').tabIndex).toBe(0);
    act(() => cell('Sunday 00:00').focus());
    await userEvent.keyboard('{ArrowRight}{ArrowDown} ');
    expect(document.activeElement).toBe(cell('Monday 01:00'));
    expect(cell('Monday 01:00').getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{End}{Enter}');
    expect(cell('Monday 23:00').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('2 hours chosen')).toBeTruthy();
    await userEvent.keyboard(' ');
    expect(cell('Monday 23:00').getAttribute('aria-selected')).toBe('false');
  });

  it('switches brand-safety categories and partners', async () => {
    renderEditor({ defaultTab: 'targeting', defaultTargetingTab: 'brand-suitability' });
    const adult = await screen.findByRole('switch', { name: 'Adult' });
    expect(screen.getAllByRole('switch')).toHaveLength(11);
    await userEvent.click(adult);
    expect(adult).toHaveProperty('checked', true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sounder' }));
    expect(screen.getByRole('checkbox', { name: 'Sounder' })).toHaveProperty('checked', true);
    expect(screen.getAllByRole('checkbox')).toHaveLength(4);
  });
});
