import { InventoryList, InventorySearch, PlaylistEditor } from '@earshot/react-components';
import {
  INVENTORY_ADVERTISER_ID as ADVERTISER_ID,
  type ApiOutage,
  createInMemoryInventoryApi,
  inventorySearchOptions,
  INVENTORY_PLAYLISTS as PLAYLISTS,
} from '@earshot/react-components/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { inMemoryScreen } from '../inMemoryScreen.tsx';

interface InventoryStoryProps extends ApiOutage {
  /** Which screen to show. */
  screen?: 'list' | 'search' | 'editor';
  /** The playlist the editor opens ('new' creates one). */
  playlistId?: string;
  isReadOnly?: boolean;
}

const meta = {
  title: 'Screens/Inventory',
  render: inMemoryScreen<InventoryStoryProps>(
    createInMemoryInventoryApi,
    ({ screen = 'list', playlistId = 'new', isReadOnly = false }, fetch) =>
      screen === 'list' ? (
        <InventoryList advertiserId={ADVERTISER_ID} height={360} />
      ) : screen === 'search' ? (
        <InventorySearch
          search={inventorySearchOptions(fetch)}
          collection="podcast_v2"
          deals={['deal-a']}
          onAddItem={() => undefined}
        />
      ) : (
        <PlaylistEditor
          advertiserId={ADVERTISER_ID}
          playlistId={playlistId}
          search={inventorySearchOptions(fetch)}
          isReadOnly={isReadOnly}
          onSaved={() => undefined}
        />
      ),
  ),
} satisfies Meta<InventoryStoryProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PlaylistList: Story = {};
export const PlaylistListLoading: Story = { args: { pending: true } };
export const PlaylistListFailed: Story = { args: { failing: true } };
export const Search: Story = { args: { screen: 'search' } };
export const SearchFailed: Story = { args: { screen: 'search', failing: true } };
export const NewPlaylist: Story = { args: { screen: 'editor' } };
export const EditPlaylist: Story = { args: { screen: 'editor', playlistId: PLAYLISTS[0]?.id ?? 'new' } };
export const ViewPlaylistReadOnly: Story = {
  args: { screen: 'editor', playlistId: PLAYLISTS[1]?.id ?? 'new', isReadOnly: true },
};
export const PlaylistLoading: Story = {
  args: { screen: 'editor', playlistId: PLAYLISTS[0]?.id ?? 'new', pending: true },
};
export const PlaylistMissingId: Story = { args: { screen: 'editor', playlistId: '' } };
