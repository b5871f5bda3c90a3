// Lexicon: verbs that are a whole task said alone — an activity with no object to name («Отоспаться»,
// «Пропылесосить», "Stretch", "Vacuum"). Any other verb said alone has lost its object (the object was
// said in the clause before, or never), and a planner entry of one bare verb («Оплатить», "Sign") says
// nothing. Folded words (lower case, ё → е).

/** Russian verbs complete by themselves. */
export const RU_VERBS_ALONE = new Set(
  `отоспаться выспаться поспать вздремнуть отдохнуть расслабиться погулять прогуляться побегать
  пробежаться потренироваться позаниматься размяться помедитировать медитировать потянуться
  поплавать покататься пропылесосить убраться прибраться подмести помыться искупаться постираться
  погладить приготовить поесть пообедать позавтракать поужинать собраться выдохнуть поделать
  почитать порисовать потанцевать попеть помолиться поздравить стирка уборка`.split(/\s+/),
);

/** English verbs complete by themselves. */
export const EN_VERBS_ALONE = new Set(
  `sleep nap rest relax walk run jog swim stretch exercise train meditate pray journal study practice
  practise read vacuum hoover dust mop sweep tidy declutter clean cook shower shave shop pack unpack
  hydrate breathe floss stretch laundry`.split(/\s+/),
);

/**
 * Verbs said alone that start, finish or hand over the thing said before them («отчёт шефу, до пятницы
 * закончить», «сегодня хоть начать», "the essay, submit by Friday"): their day is that thing's.
 */
export const FINISHING =
  /^(?:закончить|закрыть|доделать|сделать|сдать|отправить|прислать|скинуть|дописать|подготовить|успеть|добить|завершить|начать|приступить|finish|submit|send|complete|wrap\s+up|hand\s+in|turn\s+in|get\s+(?:it\s+)?done|do|start|begin)$/;
