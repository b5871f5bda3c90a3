// GET /api/docs/json: the OpenAPI document; GET /api/docs: a plain page listing the operations.
// The page has no scripts or inline styles, so it works under the app's Content-Security-Policy.
import { openApiDocumentResponseSchema } from '@fokus/core';
import { defineModule } from '../../shared/api-module.js';
import { defineOperation, routePublicOperation, type ApiOperation } from '../../shared/api-operation.js';
import { buildOpenApiDocument } from './openapi.js';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function docsPage(operations: readonly ApiOperation[]): string {
  const rows = operations
    .map(
      (operation) =>
        `<tr><td><code>${operation.method}</code></td><td><code>${escapeHtml(operation.url)}</code></td><td>${escapeHtml(operation.summary)}${operation.access === 'public' ? ' <em>(public)</em>' : ''}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Fokus API</title></head>
<body>
<h1>Fokus API</h1>
<p>The OpenAPI 3.1 document: <a href="/api/docs/json">/api/docs/json</a>. Every operation below needs a session unless it says <em>public</em>.</p>
<table>
<thead><tr><th>Method</th><th>Path</th><th>What it does</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</body>
</html>
`;
}

const operations = {
  document: defineOperation({
    method: 'GET',
    url: '/api/docs/json',
    tag: 'docs',
    summary: 'This OpenAPI 3.1 document',
    access: 'public',
    responses: { 200: { description: 'The document', schema: openApiDocumentResponseSchema } },
  }),
  page: defineOperation({
    method: 'GET',
    url: '/api/docs',
    tag: 'docs',
    summary: 'A plain page listing the operations',
    access: 'public',
    responses: { 200: { description: 'The page', contentType: 'text/html' } },
  }),
};

export const docsModule = defineModule({
  name: 'docs',
  operations,
  async register(app, deps) {
    // Built once: the operations are fixed when the process starts.
    let document: ReturnType<typeof buildOpenApiDocument> | undefined;
    let page: string | undefined;
    routePublicOperation(app, operations.document, async () => {
      document ??= buildOpenApiDocument(deps.operations);
      return document;
    });
    app.get(operations.page.url, async (_request, reply) => {
      page ??= docsPage(deps.operations);
      return reply.type('text/html; charset=utf-8').send(page);
    });
  },
});
