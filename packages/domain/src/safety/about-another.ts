/**
 * Whether a suicidal message tells of SOMEONE ELSE's wish to die (a parent, partner, friend or carer
 * writing): the card then speaks to the one who wrote — stay with them, lock the medicines away, get them
 * seen today (SUICIDAL_ABOUT_ANOTHER in texts.ts; twenty-eighth clinician review, zh M8; WHO mhGAP
 * Intervention Guide 2.0, 2016, self-harm/suicide). A writer who also says it of themself keeps the card
 * for the person at risk who is writing.
 */

const gap = (n: number) => `[^。！？?!]{0,${n}}`;

/** The people a writer tells of, as they name them. */
const SOMEONE_ZH =
  '他|她|孩子|儿子|女儿|闺女|老汉儿?|老头子?|老太太|老爷子|老公|丈夫|妻子|老婆|爱人|媳妇|对象|男朋友|女朋友|男友|女友|爸爸?|妈妈?|父亲|母亲|老爸|老妈|老伴|爷爷|奶奶|外公|外婆|姥姥|姥爷|公公|婆婆|岳父|岳母|朋友|闺蜜|哥们|兄弟|室友|舍友|同学|同事|哥哥?|姐姐?|弟弟?|妹妹?|孙子|孙女|学生|亲戚|表[哥姐弟妹]|堂[哥姐弟妹]';
/** How the wish came to be known: said, written, searched. */
const TOLD_ZH =
  '说|讲|跟我说|告诉我|发消息|发信息|发微信|发朋友圈|留言|写|念叨|嚷嚷|提到|提起|哭着说|在网上查|上网查|搜';
/** The wish, a plan or its preparation told of another. */
const WISH_ZH = [
  '不想活',
  '活着没意思',
  '活着没劲',
  '活够了',
  '想死(?![我你他她人了])',
  '去死',
  '死了算了',
  '自杀',
  '轻生',
  '寻死',
  '结束(自己的)?生命',
  '了结自己',
  '一了百了',
  `把${gap(8)}药${gap(6)}(全|都|一次)${gap(3)}吃`,
  `药${gap(6)}(全|都)(吃了|吃掉|吞)`,
  '吃光',
  '跳楼',
  '跳河',
  '上吊',
  '割腕',
  '怎么死',
  '不想拖累',
  '拖累(我们|大家|你们|家里)',
  `攒${gap(4)}(安眠药|药)`,
  `(从|往)${gap(4)}(楼|桥|天台|阳台)${gap(3)}跳`,
  '跳下去',
  '去找(你|我)?(妈|爸|老伴)',
  `(存折|房本|银行卡|钥匙|密码)${gap(8)}(交给|给了|留给)`,
  '再见[”"」]',
  `(没有|没了|少了)(他|她)${gap(6)}(会|就|反而|都)?${gap(3)}(更好|好过|轻松|解脱)`,
  '交代(好)?后事',
  '遗书',
  // A goodbye in other words (blind triage round 71: a brother's letter, "以后唔使再煩我哋").
  `(以后|再也|从此)${gap(2)}(不用|不会|不必|别)再${gap(2)}(烦|麻烦|打扰|拖累|操心)(我们|你们|大家|家里|爸妈|你)`,
].join('|');

const TOLD_OF_ANOTHER_ZH = new RegExp(`(${SOMEONE_ZH})${gap(20)}(${TOLD_ZH})${gap(24)}(${WISH_ZH})`);
/** "她要自杀", "他准备跳楼": another's intent said without a verb of telling. */
const INTENT_OF_ANOTHER_ZH = new RegExp(
  `(?<![我])(他|她)${gap(4)}(要|想|准备|打算|扬言|威胁(说)?|闹着要?)${gap(3)}(自杀|轻生|寻死|跳楼|跳河|上吊|割腕|结束(自己的)?生命|吃(安眠)?药自杀)`,
);

