import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import { Button } from '../Button/Button.tsx';
import { Menu, MenuItem, MenuTrigger } from './Menu.tsx';

describe('Menu', () => {
  it('opens from its trigger and runs the chosen action', async () => {
    const actions: unknown[] = [];
    renderWithProvider(
      <MenuTrigger>
        <Button variant="secondary">Actions</Button>
        <Menu onAction={(key) => actions.push(key)}>
          <MenuItem id="duplicate">Duplicate</MenuItem>
          <MenuItem id="delete" isDanger>
            Delete
          </MenuItem>
        </Menu>
      </MenuTrigger>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Actions' }));
    const item = await screen.findByRole('menuitem', { name: 'Delete' });
    expect(item.dataset.danger).toBe('true');
    await userEvent.click(item);
    expect(actions).toEqual(['delete']);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
