/**
 * Validates the CLI's machine reports against the vendored schemas (test/data/schemas/README.md says
 * where each came from), offline: SARIF 2.1.0 with ajv (the schema is JSON Schema draft-04), JUnit XML
 * with libxml2 compiled to WebAssembly.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv04 from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { validateXML } from 'xmllint-wasm';

const SCHEMAS = fileURLToPath(new URL('../data/schemas/', import.meta.url));

// unicodeRegExp off: the schema's `language` pattern (`^[a-zA-Z]{2}|^[a-zA-Z]{2}-[a-zA-Z]{2}]?$`) has a
// stray `]` that JavaScript accepts only without the u flag, as draft-04 validators compiled it.
// strict off: draft-04 schemas use keywords ajv's strict mode warns about (e.g. `id`), not errors.
const ajv = new Ajv04({ allErrors: true, strict: false, unicodeRegExp: false });
addFormats(ajv);
const sarifSchema = JSON.parse(readFileSync(`${SCHEMAS}sarif-2.1.0-rtm.5.json`, 'utf8')) as object;
const validateSarifLog = ajv.compile(sarifSchema);
const junitXsd = readFileSync(`${SCHEMAS}junit-jenkins.xsd`, 'utf8');

/** The schema's complaints about a SARIF log (empty when it is valid). */
export function sarifSchemaErrors(log: unknown): string[] {
  if (validateSarifLog(log)) return [];
  return (validateSarifLog.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? e.keyword}`);
}

/** The schema's complaints about a JUnit XML report (empty when it is valid). */
export async function junitSchemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'report.xml', contents: xml }],
    schema: [{ fileName: 'junit-jenkins.xsd', contents: junitXsd }],
  });
  return result.valid ? [] : result.errors.map((e) => e.rawMessage);
}
