import {
  Checkbox,
  Radio,
  RadioGroup,
  Switch,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  Tag,
  TagGroup,
} from '@earshot/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';

export default { title: 'Primitives/Selection' } satisfies Meta;

type Story = StoryObj;

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

export const TagGroupDefault: Story = {
  render: () => (
    <TagGroup label="Tags">
      <Tag id="news">news</Tag>
      <Tag id="sports">sports</Tag>
      <Tag id="long">a very long tag naming every market this playlist reaches on weekdays</Tag>
    </TagGroup>
  ),
};

export const TagGroupRemovable: Story = {
  render: () => (
    <TagGroup label="Tags" onRemove={(keys) => console.log('remove', keys)}>
      <Tag id="news">news</Tag>
      <Tag id="sports">sports</Tag>
    </TagGroup>
  ),
};

export const TagGroupEmpty: Story = {
  render: () => <TagGroup label="Tags" items={[]} renderEmptyState={() => 'No tags'} />,
};

const steps = ['general-information', 'inventory', 'targeting', 'audience', 'creatives', 'summary'];

export const TabsCampaignEditor: Story = {
  render: () => (
    <Tabs>
      <TabList aria-label="Campaign editor">
        {steps.map((step) => (
          <Tab key={step} id={step}>
            {step.replace(/-/g, ' ')}
          </Tab>
        ))}
      </TabList>
      {steps.map((step) => (
        <TabPanel key={step} id={step}>
          The {step.replace(/-/g, ' ')} step.
        </TabPanel>
      ))}
    </Tabs>
  ),
};

export const TabsDisabledTab: Story = {
  render: () => (
    <Tabs disabledKeys={['summary']}>
      <TabList aria-label="Campaign editor">
        <Tab id="general-information">General information</Tab>
        <Tab id="summary">Summary</Tab>
      </TabList>
      <TabPanel id="general-information">General information</TabPanel>
      <TabPanel id="summary">Summary</TabPanel>
    </Tabs>
  ),
};
