/**
 * The emergency and crisis numbers by where the person is (twelfth clinician review, en P1 #1 and en P3 #1:
 * "I'm in Bradford in England" and "I live in Adelaide" were told to call 911; eleventh review, UK and
 * Australian personas the same). The country comes from, in this order: (1) a country or city the person
 * names in this message or an earlier one of the conversation, (2) the country set in their settings,
 * (3) the region of their language tag (en-GB, en-AU, zh-HK…), (4) the locale's default: zh-CN → China
 * (120, 12356); en-US → not known, so 911 and 988 with the numbers of the UK, Australia, Europe and India.
 *
 * Every number below was checked against an official page (the `source` of each row).
 */
import { pick, type Bilingual, type Locale } from '../contracts/common';
import { REGION_CODES } from '../contracts/values';
import { TRAD_TO_SIMP } from './trad-simp';

export { REGION_CODES };
export type RegionCode = (typeof REGION_CODES)[number];

export interface RegionNumbers {
  /** The number the urgent card calls (the first one said). */
  emergency: string;
  /** How the emergency number is said in a sentence ("112 or 999" in Ireland). */
  emergencySaid: string;
  /** The crisis line and its name. */
  crisis: string;
  crisisName: Bilingual;
  /** The crisis line takes texts too (988 in the US and Canada, 1737 in New Zealand). */
  crisisText: boolean;
  /** The place, for the lead sentence ("英国", "the UK"). */
  place: Bilingual;
  /** Poison advice, where an official service is named (US Poison Help, NHS 111). */
  poison?: Bilingual;
  source: Bilingual;
}

