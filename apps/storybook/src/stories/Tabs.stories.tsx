import { Tab, TabList, TabPanel, Tabs } from '@earshot/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';

const steps = ['general-information', 'inventory', 'targeting', 'audience', 'creatives', 'summary'];

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CampaignEditor: Story = {
  render: (args) => (
    <Tabs {...args}>
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

export const DisabledTab: Story = {
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
