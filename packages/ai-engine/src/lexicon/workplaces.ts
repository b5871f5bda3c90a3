// Words that place a dump at the speaker's workplace: its customers, suppliers, staff and shifts; the means
// and papers of trades whose talk has no office words; the workplaces a dump opens with as its header. Read
// by the dump-level category rules (stages/classify/dump-category.ts).

/** Words that place a sentence at one's workplace: its customers, suppliers, staff, shifts and stock. */
export const JOB_SIGNAL =
  /(?:^|\s)(?:клиент|заказчик|поставщик|дистрибьютор|склад|смен[аыуе](?![а-яё])|дежурств|по работе|на работе|по фирме|по магазину|по (?:пасеке|салону|сервису|ателье|объекту|ферме|цеху|кафе|пекарне|мастерской)|в офисе|планерк|отчетност|бухгалтер|сотрудник|подчинен|персонал|зарплат|выставить сч|накладн|client|customer|supplier|vendor|wholesaler|distributor|stock\b|shift\b|on call|on-call|payroll|invoice|(?:для|в|на) (?:клиник|офис|салон|магазин|склад|пекарн|кафе|ресторан|цех|объект|фирм|точк)|(?:for|at|in|to) the (?:office|clinic|shop|salon|store|van|truck|site|warehouse)|my team|the crew|ticket queue|тикет)/;

/**
 * The means and papers of trades whose talk has no office words: a taxi and its waybills, a farm's
 * herd and machines, an apiary's hives, a plumber's risers and call-outs, a van's rounds, a garage's
 * parts and lift, a tailor's fittings, a bakery's ovens, a salon's or a tutor's clients and pupils, a
 * food stall, wholesale stock, the permits a job needs. One mention is anyone's ("вызвать такси"); said
 * twice they place the dump at the speaker's job, and in the job's part a task naming one is work.
 */
export const TRADE_SIGNAL =
  /(?:^|\s)(?:такси|таксопарк|путев(?:ой|ые|ых|ого) лист|ферм[аыуе](?![а-яё])|коров|тел[её]нк|телят|трактор|комбикорм|сено(?![а-яё])|сена(?![а-яё])|доильн|бидон|поголов|курятник|птичник|клиентк|клиентам|ученик|учениц|фудтрак|прилав|оптовик|оптом|самозанят|санкнижк|санитарн(?:ую|ая|ой) книжк|медкнижк|санминимум|taxi|cab(?![a-z])|rideshare|uber|lyft|fares(?![a-z])|the herd|cows(?![a-z])|calves|calving|lambing|ewes(?![a-z])|heifer|tractor|livestock|milking|my students|my pupils|food truck|the stall|market stall|job site|call-?outs?(?![a-z])|walk-ins|my deliveries|the depot|self-employed|food hygiene|cpd(?![a-z])|continuing ed|пасек|пасеч|ульи|улья(?![а-яё])|улей|омшаник|вощин|медогон|пчел|стояк|разводк|управляйк|управляющ(?:ую|ей|ая) компани|заявк[аиу] от|фургон|маршрутн|подъемник|автосервис|запчаст|примерк|заказчиц|клиентск|hives?(?![a-z])|beekeep|apiar|honey harvest|the proofer|the ovens|the van's|my van|the ute|call-?out fee|the rig|site visit|fitting appointment|alterations?(?![a-z]))/;

/** Workplaces a dump can open with as its header ("salon stuff", "Garage to-do:", "Пекарня —", "по салону:"). */
export const WORKPLACE =
  '(?:shop|salon|garage|bakery|caf[eé]|studio|clinic|office|workshop|store|restaurant|atelier|work|job|business|site|farm|салон|мастерск\\S*|пекарн\\S*|кафе|магазин\\S*|ателье|автосервис\\S*|сервис\\S*|офис\\S*|работ[аеуы]|студи\\S*|клиник\\S*|склад\\S*|ферм\\S*|пасек\\S*|точк[аеиу])';
