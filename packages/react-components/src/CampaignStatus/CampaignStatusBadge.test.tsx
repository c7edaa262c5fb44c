import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import { CampaignStatusBadge } from './CampaignStatusBadge.tsx';

describe('CampaignStatusBadge', () => {
  it.each([
    ['draft', 'Draft'],
    ['scheduled', 'Scheduled'],
    ['running', 'Running'],
    ['paused', 'Paused'],
    ['completed', 'Completed'],
  ] as const)('shows a %s campaign as “%s”, in words and not only in colour', async (status, text) => {
    renderWithProvider(<CampaignStatusBadge status={status} />);
    const badge = await screen.findByText(text);
    expect(badge.textContent).toBe(text);
    expect(badge.getAttribute('data-status')).toBe(status);
  });

  it('translates the status', async () => {
    renderWithProvider(<CampaignStatusBadge status="paused" />, { locale: 'de' });
    expect((await screen.findByText('Pausiert')).getAttribute('data-status')).toBe('paused');
  });
});
