import { describe, expect, it } from 'vitest';
import { COACH_PERSONA_IDS, getCoachPersona, isCoachPersonaId, listCoachPersonas } from './personas';

describe('coach personas', () => {
  it('has three personas in order', () => {
    expect(COACH_PERSONA_IDS).toEqual(['results-coach', 'gentle-coach', 'creative-coach']);
    expect(listCoachPersonas('en').map((p) => p.id)).toEqual([...COACH_PERSONA_IDS]);
  });

  it('targets the spec audiences', () => {
    const [results, gentle, creative] = listCoachPersonas('en');
    expect(results?.bestFor).toEqual(['Leaders', 'Entrepreneurs', 'People who procrastinate']);
    expect(results?.traits).toEqual(expect.arrayContaining(['Direct', 'Results-focused']));
    expect(gentle?.bestFor).toEqual(['Anxiety', 'ADHD', 'Work-life balance']);
    expect(gentle?.traits).toContain('Gentle');
    expect(creative?.bestFor).toEqual(['Creative professionals', 'Custom workflows', 'Self-discovery']);
    expect(creative?.traits).toEqual(expect.arrayContaining(['Curious', 'Creative']));
  });

  it('has every field in both languages', () => {
    for (const language of ['ru', 'en'] as const) {
      for (const persona of listCoachPersonas(language)) {
        for (const text of [
          persona.name,
          persona.title,
          persona.description,
          persona.personality,
          persona.icon,
        ]) {
          expect(text.length).toBeGreaterThan(0);
        }
        expect(persona.traits.length).toBeGreaterThan(0);
        expect(persona.bestFor).toHaveLength(3);
      }
    }
    expect(getCoachPersona('gentle-coach', 'ru').bestFor).toEqual([
      'Тревожность',
      'СДВГ',
      'Баланс работы и жизни',
    ]);
  });

  it('falls back to the first persona for an unknown id', () => {
    expect(getCoachPersona('nope', 'ru').id).toBe('results-coach');
    expect(getCoachPersona(undefined, 'en').name).toBe('Max');
    expect(isCoachPersonaId('creative-coach')).toBe(true);
    expect(isCoachPersonaId('x')).toBe(false);
  });
});
