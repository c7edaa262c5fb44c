// @vitest-environment node
import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { offlineClient } from '../../test/offlineClient.ts';
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

/** The whole HTML of a Node stream, once every boundary has resolved. */
function pipeToString(node: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    const stream = renderToPipeableStream(node, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: reject,
    });
  });
}

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
