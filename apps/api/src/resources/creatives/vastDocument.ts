import { create } from 'xmlbuilder2';

/** A node of the document being built. */
type XmlNode = ReturnType<typeof create>;

/** The namespace of VAST 4 documents (the IAB Tech Lab schema's target namespace). */
export const VAST_NAMESPACE = 'http://www.iab.com/VAST';

/** The linear tracking events a VAST tag of ours reports, in playing order. */
export const VAST_PLAY_EVENTS = ['start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete'] as const;

/** One of {@link VAST_PLAY_EVENTS}. */
export type VastPlayEvent = (typeof VAST_PLAY_EVENTS)[number];

/** The companion display ad shown while the audio plays. */
export type VastCompanion = {
  url: string;
  /** Its MIME type, e.g. `image/png`. */
  contentType: string;
  width: number;
  height: number;
};

/** What one audio ad of a VAST document says. */
export type VastAudioAd = {
  /** The ad's id (the creative's). */
  id: string;
  /** A new id for this answer, which VAST asks ad servers to make per response. */
  adServingId: string;
  title: string;
  /** The advertiser's name, or `null` to leave the element out. */
  advertiser: string | null;
  /** Where the player reports the impression. */
  impressionUrl: string;
  /** Where the player reports each play event. */
  trackingUrls: Readonly<Record<VastPlayEvent, string>>;
  /** How long the audio plays, in seconds. */
  durationSeconds: number;
  audio: {
    url: string;
    /** Its MIME type, e.g. `audio/mpeg`. */
    contentType: string;
    /** Average bitrate in kbit/s, or `null` when not known. */
    bitrateKbps: number | null;
  };
  /** Where a click on the ad leads, or `null` for none. */
  clickThroughUrl: string | null;
  companion: VastCompanion | null;
};

/** The ad system our tags name. */
const AD_SYSTEM = 'Earshot';

/**
 * Characters XML 1.0 cannot carry at all (C0 controls other than tab and newlines, lone surrogates,
 * U+FFFE and U+FFFF): a name holding one still yields a well-formed document.
 */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** `text` with every character XML 1.0 cannot carry replaced by U+FFFD. */
export function xmlSafeText(text: string): string {
  return text.replace(NOT_XML_CHAR, '\uFFFD');
}

/**
 * Adds `text` as CDATA, as VAST wants URIs. Text holding `]]>`, which would end the section early,
 * goes in as escaped text instead: a parser reads the same value either way.
 */
function cdata(element: XmlNode, text: string): XmlNode {
  const safe = xmlSafeText(text);
  return safe.includes(']]>') ? element.txt(safe) : element.dat(safe);
}

/** `HH:MM:SS.mmm`, the `xs:time` form VAST durations take. */
export function vastDuration(seconds: number): string {
  const millis = Math.max(0, Math.round(seconds * 1000));
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  const hours = Math.floor(millis / 3_600_000);
  const minutes = Math.floor(millis / 60_000) % 60;
  const wholeSeconds = Math.floor(millis / 1000) % 60;
  return `${pad(hours)}:${pad(minutes)}:${pad(wholeSeconds)}.${pad(millis % 1000, 3)}`;
}

/**
 * The VAST 4.2 document of one audio ad: `Ad adType="audio"` with an `InLine` holding, in the order
 * the schema fixes, AdSystem, Impression, AdServingId, AdTitle, Advertiser and one Creative (companion,
 * then the Linear audio, then UniversalAdId). Text and attributes are escaped and URIs sit in CDATA.
 */
export function renderVastDocument(ad: VastAudioAd): string {
  const document = create({ version: '1.0', encoding: 'UTF-8' });
  const vast = document.ele(VAST_NAMESPACE, 'VAST', { version: '4.2' });
  const inline = vast.ele('Ad', { id: xmlSafeText(ad.id), adType: 'audio' }).ele('InLine');
  inline.ele('AdSystem').txt(AD_SYSTEM);
  cdata(inline.ele('Impression', { id: 'earshot' }), ad.impressionUrl);
  inline.ele('AdServingId').txt(xmlSafeText(ad.adServingId));
  inline.ele('AdTitle').txt(xmlSafeText(ad.title));
  if (ad.advertiser) inline.ele('Advertiser').txt(xmlSafeText(ad.advertiser));

  const creative = inline.ele('Creatives').ele('Creative', { id: xmlSafeText(ad.id) });
  if (ad.companion) {
    const { url, contentType, width, height } = ad.companion;
    const companion = creative.ele('CompanionAds').ele('Companion', { width, height });
    cdata(companion.ele('StaticResource', { creativeType: xmlSafeText(contentType) }), url);
    if (ad.clickThroughUrl) cdata(companion.ele('CompanionClickThrough'), ad.clickThroughUrl);
  }
  const linear = creative.ele('Linear');
  const tracking = linear.ele('TrackingEvents');
  for (const event of VAST_PLAY_EVENTS) {
    cdata(tracking.ele('Tracking', { event }), ad.trackingUrls[event]);
  }
  linear.ele('Duration').txt(vastDuration(ad.durationSeconds));
  // Audio has no picture: VAST asks for width and height 0.
  const media = linear.ele('MediaFiles').ele('MediaFile', {
    delivery: 'progressive',
    type: xmlSafeText(ad.audio.contentType),
    width: 0,
    height: 0,
    ...(ad.audio.bitrateKbps === null ? {} : { bitrate: ad.audio.bitrateKbps }),
  });
  cdata(media, ad.audio.url);
  if (ad.clickThroughUrl) cdata(linear.ele('VideoClicks').ele('ClickThrough'), ad.clickThroughUrl);
  // No Ad-ID or other registry id is known for our creatives; VAST 4.2 says to write 'unknown' then.
  creative.ele('UniversalAdId', { idRegistry: 'unknown' }).txt('unknown');
  return document.end({ prettyPrint: true });
}
