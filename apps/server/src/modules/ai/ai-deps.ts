// What the AI routes' use cases get: the database (for the person's own context), the clock, and the
// configured provider (created on first use, so the server starts without loading an engine or SDK).
import type { Queryable } from '../../shared/db-types.js';
import type { AiProvider } from './provider.js';

export interface AiDeps {
  db: Queryable;
  now: () => Date;
  provider: () => Promise<AiProvider>;
}
