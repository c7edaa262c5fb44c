import { AudienceEditor, AudienceList } from '@earshot/react-components';
import {
  INVENTORY_ADVERTISER_ID as ADVERTISER_ID,
  type ApiOutage,
  INVENTORY_AUDIENCES as AUDIENCES,
  createInMemoryInventoryApi,
} from '@earshot/react-components/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { inMemoryScreen } from '../inMemoryScreen.tsx';

interface AudienceStoryProps extends ApiOutage {
  /** Which screen to show. */
  screen?: 'list' | 'editor';
  /** The audience the editor opens ('new' creates one). */
  audienceId?: string;
  isReadOnly?: boolean;
}

const meta = {
  title: 'Screens/Audiences',
  render: inMemoryScreen<AudienceStoryProps>(
    createInMemoryInventoryApi,
    ({ screen = 'list', audienceId = 'new', isReadOnly = false }) =>
      screen === 'list' ? (
        <AudienceList advertiserId={ADVERTISER_ID} />
      ) : (
        <AudienceEditor
          advertiserId={ADVERTISER_ID}
          audienceId={audienceId}
          isReadOnly={isReadOnly}
          onSaved={() => undefined}
        />
      ),
  ),
} satisfies Meta<AudienceStoryProps>;

export default meta;
type Story = StoryObj<typeof meta>;

const id = (index: number) => AUDIENCES[index]?.id ?? 'new';

export const List: Story = {};
export const ListLoading: Story = { args: { pending: true } };
export const ListFailed: Story = { args: { failing: true } };
export const NewAudience: Story = { args: { screen: 'editor' } };
export const FirstParty: Story = { args: { screen: 'editor', audienceId: id(0) } };
export const Crm: Story = { args: { screen: 'editor', audienceId: id(1) } };
export const Cdp: Story = { args: { screen: 'editor', audienceId: id(2) } };
export const ReadOnly: Story = { args: { screen: 'editor', audienceId: id(0), isReadOnly: true } };
export const EditorLoading: Story = { args: { screen: 'editor', audienceId: id(0), pending: true } };
export const EditorFailed: Story = { args: { screen: 'editor', audienceId: id(0), failing: true } };
