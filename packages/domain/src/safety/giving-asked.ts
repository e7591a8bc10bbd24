/**
 * Whether to give a child something, asked before anything is given ("can I give my 7 year old half of my
 * melatonin?", "能不能给他吃半片我的褪黑素"): a question, not a child who swallowed tablets (thirty-ninth clinician
 * review, en M11: the learned reader read it as an ingestion and sent the mother to poison control). A swallow told
 * as done ("ate", "got into", "吃了", "误食") keeps the card, and so do tablets missing or a bottle the child opened
 * ("瓶子拧开了 少了大概十来片 … 要不要多给他喝点水": blind triage round 62, development data once reported;
 * "found the bottle of my iron pills open and my toddler next to it": the diff reading's other wordings).
 */
import { foldText } from './lexicon';

const GIVE_ASKED =
  /(能不能|可不可以|可以|能|要不要|行不行)[^。？?]{0,8}(给|喂)[^。？?]{0,8}(吃|服|喝)|\b(can|could|should|may) (i|we) (give|let (him|her|them) (have|take))\b|\b(is it )?(ok|okay|safe|alright) to give\b|\bhow much[^.?!]{0,20}\b(give|dose)\b/;
/** Anything already in the child's mouth: swallowed, bitten, licked, chewed, "got into" — then it is an ingestion. */
const SWALLOW_DONE =
  /吃了|吞|咽|吃进|吃下|误食|误服|偷吃|舔|咬|含在嘴|嘴里|\b(ate|eaten|swallow\w*|took|taken|got into|chew\w*|drank|lick\w*|bit|bitten|sucked|found (him|her|them) with)\b|\bin (his|her|their|the) mouth\b|(少了|不见了|没了|缺了)[^，。？?！!]{0,6}(片|粒|颗|个)|(片|粒|颗)[^，。？?！!]{0,4}(少了|不见了|没了)|(拧开|打开|弄开|咬开)了?[^，。？?！!]{0,8}(瓶|盒|罐|药板|板)|\b((\d+|some|a few|several|few|half) (of (them|the \w+) )?(pills? |tablets? |gummies |capsules? )?(are |were |is )?missing|missing (pills?|tablets?|gummies|capsules?)|(pills?|tablets?|gummies|capsules?) (are |were )?gone|(opened|got (into|open)|got the (lid|cap) off) (the |my |a |his |her )?(bottle|jar|pack\w*|container|tub|box|blister\w*)|empty (bottle|jar|pack\w*|blister\w*)|(bottle|jar|pack\w*|container|tub|blister\w*)( of [a-z ]{1,25})? (was |is |lying |left )?(wide )?open\b)\b|(瓶|盒|罐)(子|盖)?[^，。？?！!]{0,4}(开着|被打开|被拧开|打开了)/;

export function givingAskedNotDone(text: unknown): boolean {
  const t = foldText(text);
  return GIVE_ASKED.test(t) && !SWALLOW_DONE.test(t);
}
