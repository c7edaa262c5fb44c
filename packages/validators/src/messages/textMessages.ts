/** The message keys of one text field: required, too long, not text. */
export type TextMessageKeys<P extends string> = `${P}.required` | `${P}.max` | `${P}.invalid`;

/**
 * English defaults for a required text field `prefix` labelled `label` with at most `max` characters,
 * e.g. `textMessages('campaign.name', 'Campaign name', 200)`.
 */
export function textMessages<P extends string>(
  prefix: P,
  label: string,
  max: number,
): Record<TextMessageKeys<P>, string> {
  return {
    [`${prefix}.required`]: `${label} is required.`,
    [`${prefix}.max`]: `${label} must be at most ${max} characters.`,
    [`${prefix}.invalid`]: `${label} must be text.`,
  } as Record<TextMessageKeys<P>, string>;
}