const SOMEONE_EN =
  '(my |our )?(son|daughter|husband|wife|partner|spouse|mom|mum|mother|dad|father|brother|sister|(best )?friend|bestie|roommate|flatmate|kid|child|boyfriend|girlfriend|bf|gf|fiance|fiancee|teen|teenager|grandma|grandpa|grandmother|grandfather|nan|nana|aunt|uncle|cousin|niece|nephew|student|patient|client|coworker|colleague|mother-in-law|father-in-law|stepson|stepdaughter|stepdad|stepmom|\\d+ ?(yo|y/o|year old))|he|she|hes|shes';
const TOLD_EN =
  'said|says|saying|told me|tells me|gave me|given away|has given|found|texted|messaged|wrote|keeps saying|kept saying|keeps talking|kept talking|talking about|talked about|talks about|posted|mentioned|has been saying|been saying|searched|googled|looking up|looked up|threatened|threatening|going to|gonna|wants to|wanted to|tried to|trying to|planning to|plans to';
const WISH_EN =
  'kill (him|her|them)sel(f|ves)|suicide|suicidal|wants? to die|wanted to die|end (it|it all|his life|her life|their life|things)|take all (his|her|their|the) (pills|meds|tablets|medication|sleeping pills)|overdose|not worth living|better off dead|better off without (him|her|them)|no reason to live|tired of living|(dont|doesnt|do not|does not) want to (live|be alive|be here|wake up)|giving (away )?(his|her|their) (stuff|things|belongings|possessions|pets?)|(stuff|things|belongings) away|goodbye (letters?|notes?)|suicide note|jump (off|from)|(wants?|wanted) to (go and |go )?be with (her|him|mum|mom|dad)|given away all (his|her|their)|gave (me|us) (his|her|their) (guitar|watch|ring|car|tools|savings)|look after (mum|mom|dad|the kids|them) for me|no point anymore|how many [a-z]+ (is|are) too many';

const TOLD_OF_ANOTHER_EN = new RegExp(
  `\\b(${SOMEONE_EN})\\b[^.?!]{0,40}\\b(${TOLD_EN})\\b[^.?!]{0,60}\\b(${WISH_EN})\\b`,
);

/** "我姐割腕了", "my son slashed his wrists": another's self-harm told as an act. */
const ACT_OF_ANOTHER_ZH = new RegExp(
  `(${SOMEONE_ZH})${gap(6)}(割腕|(割|划)(了|破了|开了|伤了)?(自己的)?(手腕|腕子))`,
);
const ACT_OF_ANOTHER_EN = new RegExp(
  `\\b(${SOMEONE_EN})\\b[^.?!]{0,20}\\b(cut|slashed|sliced|slit) (his|her|their) (own )?(wrists?|(fore)?arms?)\\b`,
);

/** "he just wants to die", "she wanted to die": another's wish said without a verb of telling. */
const WISH_OF_ANOTHER_EN = /\b(he|she|they)( just| really| only| still)? (wants?|wanted|wanna) to die\b/;

/** The writer's own wish: the card stays the one for the person writing. */
const OWN_WISH =
  /我(也|真的|都|自己)?(不想活|想死|想自杀|活着没意思|活够了)|\bi (also |too )?(want to die|wanna die|want to kill myself|dont want to live|dont want to be here)|\bkill myself\b|\bend my (own )?life\b|\bi('?m| am) (also )?suicidal\b/;

/** The message (lower case) tells of another person's wish to die, not the writer's own. */
export function crisisAboutAnother(text: string): boolean {
  const t = text.toLowerCase().replace(/[’‘`]/g, "'").replace(/'/g, '');
  if (OWN_WISH.test(t)) return false;
  return (
    TOLD_OF_ANOTHER_ZH.test(t) ||
    INTENT_OF_ANOTHER_ZH.test(t) ||
    TOLD_OF_ANOTHER_EN.test(t) ||
    WISH_OF_ANOTHER_EN.test(t) ||
    ACT_OF_ANOTHER_ZH.test(t) ||
    ACT_OF_ANOTHER_EN.test(t)
  );
}
