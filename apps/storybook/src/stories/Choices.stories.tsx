import { Checkbox, Radio, RadioGroup, Switch } from '@earshot/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Primitives/Choices',
  component: Checkbox,
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CheckboxStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Checkbox>Open inventory only</Checkbox>
      <Checkbox defaultSelected>Brand-safe placements</Checkbox>
      <Checkbox isIndeterminate>Some partners</Checkbox>
      <Checkbox isInvalid>I accept the terms</Checkbox>
      <Checkbox isDisabled>Disabled</Checkbox>
      <Checkbox isReadOnly defaultSelected>
        Read-only
      </Checkbox>
    </div>
  ),
};

export const SwitchStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Switch>Pacing</Switch>
      <Switch defaultSelected>Frequency cap</Switch>
      <Switch isDisabled>Disabled</Switch>
    </div>
  ),
};

export const RadioGroupStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <RadioGroup label="Billing" defaultValue="cpm">
        <Radio value="cpm">CPM</Radio>
        <Radio value="cpa">CPA</Radio>
      </RadioGroup>
      <RadioGroup label="Billing" orientation="horizontal" isInvalid errorMessage="Choose how you pay">
        <Radio value="cpm">CPM</Radio>
        <Radio value="cpa">CPA</Radio>
      </RadioGroup>
    </div>
  ),
};
