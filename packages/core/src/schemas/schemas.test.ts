import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseAiTasks } from '../ai-normalise';
import { listCoachPersonas } from '../personas';
import {
  addCommentInputSchema,
  addTimeSpentInputSchema,
  aiSuggestedTaskSchema,
  analyticsBatchInputSchema,
  analyticsUserPropertiesSchema,
  assistantActionSchema,
  behaviourProfileSchema,
  changeTaskStatusInputSchema,
  chatMessageSchema,
  chatRequestSchema,
  coachPersonaSchema,
  createMicroTaskInputSchema,
  createStrategyInputSchema,
  createTaskInputSchema,
  delegateTaskInputSchema,
  delegatedAccessInputSchema,
  deviceSettingsSchema,
  groupTasksInputSchema,
  microTaskSchema,
  mindMapContentSchema,
  mindMapNodeSchema,
  mvdTaskSchema,
  parseAssignment,
  parseAttachments,
  parseComments,
  recurringTemplateSchema,
  reviewSessionSchema,
  saveMindMapInputSchema,
  setAssigneeNameInputSchema,
  strategySchema,
  taskEmailPayloadSchema,
  taskGroupingSchema,
  taskNotificationSchema,
  taskSchema,
  thoughtsToTasksInputSchema,
  thoughtsToTasksResponseSchema,
  updateStrategyInputSchema,
  updateTaskInputSchema,
  updateUserSettingsInputSchema,
  userProgressSchema,
  userSettingsSchema,
} from './index';

const AT = '2025-01-01T10:00:00.000Z';
const UUID = '0190f2a4-1c2b-7d3e-8f40-123456789abc';

const taskRow = {
  id: UUID,
  userId: 'u1',
  ownerId: null,
  title: 'Write report',
  description: null,
  status: 'waiting',
  startDate: '2025-01-02',
  dueDate: null,
  startTime: '09:30',
  durationMinutes: 30,
  timeStarted: null,
  timeCompleted: null,
  strategyId: null,
  assignment: null,
  createdAt: AT,
};

describe('task schema', () => {
  it('fills the spec defaults: importance and urgency 1, type task, empty lists', () => {
    expect(taskSchema.parse(taskRow)).toMatchObject({
      importance: 1,
      urgency: 1,
      type: 'task',
      totalTimeSpent: 0,
      attachments: [],
      comments: [],
      isDelegated: false,
    });
  });

  it('rejects out-of-range values', () => {
    expect(taskSchema.safeParse({ ...taskRow, importance: 3 }).success).toBe(false);
    expect(taskSchema.safeParse({ ...taskRow, status: 'done' }).success).toBe(false);
    expect(taskSchema.safeParse({ ...taskRow, startTime: '25:00' }).success).toBe(false);
    expect(taskSchema.safeParse({ ...taskRow, startDate: '2025-13-01' }).success).toBe(false);
  });
});

describe('JSON-text fields', () => {
  const assignment = { access_token: 't', assignee_email: 'a@b.co', status: 'accepted', assigned_at: AT };

  it.each(['', 'null', '"null"', 'undefined', null, undefined, '{bad'])('treats %j as absent', (value) => {
    expect(parseAssignment(value)).toBeNull();
    expect(parseAttachments(value)).toEqual([]);
    expect(parseComments(value)).toEqual([]);
  });

  it('reads the spec snake_case shapes', () => {
    expect(parseAssignment(JSON.stringify(assignment))).toEqual({
      access_token: 't',
      assignee_email: 'a@b.co',
      status: 'accepted',
      assigned_at: AT,
    });
    expect(parseAssignment(JSON.stringify({ ...assignment, status: undefined }))?.status).toBe('pending');
    expect(parseAssignment({ assigneeEmail: 'a@b.co', assignedAt: AT })).toEqual({
      assignee_email: 'a@b.co',
      status: 'pending',
      assigned_at: AT,
    });
    expect(
      parseAttachments(
        JSON.stringify([{ id: '1', name: 'a.png', type: 'image/png', size: 10, url: '/f', created_at: AT }]),
      ),
    ).toHaveLength(1);
    expect(
      parseComments(
        JSON.stringify([{ id: '1', text: 'hi', created_at: AT, author_email: 'a@b.co', author_name: 'A' }]),
      ),
    ).toEqual([{ id: '1', text: 'hi', created_at: AT, author_email: 'a@b.co', author_name: 'A' }]);
  });

  it('never throws on any value', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.jsonValue(), fc.anything()), (value) => {
        parseAssignment(value);
        expect(Array.isArray(parseComments(value))).toBe(true);
      }),
    );
  });
});