export const REGION_NUMBERS: Record<RegionCode, RegionNumbers> = {
  CN: {
    emergency: '120',
    emergencySaid: '120',
    crisis: '12356',
    crisisName: { zh: '心理援助热线', en: 'national psychological assistance hotline' },
    crisisText: false,
    place: { zh: '中国内地', en: 'mainland China' },
    source: {
      zh: '120 医疗急救电话、12356 全国统一心理援助热线（国家卫生健康委员会，2025）',
      en: '120 medical emergency; 12356 national psychological assistance hotline (National Health Commission of China, 2025)',
    },
  },
  US: {
    emergency: '911',
    emergencySaid: '911',
    crisis: '988',
    crisisName: { zh: '988自杀与危机生命线', en: 'Suicide & Crisis Lifeline' },
    crisisText: true,
    place: { zh: '美国', en: 'the US' },
    poison: { zh: '美国中毒求助热线 1-800-222-1222', en: 'US Poison Help: 1-800-222-1222' },
    source: {
      zh: '美国 911；988 自杀与危机生命线（美国物质滥用和精神健康服务管理局，2022）；中毒求助 1-800-222-1222（美国卫生资源和服务管理局）',
      en: 'US 911; 988 Suicide & Crisis Lifeline (SAMHSA, 2022); Poison Help 1-800-222-1222 (HRSA)',
    },
  },
  GB: {
    emergency: '999',
    emergencySaid: '999',
    crisis: '116 123',
    crisisName: { zh: '撒玛利亚会', en: 'Samaritans' },
    crisisText: false,
    place: { zh: '英国', en: 'the UK' },
    poison: { zh: '中毒咨询请拨打 NHS 111', en: 'for poison advice call NHS 111' },
    source: {
      zh: '英国国民医疗服务体系《何时拨打999》、NHS 111 非紧急医疗咨询（nhs.uk）；撒玛利亚会 116 123 免费、全天（samaritans.org）',
      en: 'NHS, When to call 999 and NHS 111 (nhs.uk); Samaritans 116 123, free, 24/7 (samaritans.org)',
    },
  },
  IE: {
    emergency: '112',
    emergencySaid: '112 or 999',
    crisis: '116 123',
    crisisName: { zh: '撒玛利亚会', en: 'Samaritans' },
    crisisText: false,
    place: { zh: '爱尔兰', en: 'Ireland' },
    source: {
      zh: '爱尔兰卫生服务执行局《何时拨打112或999》（hse.ie）；撒玛利亚会 116 123 免费、全天（samaritans.org）',
      en: 'HSE, When to call 112 or 999 (hse.ie); Samaritans 116 123, free, 24/7 (samaritans.org)',
    },
  },
  AU: {
    emergency: '000',
    emergencySaid: '000',
    crisis: '13 11 14',
    crisisName: { zh: '生命热线（Lifeline）', en: 'Lifeline' },
    crisisText: false,
    place: { zh: '澳大利亚', en: 'Australia' },
    source: {
      zh: '澳大利亚政府 Triple Zero（000）急救电话，手机也可拨112（triplezero.gov.au）；生命热线 13 11 14 全天（lifeline.org.au）',
      en: 'Australian Government, Triple Zero (000); 112 from most mobiles (triplezero.gov.au); Lifeline 13 11 14, 24/7 (lifeline.org.au)',
    },
  },
  NZ: {
    emergency: '111',
    emergencySaid: '111',
    crisis: '1737',
    crisisName: { zh: '1737心理支持热线', en: 'Need to Talk? 1737' },
    crisisText: true,
    place: { zh: '新西兰', en: 'New Zealand' },
    source: {
      zh: '新西兰政府 111 紧急服务（govt.nz）；1737 全国心理健康热线，免费电话或短信、全天（新西兰卫生部，2017）',
      en: 'New Zealand Government, 111 emergency service (govt.nz); Need to Talk? 1737, free call or text, 24/7 (Ministry of Health, 2017)',
    },
  },
  IN: {
    emergency: '112',
    emergencySaid: '112',
    crisis: '14416',
    crisisName: { zh: 'Tele-MANAS心理健康热线', en: 'Tele-MANAS' },
    crisisText: false,
    place: { zh: '印度', en: 'India' },
    source: {
      zh: '印度内政部紧急响应支持系统 112；国家远程心理健康计划 Tele-MANAS 14416，免费、全天（印度卫生和家庭福利部，2022）',
      en: 'India Emergency Response Support System 112 (Ministry of Home Affairs); Tele-MANAS 14416, free, 24/7 (Ministry of Health and Family Welfare, 2022)',
    },
  },
  CA: {
    emergency: '911',
    emergencySaid: '911',
    crisis: '988',
    crisisName: { zh: '988自杀危机求助热线', en: 'Suicide Crisis Helpline' },
    crisisText: true,
    place: { zh: '加拿大', en: 'Canada' },
    source: {
      zh: '加拿大 911；988 自杀危机求助热线，电话或短信、全天（加拿大公共卫生署，2023）',
      en: 'Canada 911; 988 Suicide Crisis Helpline, call or text, 24/7 (Public Health Agency of Canada, 2023)',
    },
  },
  HK: {
    emergency: '999',
    emergencySaid: '999',
    crisis: '2389 2222',
    crisisName: { zh: '香港撒玛利亚防止自杀会', en: 'The Samaritan Befrienders Hong Kong' },
    crisisText: false,
    place: { zh: '香港', en: 'Hong Kong' },
    source: {
      zh: '香港紧急电话 999；香港撒玛利亚防止自杀会 24小时情绪支援热线 2389 2222（sbhk.org.hk）',
      en: 'Hong Kong emergency 999; The Samaritan Befrienders Hong Kong 24-hour hotline 2389 2222 (sbhk.org.hk)',
    },
  },
  TW: {
    emergency: '119',
    emergencySaid: '119',
    crisis: '1925',
    crisisName: { zh: '安心专线', en: 'Ministry of Health and Welfare 1925 support line' },
    crisisText: false,
    place: { zh: '台湾', en: 'Taiwan' },
    source: {
      zh: '台湾消防救护 119；卫生福利部 1925 安心专线，免费、全天',
      en: 'Taiwan 119 fire and ambulance; Ministry of Health and Welfare 1925 support line, free, 24/7',
    },
  },
};

/** A region tag's country ("en-GB" → GB, "zh-Hant-HK" → HK, "en-UK" → GB), or null. */
export function regionOfTag(tag: unknown): RegionCode | null {
  if (typeof tag !== 'string') return null;
  const parts = tag.trim().replace(/_/g, '-').split('-').slice(1);
  for (const p of parts) {
    const up = p.toUpperCase();
    if (up === 'UK') return 'GB';
    if ((REGION_CODES as readonly string[]).includes(up)) return up as RegionCode;
  }
  return null;
}

