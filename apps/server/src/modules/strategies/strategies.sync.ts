// Strategies take no offline changes yet; the table names their rows for tombstone checks.
import { strategies } from '@fokus/db';
import type { KindSync } from '../sync/kind-sync.js';

export const strategiesSync: KindSync<'strategies'> = { table: strategies, handlers: {} };
