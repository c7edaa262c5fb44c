import { AudienceEditor, AudienceList } from '@earshot/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  InventorySandbox,
  type InventorySandboxProps,
} from '../../../../packages/react-components/src/InventorySearch/test/InventorySandbox.tsx';
import {
  ADVERTISER_ID,
  AUDIENCES,
} from '../../../../packages/react-components/src/InventorySearch/test/inMemoryInventoryApi.ts';
import { useStoryFrame } from '../withPlatform.tsx';

interface AudienceStoryProps extends Omit<InventorySandboxProps, 'children' | 'appearance' | 'locale'> {
  /** Which screen to show. */
  screen: 'list' | 'editor';
  /** The audience the editor opens ('new' creates one). */
  audienceId?: string;
  isReadOnly?: boolean;
}

/** The audience screens over the in-memory API. */
function AudienceStory({ screen, audienceId = 'new', isReadOnly = false, ...sandbox }: AudienceStoryProps) {
  const { appearance, locale } = useStoryFrame();
  return (
    <InventorySandbox {...sandbox} appearance={appearance} locale={locale}>
      {() =>
        screen === 'list' ? (
          <AudienceList advertiserId={ADVERTISER_ID} />
        ) : (
          <AudienceEditor
            advertiserId={ADVERTISER_ID}
            audienceId={audienceId}
            isReadOnly={isReadOnly}
            onSaved={() => undefined}
          />
        )
      }
    </InventorySandbox>
  );
}

const meta = {
  title: 'Screens/Audiences',
  component: AudienceStory,
  args: { screen: 'list' },
} satisfies Meta<typeof AudienceStory>;

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
