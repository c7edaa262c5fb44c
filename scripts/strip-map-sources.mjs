// Removes the inlined sources (`sourcesContent`) from the source maps of a built package: the maps still
// lead a stack trace to the original file and line, without shipping every source file a second time.
// Usage: node strip-map-sources.mjs <dist directory>
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dist = process.argv[2];
if (!dist) throw new Error('Usage: node strip-map-sources.mjs <dist directory>');
let stripped = 0;
for (const file of readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
  if (!file.endsWith('.map')) continue;
  const path = join(dist, file);
  const map = JSON.parse(readFileSync(path, 'utf8'));
  if (!('sourcesContent' in map)) continue;
  delete map.sourcesContent;
  writeFileSync(path, JSON.stringify(map));
  stripped += 1;
}
console.log(`${dist}: removed the inlined sources of ${stripped} source maps`);
