import {
  ComboBox,
  type ComboBoxProps,
  DateRangePicker,
  ListBoxItem,
  NumberField,
  SearchField,
  Select,
  type SelectProps,
  TextField,
} from '@earshot/react-components';
import { parseDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';

export default { title: 'Primitives/Fields' } satisfies Meta;

type Story = StoryObj;

const campaignName = { label: 'Campaign name', placeholder: 'Spring launch' };

export const TextFieldDefault: Story = { render: () => <TextField {...campaignName} /> };
export const TextFieldWithDescription: Story = {
  render: () => <TextField {...campaignName} description="Shown in reports and invoices." />,
};
export const TextFieldInvalid: Story = {
  render: () => <TextField {...campaignName} isInvalid errorMessage="Name is required" />,
};
export const TextFieldReadOnly: Story = {
  render: () => <TextField {...campaignName} isReadOnly value="Spring launch 2026" />,
};
export const TextFieldDisabled: Story = { render: () => <TextField {...campaignName} isDisabled /> };
export const TextFieldLongText: Story = {
  render: () => (
    <TextField
      label="The name advertisers and agencies see in every report and invoice of this campaign"
      placeholder={campaignName.placeholder}
      defaultValue="Spring launch for the north-east region, podcasts and streaming, weekdays only"
    />
  ),
};

const inventorySearch = { label: 'Search inventory', placeholder: 'Podcast, station or stream' };

export const SearchFieldEmpty: Story = { render: () => <SearchField {...inventorySearch} /> };
export const SearchFieldWithValue: Story = {
  render: () => <SearchField {...inventorySearch} defaultValue="morning news" />,
};
export const SearchFieldDisabled: Story = { render: () => <SearchField {...inventorySearch} isDisabled /> };

const budget = {
  label: 'Budget',
  defaultValue: 2000,
  minValue: 0,
  formatOptions: { style: 'currency', currency: 'USD' },
} as const;

export const NumberFieldCurrency: Story = { render: () => <NumberField {...budget} /> };
export const NumberFieldPercent: Story = {
  render: () => (
    <NumberField
      label="Pacing"
      minValue={0}
      defaultValue={0.08}
      formatOptions={{ style: 'percent' }}
      step={0.01}
    />
  ),
};
export const NumberFieldInvalid: Story = {
  render: () => <NumberField {...budget} isInvalid errorMessage="The minimum budget is 2000" />,
};
export const NumberFieldReadOnly: Story = { render: () => <NumberField {...budget} isReadOnly /> };

/** A choice of a list field. */
interface Choice {
  id: string;
  name: string;
}

const option = (choice: Choice) => <ListBoxItem id={choice.id}>{choice.name}</ListBoxItem>;

const languages: Choice[] = ['English', 'German', 'Spanish', 'French'].map((name) => ({
  id: name.slice(0, 2).toLowerCase(),
  name,
}));
const language = (props: Partial<ComboBoxProps<Choice>>) => (
  <ComboBox label="Language" defaultItems={languages} {...props}>
    {option}
  </ComboBox>
);

export const ComboBoxDefault: Story = { render: () => language({}) };
export const ComboBoxSelected: Story = { render: () => language({ defaultSelectedKey: 'fr' }) };
export const ComboBoxInvalid: Story = {
  render: () => language({ isInvalid: true, errorMessage: 'Choose a language' }),
};

const goals: Choice[] = [
  { id: 'awareness', name: 'Awareness' },
  { id: 'conversions', name: 'Conversions' },
  { id: 'traffic', name: 'Website traffic from listeners who heard the spot at least twice this week' },
];
const goal = (props: Partial<SelectProps<Choice>>) => (
  <Select label="Campaign goal" items={goals} {...props}>
    {option}
  </Select>
);

export const SelectPlaceholder: Story = { render: () => goal({}) };
export const SelectSelected: Story = { render: () => goal({ defaultSelectedKey: 'conversions' }) };
export const SelectLongText: Story = { render: () => goal({ defaultSelectedKey: 'traffic' }) };
export const SelectInvalid: Story = {
  render: () => goal({ isInvalid: true, errorMessage: 'Choose a goal' }),
};
export const SelectDisabled: Story = { render: () => goal({ isDisabled: true }) };

const flight = { start: parseDate('2026-03-04'), end: parseDate('2026-03-20') };

export const DateRangePickerEmpty: Story = { render: () => <DateRangePicker label="Flight dates" /> };
export const DateRangePickerWithRange: Story = {
  render: () => <DateRangePicker label="Flight dates" defaultValue={flight} />,
};
export const DateRangePickerInvalid: Story = {
  render: () => (
    <DateRangePicker
      label="Flight dates"
      defaultValue={flight}
      isInvalid
      errorMessage="The flight must last at least 60 days"
    />
  ),
};
export const DateRangePickerReadOnly: Story = {
  render: () => <DateRangePicker label="Flight dates" defaultValue={flight} isReadOnly />,
};
