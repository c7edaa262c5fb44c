/** Name of the browser storage key holding the first-party client id. */
export const CLIENT_ID_KEY = '_earshot_cid';

/**
 * The tag script an advertiser's site loads. It sends a page view at once and defines
 * `window.earshot(command, name?, options?)`: `earshot('track', 'purchase', { value: 25 })` records a
 * conversion (`options.type` may be 'custom'), `earshot('page')` another page view. Calls made before the
 * script loaded (queued by the snippet's stub in `earshot.q`) are replayed. Each hit carries the page
 * address, its referrer and a client id kept in localStorage; the browser adds its user agent.
 */
export function renderTagScript(advertiserUuid: string, collectUrl: string): string {
  return `/* Earshot pixel */
(function (window, document) {
  'use strict';
  var ADVERTISER = ${JSON.stringify(advertiserUuid)};
  var COLLECT_URL = ${JSON.stringify(collectUrl)};
  var CLIENT_ID_KEY = ${JSON.stringify(CLIENT_ID_KEY)};
  var queued = (window.earshot && window.earshot.q) || [];

  function clientId() {
    try {
      var id = window.localStorage.getItem(CLIENT_ID_KEY);
      if (!id) {
        id = Date.now().toString(36) + Math.random().toString(36).slice(2, 12);
        window.localStorage.setItem(CLIENT_ID_KEY, id);
      }
      return id;
    } catch (error) {
      return '';
    }
  }

  function send(name, type, value) {
    var params = [
      'aid=' + encodeURIComponent(ADVERTISER),
      'ev=' + encodeURIComponent(String(name).slice(0, 200)),
      'et=' + encodeURIComponent(type),
      'url=' + encodeURIComponent(String(window.location.href).slice(0, 2000))
    ];
    if (document.referrer) params.push('ref=' + encodeURIComponent(document.referrer.slice(0, 2000)));
    var id = clientId();
    if (id) params.push('cid=' + encodeURIComponent(id));
    if (typeof value === 'number' && isFinite(value) && value >= 0) params.push('value=' + value);
    params.push('cb=' + Date.now().toString(36));
    var url = COLLECT_URL + '?' + params.join('&');
    if (typeof window.fetch === 'function') {
      window.fetch(url, { mode: 'no-cors', credentials: 'omit', keepalive: true }).catch(function () {});
    } else {
      new Image(1, 1).src = url;
    }
  }

  function earshot(command, name, options) {
    options = options || {};
    if (command === 'page') send('page_view', 'page_view');
    else if (command === 'track' && name) send(name, options.type === 'custom' ? 'custom' : 'conversion', options.value);
  }

  window.earshot = earshot;
  earshot('page');
  for (var i = 0; i < queued.length; i += 1) earshot.apply(null, queued[i]);
})(window, document);
`;
}
