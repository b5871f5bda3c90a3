// What the stages pass to each other: a clause analysed, a task found, and what flows between them.
import { type AiSubtask, type AiSuggestedTask, type PriorityWord } from '@fokus/core';
import { type Day } from './calendar.js';

/** A step of a suggested task (spec §3). */
export type RawSubtask = AiSubtask;

/** A suggested task with the spec's AI-suggested task fields (§3), before core's normalisation derives importance and urgency. */
export type RawSuggestedTask = Omit<AiSuggestedTask, 'importance' | 'urgency'>;

/** A date as a task carries it: the day and the words that named it. */
export interface NamedDate {
  readonly day: Day;
  readonly text: string;
  /** How specific the phrase is (see DateMatch.rank): 0 is a time of today ("вечером"). */
  readonly rank: number;
}

/** What a header, a dash part or an earlier clause passes on to the tasks after it. */
export interface Flow {
  date?: NamedDate;
  priority?: PriorityWord;
  /** Words of a list header ("ремонт:") that help categorise the items. */
  topic?: string;
  /** What an event clause said ("день рождения у бабушки"), for a task that is a bare verb ("поздравить"). */
  note?: string;
  /** The line is a bullet or numbered item: a clause without a verb is still a task ("- письмо партнёрам"). */
  listItem?: boolean;
  /**
   * A day said with a bare verb that finishes what was said before it («…, хочу до 11-го закрыть», "submit
   * by Friday"): the day of the task before, not of the next one.
   */
  backDate?: NamedDate;
  /** The date of the last task of the sentence before, for "before that" / "к нему" opening this one. */
  antecedentDate?: NamedDate;
  /** What a statement before was about ("the hallway carpet is filthy"), for "it" in a task ("scrub it"). */
  subject?: string;
  /** The date is an event's, said in a statement ("the party is on Saturday"), not a task's. */
  eventDate?: boolean;
  /** The lines are notes of a meeting (read/minutes.ts): an item needs a verb to be a task. */
  minutes?: boolean;
  /** The dump is a message someone else wrote (read/message.ts): what its sender will do is theirs. */
  message?: boolean;
}

/** A task found in the text, before its fields are filled in. */
export interface Found {
  title: string;
  source: string;
  date?: NamedDate;
  priority?: PriorityWord;
  topic?: string;
  /** The task a pronoun in this one refers to ("согласовать его", "take them"): its category is reused. */
  refersTo?: Found;
  /** Named by a noun ("созвон с командой", "planning session"): an event the next part may prepare for. */
  event?: boolean;
  /** Said as not done yet; the same task said again as a task is one task (mergeRepeats). */
  undone?: boolean;
  /** Stated as its due date ("the essay is due friday"): a task about "it" right after is the same task. */
  due?: boolean;
  /**
   * The rules read the clause as no task (of this kind), yet it may name one («мандарины», "the budget
   * review on Monday"): only the keep model can make it a task (stages/classify/keep.ts).
   */
  passedOver?: Kind;
  /** What a clause read as no task passed on to the clauses after it: what it was about, its own date. */
  passedOn?: { subject?: string; date?: NamedDate };
}

export type Separator = 'start' | 'comma' | 'and' | 'then' | 'also' | 'but' | 'item';
export type Kind = 'action' | 'noun' | 'other' | 'context' | 'empty';

/** One clause of a sentence, analysed. */
export interface Clause {
  text: string;
  separator: Separator;
  kind: Kind;
  /** The clause without date words, cues and fillers: what a title is made of. */
  core: string;
  date?: NamedDate;
  /** A bare clock time ("в 15:00"): today or tomorrow, used when nothing else names a day. */
  clockDate?: NamedDate;
  /** True when the date (or the cue) comes before the action: it then carries over to the next clauses. */
  dateLeads: boolean;
  cueLeads: boolean;
  priority?: PriorityWord;
  /** "к нему", "for it": takes the previous task's date. */
  anaphora: boolean;
  /**
   * "по дороге", "on the way back" (nowhere named): done on the trip said before, so on its day; the trip
   * stays a thing of its own, where "к нему" makes what it points at the task's context.
   */
  onTheWay?: boolean;
  /** Said as not done yet ("я так и не отправил акт", "I haven't painted the fence"). */
  undone: boolean;
  /** Stated as its due date ("the essay is due friday"). */
  due?: boolean;
  /** Said as done ("сдала отчёт", "paid the gas bill"): never a task, not even on the keep model's word. */
  done?: true;
}

export interface Reading {
  tasks: Found[];
  /** Date and priority said without any task ("Срочно!", "Завтра:"), passed to a neighbour. */
  lonely?: Flow;
  /** The clauses read as no task, titled, in order (`Found.passedOver`). */
  passedOver?: Found[];
}
