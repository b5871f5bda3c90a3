// Lexicon: feelings and self-talk. Verbs that make a sentence a feeling or a note to self, not a task.

/** Verbs a person "wants" when the sentence is a feeling, not a plan ("хочу спать", "I just want to nap"). */
export const FEELING_VERBS = new Set([
  'спать',
  'поспать',
  'плакать',
  'умереть',
  'сдохнуть',
  'исчезнуть',
  'лежать',
  'кричать',
  'орать',
  'сбежать',
  'отдохнуть',
  'лечь',
  'полежать',
  'валяться',
  'уснуть',
  'заснуть',
  'сидеть',
  'sleep',
  'cry',
  'die',
  'scream',
  'disappear',
  'hide',
  'quit',
  'rest',
  'lie',
  'nap',
  'give',
  'run away',
  'escape',
]);

/** Verbs of self-talk, not tasks ("надо просто выдохнуть", "relax", "calm down"). */
export const SELF_TALK_VERBS = new Set([
  'выдохнуть',
  'выспаться',
  'успокоиться',
  'расслабиться',
  'собраться',
  'перестать',
  'похудеть',
  'стать',
  'быть',
  'паниковать',
  'relax',
  'breathe',
  'chill',
  'calm',
  'stop',
]);

/** Words of how one feels ("burned out", "устала", "can't"): a statement with one says nothing about a deadline. */
export const FEELING_WORDS = new Set([
  'tired',
  'exhausted',
  'burned',
  'burnt',
  'overwhelmed',
  'stressed',
  'swamped',
  'anxious',
  "can't",
  'cant',
  'cannot',
  'устала',
  'устал',
  'выгорела',
  'выгорел',
  'вымоталась',
  'вымотался',
  'зашиваюсь',
  'завал',
  'тревожно',
]);

/**
 * Words that judge how bad things are ("жуткий", "кошмар", "awful"): a short clause with one and no verb
 * ("пробки жуткие", "weather's awful") is a remark about how things are, not a task.
 */
export const COMPLAINT_WORD =
  /^(?:жутк(?:ий|ая|ое|ие|о)|жуть|ужасн(?:ый|ая|ое|ые|о)|ужас|кошмарн(?:ый|ая|ое|ые|о)|кошмар|дик(?:ий|ая|ое|ие)|отвратительн(?:ый|ая|ое|ые|о)|мерзк(?:ий|ая|ое|ие|о)|собачий|awful|terrible|horrible|horrendous|miserable|brutal|insane|unbearable)$/;
