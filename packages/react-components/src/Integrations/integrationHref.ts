/**
 * Where an integration opens under the integrations section: GA4 on its own screen (its connection goes
 * through Google's consent page), every other kind at `{base}/{kind}/{id}`.
 */
export function integrationHref(base: string, integration: { id: string; kind: string }): string {
  return integration.kind === 'ga4'
    ? `${base}/ga4`
    : `${base}/${encodeURIComponent(integration.kind)}/${encodeURIComponent(integration.id)}`;
}
