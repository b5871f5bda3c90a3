// A core response schema (zod) as the JSON Schema that both serialises the answer (Fastify's
// fast-json-stringify) and describes it in the OpenAPI document.
import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

const isObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The one `type` of a schema without alternatives, e.g. `string`, or undefined. */
function singleType(schema: JsonSchema): string | undefined {
  if (schema.anyOf !== undefined || schema.oneOf !== undefined || schema.allOf !== undefined)
    return undefined;
  return typeof schema.type === 'string' ? schema.type : undefined;
}

/**
 * zod writes `x.nullable()` as `anyOf: [x, { type: 'null' }]` and a union of literals as `anyOf` of
 * `const`s. fast-json-stringify serialises an `anyOf` by validating each branch at run time (ajv, per
 * value); the equivalent `type: [t, 'null']` and `enum` are plain, fast code. Same meaning either way.
 */
function simplifyAlternatives(branches: JsonSchema[]): JsonSchema | undefined {
  const nullIndex = branches.findIndex(
    (branch) => branch.type === 'null' && Object.keys(branch).length === 1,
  );
  if (branches.length === 2 && nullIndex !== -1) {
    const other = branches[1 - nullIndex]!;
    const type = singleType(other);
    if (type !== undefined) return { ...other, type: [type, 'null'] };
  }
  const type = branches.length > 0 ? singleType(branches[0]!) : undefined;
  if (
    type !== undefined &&
    branches.every((branch) => branch.type === type && 'const' in branch && Object.keys(branch).length === 2)
  ) {
    return { type, enum: branches.map((branch) => branch.const) };
  }
  return undefined;
}

function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (!isObject(node)) return node;
  const result: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    // `properties` and `$defs` map names to schemas; `enum`/`const`/`default`/`examples` hold data.
    if (key === 'properties' || key === '$defs' || key === 'patternProperties') {
      result[key] = Object.fromEntries(
        Object.entries(value as JsonSchema).map(([name, schema]) => [name, simplify(schema)]),
      );
    } else if (key === 'enum' || key === 'const' || key === 'default' || key === 'examples') {
      result[key] = value;
    } else {
      result[key] = simplify(value);
    }
  }
  if (Array.isArray(result.anyOf)) {
    const simpler = simplifyAlternatives(result.anyOf as JsonSchema[]);
    if (simpler) {
      const { anyOf: _alternatives, ...rest } = result;
      return { ...rest, ...simpler };
    }
  }
  return result;
}

const cache = new WeakMap<z.core.$ZodType, JsonSchema>();

/**
 * The JSON Schema of what an answer holds (zod's `output` side: defaults filled in, so such fields are
 * required), with nullables and literal unions in the forms fast-json-stringify serialises fastest.
 * Refinements JSON Schema cannot express (a known time zone) stay zod's concern.
 */
export function responseJsonSchema(schema: z.core.$ZodType): JsonSchema {
  let json = cache.get(schema);
  if (!json) {
    const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' });
    json = simplify(rest) as JsonSchema;
    cache.set(schema, json);
  }
  // A copy: Fastify and the document builder may add to what they are given.
  return structuredClone(json);
}

/** The JSON Schema of a request part (params, query, body): zod's `input` side. */
export function requestJsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return rest;
}
