/**
 * Choices of the main screen remembered on this device: the grouping mode (an old saved `context` mode
 * becomes `energy`, via core) and which optional panels are shown (spec §3 local device settings).
 */
import { PANEL_TOGGLES, toGroupingMode, type GroupingMode } from '@fokus/core';
import { useCallback, useState } from 'react';
import { readStorage, writeStorage } from '@/lib/storage';

/** Device storage keys of the main screen. */
export const APP_STORAGE_KEYS = {
  groupingMode: 'fokus-grouping-mode',
  panels: 'fokus-panels',
} as const;

export type PanelKey = (typeof PANEL_TOGGLES)[number];
export type PanelState = Partial<Record<PanelKey, boolean>>;

/** Reads the stored panel toggles; anything malformed is ignored key by key. */
export function readPanels(stored: string | null): PanelState {
  if (!stored) return {};
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null) return {};
    const panels: PanelState = {};
    for (const key of PANEL_TOGGLES) {
      const flag = (value as Record<string, unknown>)[key];
      if (typeof flag === 'boolean') panels[key] = flag;
    }
    return panels;
  } catch {
    return {};
  }
}

/** The grouping mode the screen offers today: `ai` needs the AI issue, so it shows as classic until then. */
export function readGroupingMode(stored: string | null): Exclude<GroupingMode, 'ai'> {
  const mode = toGroupingMode(stored);
  return mode === 'ai' ? 'classic' : mode;
}

export function useAppPreferences() {
  const [groupingMode, setGroupingModeState] = useState(() =>
    readGroupingMode(readStorage(APP_STORAGE_KEYS.groupingMode)),
  );
  const [panels, setPanelsState] = useState<PanelState>(() =>
    readPanels(readStorage(APP_STORAGE_KEYS.panels)),
  );

  const setGroupingMode = useCallback((mode: Exclude<GroupingMode, 'ai'>) => {
    setGroupingModeState(mode);
    writeStorage(APP_STORAGE_KEYS.groupingMode, mode);
  }, []);

  const setPanel = useCallback((key: PanelKey, shown: boolean) => {
    setPanelsState((current) => {
      const next = { ...current, [key]: shown };
      writeStorage(APP_STORAGE_KEYS.panels, JSON.stringify(next));
      return next;
    });
  }, []);

  return { groupingMode, setGroupingMode, panels, setPanel };
}
