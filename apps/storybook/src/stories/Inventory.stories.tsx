import { InventoryList, InventorySearch, PlaylistEditor } from '@earshot/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  InventorySandbox,
  type InventorySandboxProps,
} from '../../../../packages/react-components/src/InventorySearch/test/InventorySandbox.tsx';
import {
  ADVERTISER_ID,
  PLAYLISTS,
} from '../../../../packages/react-components/src/InventorySearch/test/inMemoryInventoryApi.ts';
import { useStoryFrame } from '../withPlatform.tsx';

interface InventoryStoryProps extends Omit<InventorySandboxProps, 'children' | 'appearance' | 'locale'> {
  /** Which screen to show. */
  screen: 'list' | 'search' | 'editor';
  /** The playlist the editor opens ('new' creates one). */
  playlistId?: string;
  isReadOnly?: boolean;
}

/** The inventory screens over the in-memory API. */
function InventoryStory({ screen, playlistId = 'new', isReadOnly = false, ...sandbox }: InventoryStoryProps) {
  const { appearance, locale } = useStoryFrame();
  return (
    <InventorySandbox {...sandbox} appearance={appearance} locale={locale}>
      {(search) =>
        screen === 'list' ? (
          <InventoryList advertiserId={ADVERTISER_ID} height={360} />
        ) : screen === 'search' ? (
          <InventorySearch
            search={search}
            collection="podcast_v2"
            deals={['deal-a']}
            onAddItem={() => undefined}
          />
        ) : (
          <PlaylistEditor
            advertiserId={ADVERTISER_ID}
            playlistId={playlistId}
            search={search}
            isReadOnly={isReadOnly}
            onSaved={() => undefined}
          />
        )
      }
    </InventorySandbox>
  );
}

const meta = {
  title: 'Screens/Inventory',
  component: InventoryStory,
  args: { screen: 'list' },
} satisfies Meta<typeof InventoryStory>;

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
