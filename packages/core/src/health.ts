/**
 * The health panel's day (spec §2 "health section"): glasses of water, a stretch and an eyes rest,
 * kept per device and day. Gentle by design: a guide, never a score or a streak to lose.
 */
import { HEALTH_WATER_GUIDE_GLASSES, HEALTH_WATER_MAX_GLASSES } from './constants';

/** What the person noted for their health on one day. */
export interface HealthDay {
  readonly water: number;
  readonly stretched: boolean;
  readonly eyesRested: boolean;
}

/** A day with nothing noted yet. */
export const EMPTY_HEALTH_DAY: HealthDay = { water: 0, stretched: false, eyesRested: false };

/** The water glasses the panel shows as a friendly guide (not a goal to fail). */
export const HEALTH_WATER_GUIDE = HEALTH_WATER_GUIDE_GLASSES;

function glasses(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value)
    ? Math.min(Math.max(value, 0), HEALTH_WATER_MAX_GLASSES)
    : 0;
}

/** Reads a stored day (JSON text); anything missing or unreadable counts as not noted. */
export function parseHealthDay(text: string | null): HealthDay {
  if (text === null) return EMPTY_HEALTH_DAY;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return EMPTY_HEALTH_DAY;
  }
  if (typeof value !== 'object' || value === null) return EMPTY_HEALTH_DAY;
  const record = value as Record<string, unknown>;
  return {
    water: glasses(record.water),
    stretched: record.stretched === true,
    eyesRested: record.eyesRested === true,
  };
}

/** The day with `delta` glasses more (or fewer), kept between none and HEALTH_WATER_MAX_GLASSES. */
export function addWater(day: HealthDay, delta: number): HealthDay {
  return { ...day, water: glasses(day.water + delta) };
}

/** The device key of one person's health day. */
export function healthStorageKey(userId: string, day: string): string {
  return `fokus:health:${userId}:${day}`;
}
