import { createHash } from 'node:crypto';

/**
 * A stable uuid for a demo row: the same advertiser and key always give the same id, so seed
 * steps can insert with `ON CONFLICT DO NOTHING` and refer to each other's rows (a creative to its
 * asset, a campaign to its playlists) without reading them back.
 */
export function demoId(advertiserUuid: string, key: string): string {
  const hex = createHash('sha256').update(`${advertiserUuid}:${key}`).digest('hex');
  // Shaped as a version-4, RFC 4122 variant uuid so every uuid validator accepts it.
  const variant = ((Number.parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