/** A country code as set ("GB", "gb", "UK"), or null. */
export function regionCodeOf(value: unknown): RegionCode | null {
  if (typeof value !== 'string') return null;
  const up = value.trim().toUpperCase();
  if (up === 'UK') return 'GB';
  return (REGION_CODES as readonly string[]).includes(up) ? (up as RegionCode) : null;
}

/**
 * Countries and cities a person names ("I'm in Bradford in England", "here in Adelaide", "Sydney",
 * "香港"). Names that are also everyday words (Cork, Perth, Victoria, Georgia) are left out; "New England"
 * is not England, "New South Wales" not Wales, "Northern Ireland" is the UK.
 */
const SAID: readonly [RegionCode, RegionExp][] = [
  [
    'AU',
    /\baustralia\b|\baussie\b|\badelaide\b|\bsydney\b|\bmelbourne\b|\bbrisbane\b|\bcanberra\b|\bhobart\b|\bdarwin, ?nt\b|\bgold coast\b|\bnew south wales\b|\bnsw\b|\bqueensland\b|\btasmania\b|\bsouth australia\b|\bwestern australia\b|澳大利亚|澳大利亞|澳洲|悉尼|墨尔本|墨爾本|布里斯班|阿德莱德|阿德萊德|堪培拉/,
  ],
  [
    'NZ',
    /\bnew zealand\b|\baotearoa\b|\bauckland\b|\bchristchurch\b|\bdunedin\b|新西兰|紐西蘭|新西蘭|奥克兰|惠灵顿|基督城/,
  ],
  [
    'GB',
    /\b(the )?uk\b|\bu\.k\.|\bunited kingdom\b|(?<!new )\bengland\b|\bscotland\b|(?<!south )\bwales\b|\bnorthern ireland\b|\b(great )?britain\b|\blondon\b(?!,? ontario)|\bbradford\b|\bmanchester\b|\bleeds\b|\bliverpool\b|\bsheffield\b|\bglasgow\b|\bedinburgh\b|\bcardiff\b|\bbelfast\b|\bbristol\b|\bnottingham\b|\bleicester\b|\bpontefract\b|英国|英國|英格兰|英格蘭|苏格兰|蘇格蘭|威尔士|伦敦|倫敦|曼彻斯特|伯明翰|爱丁堡/,
  ],
  ['IE', /(?<!northern )\bireland\b|\bdublin\b|\bgalway\b|\blimerick\b|爱尔兰|愛爾蘭|都柏林/],
  [
    'IN',
    /\bindia\b|\bmumbai\b|\bdelhi\b|\bbengaluru\b|\bbangalore\b|\bchennai\b|\bkolkata\b|\bhyderabad\b|\bpune\b|印度|孟买|新德里/,
  ],
  [
    'CA',
    /\bcanada\b|\btoronto\b|\bvancouver\b|\bmontreal\b|\bottawa\b|\bcalgary\b|\bedmonton\b|\bwinnipeg\b|\bontario\b|\bquebec\b|\bbritish columbia\b|\balberta\b|加拿大|多伦多|多倫多|温哥华|溫哥華|蒙特利尔/,
  ],
  ['HK', /\bhong ?kong\b|香港(?![脚腳])/],
  ['TW', /\btaiwan\b|\btaipei\b|\bkaohsiung\b|台湾|台灣|臺灣|台北|臺北|高雄/],
  [
    'US',
    /\busa\b|\bu\.s\.a?\.?(?=\s|$|[,;])|\bunited states\b|\b(in|from) the (us|states)\b|\bamerica\b|美国|美國|纽约|紐約|洛杉矶|旧金山/,
  ],
  [
    'CN',
    /在(中国|国内|大陆|内地)|中国大陆|\b(in|from) (mainland )?china\b|\bbeijing\b|\bshanghai\b|\bguangzhou\b|\bshenzhen\b/,
  ],
];
type RegionExp = RegExp;

/** Words right before a place that say the person is there ("我在", "人在", "I'm in", "here in"). */
const THERE_BEFORE = /(在|住|到了|来到|來到|身处|身處|人在|这里是|這裡是|\bin|\bat|\bfrom|\bnear|\bto)\s*$/;
/**
 * Words right after a place that make it a product's origin, not where the person is ("澳洲的鱼油", "美国
 * 进口的钙片", "UK brand", "香港脚" is athlete's foot): such a mention counts only after "在"/"in".
 */
