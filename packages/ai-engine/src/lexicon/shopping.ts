// Lexicon: shopping. Purchase verbs and the words of a shopping list header.

/** Purchase verbs (a task whose verb is one of these is a purchase: покупки). Folded stems. */
export const PURCHASE_VERB_STEMS = [
  'купи',
  'куплю',
  'купит',
  'покупат',
  'закупи',
  'докупи',
  'прикупи',
  'приобрест',
  'заказат',
  'закажи',
  'закажу',
  'дозаказ',
  'buy',
  'order',
  'purchase',
  'restock',
  'shop',
];

/** Words naming a shopping list ("Groceries: eggs, milk", "Продукты: …"). */
export const SHOPPING_LIST_WORDS = new Set([
  'продукты',
  'покупки',
  'магазин',
  'в магазин',
  'список покупок',
  'шопинг',
  'купить',
  'докупить',
  'заказать',
  'groceries',
  'grocery',
  'grocery list',
  'shopping',
  'shopping list',
  'to buy',
  'buy',
  'store',
  'supermarket',
  'order',
]);

/** A head that names a shop ("в аптеку", "to the hardware store"): the items under it are bought there. */
export const SHOP_HEAD =
  /^(?:в|во|to\s+the|to)\s+(?:\S+\s+)?(?:[а-яё]*магазин|аптек[ау]|супермаркет|гипермаркет|рынок|ашан|икею|store|shop|pharmacy|supermarket|market|chemist'?s)$/;
