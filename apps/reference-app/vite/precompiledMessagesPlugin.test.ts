import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { CATALOGUE, precompileCatalogue, precompileMessages } from './precompiledMessagesPlugin.ts';

/** A module's exports, evaluated. */
const evaluate = async (code: string) =>
  (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as Record<
    string,
    Record<string, unknown>
  >;

describe('precompileCatalogue', () => {
  it('replaces each message with its parsed form, whatever its characters, and keeps spreads', async () => {
    const code = [
      "const base = { 'a.base': 'Base' };",
      'export const de = {',
      '  ...base,',
      "  'a.plural': '{count, plural, one {# Kampagne} other {# Kampagnen}} für {name}',",
      "  'a.zh': '尚无发送给 {email} 的登录链接。',",
      "  'a.escaped': 'Don\\'t {verb}',",
      '};',
    ].join('\n');
    const { de } = await evaluate(precompileCatalogue(code, 'de.ts') ?? '');
    expect(de).toEqual({
      'a.base': 'Base',
      'a.plural': parse('{count, plural, one {# Kampagne} other {# Kampagnen}} für {name}'),
      'a.zh': parse('尚无发送给 {email} 的登录链接。'),
      'a.escaped': parse("Don't {verb}"),
    });
  });

  it('replaces each message of a JSON catalogue with its parsed form', () => {
    const json = JSON.stringify({
      'a.plural': '{count, plural, one {# Kampagne} other {# Kampagnen}} für {name}',
      'a.zh': '尚无发送给 {email} 的登录链接。',
      'a.escaped': "Don't {verb}",
    });
    expect(JSON.parse(precompileMessages(json, 'de.json'))).toEqual({
      'a.plural': parse('{count, plural, one {# Kampagne} other {# Kampagnen}} für {name}'),
      'a.zh': parse('尚无发送给 {email} 的登录链接。'),
      'a.escaped': parse("Don't {verb}"),
    });
  });

  it('fails on a message of a JSON catalogue that is not a string or does not parse', () => {
    expect(() => precompileMessages('{ "a": 1 }', 'en.json')).toThrow(
      'en.json: the message a is not a string',
    );
    expect(() => precompileMessages('{ "a": "{count, plural," }', 'en.json')).toThrow(
      'en.json: the message "{count, plural," does not parse',
    );
  });

  it('fails on a message that is not a string literal or does not parse', () => {
    expect(() => precompileCatalogue("const x = 'b'; export const en = { 'a': x };", 'en.ts')).toThrow(
      'en.ts: the message at',
    );
    expect(() => precompileCatalogue("export const en = { 'a': '{count, plural,' };", 'en.ts')).toThrow(
      'en.ts: the message "{count, plural," does not parse',
    );
  });

  it('compiles every catalogue of the app and the components', async () => {
    const files: string[] = [];
    for (const dir of ['../src', '../../../packages/react-components/src']) {
      const root = fileURLToPath(new URL(dir, import.meta.url));
      const paths = await readdir(root, { recursive: true });
      files.push(...paths.map((path) => join(root, path)).filter((path) => CATALOGUE.test(path)));
    }
    expect(files.length).toBeGreaterThan(60);
    for (const file of files) {
      const source = await readFile(file, 'utf8');
      if (file.endsWith('.json')) {
        expect(Object.keys(JSON.parse(precompileMessages(source, file))), file).toEqual(
          Object.keys(JSON.parse(source)),
        );
      } else {
        expect(precompileCatalogue(source, file), file).not.toBeNull();
      }
    }
  });
});
