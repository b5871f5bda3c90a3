import ts from 'typescript';
import type { Plugin } from 'vite';

/** The built-in engine's sources (not its tests): where rules are written with their examples. */
const ENGINE_SOURCE = /[\\/]packages[\\/]ai-engine[\\/]src[\\/](?!.*\.test\.ts$).*\.ts$/;

/** The properties of a rule that only its tests read: its examples and the text that names it in them. */
const TEST_ONLY = new Set(['examples', 'description']);

const propertyName = (node: ts.ObjectLiteralElementLike): string | undefined =>
  ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) ? node.name.text : undefined;

/** A rule as written (packages/ai-engine/src/rule.ts): an object with a `name` and an `examples` array. */
const isRule = (node: ts.ObjectLiteralExpression): boolean =>
  node.properties.some((property) => propertyName(property) === 'name') &&
  node.properties.some(
    (property) =>
      propertyName(property) === 'examples' &&
      ts.isPropertyAssignment(property) &&
      ts.isArrayLiteralExpression(property.initializer),
  );

/**
 * Leaves the built-in engine's rule examples and descriptions out of the browser's bundle. Every rule
 * of the engine is written with a description and its examples (`{ name, description, examples: [...],
 * apply }`, packages/ai-engine/src/rule.ts): they are its contract, run and named by the engine's tests,
 * and nothing at run time reads them — yet they are a fifth of the engine's source and are evaluated
 * when a module loads. This drops both properties of each object literal with a `name` and an `examples`
 * array literal, in the engine's modules, before they are bundled; the server, the tests and the benchmarks
 * read the sources as written.
 */
export function stripRuleExamples(): Plugin {
  return {
    name: 'fokus:strip-rule-examples',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!ENGINE_SOURCE.test(id) || !code.includes('examples')) return null;
      const source = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
      const cuts: [number, number][] = [];
      const visit = (node: ts.Node): void => {
        if (ts.isObjectLiteralExpression(node) && isRule(node)) {
          for (const property of node.properties) {
            const name = propertyName(property);
            if (name === undefined || !TEST_ONLY.has(name)) {
              ts.forEachChild(property, visit);
              continue;
            }
            // The property and the comma after it.
            let end = property.end;
            while (end < code.length && /\s/.test(code[end] ?? '')) end++;
            if (code[end] === ',') end++;
            cuts.push([property.getStart(source), end]);
          }
          return;
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
      if (cuts.length === 0) return null;
      let stripped = code;
      for (const [start, end] of cuts.sort((a, b) => b[0] - a[0]))
        stripped = stripped.slice(0, start) + stripped.slice(end);
      return { code: stripped, map: null };
    },
  };
}
