/** The addresses of an advertiser's pixel. */
export type PixelAddresses = { advertiserUuid: string; tagUrl: string; collectUrl: string };

/** The addresses of the advertiser's pixel on an API reached at `publicBaseUrl`. */
export function pixelAddresses(publicBaseUrl: string, advertiserUuid: string): PixelAddresses {
  const tag = new URL(`${publicBaseUrl}/v1/pixel/tag.js`);
  tag.searchParams.set('aid', advertiserUuid);
  return { advertiserUuid, tagUrl: tag.toString(), collectUrl: `${publicBaseUrl}/v1/pixel` };
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

const escapeAttribute = (text: string): string => text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);

/**
 * The snippet advertisers paste into every page, before `</head>`: a stub that queues `earshot(…)` calls
 * until the tag script has loaded, the script itself, and an image pixel for browsers without JavaScript.
 */
export function renderPixelSnippet({ advertiserUuid, tagUrl, collectUrl }: PixelAddresses): string {
  const noscript = new URL(collectUrl);
  noscript.searchParams.set('aid', advertiserUuid);
  noscript.searchParams.set('ev', 'page_view');
  noscript.searchParams.set('et', 'page_view');
  return `<!-- Earshot pixel -->
<script>
  window.earshot = window.earshot || function () { (window.earshot.q = window.earshot.q || []).push(arguments); };
</script>
<script async src="${escapeAttribute(tagUrl)}"></script>
<noscript><img src="${escapeAttribute(noscript.toString())}" width="1" height="1" alt="" style="display:none"></noscript>
<!-- Custom events: earshot('track', 'purchase', { value: 25 }); -->
`;
}
