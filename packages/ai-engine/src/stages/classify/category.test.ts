import { AI_TASK_CATEGORIES } from '@fokus/core';
import { describe, expect, it } from 'vitest';
import { LEXICON } from './category.js';
import { categorise } from './category-rules.js';

describe('the category lexicon', () => {
  it('lists each stem once per category (a word scores only its best stem, so a repeat is dead weight)', () => {
    for (const category of AI_TASK_CATEGORIES) {
      const stems = LEXICON[category].map(([stem]) => stem);
      const repeated = stems.filter((stem, index) => stems.indexOf(stem) !== index);
      expect(repeated, category).toEqual([]);
    }
  });

  it.each([
    ['Записаться к стоматологу', 'здоровье'],
    ['Book a dentist appointment', 'здоровье'],
    ['Купить хлеб', 'покупки'],
    ['Подготовить отчёт для начальника', 'работа'],
    ['Помыть окна', 'дом'],
    ['Спланировать неделю', 'планирование'],
    ['Позвонить Лене', 'личное'],
    ['Something nobody knows', 'личное'],
    // Fever and cold medicine and the optician are health; a barbecue's and a baby's supplies are bought;
    // a phone's charger is one's own thing, not the morning exercise.
    ['Купить градусник электронный', 'здоровье'],
    ['Ибупрофен в аптечку', 'здоровье'],
    ['Book the optician', 'здоровье'],
    // Sleep is health, however it is said.
    ['Лечь пораньше', 'здоровье'],
    ['Наконец выспаться', 'здоровье'],
    ['Get an early night', 'здоровье'],
    ['Шампуры и розжиг', 'покупки'],
    ['Charcoal for Saturday', 'покупки'],
    ['Подгузники третий размер', 'покупки'],
    ['Зарядку от телефона в сумку', 'личное'],
    ['Сделать зарядку', 'здоровье'],
    // Hyphenated stems match though the words split at the hyphen.
    ['Book my annual check-up', 'здоровье'],
    ['Close the year-end books', 'работа'],
    ['Get an X-ray of my knee', 'здоровье'],
    // Any English medical specialist, by its suffix.
    ['See the endocrinologist', 'здоровье'],
    ['Book the physiotherapist', 'здоровье'],
    ['Get my thyroid tested', 'здоровье'],
    ['Defrost the freezer', 'дом'],
    ['Submit the meter readings', 'дом'],
    ['Начать готовиться к экзамену', 'личное'],
    // The garden, moving house and the home's internet are дом; ordering a service is not shopping.
    ['Укрыть розы лапником', 'дом'],
    ['Сварить варенье', 'дом'],
    ['Repot the lemon tree', 'дом'],
    ['Заказать грузчиков', 'дом'],
    ['Book movers', 'дом'],
    ['Set up the internet at the new flat', 'дом'],
    ['Заказать пиццу', 'покупки'],
    ['Order a second SD card', 'покупки'],
    // Making a plan of one's time is planning, whatever it is for.
    ['Составить расписание секций детей на октябрь', 'планирование'],
    ['Make a guitar practice schedule', 'планирование'],
    // Relatives and neighbours are personal; school forms too.
    ['Позвонить тёте', 'личное'],
    ['Sign the museum field trip form', 'личное'],
    // More of a thing is bought; rooms, building fees and kitchen things are дом.
    ['Pick up more eye drops', 'здоровье'],
    ['Stock up on ginger tea', 'покупки'],
    ['Освободить комнату', 'дом'],
    ['Оплатить капремонт', 'дом'],
    ['Descale the kettle', 'дом'],
    ['Change the smoke alarm batteries', 'дом'],
    ['Оформить пропуск новому сотруднику', 'работа'],
    ['Встреча выпускников', 'личное'],
    // Any Russian specialist by its suffix, examinations, fittings, pet supplies, work papers.
    ['Приём у гастроэнтеролога', 'здоровье'],
    ['Book a mammogram', 'здоровье'],
    ['Сделать ЭКГ', 'здоровье'],
    ['Повесить зеркало в прихожей', 'дом'],
    ['Get a new bike lock', 'покупки'],
    ['Pick up cat litter', 'покупки'],
    ['Выслать прайс-лист дистрибьютору', 'работа'],
    ['Work out a plan for paying back the student loan', 'планирование'],
    // Making a plan is planning whatever it is for; helping a person is personal; "new X" is bought;
    // a product named after a service is still a product; stems with ё match.
    ['Составить график дежурств по дому на февраль', 'планирование'],
    ['Sketch a budget plan for the wedding fund', 'планирование'],
    ['Plan out next week’s gym schedule with my flatmate', 'планирование'],
    ['Plan a city break for her birthday', 'планирование'],
    ['Съездить к дяде Коле помочь с ремонтом', 'личное'],
    ['Help my sister move house', 'личное'],
    ['New yoga mat', 'покупки'],
    ['Order a new bread knife', 'покупки'],
    ['Order a cleaner for Friday', 'личное'],
    ['Позвонить тёще', 'личное'],
    ['Позвонить мастеру насчёт протекающего бачка', 'дом'],
    ['Call the property manager about the broken doorbell', 'дом'],
    // Work by trade (lexicon/categories/trades.ts): the objects of a job, whatever the job.
    ['Mark the year 9 quizzes and enter them in the gradebook', 'работа'],
    ['Разморозить образцы для завтрашнего опыта', 'работа'],
    ['Call the vendor about the late delivery', 'работа'],
    ['Book two viewings for the house on Oak Lane', 'работа'],
    ['Отправить клиенту ретушь и превью', 'работа'],
    ['Answer the enquiries in the online store', 'работа'],
    ['Посчитать НДС за квартал', 'работа'],
    ['Закрыть испытательный срок стажёру', 'работа'],
    ['Polish my cover letter', 'работа'],
    // One's own life (lexicon/categories/life.ts): papers and their offices, pets, clothes, bikes,
    // lessons and clubs, subscriptions.
    ['Take the forms to the tax office', 'личное'],
    ['Продлить ОСАГО', 'личное'],
    ['Найти кинолога для щенка', 'личное'],
    ['Take the rabbit to the vet', 'личное'],
    ['Забрать пальто из ателье', 'личное'],
    ['Pump up the bike tyres', 'личное'],
    ['Записать сына в секцию борьбы', 'личное'],
    ['Cancel the music app subscription', 'личное'],
    // The garden, the walls and the locks (lexicon/categories/garden.ts).
    ['Пересадить фикус в горшок побольше', 'дом'],
    ['Plant the tulip bulbs', 'дом'],
    ['Подобрать обои в спальню', 'дом'],
    ['Drop the spare key at the neighbours', 'дом'],
    // A business buying its stock is work; having a thing of one's own done is no purchase; one new
    // thing on a list makes the errand a purchase.
    ['Заказать стаканчики у поставщика', 'работа'],
    ['Order flour from the wholesaler', 'работа'],
    ['Get my boots resoled', 'личное'],
    ['Pick up batteries and new filters', 'покупки'],
    // Sending one's money is personal, whatever it pays for; rent stays дом.
    ['Перевести брату деньги за билеты', 'личное'],
    ['Send Dad $50 for the pharmacy', 'личное'],
    ['Transfer the rent', 'дом'],
    // Asking a favour of one's people is personal; asking a colleague about the job is not.
    ['Попросить соседа покормить кота', 'личное'],
    ['Ask Tom to cover my shift', 'работа'],
    // Arranging a trip, and deciding before an event, is planning.
    ['Забронировать гостиницу в Туле', 'личное'],
    ['Decide where to go for the long weekend', 'планирование'],
    ['Определиться с кейтерингом на юбилей', 'планирование'],
    // Bank charges are one's own money; probiotics are health.
    ['Dispute a card charge with the bank', 'личное'],
    ['Начать пить пробиотики', 'здоровье'],
    // Patients named make the task the carer's work; a lesson to give and essays to mark are a teacher's;
    // the trades that repair a home are дом.
    ['Обновить назначения пациентам в палате', 'работа'],
    ['Подготовить урок по природоведению', 'работа'],
    ['Ask the tiler when he can start', 'дом'],
    // Sport and courses of medicine are health; one's studies and dog are personal; goals are planning.
    ['Book a squash court for Thursday', 'здоровье'],
    ['Допить антибиотики до конца', 'здоровье'],
    ['Сделать домашку по английскому', 'личное'],
    ['Revise for the midterm', 'личное'],
    ['Вычесать собаку', 'личное'],
    ['Подумать над целями на квартал', 'планирование'],
    ['Записаться к остеопату', 'здоровье'],
    ['Сходить с ней на каток', 'личное'],
    ['Dinner with the Garcias', 'личное'],
    ['Дописать раздел с методологией для гранта', 'работа'],
    ['Дописать техзадание для подрядчика', 'работа'],
    ['Вызвать комиссию из УК, чтобы составили акт о заливе', 'дом'],
    ['Прочистить слив в душе', 'дом'],
    ['Отвести Мишу к лору', 'здоровье'],
    ['Wash all the pillowcases', 'дом'],
    ['Call the aircon guy', 'дом'],
    ['Get to bed before eleven for once', 'здоровье'],
    ['Restart the couch to 5k app', 'здоровье'],
    ['Map out my goals for the summer', 'планирование'],
    ['Draft a timeline for the stag party', 'планирование'],
    ['Finish the volunteer shift rota', 'планирование'],
    ['Sort out a lift-share plan with the neighbours', 'планирование'],
    ['Обновить план проекта', 'работа'],
    ['Write something for the toast', 'личное'],
    ['Do the 45 min bike ride', 'здоровье'],
    // The person a task is for does not make it personal; a chart of chores is a plan.
    ['Book an eye exam for Grandpa', 'здоровье'],
    ['Записать дочку к логопеду', 'здоровье'],
    ['Buy a card for mom', 'покупки'],
    ['Plan next week’s chore chart for the twins', 'планирование'],
    ['Раскидать по календарю график пробежек на март', 'планирование'],
    ['Проверить контрольные у 7Б', 'работа'],
    ['Забрать путевой лист у диспетчера', 'работа'],
    ['Run payroll for the bakery staff', 'работа'],
    ['Get a tetanus booster shot', 'здоровье'],
    ['Бригаде отправить замеры', 'дом'],
    ['Договориться с инструктором о вождении', 'личное'],
    ['Оплатить счёт за газ', 'дом'],
    ['Прочистить водостоки', 'дом'],
    ['Провести инструктаж для новых бариста', 'работа'],
    ['Подготовить отзыв на исковое заявление', 'работа'],
    ['Покататься на велосипеде минут сорок', 'здоровье'],
    ['Collect the route sheets at the depot', 'работа'],
    ['File the motion to dismiss', 'работа'],
    ['Встреча с юристом', 'личное'],
    ['Set up a savings plan for the summer trip', 'планирование'],
    ['Draft the release plan for the client portal', 'работа'],
    ['Проверить ценники в отделе молочки', 'работа'],
    ['Поговорить с администратором про отгул', 'работа'],
    ['Prepare the menu briefing for the new waiters', 'работа'],
    ['Wash the bath mats', 'дом'],
    ['Cholesterol test', 'здоровье'],
    ['Start taking vitamin D again', 'здоровье'],
    ['Book an orthopedist', 'здоровье'],
    ['Run the December payroll', 'работа'],
    ['Go for a run', 'здоровье'],
    ['Make a moving checklist', 'планирование'],
    ['Подать заявление на загранпаспорт', 'личное'],
    ['Congratulate Nina on the promotion', 'личное'],
    ['Finish the onboarding paperwork for the intern', 'работа'],
    ['Fix the wobbly table leg', 'дом'],
    ['Закончить сверку с контрагентами', 'работа'],
    ['Позвать Олю и Диму на ужин', 'личное'],
    ['Make a schedule for the kids’ swim lessons', 'планирование'],
    ['Согласовать с бригадиром график по объекту', 'работа'],
    ['Get an HVAC tech out', 'дом'],
    ['Take down the Christmas lights', 'дом'],
    ['Book two sessions with the personal trainer', 'здоровье'],
    ['Collect the invoices for the auditors', 'работа'],
  ] as const)('%s → %s', (title, category) => {
    expect(categorise(title)).toBe(category);
  });
});
