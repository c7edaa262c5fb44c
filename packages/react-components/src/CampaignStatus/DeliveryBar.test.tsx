import type { Campaign } from '@earshot/validators';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import { DELIVERY_CAMPAIGNS } from '../testing/campaignListFixtures.ts';
import { DeliveryBar } from './DeliveryBar.tsx';

const deliveryOf = (name: string): Campaign['delivery'] => {
  const campaign = DELIVERY_CAMPAIGNS.find((candidate) => candidate.name === name);
  if (!campaign) throw new Error(`no fixture named ${name}`);
  return campaign.delivery;
};

describe('DeliveryBar', () => {
  it.each([
    ['Summer drive', 'not_started', '$0.00 of $9,000.00', 'Not started', 0],
    ['Holiday podcasts', 'on_track', '$2,450.00 of $6,000.00', 'On track · 98% of plan', 40.8],
    ['Morning commute', 'under_delivering', '$1,500.00 of $6,000.00', 'Under-delivering · 60% of plan', 25],
    ['Black Friday blitz', 'over_delivering', '$2,100.00 of $3,000.00', 'Over-delivering · 140% of plan', 70],
    ['Back to school', 'ended', '$2,950.00 of $3,000.00', 'Ended', 98.3],
  ] as const)(
    'shows %s, %s: spent of budget, the state and the pacing while it delivers',
    async (name, state, amount, line, percent) => {
      const { container } = renderWithProvider(<DeliveryBar delivery={deliveryOf(name)} />);
      const meter = await screen.findByRole('meter', { name: `Spent ${amount}` });
      expect(meter.getAttribute('aria-valuetext')).toBe(amount);
      expect(
        Number(meter.getAttribute('aria-valuenow')) / Number(meter.getAttribute('aria-valuemax')),
      ).toBeCloseTo(percent / 100, 2);
      expect(meter.textContent).toBe(amount);
      expect(screen.getByText(line)).toBeTruthy();
      expect(container.querySelector(`[data-state="${state}"]`)).not.toBeNull();
    },
  );

  it('survives a zero budget', async () => {
    renderWithProvider(
      <DeliveryBar
        delivery={{ spent: 0, budget: 0, pacing_percent: 0, projected_spend: 0, state: 'not_started' }}
      />,
    );
    const meter = await screen.findByRole('meter', { name: 'Spent $0.00 of $0.00' });
    expect(meter.getAttribute('aria-valuenow')).toBe('0');
  });

  it('formats money and pacing in the locale', async () => {
    renderWithProvider(<DeliveryBar delivery={deliveryOf('Holiday podcasts')} />, { locale: 'de' });
    const meter = await screen.findByRole('meter', { name: /^Ausgegeben: 2\.450,00\s\$ von 6\.000,00\s\$$/ });
    expect(meter).toBeTruthy();
    expect(screen.getByText(/^Im Plan · 98\s%\sdes Plans$/)).toBeTruthy();
  });
});
