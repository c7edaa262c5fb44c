import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The IAB Tech Lab's VAST 4.2 schema, in the shared folder beside the repository. */
const VAST_XSD = fileURLToPath(new URL('../../../../shared/standards/vast_4.2.xsd', import.meta.url));

/** Runs xmllint on `xml`; fails loudly where it is missing, as the schema check is the point. */
function xmllint(args: string[], xml: string): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync('xmllint', [...args, '-'], { input: xml, encoding: 'utf8' });
  if (result.error) {
    throw new Error(`xmllint could not run (${result.error.message}): apt-get install -y libxml2-utils`);
  }
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** xmllint's verdict on `xml` against the VAST 4.2 schema: '' when valid, else its complaints. */
export function schemaProblems(xml: string): string {
  if (!existsSync(VAST_XSD)) throw new Error(`The VAST schema is missing at ${VAST_XSD}`);
  const { status, stderr } = xmllint(['--noout', '--schema', VAST_XSD], xml);
  return status === 0 ? '' : stderr;
}

/** An XPath step to a VAST element, whatever prefix its namespace has. */
export const el = (name: string) => `*[local-name()='${name}']`;

/** The string value of an XPath expression over `xml`. */
export function xpath(xml: string, expression: string): string {
  const { status, stdout, stderr } = xmllint(['--xpath', `string(${expression})`], xml);
  // xmllint answers 10 for an empty string result, which is a result like any other here.
  if (status !== 0 && status !== 10) throw new Error(`xpath ${expression} failed: ${stderr}`);
  return stdout.replace(/\n$/, '');
}
