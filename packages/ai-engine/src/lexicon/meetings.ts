// Lexicon: how notes of a meeting show themselves — the names of meetings, calls, handovers and rounds
// that head them, the words that make a meeting the object of a task instead, and the marks a person
// puts on their own items. Read by read/minutes.ts.

/** A first line that names a meeting, a call or a handover ("Созвон с клиентом", "Sprint review notes"). */
export const MEETING_HEAD =
  /(?:^|[^\p{L}])(?:созвон|звонок|звонил|разговор\s+с|переговор|планерк|летучк|собрани|совещани|встреч[аеи]|ревью|педсовет|протокол|пятиминутк|пересменк|(?:прием|при[её]м|передал[аи]?|сда[юл]а?)\s+смен|дежурств|обход|конференци|правлени|совет\s|комитет|стендап|ретро\b|meeting|mtg|minutes|review|standup|stand-up|retro\b|huddle|hand-?over|rounds?\b|debrief|sync\b|1:1|sign-?out|council|committee|(?:client|team|zoom|sales|intro|board|staff)\s+call|call\s+(?:with|w\/)|(?:spoke|talked)\s+(?:to|with))/iu;
/** Words before a meeting's name that make it the object of a task ("about the …", "к планёрке"). */
export const MEETING_OBJECT =
  /^(?:about|for|to|before|at|on|re|next|tomorrow's|today's|к|перед|на|для|про|о|об|насчет|до|завтра|завтрашн\p{L}*|следующ\p{L}*)$/u;
/** A line the speaker marks as their own ("я: …", "с меня — …", "on me: …"; "мне:", "me:" head a personal part of a job list). */
export const OWN_MARK = /^(?:я|с\s+меня|on\s+me)\s*[:—–-]\s*\p{L}/iu;
