import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import { Button } from './Button.tsx';

describe('Button', () => {
  it('runs onPress from a click and from the keyboard', async () => {
    const presses: string[] = [];
    renderWithProvider(<Button onPress={() => presses.push('press')}>Save</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.keyboard('{Enter}');
    expect(presses).toEqual(['press', 'press']);
  });

  it('exposes its state as data attributes and accepts className as a function of state', async () => {
    renderWithProvider(
      <Button variant="danger" className={({ isHovered }) => (isHovered ? 'hovered' : 'resting')}>
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button.dataset.variant).toBe('danger');
    expect(button.classList.contains('resting')).toBe(true);
    await userEvent.hover(button);
    expect(button.dataset.hovered).toBe('true');
    expect(button.classList.contains('hovered')).toBe(true);
  });

  it('ignores presses while pending', async () => {
    const presses: string[] = [];
    renderWithProvider(
      <Button isPending onPress={() => presses.push('press')}>
        Upload
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Upload' });
    await userEvent.click(button);
    expect(button.dataset.pending).toBe('true');
    expect(presses).toEqual([]);
  });
});
