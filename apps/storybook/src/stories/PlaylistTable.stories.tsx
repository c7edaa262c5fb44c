import { type PlaylistRow, PlaylistTable } from '@earshot/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';

const TYPES = ['podcast', 'radio', 'streaming', 'emerging'] as const;

/** Playlists generated in a fixed pattern, so every render shows the same rows. */
function playlists(count: number): PlaylistRow[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `p${i}`,
    name: `${['Drive time', 'Comedy picks', 'News daily', 'Sports fans', 'Late night'][i % 5]} ${i + 1}`,
    type: TYPES[i % TYPES.length] ?? 'podcast',
    inventory_size: (i * 7919) % 5000,
    created_at: new Date(Date.UTC(2025, 0, 1) + ((i * 104729) % 63_072_000) * 1000).toISOString(),
    tags: i % 3 ? [`q${(i % 4) + 1}`, `team-${i % 7}`] : [],
  }));
}

const meta = {
  title: 'Screens/PlaylistTable',
  component: PlaylistTable,
  args: { playlists: playlists(200), height: 420 },
} satisfies Meta<typeof PlaylistTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const HundredThousandRows: Story = { args: { playlists: playlists(100_000) } };
export const SortedByName: Story = {
  args: { defaultSortDescriptor: { column: 'name', direction: 'ascending' } },
};
export const WithSelection: Story = { args: { defaultSelectedKeys: ['p0', 'p2', 'p5'] } };
export const SingleSelection: Story = { args: { selectionMode: 'single', defaultSelectedKeys: ['p1'] } };
export const ReadOnly: Story = { args: { selectionMode: 'none' } };
export const Loading: Story = { args: { playlists: undefined, isLoading: true } };
export const Empty: Story = { args: { playlists: [] } };
export const Failed: Story = {
  args: { playlists: undefined, error: new Error('unavailable'), onRetry: () => undefined },
};
