import type { Locale, Source } from '../contracts/common';

/**
 * A source line in the reader's language (issue 19.1). Our sources are cited as published, so an
 * English guideline has an English reference and a Chinese standard a Chinese one; a screen in one
 * language names each cited work by its publisher and kind in that language, and keeps the reference as
 * published for whoever opens it (`original`). One reference may join several works with "; ".
 */

/**
 * An NIH Office of Dietary Supplements fact sheet for health professionals: the source most of the
 * engine's and the assistant's nutrient advice cites. `slug` is the sheet's address (the name without
 * spaces unless given); `section` names the part cited.
 */
export function odsFactSheet(
  name: string,
  { slug = name.replaceAll(' ', ''), section }: { slug?: string; section?: string } = {},
): Source {
  return {
    ref: `NIH Office of Dietary Supplements, ${name} Fact Sheet for Health Professionals${section ? `, "${section}"` : ''}`,
    url: `https://ods.od.nih.gov/factsheets/${slug}-HealthProfessional/`,
  };
}

export interface Citation {
  /** What the screen shows: each cited work named in the reader's language, joined. */
  text: string;
  /** The reference as published, each part with its language, for an "original" disclosure. */
  original: { text: string; lang: Locale }[];
}

const HAN = /[\u3400-\u9fff\uf900-\ufaff]/;
const HAN_RUN = /[\u3400-\u9fff\uf900-\ufaff]/g;

/** A part is Chinese when it names its work in Han characters. */
const isChinese = (part: string): boolean => HAN.test(part);

/** A standard's code, kept in any language ("WS/T 428-2013", "GB 2760-2014"). */
const CODE = /^[A-Z]{1,4}(?:\/[A-Z])?\s*[\d.]+-\d{4}$/;

/**
 * A Chinese part without its English glosses: "WS/T 428-2013 成人体重判定 (Criteria of weight for
 * adults), National Health and Family Planning Commission of China" → "WS/T 428-2013 成人体重判定".
 */
function chineseOnly(part: string): string {
  const unglossed = part
    // an English name glossed in Chinese: keep the Chinese ("Chinese Dietary Guidelines 2022 (中国…)")
    .replace(
      /[A-Za-z][A-Za-z.'’&–-]{2,}(?:\s+[\w.'’&–-]+)*\s*[(（]([^()（）]*[\u3400-\u9fff][^()（）]*)[)）]/g,
      '$1',
    )
    // an English gloss in parentheses goes; a year or an edition stays ("（2019）")
    .replace(/\s*[(（][^()（）\u3400-\u9fff]*[A-Za-z]{2,}[^()（）\u3400-\u9fff]*[)）]/g, '');
  return unglossed
    .split(/,\s*|，/)
    .filter((segment) => HAN.test(segment) || CODE.test(segment.trim()))
    .join('，')
    .trim();
}

type Names = readonly [pattern: RegExp, zh: string][];

/**
 * English-language works by publisher or kind, as a Chinese reader knows them (first match wins;
 * acronyms Chinese clinicians write as is stay in parentheses).
 */
