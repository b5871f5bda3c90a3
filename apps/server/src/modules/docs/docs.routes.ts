// GET /api/docs/json: the OpenAPI document; GET /api/docs: a plain page listing the operations.
// The page has no scripts or inline styles, so it works under the app's Content-Security-Policy.
import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument } from './openapi.js';
import { apiOperations } from './operations.js';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function docsPage(): string {
  const rows = apiOperations
    .map(
      (operation) =>
        `<tr><td><code>${operation.method}</code></td><td><code>${escapeHtml(operation.url)}</code></td><td>${escapeHtml(operation.summary)}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Fokus API</title></head>
<body>
<h1>Fokus API</h1>
<p>The OpenAPI 3.1 document: <a href="/api/docs/json">/api/docs/json</a>. Every operation below needs a session.</p>
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

export async function docsRoutes(app: FastifyInstance): Promise<void> {
  // Built once: the operations are fixed when the process starts.
  let document: Record<string, unknown> | undefined;
  let page: string | undefined;
  app.get('/api/docs/json', async (_request, reply) => {
    document ??= buildOpenApiDocument(apiOperations);
    return reply.send(document);
  });
  app.get('/api/docs', async (_request, reply) => {
    page ??= docsPage();
    return reply.type('text/html; charset=utf-8').send(page);
  });
}
