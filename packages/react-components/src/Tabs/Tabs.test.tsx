import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import { Tab, TabList, TabPanel, Tabs } from './Tabs.tsx';

describe('Tabs', () => {
  it('moves between tabs with the arrow keys and shows the matching panel', async () => {
    renderWithProvider(
      <Tabs>
        <TabList aria-label="Campaign editor">
          <Tab id="general-information">General information</Tab>
          <Tab id="inventory">Inventory</Tab>
        </TabList>
        <TabPanel id="general-information">General panel</TabPanel>
        <TabPanel id="inventory">Inventory panel</TabPanel>
      </Tabs>,
    );
    expect(screen.getByRole('tabpanel').textContent).toBe('General panel');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Inventory' }).dataset.selected).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Inventory panel');
  });
});
