/**
 * The coach and the reply language the person picked, kept on the device (no synced setting carries
 * them yet). An unknown stored persona reads as the first (core's rule); the reply language follows
 * the interface unless French was picked for the chat.
 */
import {
  COACH_PERSONA_IDS,
  getCoachPersona,
  type AssistantLanguage,
  type CoachPersonaId,
  type Language,
} from '@fokus/core';
import { useCallback, useState } from 'react';
import { readStorage, writeStorage } from '@/lib/storage';

/** Device storage keys of the coach chat. */
export const COACH_STORAGE_KEYS = {
  persona: 'fokus-coach-persona',
  language: 'fokus-coach-language',
} as const;

const LANGUAGES: readonly AssistantLanguage[] = ['ru', 'en', 'fr'];

function readLanguage(stored: string | null): AssistantLanguage | null {
  return LANGUAGES.find((language) => language === stored) ?? null;
}

/** The picked persona id and reply language, and their setters. */
export function useCoachPreferences(interfaceLanguage: Language) {
  const [personaId, setPersonaState] = useState<CoachPersonaId>(
    () => getCoachPersona(readStorage(COACH_STORAGE_KEYS.persona), 'en').id,
  );
  const [picked, setPicked] = useState<AssistantLanguage | null>(() =>
    readLanguage(readStorage(COACH_STORAGE_KEYS.language)),
  );
  const setPersona = useCallback((id: CoachPersonaId) => {
    setPersonaState(id);
    writeStorage(COACH_STORAGE_KEYS.persona, id);
  }, []);
  const setLanguage = useCallback((language: AssistantLanguage) => {
    setPicked(language);
    writeStorage(COACH_STORAGE_KEYS.language, language);
  }, []);
  return {
    personaId,
    setPersona,
    language: picked ?? interfaceLanguage,
    setLanguage,
    personaIds: COACH_PERSONA_IDS,
  };
}
