import { describe, expect, it } from 'vitest';
import {
  renderVastDocument,
  type VastAudioAd,
  vastDuration,
  xmlSafeText,
} from '../src/resources/creatives/vastDocument.ts';
import { vastTagUrl, vastTrackingUrls } from '../src/resources/creatives/vastTracking.ts';
import { VAST_PIXEL_EVENTS } from '../src/services/pixel/playerEvents.ts';
import { el, schemaProblems, xpath } from './vastSchema.ts';

const BASE = 'https://api.earshot.test';
const ADVERTISER = '5b0c1f2e-8a4d-4c3b-9e71-0a1b2c3d4e01';
const CREATIVE = 'f1d1b7a8-dcf7-45cf-8f54-ac54fec6d487';

function audioAd(changes: Partial<VastAudioAd> = {}): VastAudioAd {
  const { impression, ...trackingUrls } = vastTrackingUrls(
    BASE,
    ADVERTISER,
    vastTagUrl(BASE, ADVERTISER, CREATIVE),
  );
  return {
    id: CREATIVE,
    adServingId: '0d6c2f4e-6c1b-4a57-a3c8-9a3e1f0b7c21',
    title: 'Spring sale',
    advertiser: 'Acme Audio',
    impressionUrl: impression,
    trackingUrls,
    durationSeconds: 30,
    audio: { url: `${BASE}/v1/uploads/spot.mp3`, contentType: 'audio/mpeg', bitrateKbps: 128 },
    clickThroughUrl: 'https://example.com/spring?a=1&b=2',
    companion: { url: `${BASE}/v1/uploads/banner.png`, contentType: 'image/png', width: 300, height: 250 },
    ...changes,
  };
}

describe('the VAST document of an audio ad', () => {
  it('validates against the VAST 4.2 schema with and without its optional parts', () => {
    expect(schemaProblems(renderVastDocument(audioAd()))).toBe('');
    const bare = audioAd({
      advertiser: null,
      clickThroughUrl: null,
      companion: null,
      audio: { url: `${BASE}/a.ogg`, contentType: 'audio/ogg', bitrateKbps: null },
    });
    const xml = renderVastDocument(bare);
    expect(schemaProblems(xml)).toBe('');
    expect(xpath(xml, `count(//${el('MediaFile')}/@bitrate)`)).toBe('0');
    expect(xpath(xml, `count(//${el('Advertiser')})`)).toBe('0');
  });

  it('keeps names with markup, quotes and characters XML cannot carry well-formed', () => {
    const xml = renderVastDocument(
      audioAd({ title: 'Tom & Jerry <live> "quoted" ]]> \u0001bell', id: 'a"<b' }),
    );
    expect(schemaProblems(xml)).toBe('');
    expect(xpath(xml, `//${el('AdTitle')}`)).toBe('Tom & Jerry <live> "quoted" ]]> \uFFFDbell');
    expect(xpath(xml, `//${el('Ad')}/@id`)).toBe('a"<b');
  });

  it('puts URIs in CDATA, and escapes the rare one holding "]]>" instead', () => {
    const xml = renderVastDocument(audioAd());
    expect(xml).toContain('<![CDATA[https://example.com/spring?a=1&b=2]]>');
    const odd = renderVastDocument(audioAd({ clickThroughUrl: 'https://example.com/?q=]]>' }));
    expect(xpath(odd, `//${el('ClickThrough')}`)).toBe('https://example.com/?q=]]>');
  });

  it('names each play event and the impression as a custom pixel event pointing back at the tag', () => {
    const xml = renderVastDocument(audioAd());
    const tracking = (event: string) => new URL(xpath(xml, `//${el('Tracking')}[@event='${event}']`));
    const midpoint = tracking('midpoint');
    expect(`${midpoint.origin}${midpoint.pathname}`).toBe(`${BASE}/v1/pixel`);
    expect(Object.fromEntries(midpoint.searchParams)).toEqual({
      aid: ADVERTISER,
      ev: VAST_PIXEL_EVENTS.midpoint,
      et: 'custom',
      url: `${BASE}/v1/companies/${ADVERTISER}/creatives/${CREATIVE}/vast`,
    });
    expect(new URL(xpath(xml, `//${el('Impression')}`)).searchParams.get('ev')).toBe('vast_impression');
    expect(tracking('thirdQuartile').searchParams.get('ev')).toBe('vast_third_quartile');
  });
});

describe('vastDuration', () => {
  it('writes seconds as HH:MM:SS.mmm', () => {
    expect(vastDuration(30)).toBe('00:00:30.000');
    expect(vastDuration(15.4567)).toBe('00:00:15.457');
    expect(vastDuration(3725.5)).toBe('01:02:05.500');
  });
});

describe('xmlSafeText', () => {
  it('replaces only what XML 1.0 cannot carry', () => {
    expect(xmlSafeText('tab\tnew\nline\u0000nul\u001fus\uFFFEx 🎧 é')).toBe(
      'tab\tnew\nline\uFFFDnul\uFFFDus\uFFFDx 🎧 é',
    );
  });
});
