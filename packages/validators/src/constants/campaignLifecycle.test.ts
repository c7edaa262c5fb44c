import { describe, expect, it } from 'vitest';
import { CAMPAIGN_ACTIONS, campaignActionsFor, campaignStatusAfter } from './campaignLifecycle.ts';
import { CAMPAIGN_STATUSES, type CampaignStatus } from './campaignStatuses.ts';

const TODAY = '2026-11-26';
const started = (status: CampaignStatus) => ({ status, start_date: '2026-11-01' });
const ahead = (status: CampaignStatus) => ({ status, start_date: '2026-12-01' });

describe('campaign lifecycle', () => {
  it('offers launch for drafts, pause and end while it runs or waits, resume and end while paused', () => {
    expect(
      Object.fromEntries(CAMPAIGN_STATUSES.map((status) => [status, campaignActionsFor(status)])),
    ).toEqual({
      draft: ['launch'],
      scheduled: ['pause', 'end'],
      running: ['pause', 'end'],
      paused: ['resume', 'end'],
      completed: [],
    });
  });

  it('starts a launched or resumed campaign as scheduled before its start date and running from it', () => {
    expect(campaignStatusAfter('launch', ahead('draft'), TODAY)).toBe('scheduled');
    expect(campaignStatusAfter('launch', started('draft'), TODAY)).toBe('running');
    expect(campaignStatusAfter('launch', { status: 'draft', start_date: TODAY }, TODAY)).toBe('running');
    expect(campaignStatusAfter('resume', ahead('paused'), TODAY)).toBe('scheduled');
    expect(campaignStatusAfter('resume', started('paused'), TODAY)).toBe('running');
  });

  it('pauses and ends', () => {
    expect(campaignStatusAfter('pause', started('running'), TODAY)).toBe('paused');
    expect(campaignStatusAfter('pause', ahead('scheduled'), TODAY)).toBe('paused');
    for (const status of ['scheduled', 'running', 'paused'] as const) {
      expect(campaignStatusAfter('end', started(status), TODAY)).toBe('completed');
    }
  });

  it('allows nothing the table does not list, whatever the dates', () => {
    for (const status of CAMPAIGN_STATUSES) {
      for (const action of CAMPAIGN_ACTIONS) {
        const allowed = campaignActionsFor(status).includes(action);
        expect(campaignStatusAfter(action, started(status), TODAY) !== null).toBe(allowed);
        expect(campaignStatusAfter(action, ahead(status), TODAY) !== null).toBe(allowed);
      }
    }
  });
});
