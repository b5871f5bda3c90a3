/**
 * Dictation through the Web Speech API (`SpeechRecognition`, prefixed `webkitSpeechRecognition` in
 * Chromium and Safari) in the interface language: ru-RU or en-US. While the person speaks the interim
 * text is shown; each final phrase is handed to `onFinal`. Where the browser has no recognition,
 * `isSupported` is false and no control is shown.
 */
import type { Language } from '@fokus/core';
import { useCallback, useEffect, useRef, useState } from 'react';

/** The parts of a recognition result this hook reads. */
interface RecognitionResultList {
  readonly length: number;
  [index: number]: {
    readonly isFinal: boolean;
    readonly length: number;
    [index: number]: { transcript: string };
  };
}

/** The parts of `SpeechRecognition` this hook uses (TypeScript's DOM library does not declare it). */
export interface SpeechRecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: { resultIndex: number; results: RecognitionResultList }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

type RecognitionConstructor = new () => SpeechRecognitionLike;

/** The browser's speech recognition, or undefined where there is none. */
export function speechRecognitionOf(
  win: Window | undefined = globalThis.window,
): RecognitionConstructor | undefined {
  if (!win) return undefined;
  const candidates = win as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return candidates.SpeechRecognition ?? candidates.webkitSpeechRecognition;
}

/** The recognition language of an interface language. */
export function dictationLang(language: Language): string {
  return language === 'ru' ? 'ru-RU' : 'en-US';
}

/** Errors that only mean "nothing was said" or "stopped": not worth a message. */
const QUIET_ERRORS = new Set(['no-speech', 'aborted']);

export interface Dictation {
  isSupported: boolean;
  isListening: boolean;
  /** What is being recognised right now, not final yet. */
  interim: string;
  /** True after a recognition error worth telling the person about. */
  failed: boolean;
  start(): void;
  stop(): void;
}

/** Dictation in `language`; final phrases go to `onFinal`. Stops when the component unmounts. */
export function useDictation(language: Language, onFinal: (text: string) => void): Dictation {
  const [isListening, setListening] = useState(false);
  const [interim, setInterim] = useState('');
  const [failed, setFailed] = useState(false);
  const recognition = useRef<SpeechRecognitionLike | null>(null);
  const latestOnFinal = useRef(onFinal);
  useEffect(() => {
    latestOnFinal.current = onFinal;
  });
  const Recognition = speechRecognitionOf();

  const stop = useCallback(() => {
    recognition.current?.stop();
  }, []);

  const start = useCallback(() => {
    if (!Recognition || recognition.current) return;
    const instance = new Recognition();
    instance.lang = dictationLang(language);
    instance.continuous = true;
    instance.interimResults = true;
    instance.onresult = (event) => {
      let pending = '';
      for (let index = event.resultIndex; index < event.results.length; index += 1) {
        const result = event.results[index];
        const transcript = result?.[0]?.transcript ?? '';
        if (result?.isFinal) {
          if (transcript.trim() !== '') latestOnFinal.current(transcript.trim());
        } else pending += transcript;
      }
      setInterim(pending.trim());
    };
    instance.onerror = (event) => {
      if (!QUIET_ERRORS.has(event.error)) setFailed(true);
    };
    instance.onend = () => {
      recognition.current = null;
      setListening(false);
      setInterim('');
    };
    recognition.current = instance;
    setFailed(false);
    setListening(true);
    try {
      instance.start();
    } catch {
      recognition.current = null;
      setListening(false);
      setFailed(true);
    }
  }, [Recognition, language]);

  useEffect(
    () => () => {
      const instance = recognition.current;
      if (!instance) return;
      instance.onend = null;
      instance.onresult = null;
      instance.abort();
      recognition.current = null;
    },
    [],
  );

  return { isSupported: Recognition !== undefined, isListening, interim, failed, start, stop };
}
