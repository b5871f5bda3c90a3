import { relations } from 'drizzle-orm';
import { account } from './account';
import { habitCheckins } from './habit-checkins';
import { habits } from './habits';
import { microTasks } from './micro-tasks';
import { mvdTasks } from './mvd-tasks';
import { session } from './session';
import { strategies } from './strategies';
import { tags } from './tags';
import { taskNotifications } from './task-notifications';
import { taskTags } from './task-tags';
import { tasks } from './tasks';
import { user } from './user';

// Relations only feed drizzle's relational query API (`db.query.tasks.findMany({ with: ... })`);
// they create nothing in the database. Foreign keys are declared on the columns.

export const userRelations = relations(user, ({ many }) => ({
  sessions: many(session),
  accounts: many(account),
}));

export const sessionRelations = relations(session, ({ one }) => ({
  user: one(user, { fields: [session.userId], references: [user.id] }),
}));

export const accountRelations = relations(account, ({ one }) => ({
  user: one(user, { fields: [account.userId], references: [user.id] }),
}));

export const taskRelations = relations(tasks, ({ one, many }) => ({
  strategy: one(strategies, { fields: [tasks.strategyId], references: [strategies.id] }),
  microTasks: many(microTasks),
  notifications: many(taskNotifications),
  mvdEntries: many(mvdTasks),
  taskTags: many(taskTags),
}));

export const strategyRelations = relations(strategies, ({ many }) => ({
  tasks: many(tasks),
}));

export const microTaskRelations = relations(microTasks, ({ one }) => ({
  task: one(tasks, { fields: [microTasks.taskId], references: [tasks.id] }),
}));

export const taskNotificationRelations = relations(taskNotifications, ({ one }) => ({
  task: one(tasks, { fields: [taskNotifications.taskId], references: [tasks.id] }),
}));

export const mvdTaskRelations = relations(mvdTasks, ({ one }) => ({
  task: one(tasks, { fields: [mvdTasks.taskId], references: [tasks.id] }),
}));

export const tagRelations = relations(tags, ({ many }) => ({
  taskTags: many(taskTags),
}));

export const taskTagRelations = relations(taskTags, ({ one }) => ({
  task: one(tasks, { fields: [taskTags.taskId], references: [tasks.id] }),
  tag: one(tags, { fields: [taskTags.tagId], references: [tags.id] }),
}));

export const habitRelations = relations(habits, ({ many }) => ({
  checkins: many(habitCheckins),
}));

export const habitCheckinRelations = relations(habitCheckins, ({ one }) => ({
  habit: one(habits, { fields: [habitCheckins.habitId], references: [habits.id] }),
}));
