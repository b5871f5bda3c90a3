import { describe, expect, it } from 'vitest';
import { minutesOf, othersItem, ownPieces, ownPresentItem } from './minutes.js';

// The lines as the normaliser hands them over: bullets are gone by then.
const lines = (text: string) => text.split('\n').map((line) => ({ text: line }));

describe('notes of a meeting', () => {
  it('are named by their first line, which is then a heading', () => {
    expect(minutesOf(lines('Планёрка 14.02\nбюджет без изменений\nя: смета'))).toEqual({
      minutes: true,
      head: 0,
    });
    expect(minutesOf(lines('\nCall with the landlord\nboiler next week\nrent stays'))).toEqual({
      minutes: true,
      head: 1,
    });
    expect(minutesOf(lines('After the board meeting — notes\nbudget cap 10k\nnew rota'))).toEqual({
      minutes: true,
      head: 0,
    });
  });

  it('are marked by a line of the speaker’s own, with no heading to skip', () => {
    expect(minutesOf(lines('демо норм\nГена: смета\nя: заказать плитку'))).toEqual({ minutes: true });
    expect(minutesOf(lines('invoices\non me: the rota\nprinter toner'))).toEqual({ minutes: true });
  });

  it('are not a meeting to come, a task about one, a short note, or a job list with a personal part', () => {
    expect(minutesOf(lines('созвон с юристом в 16:30\nвыписка\nакт сверки')).minutes).toBe(false);
    expect(minutesOf(lines('email the team about the board meeting\ninvoices\nrota')).minutes).toBe(false);
    expect(minutesOf(lines('к планёрке подготовить цифры\nпродажи\nсклад')).minutes).toBe(false);
    expect(minutesOf(lines('Sprint review\ndemo')).minutes).toBe(false);
    expect(minutesOf(lines('Garage to-do:\nbrake pads\nme: book a haircut')).minutes).toBe(false);
  });
});

describe('the lines of notes of a meeting', () => {
  it('say what the speaker does in the present as the task it is', () => {
    expect(ownPresentItem('я присылаю ей выписки до пятницы')).toBe('прислать ей выписки до пятницы');
    expect(ownPresentItem('я созваниваюсь с типографией')).toBe('созвониться с типографией');
    expect(ownPresentItem('I send the invite to vendors')).toBe('send the invite to vendors');
    expect(ownPresentItem("I'm booking the venue")).toBe('book the venue');
  });

  it('leave a wish, a thought, a state and any other line as written', () => {
    expect(ownPresentItem('I need to update the sheet')).toBe('I need to update the sheet');
    expect(ownPresentItem('I think it can wait')).toBe('I think it can wait');
    expect(ownPresentItem('я плачу')).toBe('я плачу');
    expect(ownPresentItem('бюджет утвердили')).toBe('бюджет утвердили');
  });

  it('give another person what they do, not a name in another case', () => {
    expect(othersItem('Оля пишет тексты до среды')).toBe(true);
    expect(othersItem('Tom sends the minutes to legal')).toBe(true);
    expect(othersItem('Raj will chase legal')).toBe(true);
    expect(othersItem('Оле позвонить насчёт текстов')).toBe(false);
    expect(othersItem('отправить макеты')).toBe(false);
  });

  it("keep of another person's line what the speaker does there", () => {
    expect(ownPieces('баннер до 20-го; я даю размеры стенда')).toBe('дать размеры стенда');
    expect(ownPieces('signs off the budget — I send the minutes')).toBe('send the minutes');
    expect(ownPieces('отчёт до 20-го')).toBe('');
  });
});
