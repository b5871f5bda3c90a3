/** Schemas of the user's progress, device settings, coach persona choice and analytics. */
import { z } from 'zod';
import {
  ANALYTICS_BATCH_MAX_ITEMS,
  ANALYTICS_PATH_MAX_LENGTH,
  ANALYTICS_USER_TYPE,
  MVD_MAX_TASKS,
} from '../constants';
import { COACH_PERSONA_IDS } from '../personas';
import { PANEL_TOGGLES, THEMES } from '../settings';
import { idSchema, languageSchema, textSchema } from './common';
import { aiSuggestedTaskSchema } from './planning';
import { pendingOperationSchema } from './sync';

/** The user's gamification progress (spec §3). */
export const userProgressSchema = z.object({
  level: z.number().int().min(1),
  xp: z.number().int().nonnegative(),
  streak: z.number().int().nonnegative(),
  longestStreak: z.number().int().nonnegative().default(0),
  achievements: z.array(textSchema),
  totalTimeSpent: z.number().int().nonnegative(),
  productivity: z.number().min(0).max(100),
});

/** The user's gamification progress. */
export type UserProgress = z.infer<typeof userProgressSchema>;

/** A coach persona id. */
export const coachPersonaIdSchema = z.enum(COACH_PERSONA_IDS);

/** A coach persona as served to the picker (spec §3). */
export const coachPersonaSchema = z.object({
  id: coachPersonaIdSchema,
  name: textSchema,
  title: textSchema,
  description: textSchema,
  personality: textSchema,
  icon: textSchema,
  traits: z.array(textSchema),
  bestFor: z.array(textSchema),
});

/** A theme choice. */
export const themeSchema = z.enum(THEMES);

/** Settings kept on the device (spec §3 local device settings). */
export const deviceSettingsSchema = z.object({
  language: languageSchema,
  theme: themeSchema,
  mvdTaskIdsByUser: z.record(textSchema, z.array(idSchema).max(MVD_MAX_TASKS)).default({}),
  pendingAiTasks: z.array(aiSuggestedTaskSchema).default([]),
  panels: z.partialRecord(z.enum(PANEL_TOGGLES), z.boolean()).default({}),
  pendingOperations: z.array(pendingOperationSchema).default([]),
  welcomeBannerShown: z.boolean().default(false),
});

/** Settings kept on the device. */
export type DeviceSettings = z.infer<typeof deviceSettingsSchema>;

/** Settings the user saves to the account (interface language, theme, panels, coach). */
export const userSettingsSchema = z.object({
  language: languageSchema,
  theme: themeSchema,
  panels: z.partialRecord(z.enum(PANEL_TOGGLES), z.boolean()),
  coachPersonaId: coachPersonaIdSchema,
});

/** Settings the user saves to the account. */
export type UserSettings = z.infer<typeof userSettingsSchema>;

/** Body of "update my settings". */
export const updateUserSettingsInputSchema = userSettingsSchema.partial().strict();

/** Body of "update my settings". */
export type UpdateUserSettingsInput = z.infer<typeof updateUserSettingsInputSchema>;

/** Analytics user properties (spec §3; DESIGN.md: user_type free, language the user's actual one). */
export const analyticsUserPropertiesSchema = z.object({
  userId: idSchema,
  userType: z.literal(ANALYTICS_USER_TYPE),
  language: languageSchema,
});

/** Analytics user properties. */
export type AnalyticsUserProperties = z.infer<typeof analyticsUserPropertiesSchema>;

/** An analytics event (spec §7: action, category, label, value). */
export const analyticsEventSchema = z.object({
  action: textSchema.min(1).max(100),
  category: textSchema.min(1).max(100),
  label: textSchema.max(200).optional(),
  value: z.number().finite().optional(),
});

/** An analytics event. */
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

/** A page view (spec §7: path, title). */
export const analyticsPageViewSchema = z.object({
  path: textSchema.min(1).max(ANALYTICS_PATH_MAX_LENGTH),
  title: textSchema.max(200),
});

/** A page view. */
export type AnalyticsPageView = z.infer<typeof analyticsPageViewSchema>;

/** Body of "record analytics": a batch of events and page views. */
export const analyticsBatchInputSchema = z.strictObject({
  events: z.array(analyticsEventSchema).max(ANALYTICS_BATCH_MAX_ITEMS).default([]),
  pageViews: z.array(analyticsPageViewSchema).max(ANALYTICS_BATCH_MAX_ITEMS).default([]),
});

/** Body of "record analytics". */
export type AnalyticsBatchInput = z.infer<typeof analyticsBatchInputSchema>;
