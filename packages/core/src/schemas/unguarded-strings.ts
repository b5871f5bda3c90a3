/**
 * Finds the strings of a request schema that would accept NUL or an unpaired surrogate: the check
 * behind "every user-supplied string uses textSchema", run by the tests over every request schema of
 * core and every route of the server, so a raw `z.string()` added later fails them.
 */
import { z } from 'zod';

/**
 * String formats whose own pattern already refuses NUL and unpaired surrogates; `text` is textSchema.
 * (`url` is not one of them: a URL parser accepts NUL in a path.)
 */
const GUARDED_FORMATS = new Set(['text', 'uuid', 'guid', 'email', 'date', 'date-time', 'time', 'duration']);

/** Keywords whose values are data, not schemas. */
const DATA_KEYWORDS = new Set(['enum', 'const', 'default', 'examples', 'description', 'title', 'required']);

type JsonSchemaNode = Record<string, unknown>;

const isNode = (value: unknown): value is JsonSchemaNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** True for a string schema that spells out what it accepts: textSchema, a strict format, a pattern, a list. */
function isGuarded(node: JsonSchemaNode): boolean {
  if ('enum' in node || 'const' in node || typeof node.pattern === 'string') return true;
  return typeof node.format === 'string' && GUARDED_FORMATS.has(node.format);
}

function visit(node: unknown, path: string, found: string[]): void {
  if (Array.isArray(node)) {
    for (const item of node) visit(item, path, found);
    return;
  }
  if (!isNode(node)) return;
  const types = Array.isArray(node.type) ? node.type : [node.type];
  if (types.includes('string') && !isGuarded(node)) found.push(path === '' ? '(root)' : path);
  for (const [keyword, value] of Object.entries(node)) {
    if (DATA_KEYWORDS.has(keyword)) continue;
    if (keyword === 'properties' && isNode(value)) {
      for (const [name, property] of Object.entries(value))
        visit(property, path === '' ? name : `${path}.${name}`, found);
    } else if (keyword === 'items' || keyword === 'prefixItems') {
      visit(value, `${path}[]`, found);
    } else if (keyword === 'propertyNames') {
      visit(value, `${path}{key}`, found);
    } else if (keyword === 'additionalProperties' || keyword === 'patternProperties') {
      visit(value, `${path}{value}`, found);
    } else {
      visit(value, path, found);
    }
  }
}

/**
 * The paths (`attachments[].name`, `data{key}`) of the strings a schema accepts as input without
 * refusing NUL and unpaired surrogates, read from its JSON Schema; empty when every string is guarded.
 */
export function unguardedStringPaths(schema: z.ZodType): string[] {
  const found: string[] = [];
  visit(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }), '', found);
  return [...new Set(found)];
}
