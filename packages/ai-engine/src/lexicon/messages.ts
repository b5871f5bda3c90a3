// Lexicon: how a message someone else wrote shows itself when it is pasted into a dump — its greeting,
// its sign-off, a line saying whom it is from, and how its sender speaks of what they will do. Read by
// read/message.ts and the reader rule `sender-own`.

/** A greeting that opens a letter or a message ("Добрый день, Анна!", "Hi Tom,", "«Здравствуйте!"), folded. */
export const GREETING =
  /^[«"“]?(?:всем\s+привет|привет\s+всем|ребят(?:а)?|коллеги|hi\s+(?:all|everyone|team)|hey\s+(?:all|everyone|team)|добрый\s+(?:день|вечер)|доброе\s+утро|здравствуй(?:те)?|приветствую|уважаем\p{L}+|hi|hello|hey|dear|good\s+(?:morning|afternoon|evening))(?![\p{L}])/u;
/** A sign-off that closes one ("С уважением, Игорь", "Thanks, Sarah", "Best regards"), folded. */
export const SIGN_OFF =
  /^(?:с\s+уважением|спасибо|заранее\s+спасибо|благодарю|всего\s+доброго|хорошего\s+дня|thanks|thank\s+you|many\s+thanks|best(?:\s+regards|\s+wishes)?|kind\s+regards|regards|cheers|sincerely|yours)(?![\p{L}])/u;
/** A first line saying the text below is someone else's ("от начальника:", "fwd:", "voicemail from the dentist"), folded. */
export const FROM_LINE =
  /^(?:от\s+\p{L}+|переслан\p{L}*|пересылаю|из\s+(?:чата|письма|сообщения)|письмо\s+от|сообщение\s+от|голосов\p{L}+|from\s+\p{L}+|fwd?\b|forwarded|voicemail|message\s+from|email\s+from|text\s+from)/u;
/** A line of a copied chat: a sender and a colon ("Мама: …", "Ivan Petrov: …"), as written. */
export const CHAT_LINE = /^\p{Lu}[\p{L}.'-]*(?:\s\p{Lu}[\p{L}.'-]*)?:\s*\S/u;
/**
 * The sender saying what they will do themselves ("я пришлю", "мы со своей стороны отправим", "счёт я
 * пришлю", "I'll forward", "we're sending"), folded — not what they need or ask of the reader ("we need the budget",
 * "я прошу прислать").
 */
export const SENDER_OWN =
  /^(?:(?:а|и|and|but|also)\s+)?(?:(?:[\p{L}-]+\s+){0,3}?(?:я|мы)(?:\s+(?:сам|сама|сами|тоже|уже|со\s+своей\s+стороны|завтра|сегодня|потом))*\s+(?!(?:прошу|просим|хочу|хотим|надеюсь|напоминаю|напоминаем|жду|ждем|рассчитываю|предлагаю|предлагаем)(?![\p{L}]))\p{L}+(?:у|ю|ем|ём|им)(?![\p{L}])|(?:i'll|i\s+will|we'll|we\s+will|i'm\s+going\s+to|we're\s+going\s+to|i\s+am\s+going\s+to|we\s+are\s+going\s+to)\s|(?:i'm|we're)\s+(?!asking)\p{L}+ing(?![\p{L}]))|со\s+своей\s+стороны|on\s+my\s+(?:side|end)/u;
/** A line of a letter's header ("От: HR <hr@…>", "Тема: отпуска", "Subject: …", "Sent: …"), folded. */
export const LETTER_HEADER =
  /^(?:от|кому|тема|дата|копия|from|to|subject|sent|date|cc)\s*:|<[^<>\s]+@[^<>\s]+>/u;
/** A first line that opens with a greeting and a name or a pause ("Hi Tom, …", "Добрый день! …"). */
export const OPENS_WITH_GREETING = new RegExp(`${GREETING.source}(?:\\s+\\p{L}+){0,2}\\s*[,!]`, 'u');
/**
 * A greeting and at most a name after it ("hi", "добрый день, Анна", "привет, Лиза"): the whole clause.
 * A plain «привет» opens no message (a dump may start with it), but alone it is no task either.
 */
export const GREETING_ALONE = new RegExp(
  `(?:${GREETING.source}|^привет(?![\\p{L}]))(?:[\\s,]+\\p{L}+)?[\\s,!.]*$`,
  'u',
);

/**
 * What the sender asks for a case that may never come ("если возникнут вопросы, звоните", "для отмены
 * записи позвоните", "to reschedule, call the front desk"), folded: an instruction to keep, not a task.
 * A case the reader may well be in ("if you won't be home, leave a key") stays a task.
 */
export const CONTINGENCY =
  /^(?:(?:и|а|and|but)\s+)?(?:если\s+(?:(?:у\s+вас|у\s+тебя)\s+)?(?:(?:возникнут|появятся|будут|остались|останутся|есть)\s+(?:какие-(?:то|либо)\s+|еще\s+)?вопрос\p{L}*|(?:что-то|что-нибудь|планы)\s+(?:изменится|поменяется|изменятся|поменяются)|что)|в\s+случае\s+(?:отмены|переноса|вопросов|изменений|неявки)|для\s+(?:отмены|переноса|изменения)\s|чтобы\s+(?:отменить|перенести)\s|if\s+(?:you\s+)?(?:have|there\s+are)\s+(?:any\s+)?(?:questions|concerns|problems)|if\s+(?:you\s+)?need\s+to\s+(?:cancel|reschedule)|if\s+(?:anything|plans|something)\s+changes?|in\s+case\s+(?:of\s+)?(?:questions|you\s+need)|should\s+you\s+(?:have|need)|to\s+(?:cancel|reschedule|change)\s+(?:or\s+(?:cancel|reschedule|change)\s+)?(?:your|the|an|this)?)/u;

/** A courtesy that thanks ("спасибо за помощь", "thanks for the update"): no task. */
export const THANKS =
  /^(?:(?:и|а|and)\s+)?(?:спасибо|заранее\s+спасибо|благодарю|thanks|thank\s+you|many\s+thanks|thx)(?![\p{L}])/u;
