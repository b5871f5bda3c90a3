// Lexicon: the deeds a person does to get a task done, as infinitives, and their past forms. Said in the
// past after its object with no subject («столик забронировала», «плитку положили», «отчёт отправил»),
// such a deed reports the task done. Things that happen by themselves («кончился», «сломалась»,
// «перегорела») are not deeds: said of a thing they tell what needs doing. Folded words (lower case, ё → е).

/** Infinitives of deeds that finish a task (perfective; their past says the task is done). */
const RU_DONE_DEEDS = `сделать доделать переделать отправить переслать отослать оплатить заплатить
  купить докупить закупить заказать забронировать записать записаться позвонить дозвониться созвониться
  написать дописать отдать сдать забрать починить положить повесить поменять заменить убрать убраться
  помыть вымыть постирать погладить приготовить подготовить разложить собрать разобрать подать подписать
  продлить проверить согласовать утвердить выставить закрыть закончить оформить получить перевести
  скинуть договориться отнести отвезти занести завезти вынести выкинуть выбросить покрасить поклеить
  обновить установить настроить отремонтировать пропылесосить вызвать распечатать отсканировать заполнить
  выучить прочитать полить покормить вернуть отписаться зарядить сменить погасить пополнить отметить
  поздравить пригласить встретить найти`.split(/\s+/);

/** The past forms of a folded Russian infinitive: «отправить» → отправил, отправила, отправило, отправили. */
function pastForms(infinitive: string): string[] {
  const reflexive = /(?:ться|тись)$/.test(infinitive);
  const base = infinitive.replace(/(?:ся|сь)$/, '');
  const endings = reflexive ? ['лся', 'лась', 'лось', 'лись'] : ['л', 'ла', 'ло', 'ли'];
  // The verbs of carrying in -нести / -везти drop the «л» of the masculine («отнёс», «отнесла»).
  if (/(?:нес|вез)ти$/.test(base)) {
    const stem = base.slice(0, -2);
    return [stem, ...endings.slice(1).map((ending) => stem + ending)];
  }
  // «найти» → «нашёл»; -вести keeps its «е» before the «л» («перевёл»).
  if (base.endsWith('найти')) return ['нашел', 'нашла', 'нашли'].map((form) => base.slice(0, -5) + form);
  if (base.endsWith('вести')) return endings.map((ending) => base.slice(0, -3) + ending);
  return endings.map((ending) => base.slice(0, -2) + ending);
}

/** Every past form of the deeds above. */
export const RU_DONE_DEED_PAST = new Set(RU_DONE_DEEDS.flatMap(pastForms));
