import { DateRangePicker } from '@earshot/react-components';
import { parseDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Primitives/DateRangePicker',
  component: DateRangePicker,
  args: { label: 'Flight dates' },
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithRange: Story = {
  args: { defaultValue: { start: parseDate('2026-03-04'), end: parseDate('2026-03-20') } },
};
export const Invalid: Story = {
  args: {
    defaultValue: { start: parseDate('2026-03-04'), end: parseDate('2026-03-20') },
    isInvalid: true,
    errorMessage: 'The flight must last at least 60 days',
  },
};
export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: { start: parseDate('2026-03-04'), end: parseDate('2026-03-20') } },
};
