/** Schemas of mind maps (spec §3). */
import { z } from 'zod';
import {
  MIND_MAP_CONNECTIONS_MAX,
  MIND_MAP_DESCRIPTION_MAX_LENGTH,
  MIND_MAP_NODES_MAX,
  MIND_MAP_NODE_FONT_FAMILY,
  MIND_MAP_NODE_FONT_SIZE,
  MIND_MAP_NODE_TYPE,
  TASK_TITLE_MAX_LENGTH,
} from '../constants';
import { MIND_MAP_NODE_COLORS } from '../priority';
import { dateTimeSchema, idSchema, textSchema, uuidSchema } from './common';
import { taskStatusSchema } from './answers';

/** Default node fill. */
export const MIND_MAP_NODE_FILL = '#ffffff';
/** Default node stroke (light grey). */
export const MIND_MAP_NODE_STROKE = '#d1d5db';
/** Node stroke when selected (blue). */
export const MIND_MAP_NODE_STROKE_SELECTED = '#3b82f6';

/** Visual style of a node, with the spec's defaults. */
export const mindMapNodeStyleSchema = z.object({
  fill: textSchema.max(50).default(MIND_MAP_NODE_FILL),
  stroke: textSchema.max(50).default(MIND_MAP_NODE_STROKE),
  fontSize: z.number().min(6).max(96).default(MIND_MAP_NODE_FONT_SIZE),
  fontFamily: textSchema.max(100).default(MIND_MAP_NODE_FONT_FAMILY),
});

/** A mind-map node (type mindMapNode), optionally linked to a task. */
export const mindMapNodeSchema = z.object({
  id: textSchema.min(1).max(100),
  type: z.literal(MIND_MAP_NODE_TYPE).default(MIND_MAP_NODE_TYPE),
  position: z.object({ x: z.number().finite(), y: z.number().finite() }),
  data: z.object({
    text: textSchema.max(TASK_TITLE_MAX_LENGTH),
    description: textSchema.max(MIND_MAP_DESCRIPTION_MAX_LENGTH).optional(),
    taskId: idSchema.optional(),
    taskStatus: z.optional(taskStatusSchema),
    color: z.enum(MIND_MAP_NODE_COLORS).default('default'),
    style: mindMapNodeStyleSchema.default({
      fill: MIND_MAP_NODE_FILL,
      stroke: MIND_MAP_NODE_STROKE,
      fontSize: MIND_MAP_NODE_FONT_SIZE,
      fontFamily: MIND_MAP_NODE_FONT_FAMILY,
    }),
  }),
});

/** A mind-map node. */
export type MindMapNode = z.infer<typeof mindMapNodeSchema>;

/** A connection between two nodes. */
export const mindMapConnectionSchema = z.object({
  id: textSchema.min(1).max(200),
  source: textSchema.min(1).max(100),
  target: textSchema.min(1).max(100),
  sourceHandle: textSchema.max(100).nullable().optional(),
  targetHandle: textSchema.max(100).nullable().optional(),
});

/** A connection between two nodes. */
export type MindMapConnection = z.infer<typeof mindMapConnectionSchema>;

/** The editable content of a mind map; every connection must join existing nodes. */
export const mindMapContentSchema = z
  .object({
    title: textSchema.trim().min(1).max(TASK_TITLE_MAX_LENGTH),
    description: textSchema.max(MIND_MAP_DESCRIPTION_MAX_LENGTH).nullable().default(null),
    nodes: z.array(mindMapNodeSchema).max(MIND_MAP_NODES_MAX),
    connections: z.array(mindMapConnectionSchema).max(MIND_MAP_CONNECTIONS_MAX),
  })
  .refine(
    (map) => {
      const ids = new Set(map.nodes.map((node) => node.id));
      return map.connections.every((connection) => ids.has(connection.source) && ids.has(connection.target));
    },
    { message: 'Connections must join existing nodes', path: ['connections'] },
  );

/** A saved mind map. */
export const mindMapSchema = z.object({
  id: idSchema,
  userId: idSchema,
  title: textSchema,
  description: textSchema.nullable(),
  nodes: z.array(mindMapNodeSchema),
  connections: z.array(mindMapConnectionSchema),
  createdAt: dateTimeSchema,
  updatedAt: dateTimeSchema.optional(),
});

/** A saved mind map. */
export type MindMap = z.infer<typeof mindMapSchema>;

/** Body of "save a mind map" (create with a client id, or replace the content). */
export const saveMindMapInputSchema = z.intersection(
  mindMapContentSchema,
  z.object({ id: uuidSchema.optional() }),
);

/** Body of "save a mind map". */
export type SaveMindMapInput = z.infer<typeof saveMindMapInputSchema>;
