import { describe, expect, it } from 'vitest';
import { EMPTY_HEALTH_DAY, HEALTH_WATER_GUIDE, addWater, healthStorageKey, parseHealthDay } from './health';

describe('the health day', () => {
  it('reads what was stored, and nothing from what cannot be read', () => {
    expect(parseHealthDay('{"water":3,"stretched":true,"eyesRested":false}')).toEqual({
      water: 3,
      stretched: true,
      eyesRested: false,
    });
    expect(parseHealthDay(null)).toEqual(EMPTY_HEALTH_DAY);
    expect(parseHealthDay('not json')).toEqual(EMPTY_HEALTH_DAY);
    expect(parseHealthDay('null')).toEqual(EMPTY_HEALTH_DAY);
    expect(parseHealthDay('7')).toEqual(EMPTY_HEALTH_DAY);
    expect(parseHealthDay('{"water":"3","stretched":"yes"}')).toEqual(EMPTY_HEALTH_DAY);
    expect(parseHealthDay('{"water":2.5}').water).toBe(0);
    expect(parseHealthDay('{"water":500}').water).toBe(20);
    expect(parseHealthDay('{"water":-4}').water).toBe(0);
  });

  it('counts glasses between none and the most a day holds', () => {
    expect(addWater(EMPTY_HEALTH_DAY, 1).water).toBe(1);
    expect(addWater(EMPTY_HEALTH_DAY, -1).water).toBe(0);
    expect(addWater({ ...EMPTY_HEALTH_DAY, water: 20 }, 1).water).toBe(20);
    expect(addWater({ water: 2, stretched: true, eyesRested: true }, 1)).toEqual({
      water: 3,
      stretched: true,
      eyesRested: true,
    });
  });

  it('names a guide and one key per person and day', () => {
    expect(HEALTH_WATER_GUIDE).toBe(8);
    expect(healthStorageKey('u1', '2026-11-24')).toBe('fokus:health:u1:2026-11-24');
  });
});
