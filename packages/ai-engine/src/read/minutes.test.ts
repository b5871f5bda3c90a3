import { describe, expect, it } from 'vitest';
import { minutesOf } from './minutes.js';

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
