// Build step after tsup: writes dist/styles/base.css and dist/styles/<Family>.css (see
// familyStylesheets.ts), the stylesheets `@earshot/react-components/styles/*.css` exports, and stops
// the build if together they do not hold exactly the rules of dist/index.css (`./styles.css`).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cssRules, withoutSourceMapComment } from './cssRules.ts';
import { buildFamilyStylesheets } from './familyStylesheets.ts';

const packageDir = new URL('..', import.meta.url).pathname;
const { files } = await buildFamilyStylesheets(packageDir);

const shipped = cssRules(
  withoutSourceMapComment(readFileSync(join(packageDir, 'dist', 'index.css'), 'utf8')),
);
const split = [...files.values()].flatMap(cssRules);
const missing = shipped.filter((rule) => !split.includes(rule));
if (missing.length > 0 || split.length !== shipped.length) {
  throw new Error(
    `dist/styles does not split dist/index.css: ${split.length} rules for ${shipped.length}; missing ${missing
      .slice(0, 3)
      .join(' ')}`,
  );
}

const stylesDir = join(packageDir, 'dist', 'styles');
mkdirSync(stylesDir, { recursive: true });
for (const [name, css] of files) writeFileSync(join(stylesDir, `${name}.css`), css);
console.log(`dist/styles: base.css and ${files.size - 1} family stylesheets, ${split.length} rules`);
