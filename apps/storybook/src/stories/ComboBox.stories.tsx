import { ComboBox, ListBoxItem } from '@earshot/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';

const languages = [
  { id: 'en', name: 'English' },
  { id: 'de', name: 'German' },
  { id: 'es', name: 'Spanish' },
  { id: 'fr', name: 'French' },
];

const meta = {
  title: 'Primitives/ComboBox',
  component: ComboBox<(typeof languages)[number]>,
  args: {
    label: 'Language',
    defaultItems: languages,
    children: (language: (typeof languages)[number]) => (
      <ListBoxItem id={language.id}>{language.name}</ListBoxItem>
    ),
  },
} satisfies Meta<typeof ComboBox<(typeof languages)[number]>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Selected: Story = { args: { defaultSelectedKey: 'fr' } };
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Choose a language' } };
