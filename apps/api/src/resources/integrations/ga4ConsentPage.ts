import type { PendingGa4Consent } from './ga4Consents.ts';
import type { Ga4Property } from './ga4Properties.ts';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The sandbox's stand-in for Google's consent screen: who asks, for which advertiser, which GA4
 * property to share, and Allow / Deny buttons that post the answer back to the same address.
 * Plain, accessible HTML with inline styles only.
 */
export function renderGa4ConsentPage(consent: PendingGa4Consent, properties: Ga4Property[]): string {
  const options = properties
    .map(
      (property, index) =>
        `<label><input type="radio" name="measurement_id" value="${escapeHtml(property.measurement_id)}"${index === 0 ? ' checked' : ''}> ${escapeHtml(property.name)} <code>${escapeHtml(property.measurement_id)}</code></label>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Connect Google Analytics 4</title>
<style>body{font:14px system-ui,sans-serif;margin:0;color:#1d1d1f;background:#f4f4f6}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border:1px solid #d0d0d5;border-radius:8px}
fieldset{border:1px solid #d0d0d5;border-radius:6px;margin:1rem 0}label{display:block;margin:.5rem 0}
button{font:inherit;padding:.5rem 1rem;margin-right:.5rem;border-radius:6px;border:1px solid #1a56db;cursor:pointer}
button[value=approve]{background:#1a56db;color:#fff}button[value=deny]{background:#fff;color:#1a56db}
.note{color:#55555c;font-size:12px}</style></head>
<body><main><h1>Connect Google Analytics 4</h1>
<p>Earshot asks to read reports and send conversions for <strong>${escapeHtml(consent.advertiser_name)}</strong>.</p>
<p>Signed in as ${escapeHtml(consent.user_email)}.</p>
<form method="post"><fieldset><legend>Property to share</legend>${options}</fieldset>
<button type="submit" name="decision" value="approve">Allow</button><button type="submit" name="decision" value="deny">Deny</button></form>
<p class="note">Sandbox: this page stands in for Google's consent screen; no data leaves this server.</p>
</main></body></html>`;
}
