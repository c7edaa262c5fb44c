import { Button, DropZone, Link } from '@earshot/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';

export default { title: 'Primitives/Actions' } satisfies Meta;

type Story = StoryObj;

const SAVE = 'Save campaign';

export const ButtonPrimary: Story = { render: () => <Button>{SAVE}</Button> };
export const ButtonSecondary: Story = { render: () => <Button variant="secondary">{SAVE}</Button> };
export const ButtonQuiet: Story = { render: () => <Button variant="quiet">{SAVE}</Button> };
export const ButtonDanger: Story = { render: () => <Button variant="danger">Delete creative</Button> };
export const ButtonSmall: Story = { render: () => <Button size="small">{SAVE}</Button> };
export const ButtonLoading: Story = { render: () => <Button isPending>Uploading</Button> };
export const ButtonDisabled: Story = { render: () => <Button isDisabled>{SAVE}</Button> };
export const ButtonLongText: Story = {
  render: () => <Button>Save the campaign and continue to the targeting step of the editor</Button>,
};

const CAMPAIGNS_PATH = '/acme.example/campaigns';

export const LinkDefault: Story = { render: () => <Link href={CAMPAIGNS_PATH}>Open campaigns</Link> };
export const LinkDisabled: Story = {
  render: () => (
    <Link href={CAMPAIGNS_PATH} isDisabled>
      Open campaigns
    </Link>
  ),
};
export const LinkLongText: Story = {
  render: () => (
    <Link href={CAMPAIGNS_PATH}>
      Read how pacing spreads the budget of a campaign evenly across its flight dates
    </Link>
  ),
};

const logNames = (files: File[]) => console.log(files.map((file) => file.name));

export const DropZoneDefault: Story = { render: () => <DropZone onFiles={logNames} /> };
export const DropZoneAudioOnly: Story = {
  render: () => (
    <DropZone
      onFiles={logNames}
      acceptedFileTypes={['audio/mpeg', 'audio/wav']}
      prompt="Drop an MP3 or WAV spot here"
    />
  ),
};
export const DropZoneDisabled: Story = { render: () => <DropZone onFiles={logNames} isDisabled /> };
