import { Tag, TagGroup } from '@earshot/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Primitives/TagGroup',
  component: TagGroup,
  args: { label: 'Tags' },
} satisfies Meta<typeof TagGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <TagGroup {...args}>
      <Tag id="news">news</Tag>
      <Tag id="sports">sports</Tag>
      <Tag id="long">a very long tag naming every market this playlist reaches on weekdays</Tag>
    </TagGroup>
  ),
};

export const Removable: Story = {
  render: (args) => (
    <TagGroup {...args} onRemove={(keys) => console.log('remove', keys)}>
      <Tag id="news">news</Tag>
      <Tag id="sports">sports</Tag>
    </TagGroup>
  ),
};

export const Empty: Story = {
  render: (args) => <TagGroup {...args} items={[]} renderEmptyState={() => 'No tags'} />,
};