const ORIGIN_AFTER =
  /^\s*(的|产|產|进口|進口|买|買|代购|代購|品牌|牌|版|货|貨|药|藥|brand|made|version|import|imported|-made)/;

/** Words before a place that make it where a product came from ("从澳洲带的", "fish oil from Australia"). */
const ORIGIN_BEFORE =
  /(从|從|\b(bought|ordered|imported|shipped|brought|sent|got)\b.{0,20}\bfrom|\b(oil|tablets?|pills?|brand|products?|supplements?|vitamins?|capsules?|powder|formula)\s+from)\s*$/;

/** The country a message names, or null ("I'm in Bradford in England" → GB). */
export function regionSaid(text: unknown): RegionCode | null {
  if (typeof text !== 'string' || text.length === 0) return null;
  const t = text.toLowerCase();
  let best: { code: RegionCode; at: number } | null = null;
  for (const [code, re] of SAID) {
    for (const m of t.matchAll(new RegExp(re.source, 'g'))) {
      const before = t.slice(Math.max(0, m.index - 30), m.index);
      if (ORIGIN_BEFORE.test(before)) continue;
      const after = t.slice(m.index + m[0].length, m.index + m[0].length + 8);
      if (ORIGIN_AFTER.test(after) && !THERE_BEFORE.test(before)) continue;
      // The first place named wins ("I'm in Sydney, my son is in London" is Sydney's numbers).
      if (best === null || m.index < best.at) best = { code, at: m.index };
      break;
    }
  }
  return best?.code ?? null;
}

export interface RegionInput {
  text?: unknown;
  /** Earlier turns, oldest first: only the person's own words are read. */
  history?: readonly { role: string; content: unknown }[];
  /** The country the person set (userinfo `region`). */
  region?: unknown;
  /** The request's language tag (Accept-Language's first, or the stored one). */
  languageTag?: unknown;
}

/** Where the numbers come from: said, set, the language tag, or the locale's default. */
export type RegionFrom = 'said' | 'set' | 'language' | 'default';

/**
 * The person's country for emergency numbers: said (this message, then earlier ones, latest first),
 * set, language tag; null when none — the locale's default numbers then (zh-CN: China; en-US: not known).
 */
export function regionFor(input: RegionInput): { region: RegionCode | null; from: RegionFrom } {
  const said = regionSaid(input.text);
  if (said) return { region: said, from: 'said' };
  const history = Array.isArray(input.history) ? input.history : [];
  for (let i = history.length - 1; i >= 0; i--) {
    const h = history[i];
    if (h?.role !== 'user') continue;
    const r = regionSaid(h.content);
    if (r) return { region: r, from: 'said' };
  }
  const set = regionCodeOf(input.region);
  if (set) return { region: set, from: 'set' };
  // en-US is the app's one English locale, sent by English readers anywhere: it says nothing of the
  // country (the default then names 911 with the UK, Australian, European and Indian numbers).
  const tagged = regionOfTag(input.languageTag);
  if (tagged && tagged !== 'US') return { region: tagged, from: 'language' };
  return { region: null, from: 'default' };
}

/** The numbers for a region, or the locale's default (zh-CN: China; en-US: the US numbers). */
export function numbersFor(region: RegionCode | null, locale: Locale): RegionNumbers {
  return REGION_NUMBERS[region ?? (locale === 'en-US' ? 'US' : 'CN')];
}

/** English with no country known: 911 and the numbers of the places en-US readers most often live. */
export const LOCAL_NUMBER_NOTE =
  'or your local emergency number (999 in the UK, 000 in Australia, 112 in Europe and India)';

/**
 * The urgent answer's first sentence for this region. `callNow`: the emergency services and nothing else
 * — a stroke, a heart attack, anaphylaxis are never "see a doctor or call" (fourteenth clinician review,
 * en P1 #2; AHA/ASA 2019 early stroke management: EMS activation).
 */
