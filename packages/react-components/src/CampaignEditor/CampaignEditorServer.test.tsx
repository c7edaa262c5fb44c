// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { offlineClient } from '../../test/offlineClient.ts';
import { pipeToString } from '../../test/pipeToString.ts';
import { PlatformProvider } from '../PlatformProvider/PlatformProvider.tsx';
import { CampaignEditor } from './CampaignEditor.tsx';
import type { CampaignEditorTab } from './campaignTabs.ts';

const editor = (tab?: CampaignEditorTab) => (
  <PlatformProvider client={offlineClient} locale="en">
    <CampaignEditor
      advertiserId="acme"
      campaignId="new"
      userRole={1}
      draftStorage={null}
      {...(tab ? { tab } : {})}
    />
  </PlatformProvider>
);

describe('the campaign editor on the server', () => {
  it('renders its first tab at once, with no placeholder in its place', () => {
    const html = renderToString(editor());
    expect(html).toContain('Campaign name');
    expect(html).toContain('Budget');
    expect(html).not.toContain('data-loading');
  });

  it('streams a tab whose code loads on demand with its content once it has loaded', async () => {
    const html = await pipeToString(editor('optimization-and-attribution'));
    expect(html).toContain('Attribution window (days)');
    expect(html).not.toContain('data-loading');
  });
});
