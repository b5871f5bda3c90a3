// The reader, before it reads: the analysed clauses of a sentence part made ready — which verbless
// clauses are tasks (`CLAUSE_PREPARE_RULES`, run in order by `prepareClauses`), and which clauses join
// the task before them (`JOIN_RULES`, walked for each clause until one decides). See docs/ai-local.md.
import { localToday, type LocalClock } from '../calendar.js';
import { type Clause, type Flow } from '../model.js';
import { applyInOrder, firstDecision, type StageRule } from '../rule.js';
import {
  DEADLINE_WORD,
  EXPIRY,
  OCCASION,
  OWN_SUBJECT,
  PLACE_STATE,
  WAITS_FOR,
} from '../stages/classify/patterns.js';
import { fold, hasCyrillic, wordsOf } from '../stages/normalise/text.js';
import { segmentClauses } from '../stages/segment/rules.js';
import { saysWhatHappens } from '../stages/classify/verbs.js';
import { trailingFillerLength } from '../stages/titles/fillers.js';
import { analyseClause } from './analyse-clause.js';
import { SINCE, TAKE_BACK_ALONE } from './reader-patterns.js';

/** What the prepare rules work on: the analysed clauses of a part and what its line passes on. */
export interface Prepared {
  readonly clauses: readonly Clause[];
  readonly outer: Flow;
}

/** What a join rule reads: the clauses kept so far and the next one. */
export interface Joining {
  readonly merged: readonly Clause[];
  readonly clause: Clause;
}

/** The clock of the reader's examples: Monday 23 November 2026, 09:00 in +03:00. */
export const READER_EXAMPLE_CLOCK: LocalClock = {
  now: new Date('2026-11-23T09:00:00+03:00'),
  timeZone: '+03:00',
};

/** The clauses of a sentence part, each analysed (segment, fields, titles, classify). */
export function analyseClauses(text: string, clock: LocalClock, today = localToday(clock)): Clause[] {
  return segmentClauses(text).map((clause) => analyseClause(clause, clock, today));
}

/** A clause in brief, "kind: core @ date", for the examples. */
export function brief(clause: Clause): string {
  return `${clause.kind}: ${clause.core}${clause.date ? ` @ ${clause.date.text}` : ''}`;
}

/** The last clause kept, with another one's date, cue or text joined to it. */
function replaceLast(merged: readonly Clause[], clause: Clause): Clause[] {
  return [...merged.slice(0, -1), clause];
}

/** "both", "all three", «оба», «все три»: a word for the tasks just said, as a clause's whole core. */
const BOTH_OR_ALL =
  /^((?:both|both\s+of\s+them|all\s+(?:three|of\s+them)|оба|обе|все\s+три|и\s+то\s+и\s+другое))$/;
/** The words of BOTH_OR_ALL that mean two: the last two tasks. */
const BOTH = /^(?:both|оба|обе|и\s)/;

/** An object of a list already ("молоко, хлеб", "milk and bread"). */
const LISTED = /,|\s(?:и|and)\s/;

/** An example of a join rule: the clauses of a text kept up to its last one, then the last one. */
function joins(text: string, expected: string[] | undefined, outer: Flow = {}) {
  return {
    get input(): Joining {
      const { clauses } = preparedUpTo('joined', text, outer);
      const kept = clauses.slice(0, -1).reduce<Clause[]>((merged, clause) => joinClause(merged, clause), []);
      const last = clauses.at(-1);
      if (!last) throw new Error(`no clause in ${text}`);
      return { merged: kept, clause: last };
    },
    expected,
  };
}

const showJoined = (merged: readonly Clause[] | undefined) => merged?.map(brief);

