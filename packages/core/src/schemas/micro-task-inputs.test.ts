import { describe, expect, it } from 'vitest';
import { reorderMicroTasksInputSchema, updateMicroTaskInputSchema } from './index';

const A = '0190f2a4-1c2b-7d3e-8f40-123456789abc';
const B = '0190f2a4-1c2b-7d3e-8f40-123456789abd';

describe('micro-task input schemas', () => {
  it('accepts a partial edit, trims the title and refuses an empty one or unknown fields', () => {
    expect(updateMicroTaskInputSchema.parse({ title: '  Call  ' })).toEqual({ title: 'Call' });
    expect(updateMicroTaskInputSchema.parse({ completed: true, estimatedMinutes: null })).toEqual({
      completed: true,
      estimatedMinutes: null,
    });
    expect(updateMicroTaskInputSchema.safeParse({ title: '   ' }).success).toBe(false);
    expect(updateMicroTaskInputSchema.safeParse({ estimatedMinutes: 0 }).success).toBe(false);
    expect(updateMicroTaskInputSchema.safeParse({ order: 1 }).success).toBe(false);
  });

  it('takes distinct UUIDs for a reorder', () => {
    expect(reorderMicroTasksInputSchema.parse({ ids: [B, A] })).toEqual({ ids: [B, A] });
    expect(reorderMicroTasksInputSchema.safeParse({ ids: [A, A] }).success).toBe(false);
    expect(reorderMicroTasksInputSchema.safeParse({ ids: ['x'] }).success).toBe(false);
  });
});