export function regionalUrgentLead(region: RegionCode | null, locale: Locale, callNow = false): string {
  if (callNow) {
    if (region === null && locale === 'en-US') return `Call 911 now, ${LOCAL_NUMBER_NOTE}.`;
    if (region === null || region === 'CN')
      return locale === 'en-US'
        ? 'Call 120 now, the medical emergency number in mainland China.'
        : '请马上拨打120急救电话。';
    const c = REGION_NUMBERS[region];
    if (region === 'US') return locale === 'en-US' ? 'Call 911 now.' : '请马上拨打911急救电话（美国）。';
    return locale === 'en-US'
      ? `Call ${c.emergencySaid} now, the emergency ${c.emergencySaid.includes(' or ') ? 'numbers' : 'number'} in ${c.place.en}.`
      : `请马上拨打${c.emergencySaid.replace(' or ', '或')}急救电话（${c.place.zh}）。`;
  }
  if (region === null && locale === 'en-US') return `See a doctor now or call 911, ${LOCAL_NUMBER_NOTE}.`;
  if (region === null || region === 'CN') {
    return locale === 'en-US'
      ? 'See a doctor now or call 120, the medical emergency number in mainland China.'
      : '请立即就医，或马上拨打120急救电话。';
  }
  const n = REGION_NUMBERS[region];
  if (region === 'US')
    return locale === 'en-US'
      ? 'See a doctor now or call 911.'
      : '请立即就医，或马上拨打911急救电话（美国）。';
  return locale === 'en-US'
    ? `See a doctor now or call ${n.emergencySaid}, the emergency ${n.emergencySaid.includes(' or ') ? 'numbers' : 'number'} in ${n.place.en}.`
    : `请立即就医，或马上拨打${n.emergencySaid.replace(' or ', '或')}急救电话（${n.place.zh}）。`;
}

/** The crisis line's first sentence for this region. */
export function regionalCrisisLead(region: RegionCode | null, locale: Locale): string {
  if (region === null && locale === 'en-US') {
    // Tele-MANAS named too: India is among the places en-US readers most often live (thirty-ninth clinician
    // review, en M12: a reader in Pune got 988, Samaritans and Lifeline only).
    return 'Please call or text 988 (Suicide & Crisis Lifeline, 24/7) now, or your local crisis line (Samaritans 116 123 in the UK and Ireland, Lifeline 13 11 14 in Australia, Tele-MANAS 14416 in India), or tell someone you trust.';
  }
  if (region === null || region === 'CN') {
    return locale === 'en-US'
      ? 'Please call the national psychological assistance hotline 12356 now, or tell someone you trust.'
      : '请马上拨打心理援助热线12356（全国统一），或告诉身边信任的人。';
  }
  const n = REGION_NUMBERS[region];
  if (locale === 'en-US') {
    const how = n.crisisText ? 'call or text' : 'call';
    return region === 'US'
      ? 'Please call or text 988 (Suicide & Crisis Lifeline, 24/7) now, or tell someone you trust.'
      : `Please ${how} ${n.crisisName.en} on ${n.crisis} (24/7) now, or tell someone you trust.`;
  }
  const how = n.crisisText ? '拨打或发短信到' : '拨打';
  return `请马上${how}${n.crisisName.zh} ${n.crisis}（${n.place.zh}，24小时），或告诉身边信任的人。`;
}

/**
 * The numbers written inside the answer's texts (cards, rules and findings carry 120 in Chinese and
 * 911/988 in English) changed to the region's. The region's own and the default locale numbers are
 * left as they are.
 */
export function localiseNumbers(text: string, region: RegionCode | null, locale: Locale): string {
  if (region === null) return text;
  const n = REGION_NUMBERS[region];
  if (locale === 'en-US') {
    if (region === 'US') return text;
    let t = text
      .replace(/\b120 \(China\) \/ 911 \(US\)/g, n.emergencySaid)
      .replace(/ \(120 in China\)/g, '')
      .replace(/\b120\/911\b/g, n.emergency)
      .replace(/\bcall or text 988 \(Suicide & Crisis Lifeline(, 24\/7)?\)/g, crisisSaidEn(n))
      .replace(/\b988 \(Suicide & Crisis Lifeline(, 24\/7)?\)/g, crisisSaidEn(n))
      .replace(
        /\bUS Poison Help: 1-800-222-1222\b/g,
        n.poison ? pick(n.poison, 'en-US') : 'bring the package',
      )
      .replace(/ ?\(bring the package\)/g, '')
      .replace(/\s+\)/g, ')');
    if (region !== 'CA') t = t.replace(/\b988\b/g, `${n.crisisName.en} ${n.crisis}`);
    return t.replace(/\b911\b/g, n.emergency);
  }
  if (region === 'CN') return text;
  return text
    .replace(/心理援助热线\s?12356(（全国统一）)?/g, `${n.crisisName.zh} ${n.crisis}`)
    .replace(/12356/g, n.crisis)
    .replace(/120\/911/g, n.emergency)
    .replace(/(拨打|打|按|拨|或|（)\s?120(?!\d|\.\d)/g, `$1${n.emergency}`)
    .replace(/(?<![\d.])120(?=急救|调度)/g, n.emergency);
}