/** The join rules, walked for each clause until one decides what the clauses kept become. */
export const JOIN_RULES: readonly StageRule<Joining, Clause[] | undefined, unknown>[] = [
  {
    name: 'hedge-alone',
    description:
      'a hedge said as a clause of its own after another ("…, been putting it off", "…, kind of") is no object: it is dropped',
    examples: [
      joins('book the dentist, been putting it off', ['action: book the dentist']),
      joins('book the dentist, pay the rent', undefined),
    ],
    apply: ({ merged, clause }) => {
      const last = merged.at(-1);
      // "book the eye test, been putting it off": a hedge said as a clause of its own is no object.
      const hedge = ` ${fold(clause.text.trim()).replace(/^(?:i'?ve\s+|i\s+)?(?:been|keep)\s+(?=putting\s)/, '')}`;
      return last !== undefined && hedge.trim() !== '' && trailingFillerLength(hedge) === hedge.length
        ? [...merged]
        : undefined;
    },
    show: showJoined,
  },
  {
    name: 'continuation',
    description:
      'a verbless clause after an action, said with "and" or a comma ("взять сыр и масло"), is more of its object; said with "and" it may bring the date of the whole task',
    examples: [
      joins('купить сыр и масло', ['action: купить сыр и масло']),
      joins('pack a torch, spare batteries', ['action: pack a torch, spare batteries']),
      joins('buy paint and brushes for the shed on saturday', [
        'action: buy paint and brushes for the shed @ on saturday',
      ]),
      joins('pack a torch, my brother is bringing the tent', undefined),
      joins('pack a torch, a rope, spare batteries tonight', [
        'action: pack a torch, a rope, spare batteries @ tonight',
      ]),
      joins('оплатить свет, последний день пятница', undefined),
      joins('купить краску, 3 банки, крайний срок суббота', undefined),
      joins('повесить карниз и полку, обещали к пятнице', undefined),
    ],
    apply: ({ merged, clause }) => {
      const last = merged.at(-1);
      const continues =
        last !== undefined &&
        last.kind === 'action' &&
        clause.kind === 'other' &&
        (clause.separator === 'and' || clause.separator === 'comma') &&
        // "buy sour cream and dumplings for the party on friday": an object said with "and" may bring the
        // date of the whole task.
        // An object said with "and", or the last of a comma list ("buy milk, bread, loo roll tonight"),
        // may bring the date of the whole task; after one object a dated clause is a remark of its own
        // ("оплатить свет, последний день пятница").
        (clause.date === undefined ||
          (last.date === undefined &&
            (clause.separator === 'and' ||
              (LISTED.test(last.core) && !saysWhatHappens(wordsOf(clause.core)))))) &&
        clause.priority === undefined &&
        // "…, двести штук, сегодня крайний срок": when it is due is no more of the object.
        !(clause.date !== undefined && DEADLINE_WORD.test(fold(clause.core).trim())) &&
        !(
          clause.separator === 'comma' &&
          (OWN_SUBJECT.test(fold(clause.text.trim()).replace(/’/g, "'")) ||
            // "…, actually Ann will get them": someone else taking it is a take-back, not more of the object.
            TAKE_BACK_ALONE.test(fold(clause.text.trim()).replace(/’/g, "'")))
        );
      if (!continues) return undefined;
      const joiner = clause.separator === 'and' ? (hasCyrillic(clause.text) ? ' и ' : ' and ') : ', ';
      return replaceLast(merged, {
        ...last,
        core: `${last.core}${joiner}${clause.core}`,
        text: `${last.text}${joiner}${clause.text}`,
        date: last.date ?? clause.date,
        // "grab rice and beans on the way back": the way said after the last object is the whole task's.
        ...(last.onTheWay || clause.onTheWay ? { onTheWay: true } : {}),
      });
    },
    show: showJoined,
  },
  {
    name: 'gapping',
    description:
      'an English object with a day of its own after a dated action ("paint the fence by the 3rd, and the gate by sunday") is a second task with the same verb',
    examples: [
      joins('paint the fence by the 3rd, and the gate by sunday', [
        'action: paint the fence @ by the 3rd',
        'action: paint the gate @ by sunday',
      ]),
      joins('paint the fence, and the gate by sunday', undefined),
    ],
    apply: ({ merged, clause }) => {
      const last = merged.at(-1);
      const gapped =
        last !== undefined &&
        last.kind === 'action' &&
        clause.kind === 'other' &&
        (clause.separator === 'and' || clause.separator === 'comma' || clause.separator === 'also') &&
        clause.date !== undefined &&
        last.date !== undefined &&
        !hasCyrillic(clause.text) &&
        /^(?:the|my|our|a|an)\s+\S/.test(fold(clause.core));
      if (!gapped) return undefined;
      const verb = last.core.split(/\s+/)[0] ?? '';
      return [...merged, { ...clause, kind: 'action', core: `${verb} ${clause.core}` }];
    },
    show: showJoined,
  },
  {
    name: 'both-when',
    description:
      'a day said for "both" or "all" of the tasks before it ("renew the pass + book the vet, both by friday", «садик и кружок, оба до 10-го») is each one\'s',
    examples: [
      joins('renew the pass, book the vet, both by friday', [
        'action: renew the pass @ by friday',
        'action: book the vet @ by friday',
      ]),
      joins('оплатить садик, оплатить кружок, оба до 10-го', [
        'action: оплатить садик @ до 10-го',
        'action: оплатить кружок @ до 10-го',
      ]),
      joins('renew the pass, both by friday', undefined),
    ],
    apply: ({ merged, clause }) => {
      const word = BOTH_OR_ALL.exec(fold(clause.core).trim())?.[1];
      if (!word || !clause.date) return undefined;
      const tasks = merged.flatMap((said, index) =>
        said.kind === 'action' || said.kind === 'noun' ? [index] : [],
      );
      const meant = BOTH.test(word) ? tasks.slice(-2) : tasks;
      if (meant.length < 2) return undefined;
      return merged.map((said, index) =>
        meant.includes(index)
          ? { ...said, date: said.date ?? clause.date, priority: clause.priority ?? said.priority }
          : said,
      );
    },
    show: showJoined,
  },
  {
    name: 'only-when',
    description:
      'a clause that only says when or how urgent ("…, в пятницу", "…, very urgent", "…, deadline on friday", "…, it expires on the 9th", "…, Tom needs them by thursday") belongs to the task before it; a thing someone waits for by a day ("чертежи, Семёныч ждёт к среде") is a task',
    examples: [
      joins('полить фикус, в пятницу', ['action: полить фикус @ в пятницу']),
      joins('renew the parking permit, it expires on the 9th', [
        'action: renew the parking permit @ on the 9th',
      ]),
      joins('renew the parking permit, the car is outside', undefined),
      joins('take the jacket back, return period ends on monday', [
        'action: take the jacket back @ on monday',
      ]),
      joins('ответить юристам, они ждут со вторника', undefined),
      joins('finish the slides, Tom needs them by thursday', ['action: finish the slides @ by thursday']),
      joins('чертежи по объекту, Семёныч ждёт к среде', ['noun: чертежи по объекту @ к среде']),
    ],
    apply: ({ merged, clause }) => {
      const last = merged.at(-1);
      const folded = fold(clause.core).replace(/’/g, "'");
      // "…, Семёныч ждёт к среде": someone waiting for the thing before says its deadline.
      const deadline = (clause.kind === 'other' || clause.kind === 'context') && waitsBy(clause);
      const onlyWhen =
        clause.kind === 'empty' ||
        (clause.kind === 'other' && clause.date !== undefined && DEADLINE_WORD.test(folded)) ||
        deadline ||
        // "return period ends monday": a thing's end is said, though its first word may be a verb's.
        ((clause.kind === 'other' || clause.kind === 'context' || clause.kind === 'action') &&
          clause.date !== undefined &&
          EXPIRY.test(folded));
      // A thing someone waits for by a day ("чертежи по объекту, Семёныч ждёт к среде") is a task.
      const thing = last?.kind === 'other' && deadline && last.date === undefined && last.core.trim() !== '';
      if (last === undefined || (last.kind !== 'action' && last.kind !== 'noun' && !thing) || !onlyWhen)
        return undefined;
      return replaceLast(merged, {
        ...last,
        ...(thing ? { kind: 'noun' as const } : {}),
        date: last.date ?? clause.date,
        priority: clause.priority ?? last.priority,
        clockDate: last.clockDate ?? clause.clockDate,
      });
    },
    show: showJoined,
  },
  {
    name: 'own-clause',
    description: 'any other clause is kept as a clause of its own',
    examples: [joins('pay the rent, pack a torch', ['action: pay the rent', 'action: pack a torch'])],
    apply: ({ merged, clause }) => [...merged, clause],
    show: showJoined,
  },
];

