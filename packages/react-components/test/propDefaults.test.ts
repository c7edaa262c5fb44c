// @vitest-environment node
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('../src/', import.meta.url));
const entry = `${src}index.ts`;

/**
 * The exported types whose optional members are public options: component props, hook and queue
 * options, appearance.
 */
const PUBLIC_OPTIONS = /(Props|Options)$|^Appearance/;

/**
 * Optional members, declared in this package's sources, of every public options type the entry exports
 * that carry no `@default` tag. Members inherited from react-aria-components are documented there.
 */
function undocumentedDefaults(): { inspected: number; missing: string[] } {
  const options: ts.CompilerOptions = {
    allowImportingTsExtensions: true,
    jsx: ts.JsxEmit.ReactJSX,
    lib: ['lib.es5.d.ts'],
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    types: [],
  };
  // Only this package's members are checked, so every other module is read as an empty one: parsing
  // react-aria, React and the DOM types would take most of the run. `lib.es5` stays for `Pick` and `Omit`.
  const host = ts.createCompilerHost(options);
  const libDir = host.getDefaultLibLocation?.() ?? '';
  const readSourceFile = host.getSourceFile;
  host.getSourceFile = (fileName, languageVersion, ...rest) =>
    fileName.startsWith(src) || (libDir && fileName.startsWith(libDir))
      ? readSourceFile(fileName, languageVersion, ...rest)
      : ts.createSourceFile(fileName, 'export {};', languageVersion);
  const program = ts.createProgram({ rootNames: [entry], options, host });
  const checker = program.getTypeChecker();
  const entryFile = program.getSourceFile(entry);
  if (!entryFile) throw new Error(`cannot read ${entry}`);
  const moduleSymbol = checker.getSymbolAtLocation(entryFile);
  if (!moduleSymbol) throw new Error(`${entry} is not a module`);

  const missing = new Set<string>();
  let inspected = 0;
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    if (!PUBLIC_OPTIONS.test(exported.name)) continue;
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    if (!(symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias))) continue;
    const type = checker.getDeclaredTypeOfSymbol(symbol);
    for (const property of checker.getPropertiesOfType(checker.getApparentType(type))) {
      if (!(property.flags & ts.SymbolFlags.Optional)) continue;
      for (const declaration of property.declarations ?? []) {
        const file = declaration.getSourceFile().fileName;
        if (!file.startsWith(src)) continue;
        inspected += 1;
        const documented = ts.getJSDocTags(declaration).some((tag) => tag.tagName.text === 'default');
        if (!documented) {
          const owner = declaration.parent;
          const ownerName = ts.isInterfaceDeclaration(owner) ? owner.name.text : exported.name;
          missing.add(`${ownerName}.${property.name} (${file.slice(src.length)})`);
        }
      }
    }
  }
  return { inspected, missing: [...missing].sort() };
}

describe('public options', () => {
  it('document the default of every optional member with @default', () => {
    const { inspected, missing } = undocumentedDefaults();
    // Guards against a walk that silently finds nothing (e.g. a renamed entry), which would pass.
    expect(inspected).toBeGreaterThan(150);
    expect(missing).toEqual([]);
  }, 10_000);
});
