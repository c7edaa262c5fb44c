import { pixelAddresses } from '../../services/pixel/pixelSnippet.ts';
import { VAST_PIXEL_EVENTS } from '../../services/pixel/playerEvents.ts';

/** The address of a creative's VAST tag on an API reached at `publicBaseUrl`. */
export function vastTagUrl(publicBaseUrl: string, advertiserUuid: string, creativeId: string): string {
  const path = ['companies', advertiserUuid, 'creatives', creativeId, 'vast'].map(encodeURIComponent);
  return `${publicBaseUrl}/v1/${path.join('/')}`;
}

/**
 * The pixel addresses a VAST tag reports to: one per event, each naming the tag as the event's `url`.
 * They carry no `[CACHEBUSTING]` macro: the schema's `xs:anyURI` refuses its brackets, and the pixel
 * answers `Cache-Control: no-store`, so no cache swallows a repeated event.
 */
export function vastTrackingUrls(
  publicBaseUrl: string,
  advertiserUuid: string,
  tagUrl: string,
): Record<keyof typeof VAST_PIXEL_EVENTS, string> {
  const { collectUrl } = pixelAddresses(publicBaseUrl, advertiserUuid);
  const urlOf = (name: string) => {
    const url = new URL(collectUrl);
    url.search = new URLSearchParams({ aid: advertiserUuid, ev: name, et: 'custom', url: tagUrl }).toString();
    return url.href;
  };
  const entries = Object.entries(VAST_PIXEL_EVENTS).map(([event, name]) => [event, urlOf(name)]);
  return Object.fromEntries(entries) as Record<keyof typeof VAST_PIXEL_EVENTS, string>;
}