describe('task payloads', () => {
  it('trims titles and rejects blank ones with the spec text', () => {
    expect(createTaskInputSchema.parse({ title: '  Idea  ', type: 'idea' })).toEqual({
      title: 'Idea',
      type: 'idea',
    });
    const result = createTaskInputSchema.safeParse({ title: '   ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Task title cannot be empty');
    expect(updateTaskInputSchema.parse({ title: ' x ' })).toEqual({ title: 'x' });
    expect(updateTaskInputSchema.safeParse({ title: '' }).success).toBe(false);
  });

  it('refuses unknown and server-owned fields', () => {
    expect(createTaskInputSchema.safeParse({ title: 'x', userId: 'someone' }).success).toBe(false);
    expect(updateTaskInputSchema.safeParse({ isDelegated: true }).success).toBe(false);
    expect(updateTaskInputSchema.safeParse({ totalTimeSpent: 5 }).success).toBe(false);
  });

  it('validates the other task calls', () => {
    expect(changeTaskStatusInputSchema.parse({ status: 'completed' })).toEqual({ status: 'completed' });
    expect(addTimeSpentInputSchema.safeParse({ seconds: 0 }).success).toBe(false);
    expect(addCommentInputSchema.safeParse({ text: '  ' }).error?.issues[0]?.message).toBe(
      'Comment cannot be empty',
    );
    expect(setAssigneeNameInputSchema.parse({ name: ' Ann ' })).toEqual({ name: 'Ann' });
    expect(delegateTaskInputSchema.safeParse({ assigneeEmail: 'nope' }).success).toBe(false);
    expect(delegatedAccessInputSchema.parse({ taskId: ' t ', token: 'k' })).toEqual({
      taskId: 't',
      token: 'k',
    });
    expect(
      taskEmailPayloadSchema.safeParse({
        to: 'a@b.co',
        subject: 's',
        taskTitle: 't',
        taskDescription: '',
        assigneeName: '',
        assignerName: 'x',
        taskLink: '/shared-task/1?token=2',
        language: 'ru',
      }).success,
    ).toBe(true);
    expect(createMicroTaskInputSchema.parse({ title: ' step ' })).toEqual({ title: 'step' });
    expect(microTaskSchema.parse({ id: '1', taskId: 't', userId: 'u', title: 'a' }).completed).toBe(false);
    expect(mvdTaskSchema.safeParse({ taskId: 't', userId: 'u', plannedFor: null, position: 0 }).success).toBe(
      true,
    );
    expect(
      mvdTaskSchema.safeParse({ taskId: 't', userId: 'u', plannedFor: '2026-11-24', position: -1 }).success,
    ).toBe(false);
    expect(
      taskNotificationSchema.parse({
        id: 'n',
        taskId: 't',
        type: 'status',
        data: { old: 'waiting', new: 'inProgress' },
        createdAt: AT,
        author: null,
      }).isRead,
    ).toBe(false);
  });
});

describe('planning schemas', () => {
  it('validates strategies', () => {
    expect(createStrategyInputSchema.parse({ name: ' Health ' })).toEqual({
      name: 'Health',
      color: 'blue',
      priority: 2,
    });
    expect(createStrategyInputSchema.safeParse({ name: 'x', color: 'black' }).success).toBe(false);
    expect(updateStrategyInputSchema.parse({ priority: 3 })).toEqual({ priority: 3 });
    expect(
      strategySchema.safeParse({
        id: 's',
        userId: 'u',
        name: 'n',
        description: null,
        color: 'teal',
        priority: 4,
      }).success,
    ).toBe(false);
  });

  it('validates groupings', () => {
    const grouping = {
      id: 'g',
      userId: 'u',
      strategy: 'by_energy',
      groups: [
        {
          id: '1',
          name: 'n',
          description: '',
          color: 'gray',
          tasks: ['a'],
          priority: 'low',
          estimated_time: '',
          suggested_order: 1,
        },
      ],
      ungroupedTasks: [],
      createdAt: AT,
    };
    expect(taskGroupingSchema.parse(grouping).efficiencyScore).toBe(75);
    expect(taskGroupingSchema.safeParse({ ...grouping, efficiencyScore: 101 }).success).toBe(false);
    expect(groupTasksInputSchema.safeParse({ strategy: 'by_mood' }).success).toBe(false);
  });

  it('accepts every normalised AI task', () => {
    const now = new Date(AT);
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            title: fc.string(),
            priority: fc.string(),
            deadline_text: fc.string(),
            category: fc.string(),
            tags: fc.array(fc.string()),
          }),
        ),
        (items) => {
          const tasks = normaliseAiTasks(items, now);
          expect(thoughtsToTasksResponseSchema.safeParse({ tasks }).success).toBe(true);
        },
      ),
    );
    expect(aiSuggestedTaskSchema.safeParse({}).success).toBe(false);
    expect(thoughtsToTasksInputSchema.safeParse({ text: ' ' }).success).toBe(false);
  });
});

