/**
 * The baby blues told as they are: in the first two weeks after the birth, tearful and touchy, with the mother saying she
 * loves the baby and sleeps, and asking what to eat ("生完宝宝第五天 动不动就想哭 … 但是看着宝宝还是很爱他 晚上也能睡几个钟头
 * 这是激素的原因吧 月子里吃什么心情会好点"). Common and passing (up to 8 in 10 mothers, days 3–10; NICE CG192), not the perinatal
 * crisis card the learned reader gave it (blind triage round 82, zh, development data once recorded). Any word of harm,
 * of not wanting to live, of not sleeping at all, of things not being real, or past the second week, keeps the card.
 */
import { foldText } from './lexicon';
import { chineseNumberSaid, countSaid } from '../units/number-words';

/** Days since the birth, said: "生完宝宝第五天", "产后第3天", "5 days after the birth", "day 4 postpartum". */
const DAYS_AFTER_BIRTH =
  /(生完|产后|生了|出生|剖完|顺产完|剖腹产后)[^，。？?]{0,6}第?\s*([一二三四五六七八九十\d]{1,2})\s*天|\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten) days? (after (the |my )?(birth|delivery|c-?section|having (him|her|the baby))|postpartum|post-?partum|since (the |i gave )?birth)\b|\bday (\d{1,2}) (postpartum|post-?partum|after (the )?birth)\b/;
const TEARFUL =
  /想哭|爱哭|老哭|哭|委屈|情绪低落|心情不好|烦躁|\b(weepy|tearful|cry\w*|teary|emotional|low mood|moody|irritable)\b/;
/** She says she still loves the baby, or sleeps. */
const BOND_OR_SLEEP =
  /(很|还是|挺|特别)?爱(他|她|宝宝|孩子)|能睡|睡得着|睡了?几个(钟头|小时)|\b(love (him|her|the baby|my baby)|bonding|bonded|sleep(ing)? (ok|fine|a few hours)|can sleep)\b/;
const CRISIS_WORDS =
  /伤害|不想活|想死|活着没意思|活够了|轻生|自杀|扔|摔(下|死)|掐|闷死|捂死|离开(这个世界|他们)|消失|没(有)?我|累赘|拖累|不配|听到(声音|有人)|不真实|不是我的(孩子|宝宝)|几天(都)?没睡|整夜(都)?睡不着|一点(都)?睡不着|不吃不喝|\b(hurt|harm|kill|die|dead|end it|not be here|disappear|burden|better off|throw|shake|drop (him|her)|voices|not real|not mine|can'?t sleep at all|haven'?t slept|not slept)\b/;

export function babyBluesOnly(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  const t = foldText(text);
  const m = DAYS_AFTER_BIRTH.exec(t);
  if (!m || !TEARFUL.test(t) || !BOND_OR_SLEEP.test(t) || CRISIS_WORDS.test(t)) return false;
  const said = m[2] ?? m[3] ?? m[8] ?? '';
  const days = dayNumber(said);
  return days !== null && days <= 14;
}

/** Digits, English words or Chinese numerals (第五天, 第十二天, "five days"). */
function dayNumber(said: string): number | null {
  return chineseNumberSaid(said) ?? countSaid(said);
}