function crisisSaidEn(n: RegionNumbers): string {
  return `${n.crisisText ? 'call or text' : 'call'} ${n.crisis} (${n.crisisName.en}, 24/7)`;
}

/**
 * Cantonese words that written Mandarin does not use (嘅 "of", 咗 done, 唔 not, 係 is, 佢 he/she, 冇 have
 * not, 啲 some, 喺 at, 嚟 come, 嘢 thing, 攰 tired, 㗎 a final particle).
 */
const CANTONESE_WORDS = /[嘅咗唔係佢冇啲喺嚟嘢攰㗎]/g;

/** Characters written only in the traditional script (those OpenCC folds to another character). */
function traditionalCount(text: string): number {
  let n = 0;
  for (const c of text) {
    const simp = TRAD_TO_SIMP.get(c);
    if (simp !== undefined && simp !== c) n += 1;
  }
  return n;
}

/** Written as people write in Hong Kong, Macau or Taiwan: the traditional script, or Cantonese. */
function writesOutsideMainland(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  return traditionalCount(text) >= 2 || (text.match(CANTONESE_WORDS)?.length ?? 0) >= 2;
}

/**
 * The note beside 120 for a Chinese reader whose country is not known but who writes in the traditional
 * script or in Cantonese (fiftieth clinician review, zh M4: a Taipei reader and a Hong Kong reader were
 * told 120 only; the ambulance is 119 in Taiwan and 999 in Hong Kong and Macau — Hong Kong Police Force,
 * "Emergency 999"; Macau Public Security Police, 999; Taiwan National Fire Agency, 119).
 */
export const OTHER_CHINESE_NUMBERS_NOTE = '（在香港、澳门拨打999，在台湾拨打119）';

/** The same for the crisis line (12356 is mainland China's): Hong Kong's and Taiwan's own (REGION_NUMBERS). */
export const OTHER_CHINESE_CRISIS_NOTE = `（在香港拨打${REGION_NUMBERS.HK.crisisName.zh} ${REGION_NUMBERS.HK.crisis}，在台湾拨打${REGION_NUMBERS.TW.crisisName.zh} ${REGION_NUMBERS.TW.crisis}）`;

/**
 * The answer with the Hong Kong, Macau and Taiwan numbers named after its first 120, when the person's
 * country is not known (said, set or tagged) and their own words are in the traditional script or
 * Cantonese. A country known leaves the text to `localiseNumbers`.
 */
export function withOtherChineseNumbers(text: string, input: RegionInput, locale: Locale): string {
  // English answers name 911 with other countries' numbers already (LOCAL_NUMBER_NOTE).
  if (locale === 'en-US' || regionFor(input).region !== null) return text;
  const own = [
    input.text,
    ...(Array.isArray(input.history) ? input.history : [])
      .filter((h) => h?.role === 'user')
      .map((h) => h.content),
  ];
  if (!own.some(writesOutsideMainland)) return text;
  let out = text;
  if (!out.includes(OTHER_CHINESE_NUMBERS_NOTE))
    out = out.replace(/(拨打|打)120(?![\d.])(急救电话)?/, (m) => `${m}${OTHER_CHINESE_NUMBERS_NOTE}`);
  if (!out.includes(OTHER_CHINESE_CRISIS_NOTE))
    out = out.replace(/12356(（全国统一）)?/, (m) => `${m}${OTHER_CHINESE_CRISIS_NOTE}`);
  return out;
}