/** The clauses kept once one more clause is joined to them. */
function joinClause(merged: readonly Clause[], clause: Clause): Clause[] {
  return firstDecision(JOIN_RULES, { merged, clause }) ?? [...merged, clause];
}

/** An example of a prepare rule: the clauses of a text after the prepare rules before it. */
function prepares(rule: string, text: string, expected: string[], outer: Flow = {}) {
  return {
    get input(): Prepared {
      return preparedUpTo(rule, text, outer);
    },
    expected,
  };
}

const showClauses = ({ clauses }: Prepared) => clauses.map(brief);

/**
 * Someone waiting for the thing said before by a day ("Семёныч ждёт к среде", "Tom needs them by
 * Thursday"), not since one ("они ждут со вторника"): the day is that thing's deadline.
 */
export function waitsBy(clause: Clause): boolean {
  return (
    clause.date !== undefined &&
    clause.date.rank >= 1 &&
    !SINCE.test(fold(clause.date.text)) &&
    WAITS_FOR.test(fold(clause.core).replace(/’/g, "'"))
  );
}

/** The clause prepare rules, in the order they run. */
export const CLAUSE_PREPARE_RULES: readonly StageRule<Prepared, Prepared, unknown>[] = [
  {
    name: 'list-items',
    description:
      'an item of a list ("1. отчёт 2. письмо") is a task even without a verb; after "X:" or on a bullet line every item is, unless it goes on with the object of an action before it ("купить молоко, хлеб"), it is an occasion a task after it is for, or it is a remark: how things are at a place ("на даче потоп") or, after the item, what happens ("хозяйка уже напоминала", "ручка отваливается")',
    examples: [
      prepares('list-items', 'письмо партнёрам', ['noun: письмо партнёрам'], { listItem: true }),
      prepares('list-items', 'купить молоко, хлеб', ['action: купить молоко', 'other: хлеб'], {
        listItem: true,
      }),
      prepares('list-items', 'письмо партнёрам', ['other: письмо партнёрам']),
      prepares(
        'list-items',
        'на даче потоп, в коридоре завал',
        ['other: на даче потоп', 'other: в коридоре завал'],
        {
          listItem: true,
        },
      ),
      prepares('list-items', 'в аптеку', ['noun: в аптеку'], { listItem: true }),
      prepares(
        'list-items',
        'шины на замену, старые совсем облысели',
        ['noun: шины на замену', 'other: старые совсем облысели'],
        { listItem: true },
      ),
      prepares('list-items', 'подписка на журналы', ['noun: подписка на журналы'], { listItem: true }),
    ],
    apply: ({ clauses, outer }) => ({
      outer,
      clauses: clauses.map((clause, index) => {
        const afterAction = index > 0 && clauses[index - 1]?.kind === 'action' && clause.separator !== 'then';
        // "- годовщина родителей в субботу, заказать цветы": an occasion with a task after it is its context.
        const occasionBeforeTask =
          OCCASION.test(fold(clause.core)) && clauses.slice(index + 1).some((next) => next.kind === 'action');
        // "всё разом: на работе аврал, …", "- аренда до 25-го, хозяйка уже напоминала": how things are
        // at a place, or, after the item, what happens or happened, is a remark, not an item. (The
        // first clause of a line stays an item: measured, reading it too cost text nobody fitted to.)
        const folded = fold(clause.core);
        const remark =
          PLACE_STATE.test(folded) ||
          (index > 0 && saysWhatHappens(folded.split(/[^\p{L}\p{N}-]+/u).filter(Boolean))) ||
          // "- пропуска на новых, охрана ждёт сегодня": who waits for the item, and by when.
          (index > 0 && waitsBy(clause));
        const item =
          clause.kind === 'other' &&
          !occasionBeforeTask &&
          !remark &&
          (clause.separator === 'item' ||
            (outer.listItem &&
              (index === 0 || !afterAction || (clause.priority !== undefined && clause.core !== ''))));
        return item ? { ...clause, kind: 'noun' } : clause;
      }),
    }),
    show: showClauses,
  },
  {
    name: 'deadline-then-thought',
    description:
      'a dated deadline for something ("в пятницу дедлайн по смете") followed by another thought ("и ещё …", "потом …", "but …") or by nothing but a cue is a task of its own; followed by what to do for it, it stays the context that dates that',
    examples: [
      prepares('deadline-then-thought', 'в пятницу дедлайн по смете, а ещё позвонить маме', [
        'noun: дедлайн по смете @ в пятницу',
        'action: позвонить маме',
      ]),
      prepares('deadline-then-thought', 'в среду дедлайн по отчёту, это горит, потом позвонить маме', [
        'noun: дедлайн по отчёту @ в среду',
        'empty: ',
        'action: позвонить маме',
      ]),
      prepares('deadline-then-thought', 'в среду дедлайн по отчёту, это важно', [
        'noun: дедлайн по отчёту @ в среду',
        'empty: ',
      ]),
      prepares('deadline-then-thought', 'в среду дедлайн по отчёту, это важно', [
        'noun: дедлайн по отчёту @ в среду',
        'empty: ',
      ]),
      prepares('deadline-then-thought', 'в пятницу дедлайн по смете, надо дописать раздел', [
        'other: дедлайн по смете @ в пятницу',
        'action: дописать раздел',
      ]),
    ],
    apply: ({ clauses, outer }) => ({
      outer,
      clauses: clauses.map((clause, index) => {
        // A cue said after it ("…, это горит") is the deadline's own.
        const next = clauses.slice(index + 1).find((later) => later.kind !== 'empty');
        const deadline =
          clause.kind === 'other' &&
          clause.date !== undefined &&
          /^(?:дедлайн|deadline|срок\s+сдачи)\s+(?:по|для)\s+\S/.test(fold(clause.core)) &&
          // Said last with a cue ("…, это горит") it is a task; said last alone, the next sentence may be
          // what to do for it ("в пятницу дедлайн по смете. дописать раздел").
          ((next === undefined && clauses.slice(index).some((later) => later.priority !== undefined)) ||
            next?.separator === 'and' ||
            next?.separator === 'also' ||
            next?.separator === 'but' ||
            next?.separator === 'then');
        return deadline ? { ...clause, kind: 'noun' } : clause;
      }),
    }),
    show: showClauses,
  },
  {
    name: 'joined',
    description:
      'each clause in turn through the join rules: continuations joined to their action, gapped objects made tasks, when-only clauses given to the task before',
    examples: [
      prepares('joined', 'купить сыр и масло, срочно', ['action: купить сыр и масло']),
      prepares('joined', 'pay the rent, pack a torch', ['action: pay the rent', 'action: pack a torch']),
    ],
    apply: ({ clauses, outer }) => ({
      outer,
      clauses: clauses.reduce<Clause[]>((merged, clause) => joinClause(merged, clause), []),
    }),
    show: showClauses,
  },
];

/** The clauses of a part ready to be read: the clause prepare rules in order. */
export function prepareClauses(clauses: readonly Clause[], outer: Flow): readonly Clause[] {
  return applyInOrder(CLAUSE_PREPARE_RULES, { clauses, outer }).clauses;
}

/** The analysed clauses of a text after the prepare rules before the named one. */
function preparedUpTo(rule: string, text: string, outer: Flow): Prepared {
  const at = CLAUSE_PREPARE_RULES.findIndex((candidate) => candidate.name === rule);
  if (at < 0) throw new Error(`no prepare rule ${rule}`);
  const clauses = analyseClauses(text, READER_EXAMPLE_CLOCK);
  return applyInOrder(CLAUSE_PREPARE_RULES.slice(0, at), { clauses, outer });
}
