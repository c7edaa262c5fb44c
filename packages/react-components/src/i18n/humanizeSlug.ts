/**
 * A value written for machines, made readable for a person: words split at hyphens and underscores,
 * the first letter upper case ('true-crime' → 'True crime', 'page_view' → 'Page view'). What a screen
 * shows for a server value its catalogue does not name yet, instead of the raw value.
 */
export function humanizeSlug(value: string): string {
  const words = value.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toLocaleUpperCase() + words.slice(1);
}
