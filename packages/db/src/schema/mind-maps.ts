import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, syncColumns, userIdColumn } from './columns';
import type { MindMapConnection, MindMapNode } from './json-types';

/** spec §3 Mind map: a canvas of nodes (optionally linked to tasks) and connections. */
export const mindMaps = pgTable(
  'mind_maps',
  {
    id: idColumn(),
    userId: userIdColumn(),
    title: text('title').notNull(),
    description: text('description'),
    nodes: jsonb('nodes').$type<MindMapNode[]>().notNull().default([]),
    connections: jsonb('connections').$type<MindMapConnection[]>().notNull().default([]),
    createdAt: createdAtColumn(),
    ...syncColumns(),
  },
  (table) => [index('mind_maps_user_id_version_idx').on(table.userId, table.version)],
);
