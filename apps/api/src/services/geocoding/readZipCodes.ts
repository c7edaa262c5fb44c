import { readFileSync } from 'node:fs';
import type { ZipSource } from './gazetteerPlaces.ts';

const PREFIX = 'exports.codes = ';

/**
 * The zip codes of `zipcodes` (lib/codes.js: the US ones), read as data. The package keeps them as a
 * 5 MB JavaScript object literal, `exports.codes = {…};` on the first line of that file. Loaded with
 * `require`, it left the server's Node process (under tsx) 77 MB more resident memory after garbage
 * collection: the parser's native memory, which the C allocator keeps, and tsx's module lexer grown
 * to the file's size. The literal is JSON, and parsed as JSON it left 9 MB.
 */
export function readZipCodes(require: NodeJS.Require): Record<string, ZipSource> {
  const file = require.resolve('zipcodes/lib/codes.js');
  const [line = ''] = readFileSync(file, 'utf8').split('\n', 1);
  if (!line.startsWith(PREFIX) || !line.endsWith(';'))
    throw new Error(`${file} no longer starts with ${PREFIX}`);
  return JSON.parse(line.slice(PREFIX.length, -1)) as Record<string, ZipSource>;
}
