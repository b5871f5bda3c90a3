import ts from 'typescript';
import type { Plugin } from 'vite';

/** The built-in engine's sources (not its tests): where rules are written with their examples. */
const ENGINE_SOURCE = /[\\/]packages[\\/]ai-engine[\\/]src[\\/](?!.*\.test\.ts$).*\.ts$/;

/**
 * Leaves the built-in engine's rule examples out of the browser's bundle. Every rule of the engine is
 * written with its examples (`examples: [...]`, packages/ai-engine/src/rule.ts): they are its contract,
 * run by the engine's tests, and nothing at run time reads them — yet they are a fifth of the engine's
 * source and are evaluated when a module loads. This drops each `examples` property whose value is an
 * array literal from the engine's modules before they are bundled; the server, the tests and the
 * benchmarks read the sources as written.
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
        if (
          ts.isPropertyAssignment(node) &&
          ts.isIdentifier(node.name) &&
          node.name.text === 'examples' &&
          ts.isArrayLiteralExpression(node.initializer) &&
          ts.isObjectLiteralExpression(node.parent)
        ) {
          // The property and the comma after it.
          let end = node.end;
          while (end < code.length && /\s/.test(code[end] ?? '')) end++;
          if (code[end] === ',') end++;
          cuts.push([node.getStart(source), end]);
          return;
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
      if (cuts.length === 0) return null;
      let stripped = code;
      for (const [start, end] of cuts.reverse()) stripped = stripped.slice(0, start) + stripped.slice(end);
      return { code: stripped, map: null };
    },
  };
}