describe('assistant schemas', () => {
  it('validates chat messages, requests and actions', () => {
    expect(chatMessageSchema.safeParse({ role: 'system', content: 'x' }).success).toBe(false);
    expect(chatRequestSchema.parse({ message: ' hi ' })).toEqual({ message: 'hi', history: [] });
    expect(
      chatRequestSchema.safeParse({
        message: 'x',
        history: Array.from({ length: 9 }, () => ({ role: 'user', content: 'a' })),
      }).success,
    ).toBe(false);
    expect(
      assistantActionSchema.parse({ type: 'update_urgency', taskId: 't', taskData: { urgency: 7 } }).applied,
    ).toBe(false);
    expect(
      assistantActionSchema.safeParse({ type: 'update_urgency', taskData: { urgency: 11 } }).success,
    ).toBe(false);
    expect(
      assistantActionSchema.safeParse({
        type: 'create_task',
        suggestion: { reasoning: 'r', confidence: 80, action_text: 'Add' },
      }).success,
    ).toBe(true);
  });

  it('validates recurring templates with weekdays 1–7', () => {
    const template = {
      title: 'Gym',
      pattern: { type: 'weekly', daysOfWeek: [1, 3, 5], timeOfDay: '07:00' },
      category: 'здоровье',
      estimatedDuration: 60,
    };
    expect(recurringTemplateSchema.safeParse(template).success).toBe(true);
    expect(
      recurringTemplateSchema.safeParse({ ...template, pattern: { type: 'weekly', daysOfWeek: [0] } })
        .success,
    ).toBe(false);
    expect(
      recurringTemplateSchema.safeParse({ ...template, pattern: { type: 'custom', interval: 0 } }).success,
    ).toBe(false);
  });

  it('validates review sessions and behaviour profiles', () => {
    expect(
      reviewSessionSchema.safeParse({
        id: 'r',
        type: 'morning_sync',
        startedAt: AT,
        currentTaskIndex: 0,
        tasksToReview: [],
        sessionData: { reviewed_tasks: [], session_notes: '' },
        completed: false,
      }).success,
    ).toBe(true);
    expect(
      reviewSessionSchema.safeParse({
        id: 'r',
        type: 'noon',
        startedAt: AT,
        currentTaskIndex: 0,
        tasksToReview: [],
        sessionData: { reviewed_tasks: [], session_notes: '' },
        completed: false,
      }).success,
    ).toBe(false);
    expect(behaviourProfileSchema.parse({})).toEqual({ preferredTechniques: [], analysisCount: 0 });
    expect(behaviourProfileSchema.safeParse({ delegationTendency: 11 }).success).toBe(false);
  });
});

describe('mind map schemas', () => {
  const node = { id: 'n1', position: { x: 0, y: 0 }, data: { text: 'Root' } };

  it('fills node defaults: type mindMapNode, white fill, grey stroke, 14 px Arial', () => {
    expect(mindMapNodeSchema.parse(node)).toEqual({
      id: 'n1',
      type: 'mindMapNode',
      position: { x: 0, y: 0 },
      data: {
        text: 'Root',
        color: 'default',
        style: { fill: '#ffffff', stroke: '#d1d5db', fontSize: 14, fontFamily: 'Arial' },
      },
    });
  });

  it('requires connections between existing nodes', () => {
    const map = {
      title: 'M',
      nodes: [node, { ...node, id: 'n2' }],
      connections: [{ id: 'e', source: 'n1', target: 'n2' }],
    };
    expect(mindMapContentSchema.safeParse(map).success).toBe(true);
    expect(
      mindMapContentSchema.safeParse({ ...map, connections: [{ id: 'e', source: 'n1', target: 'n9' }] })
        .success,
    ).toBe(false);
    expect(saveMindMapInputSchema.safeParse({ ...map, id: UUID }).success).toBe(true);
  });
});

describe('user schemas', () => {
  it('validates progress, settings, personas and analytics', () => {
    expect(
      userProgressSchema.safeParse({
        level: 0,
        xp: 0,
        streak: 0,
        achievements: [],
        totalTimeSpent: 0,
        productivity: 0,
      }).success,
    ).toBe(false);
    expect(deviceSettingsSchema.parse({ language: 'ru', theme: 'system' })).toEqual({
      language: 'ru',
      theme: 'system',
      mvdTaskIdsByUser: {},
      pendingAiTasks: [],
      panels: {},
      pendingOperations: [],
      welcomeBannerShown: false,
    });
    expect(deviceSettingsSchema.safeParse({ language: 'fr', theme: 'system' }).success).toBe(false);
    expect(
      deviceSettingsSchema.safeParse({
        language: 'ru',
        theme: 'system',
        mvdTaskIdsByUser: { u: ['a', 'b', 'c', 'd'] },
      }).success,
    ).toBe(false);
    expect(
      userSettingsSchema.safeParse({
        language: 'en',
        theme: 'bright',
        panels: { pomodoro: true },
        coachPersonaId: 'gentle-coach',
      }).success,
    ).toBe(true);
    expect(updateUserSettingsInputSchema.safeParse({ theme: 'sepia' }).success).toBe(false);
    for (const persona of listCoachPersonas('ru'))
      expect(coachPersonaSchema.safeParse(persona).success).toBe(true);
    expect(
      analyticsUserPropertiesSchema.safeParse({ userId: 'u', userType: 'premium', language: 'ru' }).success,
    ).toBe(false);
    expect(analyticsBatchInputSchema.parse({ events: [{ action: 'a', category: 'c' }] })).toEqual({
      events: [{ action: 'a', category: 'c' }],
      pageViews: [],
    });
  });
});
