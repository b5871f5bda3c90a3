// Lexicon: urgency. Priority cues in ru and en: срочно / горит / ASAP / urgent → high; важно /
// important → medium; negated urgency (не срочно, не горит, no rush, whenever) → low.
import { type PriorityWord } from '@fokus/core';

/**
 * Words that strengthen or soften a cue said before it ("очень срочно", «прям горит», "pretty urgent",
 * "kind of important"): part of the cue, so a title drops them with it. The cue's word sets the priority.
 */
const INTENSIFIED =
  '(?:(?:очень|супер|прям|прямо|реально|крайне|super|really|very|extremely|pretty|kinda|kind\\s+of|sort\\s+of)\\s+)?';

export const CUES: readonly { pattern: RegExp; priority: PriorityWord }[] = [
  {
    pattern:
      /(?:no\s+rush|no\s+hurry)\s+(?:on|with|for)\s+(?:any\s+of\s+)?(?:this|these|it|them|that)|(?:none|nothing)\s+of\s+(?:this|these|it)\s+(?:is|are)\s+(?:urgent|important)|ничего\s+(?:из\s+этого\s+)?не\s+(?:срочно|горит|к\s+спеху)|не\s+срочн[а-яёa-z]*|несрочн[а-яёa-z]*|не\s+гор[ия]т|не\s+к\s+спеху|не\s+спеша|не\s+торопясь|когда\s+получится|когда\s+будет\s+время|no\s+hurry|not\s+a\s+priority|(?:whenever|when)\s+i\s+get\s+(?:a|the)\s+chance|(?:whenever|when)\s+i\s+(?:get\s+(?:(?:around\s+)?to\s+it|a\s+(?:sec|second|minute|moment)|(?:some\s+)?time)|have\s+(?:(?:some\s+)?time|a\s+(?:sec|second|minute|moment)))|когда\s+(?:дойдут\s+руки|руки\s+дойдут)|как\s+(?:дойдут\s+руки|руки\s+дойдут)|at\s+some\s+point|не\s+важн[а-яёa-z]*|неважн[а-яёa-z]*|not\s+urgent(?:ly)?|not\s+important|low\s+prio(?:rity)?|no\s+rush|когда-нибудь|someday|whenever/,
    priority: 'low',
  },
  {
    pattern: new RegExp(
      `${INTENSIFIED}${/(?:срочн[а-яёa-z]*|горит|горят|горящ[а-яёa-z]*|немедленно|безотлагательно|как\s+можно\s+(?:скорее|быстрее|раньше)|asap|a\.s\.a\.p\.?|urgent(?:ly)?|immediately|right\s+away|critical(?:ly)?|(?:high|top|highest)(?:\s*-\s*|\s+)prio(?:rity)?|priority\s*(?:#|no\.?\s*)?1|p0|p1|emergency)/.source}`,
    ),
    priority: 'high',
  },
  {
    pattern: new RegExp(
      `${INTENSIFIED}${/(?:важн[а-яёa-z]*|important(?:ly)?|(?:medium|mid)(?:\s*-\s*|\s+)priority|priority)/.source}`,
    ),
    priority: 'medium',
  },
];

/**
 * "это" / "that's" pointing back at what was said before a cue ("…, это важно", "that's urgent"): said
 * before a cue, it makes the cue part of what came before it. A pattern source, followed by the cue.
 */
export const POINTER = "(?:that's|that\\s+is|it's|it\\s+is|this\\s+is|это)\\s+";
