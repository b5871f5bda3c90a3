// Priority cues (ru + en): срочно / горит / ASAP / urgent → high; важно / important → medium; an explicit
// "не срочно" / "not urgent" → low. Cues are found with their positions so titles can drop them.
import type { PriorityWord } from '@fokus/core';
import { WORD_END, WORD_START } from './text.js';

/** A priority cue found in a text. */
export interface CueMatch {
  readonly start: number;
  readonly end: number;
  readonly priority: PriorityWord;
}

const CUES: readonly { pattern: RegExp; priority: PriorityWord }[] = [
  {
    pattern:
      /не\s+срочн[а-яёa-z]*|несрочн[а-яёa-z]*|не\s+важн[а-яёa-z]*|неважн[а-яёa-z]*|not\s+urgent(?:ly)?|not\s+important|low\s+priority|no\s+rush|когда-нибудь|someday|whenever/,
    priority: 'low',
  },
  {
    pattern:
      /(?:очень\s+|супер\s+|super\s+|really\s+|very\s+)?(?:срочн[а-яёa-z]*|горит|горят|горящ[а-яёa-z]*|немедленно|безотлагательно|как\s+можно\s+(?:скорее|быстрее|раньше)|asap|a\.s\.a\.p\.?|urgent(?:ly)?|immediately|right\s+away|critical(?:ly)?|(?:high|top|highest)(?:\s*-\s*|\s+)priority|priority\s*(?:#|no\.?\s*)?1|p0|p1|emergency)/,
    priority: 'high',
  },
  {
    pattern:
      /(?:очень\s+|really\s+|very\s+)?(?:важн[а-яёa-z]*|important(?:ly)?|(?:medium|mid)(?:\s*-\s*|\s+)priority|priority)/,
    priority: 'medium',
  },
];

const COMPILED = CUES.map(({ pattern, priority }) => ({
  pattern: new RegExp(`${WORD_START}(?:${pattern.source})${WORD_END}`, 'g'),
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
      found.push({ start, end, priority });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

const RANK: Readonly<Record<PriorityWord, number>> = { low: 0, medium: 1, high: 2 };

/** The strongest of the cues (an explicit low cue counts only when nothing stronger is said). */
export function strongestCue(cues: readonly CueMatch[]): PriorityWord | null {
  let best: PriorityWord | null = null;
  for (const cue of cues) {
    if (best === null || RANK[cue.priority] > RANK[best]) best = cue.priority;
  }
  return best;
}