const ZH_NAMES: Names = [
  [/NIH ODS|Office of Dietary Supplements/i, '美国国立卫生研究院膳食补充剂办公室（NIH ODS）资料'],
  [/LactMed/i, '美国国家医学图书馆哺乳期用药数据库（LactMed）'],
  [/KDIGO|KDOQI/, '改善全球肾脏病预后组织（KDIGO）指南'],
  [/American Diabetes Association|\bADA\b/, '美国糖尿病协会（ADA）诊疗标准'],
  [/Weight Gain During Pregnancy|IOM\/NRC/, '美国医学研究所孕期增重指南（2009）'],
  [
    /\bIOM\b|Institute of Medicine|National Academies|Dietary Reference Intakes|\bDRIs?\b/,
    '美国国家科学院膳食营养素参考摄入量（DRIs）',
  ],
  [/Chinese DRIs|Chinese Nutrition Society/i, '中国居民膳食营养素参考摄入量（中国营养学会）'],
  [/Chinese Dietary Guidelines/i, '中国居民膳食指南（2022）'],
  [/Dietary Guidelines for Americans/i, '美国居民膳食指南（2020–2025）'],
  [/USDA|FoodData Central/i, '美国农业部食物成分数据库（USDA）'],
  [/World Health Organization|\bWHO\b/, '世界卫生组织（WHO）文件'],
  [/Endocrine Society|J Clin Endocrinol Metab|Holick/i, '美国内分泌学会临床实践指南'],
  [/American Thyroid Association|\bATA\b|Alexander EK/, '美国甲状腺协会（ATA）指南'],
  [/\bEASL\b/, '欧洲肝脏研究学会（EASL）指南'],
  [/European Atherosclerosis Society|\bEAS\b/, '欧洲动脉粥样硬化学会（EAS）共识'],
  [/\bACG\b|Am J Gastroenterol|Kwo PY/, '美国胃肠病学会（ACG）指南'],
  [/\bBSG\b|British Society of Gastroenterology/, '英国胃肠病学会（BSG）指南'],
  [/\bBSH\b|British Society for Haematology/, '英国血液学会（BSH）指南'],
  [/\bNICE\b/, '英国国家卫生与临床优化研究所（NICE）指南'],
  [
    /Diabetes and Ramadan|IDF-DAR|DAR International Alliance/,
    '国际糖尿病联盟与斋月糖尿病国际联盟（IDF-DAR）斋月糖尿病实践指南',
  ],
  [
    /Phenylalanine hydroxylase deficiency|\bACMG\b|Vockley/,
    '美国医学遗传学与基因组学学会（ACMG）苯丙氨酸羟化酶缺乏症指南',
  ],
  [/European guidelines on phenylketonuria|van Wegberg/, '欧洲苯丙酮尿症诊治指南（2017）'],
  [/\bACOG\b|Women With Phenylketonuria/, '美国妇产科医师学会（ACOG）委员会意见'],
  [/\bCFR\b/, '美国联邦法规（CFR）'],
  [/\bNHS\b/, '英国国家医疗服务体系（NHS）资料'],
  [/NCEP|Adult Treatment Panel/, '美国国家胆固醇教育计划（NCEP ATP III）'],
  [/\bAHA\b|\bACC\b|American Heart Association/, '美国心脏协会/美国心脏病学会指南'],
  [/\bCDC\b|MMWR/, '美国疾病控制与预防中心（CDC）文件'],
  [/\bEFSA\b/, '欧洲食品安全局（EFSA）意见'],
  [/Kost/, '美国医学中心危急值调查（Kost，JAMA 1990）'],
  [/Mifflin/, 'Mifflin–St Jeor 基础代谢公式（1990）'],
  [/Activity factors/i, '活动系数（基础代谢估算的常用系数）'],
  [
    /FDA|prescribing information|US label|DailyMed|\(levothyroxine\)|\(warfarin/i,
    '美国 FDA 药品说明书与安全通告',
  ],
  [/Natural Medicines|Stockley|Lexicomp|Micromedex/i, '药物相互作用数据库'],
  [/product specification|label of the product/i, '商品规格说明（标签）'],
  [/AI Nutritionist/, 'AI营养师规则说明'],
  [/package insert/i, '检测试剂说明书'],
  [/NCCIH/, '美国国家补充与整合健康中心（NCCIH）资料'],
  [/molecular formula|atomic weights/i, '按分子式与原子量计算'],
  [/StatPearls/, 'StatPearls 医学参考'],
  [/Cochrane/, 'Cochrane 系统评价'],
];

/** Chinese works as an English reader knows them. */
const EN_NAMES: Names = [
  [/WS\/T\s*([\d.]+-\d{4})/, 'Chinese health industry standard WS/T $1'],
  [/GB\s*([\d.]+-\d{4})/, 'Chinese national standard GB $1'],
  [/膳食营养素参考摄入量/, 'Chinese Dietary Reference Intakes (Chinese Nutrition Society)'],
  [/膳食指南/, 'Chinese Dietary Guidelines 2022'],
  [/食物成分表/, 'China Food Composition Tables'],
  [/糖尿病防治指南/, 'Guideline for the prevention and treatment of type 2 diabetes in China (2020)'],
  [/血脂管理指南/, 'Chinese guideline for lipid management (2023)'],
  [/高尿酸血症/, 'Chinese guideline for hyperuricaemia and gout (2019)'],
  [/骨质疏松/, 'Chinese guideline for primary osteoporosis (2022)'],
  [/超重\/肥胖|肥胖/, 'Chinese guideline for medical nutrition therapy of overweight and obesity (2021)'],
  [/缺铁/, 'Chinese guideline on iron deficiency and iron-deficiency anaemia'],
  [/妊娠|围产/, 'Chinese Society of Perinatal Medicine guideline'],
  [/甲状腺/, 'Chinese guideline on thyroid disease'],
  [/说明书/, 'Chinese product or drug label'],
  [/中华医学会/, 'Chinese Medical Association guideline'],
];

function nameIn(part: string, names: Names, fallback: string): string {
  for (const [pattern, name] of names) {
    const m = pattern.exec(part);
    if (m) return name.replace('$1', m[1] ?? '');
  }
  return fallback;
}

/** Chinese in parentheses inside an English part ("Chinese Dietary Guidelines 2022 (中国居民膳食指南2022)"). */
const stripHan = (part: string): string =>
  part
    .replace(/\s*[(（][^()（）]*[\u3400-\u9fff][^()（）]*[)）]/g, '')
    .replace(HAN_RUN, '')
    .replace(/\s{2,}/g, ' ')
    .trim();

/**
 * Chinese works the knowledge base cites by their English names, with their Chinese titles (issue 34 §3).
 * A Chinese work is published in Chinese: a Chinese reader sees it by its Chinese title, in the line and
 * "as published"; the English name and our English notes after it are not shown to them.
 */
const CHINESE_WORKS: readonly (readonly [RegExp, (m: RegExpExecArray) => string])[] = [
  [/Chinese Dietary Guidelines(?: (\d{4}))?/g, (m) => `中国居民膳食指南${m[1] ?? ''}`],
  [
    /Chinese (?:DRIs|Dietary Reference Intakes)(?: (\d{4}))?/g,
    (m) => `中国居民膳食营养素参考摄入量${m[1] ? `${m[1]}版` : ''}`,
  ],
  [/Chinese Nutrition Society/g, () => '中国营养学会'],
  [/Balanced Diet Pagoda daily amounts/g, () => '平衡膳食宝塔每日推荐量'],
  [/Balanced Diet Pagoda(?! daily)/g, () => '平衡膳食宝塔'],
  [/dietary status of Chinese residents/g, () => '中国居民膳食状况'],
  [/WS\/T ([\d./]+)/g, (m) => `WS/T ${m[1]}`],
  // The guidelines' chapters for special groups (named from memory of the 2022 edition's table of contents).
  [/pregnant and lactating women/g, () => '孕期妇女和哺乳期妇女膳食指南'],
  [/pregnant women(?! and)/g, () => '孕期妇女膳食指南'],
];
const NAMES_A_CHINESE_WORK =
  /^Chinese (?:Dietary Guidelines|DRIs|Dietary Reference Intakes|Nutrition Society)\b/;

/**
 * The Chinese titles of a part that cites a Chinese work by its English name, in order ("Chinese DRIs 2023
 * (中国居民膳食营养素参考摄入量 2023版, Chinese Nutrition Society), macrominerals table: …" →
 * "中国居民膳食营养素参考摄入量2023版，中国营养学会"); `null` for any other part.
 */
function chineseTitles(part: string): string | null {
  if (!NAMES_A_CHINESE_WORK.test(part)) return null;
  const found: { at: number; title: string }[] = [];
  for (const [pattern, title] of CHINESE_WORKS) {
    for (const m of part.matchAll(pattern)) found.push({ at: m.index, title: title(m) });
  }
  const titles = [...new Set(found.sort((a, b) => a.at - b.at).map((f) => f.title))];
  return titles.join('，');
}

/** The cited works of a reference in the reader's language, and the reference as published. */
export function citation(ref: string, locale: Locale): Citation {
  const parts = ref
    .split(/;\s+|；/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const original = parts.map((text) => {
    if (locale !== 'zh-CN') return { text, lang: (isChinese(text) ? 'zh-CN' : 'en-US') as Locale };
    // For a Chinese reader a Chinese work is quoted by its Chinese title, without our English glosses.
    const zh = chineseTitles(text) ?? (isChinese(text) ? chineseOnly(text) || text : null);
    return zh === null ? { text, lang: 'en-US' as Locale } : { text: zh, lang: 'zh-CN' as Locale };
  });
  const names = parts.map((part, i) => {
    if (locale === 'zh-CN')
      return original[i]!.lang === 'zh-CN' ? original[i]!.text : nameIn(part, ZH_NAMES, '英文文献');
    if (!HAN.test(part)) return part;
    // An English part with a Chinese gloss keeps its English; a Chinese one is named.
    const plain = stripHan(part);
    const english = (plain.match(/[A-Za-z]{2,}/g)?.length ?? 0) >= 3 && !HAN.test(plain);
    return english ? plain : nameIn(part, EN_NAMES, 'Chinese-language source');
  });
  // A part no table names is most often the rest of a named work ("Thyroid 2017;27:315"): a generic
  // label is shown only when nothing else is.
  const fallbacks = new Set(['英文文献', 'Chinese-language source']);
  const named = names.filter((n) => !fallbacks.has(n));
  const unique = [...new Set(named.length > 0 ? named : names)];
  // For a Chinese reader, the English rest of a Chinese work ("…; frequencies derived", "…; pregnancy
  // +40": lower case, no work a table names) is our note on it, not a published title: it is not quoted.
  const quoted =
    locale === 'zh-CN'
      ? original.filter(
          (p, i) =>
            !(
              p.lang === 'en-US' &&
              /^[a-z]/.test(p.text) &&
              names[i] === '英文文献' &&
              original[i - 1]?.lang === 'zh-CN'
            ),
        )
      : original;
  return { text: unique.join(locale === 'zh-CN' ? '；' : '; '), original: quoted };
}

/** True when the reference, as published, is already in the reader's language throughout. */
export function citedAsPublished(ref: string, locale: Locale): boolean {
  const c = citation(ref, locale);
  return c.original.every((p) => p.lang === locale);
}
