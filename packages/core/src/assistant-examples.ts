/** Quick example prompts of the chat assistant: nine per language, ru, en and fr (spec §2, §9). */
import type { AssistantLanguage } from './assistant-reply';

/** Quick example prompts per assistant language, in display order. */
export const QUICK_EXAMPLES: Readonly<Record<AssistantLanguage, readonly string[]>> = {
  ru: [
    'Создай задачу: подготовить отчёт к пятнице',
    'Разбей «Убрать квартиру» на маленькие шаги',
    'Что мне сделать в первую очередь сегодня?',
    'Составь план на завтра из трёх главных дел',
    'Напоминай мне каждый день в 9:00 пить воду',
    'Делегируй задачу «Купить продукты» Ане',
    'Помоги начать, если я откладываю дела',
    'Сгруппируй мои задачи по уровню энергии',
    'Какие задачи можно убрать из списка?',
  ],
  en: [
    'Create a task: prepare the report by Friday',
    'Break "Clean the flat" into small steps',
    'What should I do first today?',
    'Plan tomorrow around three key tasks',
    'Remind me every day at 9:00 to drink water',
    'Delegate "Buy groceries" to Anna',
    'Help me get started when I procrastinate',
    'Group my tasks by energy level',
    'Which tasks can I drop from my list?',
  ],
  fr: [
    'Crée une tâche : préparer le rapport pour vendredi',
    'Découpe « Ranger l’appartement » en petites étapes',
    'Que dois-je faire en premier aujourd’hui ?',
    'Planifie demain autour de trois tâches clés',
    'Rappelle-moi chaque jour à 9h00 de boire de l’eau',
    'Délègue « Faire les courses » à Anna',
    'Aide-moi à commencer quand je procrastine',
    'Regroupe mes tâches par niveau d’énergie',
    'Quelles tâches puis-je retirer de ma liste ?',
  ],
};
