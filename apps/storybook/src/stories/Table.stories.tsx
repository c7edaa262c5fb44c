import {
  Cell,
  Column,
  ErrorFallback,
  Row,
  Skeleton,
  Table,
  TableBody,
  TableHeader,
} from '@earshot/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';

const playlists = [
  { id: 1, name: 'Morning drive', type: 'podcast', size: 120 },
  { id: 2, name: 'Afternoon news', type: 'radio', size: 48 },
  {
    id: 3,
    name: 'Streaming stations in the north-east region with a weekday audience over 10,000 listeners',
    type: 'streaming',
    size: 2048,
  },
];

interface PlaylistsProps {
  rows: typeof playlists;
  /** Shows placeholders while the first page loads. */
  loading?: boolean;
  /** Shows the failure with a retry instead of rows. */
  failed?: boolean;
}

function emptyState({ loading, failed }: PlaylistsProps) {
  if (failed) return () => <ErrorFallback retry={() => console.log('retry')} />;
  if (loading) return () => <Skeleton lines={3} />;
  return undefined;
}

function Playlists(props: PlaylistsProps) {
  const { rows } = props;
  const renderEmptyState = emptyState(props);
  return (
    <Table aria-label="Playlists" sortDescriptor={{ column: 'name', direction: 'ascending' }}>
      <TableHeader>
        <Column id="name" isRowHeader allowsSorting>
          Name
        </Column>
        <Column id="type" allowsSorting>
          Type
        </Column>
        <Column id="inventory_size" allowsSorting>
          No. of items
        </Column>
      </TableHeader>
      <TableBody items={rows} {...(renderEmptyState ? { renderEmptyState } : {})}>
        {(playlist) => (
          <Row id={playlist.id}>
            <Cell>{playlist.name}</Cell>
            <Cell>{playlist.type}</Cell>
            <Cell>{playlist.size}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

const meta = {
  title: 'Primitives/Table',
  component: Playlists,
  args: { rows: playlists },
} satisfies Meta<typeof Playlists>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { rows: [] } };
export const Loading: Story = { args: { rows: [], loading: true } };
export const Failed: Story = { args: { rows: [], failed: true } };
