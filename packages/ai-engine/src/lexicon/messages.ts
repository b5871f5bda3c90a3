// Lexicon: how a message someone else wrote shows itself when it is pasted into a dump — its greeting,
// its sign-off, a line saying whom it is from, and how its sender speaks of what they will do. Read by
// read/message.ts and the reader rule `sender-own`.

/** A greeting that opens a letter or a message ("Добрый день, Анна!", "Hi Tom,"), folded. */
export const GREETING =
  /^(?:добрый\s+(?:день|вечер)|доброе\s+утро|здравствуй(?:те)?|приветствую|уважаем\p{L}+|hi|hello|hey|dear|good\s+(?:morning|afternoon|evening))(?![\p{L}])/u;
/** A sign-off that closes one ("С уважением, Игорь", "Thanks, Sarah", "Best regards"), folded. */
export const SIGN_OFF =
  /^(?:с\s+уважением|спасибо|заранее\s+спасибо|благодарю|всего\s+доброго|хорошего\s+дня|thanks|thank\s+you|many\s+thanks|best(?:\s+regards|\s+wishes)?|kind\s+regards|regards|cheers|sincerely|yours)(?![\p{L}])/u;
/** A first line saying the text below is someone else's ("от начальника:", "fwd:", "voicemail from the dentist"), folded. */
export const FROM_LINE =
  /^(?:от\s+\p{L}+|переслан\p{L}*|пересылаю|из\s+(?:чата|письма|сообщения)|письмо\s+от|сообщение\s+от|голосов\p{L}+|from\s+\p{L}+|fwd?\b|forwarded|voicemail|message\s+from|email\s+from|text\s+from)/u;
/** A line of a copied chat: a sender and a colon ("Мама: …", "Ivan Petrov: …"), as written. */
export const CHAT_LINE = /^\p{Lu}[\p{L}.'-]*(?:\s\p{Lu}[\p{L}.'-]*)?:\s*\S/u;
/** The sender saying what they will do themselves ("я пришлю", "мы со своей стороны", "I'll forward"), folded. */
export const SENDER_OWN =
  /^(?:(?:а|и|and|but)\s+)?(?:я|мы|i|i'll|i'm|we|we'll|we're)(?![\p{L}'])|со\s+своей\s+стороны|on\s+my\s+(?:side|end)/u;
