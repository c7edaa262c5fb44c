import {
  Button,
  Checkbox,
  ListBoxItem,
  NavigationMenu,
  PageHeader,
  PlatformProvider,
  ReadOnlyBanner,
  Select,
  Switch,
  TextField,
} from '@earshot/react-components';
import { createMemoryTokenStore } from '@earshot/sdk-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { HOSTILE_CSS } from '../hostileCss.ts';
import { useStoryFrame } from '../withPlatform.tsx';

export default { title: 'Embedding' } satisfies Meta;

/** The controls each embedding story shows under the host page's CSS. */
function CampaignControls() {
  return (
    <>
      <Button>Save campaign</Button>
      <TextField label="Campaign name" defaultValue="Spring launch" />
      <Checkbox defaultSelected>Open inventory only</Checkbox>
      <Select label="Goal" defaultSelectedKey="awareness">
        <ListBoxItem id="awareness">Awareness</ListBoxItem>
        <ListBoxItem id="conversions">Conversions</ListBoxItem>
      </Select>
    </>
  );
}

type Story = StoryObj;

/** A host page with `button { all: unset }` and `* { box-sizing: content-box }`. */
export const UnderHostileCss: Story = {
  render: () => (
    <>
      <style>{HOSTILE_CSS}</style>
      <div style={{ display: 'grid', gap: 12, maxWidth: 360 }}>
        <CampaignControls />
      </div>
    </>
  ),
};

/** A host page in a right-to-left script: every layout uses logical properties, so it mirrors. */
export const RightToLeft: Story = {
  render: () => (
    <div dir="rtl" style={{ display: 'grid', gap: 16, maxWidth: 480 }}>
      <PageHeader
        title="Spring launch for the north-east region, podcasts and streaming, weekdays only"
        actions={<Button>Save</Button>}
      />
      <ReadOnlyBanner userRole={3} advertiserName="Acme" />
      <TextField label="Campaign name" defaultValue="Spring launch" description="Shown in reports." />
      <Checkbox defaultSelected>Open inventory only</Checkbox>
      <Switch defaultSelected>Pacing</Switch>
      <NavigationMenu
        advertiser="acme.example"
        currentSection="campaigns"
        sections={['dashboard', 'campaigns']}
      />
    </div>
  ),
};

/** A host page whose rules only a shadow root keeps out: `!important` ones, and ones with attributes. */
const IMPORTANT_HOST_CSS = `
  * { box-sizing: content-box !important; font-family: Georgia, serif !important; line-height: 2 !important; }
  h1, h2 { color: purple !important; text-transform: uppercase !important; }
  [role="button"], button { letter-spacing: 0.3em !important; }
`;

/**
 * The package's styles as Storybook put them in the preview's document (one stylesheet in a static
 * build, one per module in development), as text for the shadow root; the host page's own
 * stylesheet (`data-host`) stays out. An embedder passes the package's `styles.css` instead.
 */
function previewStyles(): string {
  return [...document.styleSheets]
    .filter((sheet) => !(sheet.ownerNode instanceof Element && sheet.ownerNode.hasAttribute('data-host')))
    .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
    .join('\n');
}

const offline = {
  baseUrl: 'http://127.0.0.1:9/v1',
  tokenStore: createMemoryTokenStore(),
  fetch: async () => new Response(null, { status: 404 }),
};

function ShadowEmbed() {
  const [stylesheet] = useState(() => ({ text: previewStyles() }));
  return (
    <>
      <style data-host="">{IMPORTANT_HOST_CSS}</style>
      <PlatformProvider
        client={offline}
        {...useStoryFrame()}
        isolation="shadow"
        shadowStylesheet={stylesheet}
      >
        <div style={{ display: 'grid', gap: 12, maxWidth: 360 }}>
          <PageHeader title="Spring launch" />
          <CampaignControls />
        </div>
      </PlatformProvider>
    </>
  );
}

/**
 * `isolation="shadow"` under a host page of `!important` rules: the screens render in a shadow
 * root, with the package's stylesheet inside it, and the Goal popover opens in there too.
 */
export const ShadowIsolation: Story = { render: () => <ShadowEmbed /> };
