// Lexicon: English verbs. Base forms that start a task, and verbs that are usually names when
// capitalised mid-sentence.

/** English verbs (base forms) that start a task. */
export const EN_VERBS = new Set(
  `accept add adjust carve ping pair sync reorganise double cross agree apply approve archive arrange ask assemble attach attend audit back bake
  balance bathe book borrow bring brush buy calculate call cancel catch change charge chase check choose
  clean clear close collect comb come compare complete confirm connect contact continue cook copy correct
  create cut debug decide declutter defrost delete deliver deploy design develop dig discuss do donate
  download draft draw dress drink drive drop dust eat edit email empty enroll enrol exercise exchange
  explore feed fetch file fill finalize finalise find finish fix fold follow forward gather get give go
  google grab greet grill hand hang help hire hang hoover host install interview invite iron jog join
  journal label learn leave lend let list listen load lock log look mail make meal meditate meet mend
  message migrate moisturize mop move mow note notify order organize organise pack paint pass pay pick
  plan plant play polish practice practise prep prepare present print prioritize process publish
  purchase put reach read rebook recharge record recycle refactor refill register reheat release
  remind remove renew rent reorganize repair replace reply report request research reschedule reserve
  resolve respond restock return review rewrite ring run save scan schedule scrub search sell send set
  sew share shave shop shower sign sort speak spend split start stop store stretch study submit swap
  sweep swim take talk test text thank tidy top track train transfer translate trim turn unpack unsubscribe
  update upgrade upload vacuum visit wake walk wash watch water wipe wrap write
  rsvp fax shred sharpen vote outline brainstorm sketch ship restart reboot backup floss pray wax tune
  bookmark subscribe reinstall rinse soak thaw marinate chop peel fry boil roast knit rehearse memorize
  memorise revise proofread photograph post apologize apologise celebrate congratulate decorate unclog
  descale sanitize disinfect switch
  pull spread dispute repot prune rake weed harvest fertilize fertilise mulch shovel groom vaccinate
  microchip insure claim appeal deposit withdraw invest pitch negotiate sublet
  photocopy notarize notarise laminate measure mount unplug rotate inflate winterize winterise insulate
  caulk seal patch sand glue drill hammer haul unload toss discard dump activate deactivate verify reset
  refund block freeze unfreeze jot sow water declare
  tell inform warn answer stock repaint rearrange recaulk caulk regrout hem darn launder air defrost
  descale polish oil service reseal reupholster figure bleed
  map see accompany acknowledge assign assess bathe blend bundle calibrate chill compile compose configure
  consult convert coordinate defer delegate describe embroider encourage enter erase escalate estimate
  evaluate examine extend fasten identify implement improve inspect investigate invoice keep launch
  lubricate maintain manage merge nominate overhaul phone pour preheat propose protect provide reassure
  rebalance reconcile reconnect recover redo reduce refresh reinforce reject relax reload remember
  renovate reorder repack rephrase replant reread resubmit retire revisit rework settle shorten
  shortlist simplify skim solve sprinkle summarize summarise supervise sync tackle tighten transcribe
  tweak unblock uninstall unlock untangle upholster volunteer weigh whittle`
    .split(/\s+/)
    .filter(Boolean),
);

/** English words that look like verbs but are usually names or nouns when capitalised mid-sentence. */
export const EN_NAME_LIKE = new Set([
  'mark',
  'will',
  'bill',
  'pat',
  'sue',
  'rob',
  'grant',
  'chase',
  'frank',
  'drew',
  'jack',
  'june',
  'may',
]);
