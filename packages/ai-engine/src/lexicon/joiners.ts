// Lexicon: the fillers and joiners of Russian dictation, said between tasks run together without
// punctuation ("оплатить свет ну ещё маме позвонить"). Folded words (lower case).

/** Fillers said around «ещё» that opens the next task, skipped when reading what it opens ("ну ещё типа …"). */
export const RU_ALSO_FILLERS: readonly string[] = [
  'ну',
  'так',
  'вот',
  'и',
  'а',
  'типа',
  'это',
  'самое',
  'значит',
  'короче',
];

/** Fillers and joiners said between two tasks: the next task starts at the last of them. */
export const RU_TASK_JOINERS: readonly string[] = [
  'ну',
  'вот',
  'типа',
  'короче',
  'значит',
  'ещё',
  'еще',
  'потом',
  'тоже',
  'также',
  'ладно',
];
