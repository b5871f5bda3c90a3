// Lexicon: people other than the speaker — the roles of others at work and at home, a person's initials,
// and given names in the nominative, the form a name takes as the subject of what someone else will do
// («Оля сделает презентацию»): common Russian names and their everyday short forms, folded (ё → е). A
// name not here is still found where it is written with a capital after the clause's first word.
import { WEEKDAY_SHORT_NAMES } from './time-words.js';

/** Russian given names and short forms, nominative, folded. */
export const RU_GIVEN_NAMES: ReadonlySet<string> = new Set(
  `александр саша шура алексей леша алеша анатолий толя андрей антон аркадий артем тема борис боря
  вадим валентин валерий василий вася виктор витя виталий владимир вова володя владислав влад вячеслав
  слава геннадий гена георгий гоша герман глеб григорий гриша даниил данила даня денис дмитрий дима
  евгений женя егор иван ваня игорь илья кирилл константин костя лев лева леонид леня максим макс марк
  матвей михаил миша никита николай коля олег павел паша петр петя роман рома руслан семен сеня сергей
  сережа станислав стас степан тимофей тимур федор федя филипп эдуард юрий юра ярослав
  александра алена алина алиса алла анастасия настя ангелина анна аня антонина тоня валентина валя
  валерия лера варвара варя вера вероника виктория вика галина галя дарья даша диана ева евгения
  екатерина катя елена лена елизавета лиза жанна зоя инна ирина ира карина кира кристина ксения ксюша
  лариса лилия лидия любовь люба людмила люда маргарита рита марина мария маша милана надежда надя
  наталья наташа нина оксана ольга оля полина раиса светлана света софья софия соня таисия тамара
  татьяна таня ульяна эльвира юлия юля яна`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * English given names and short forms, folded: in notes of a meeting a line headed by one ("Linda: orders
 * the appraisal") is that person's action item. Names that are as often a thing or a verb ("Bill:", "Mark",
 * "Rob", "Chase", "Grace") are left out.
 */
export const EN_GIVEN_NAMES: ReadonlySet<string> = new Set(
  `james john robert michael william david richard joseph thomas charles christopher daniel matthew anthony
  donald steven paul andrew joshua kevin brian george timothy ronald edward jason jeffrey ryan jacob gary
  nicholas eric jonathan stephen larry justin scott brandon benjamin samuel gregory alexander patrick
  raymond dennis jerry tyler aaron jose adam nathan henry douglas zachary peter kyle ethan walter noah
  jeremy christian keith roger terry gerald harold sean austin carl arthur lawrence dylan jesse jordan
  bryan billy gabriel logan albert alan juan wayne elijah randy roy vincent ralph eugene russell bobby
  mason philip louis oliver lucas liam leo oscar harry charlie archie freddie alfie theo finn luke owen ian
  neil colin craig pete phil tony tom tim mike dave dan matt chris steve nick jim joe ben sam max alex
  jake josh raj priya ahmed omar mohammed ali
  mary patricia jennifer linda elizabeth barbara susan jessica sarah karen lisa nancy betty margaret
  sandra ashley kimberly emily donna michelle carol amanda dorothy melissa deborah stephanie rebecca
  sharon laura cynthia kathleen amy angela shirley anna brenda pamela emma nicole helen samantha
  katherine christine debra rachel carolyn janet catherine maria heather diane ruth julie olivia joyce
  virginia victoria kelly lauren christina joan evelyn judith megan andrea cheryl hannah jacqueline
  martha gloria teresa ann sara madison frances kathryn janice jean abigail alice judy sophia denise
  doris marilyn danielle beverly isabella theresa diana natalie brittany charlotte marie kayla alexis
  lori liz kate katie jen jess becky meg beth ellie lucy mia zoe chloe ella lily ava vicky sophie
  isla freya poppy harriet hattie nina tara fiona claire`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Short capitals that name a thing or an office, not a person's initials: a line headed by one
 * («ДР: купить торт», "HR: send the contract") is the speaker's task about it. Folded.
 */
export const NOT_INITIALS: ReadonlySet<string> = new Set(
  `др то жкх жэк тсж ук ип ооо ндс ндфл егэ огэ дз пдд гаи гибдд мфц пфр фнс ифнс омс дмс инн вуз рф мчс
  мвд фсс жд ржд смс ок тв пк эцп ттн упд акт
  hr it pr qa ux ui cv gp id dmv irs hmrc nhs mot pta tv pc asap eod fyi ok crm erp api seo smm kpi okr
  pdf usb diy vat gst ssn dr er icu ot pe re ps nb hoa usa uk eu`
    .split(/\s+/)
    .filter(Boolean),
);

/** "AB", "КВ", "Д.К.": a person's initials as written, unless they name a thing (NOT_INITIALS) or a weekday ("MON"). */
export function isInitials(said: string): boolean {
  const letters = said.replace(/\./g, '');
  const folded = letters.toLowerCase();
  return /^\p{Lu}{2,3}$/u.test(letters) && !NOT_INITIALS.has(folded) && !WEEKDAY_SHORT_NAMES.has(folded);
}

/**
 * A given name said alone to address someone ("Лиза", "Tom"), or its Russian shortened form of address
 * ("Лиз" for Лиза, "Тань" for Таня, "Сань" for Саня), folded: an address, never a task.
 */
export function isAddressAlone(word: string): boolean {
  if (RU_GIVEN_NAMES.has(word) || EN_GIVEN_NAMES.has(word)) return true;
  return (
    /^[а-я]{2,}$/.test(word) &&
    (RU_GIVEN_NAMES.has(`${word}а`) || RU_GIVEN_NAMES.has(`${word.replace(/ь$/, '')}я`))
  );
}

/** Who else does work at one's job or home, besides the people of stages/classify/verbs.ts RU_PERSON ("подрядчик", "отдел кадров"). */
export const RU_ROLES =
  /^(?:подрядчик|поставщик|арендодател|арендатор|отдел|кадровик|бухгалтери|админ|руководител|начальств|команд|дизайнер|разработчик|программист|прораб|бригад|электрик|сантехник|водител|секретар|тимлид|родком|управляющ|ассистент|помощни|партнер|партнёр|коллеги)/;
/** Roles at work or at home who take an action item ("legal to review", "the client will confirm"). */
export const EN_ROLES =
  /^(?:client|clients|customer|legal|finance|accounting|accounts|hr|ops|marketing|sales|landlord|tenant|supplier|vendor|contractor|designer|dev|devs|team|boss|manager|agent|lawyer|accountant|builder|plumber|electrician|mechanic|teacher|coach|school|office|admin|assistant|intern|partner|committee|board|he|she|they)$/;
