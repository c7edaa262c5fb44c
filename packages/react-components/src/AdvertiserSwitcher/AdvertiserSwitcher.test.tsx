import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import { AdvertiserSwitcher } from './AdvertiserSwitcher.tsx';

const advertisers = [
  { id: 'b', name: 'zebra radio' },
  { id: 'a', name: 'Acme' },
  { id: 'c', name: 'Émile' },
];

describe('AdvertiserSwitcher', () => {
  it('lists the advertisers by name and picks one', async () => {
    const picked: string[] = [];
    renderWithProvider(
      <AdvertiserSwitcher
        advertisers={advertisers}
        selectedId="a"
        onSelect={(advertiser) => picked.push(advertiser.id)}
      />,
    );
    const trigger = screen.getByRole('button', { name: /Advertiser/ });
    expect(trigger.textContent).toContain('Acme');
    await userEvent.click(trigger);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Acme', 'Émile', 'zebra radio']);
    await userEvent.click(options[2] as HTMLElement);
    expect(picked).toEqual(['b']);
  });
});
