// Stage fields: the priority of a task from the cues of lexicon/urgency.ts, found with their positions
// so titles can drop them.
import { type PriorityWord } from '@fokus/core';
import { CUES, POINTER } from '../../lexicon/urgency.js';
import { WORD_END, WORD_START } from '../normalise/text.js';

/** A priority cue found in a text. */
export interface CueMatch {
  readonly start: number;
  readonly end: number;
  readonly priority: PriorityWord;
  /** Said with "это" / "that's" before it: of what was said before, never of what comes after. */
  readonly pointsBack?: boolean;
}

export const COMPILED = CUES.map(({ pattern, priority }) => ({
  pattern: new RegExp(`${WORD_START}(${POINTER})?(?:${pattern.source})${WORD_END}`, 'g'),
  priority,
}));

/** Priority cues of a folded text, in order of position (an explicit low cue hides the words inside it). */
export function findCues(folded: string): CueMatch[] {
  const found: CueMatch[] = [];
  for (const { pattern, priority } of COMPILED) {
    pattern.lastIndex = 0;
    for (const match of folded.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (found.some((cue) => start < cue.end && end > cue.start)) continue;
      found.push(match[1] ? { start, end, priority, pointsBack: true } : { start, end, priority });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

export const RANK: Readonly<Record<PriorityWord, number>> = { low: 0, medium: 1, high: 2 };

/** The strongest of the cues (an explicit low cue counts only when nothing stronger is said). */
export function strongestCue(cues: readonly CueMatch[]): PriorityWord | null {
  let best: PriorityWord | null = null;
  for (const cue of cues) {
    if (best === null || RANK[cue.priority] > RANK[best]) best = cue.priority;
  }
  return best;
}
