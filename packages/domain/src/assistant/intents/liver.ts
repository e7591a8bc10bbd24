/**
 * Cirrhosis and TB medicines in the chat (clinician review 2026-11-25 evening, P1 and P3): questions
 * that were declined or answered by a neighbouring rule, each answered from a sourced row —
 * protein and hepatic coma, a late-evening snack, salt, alcohol and raw shellfish with cirrhosis
 * (knowledge/liver.ts), vitamin B6 on isoniazid (knowledge/prescribed-companions.ts) and alcohol on
 * the liver-toxic TB medicines (knowledge/medicine-diet.ts). Liver disease counts when the plan has it
 * or the person says it in this chat, as kidney disease does (`kidneyContext`).
 */
import { pick, type Bilingual, type Locale, type Source } from '../../contracts/common';
import type { PlanDocument } from '../../contracts/plan';
import { hasLiverDisease } from '../../contracts/questionnaire';
import { CIRRHOSIS_SAID, LIVER_OTHER_RULES, LIVER_RULES, liverProteinText } from '../../knowledge/liver';
import { MEDICINE_DIET } from '../../knowledge/medicine-diet';
import { PRESCRIBED_COMPANIONS } from '../../knowledge/prescribed-companions';
import { findDrugs, findStatedAmounts } from '../entities';
import { amount, nutrientName } from '../format';
import { medicineDietRowsFor } from './everyday';
import { normaliseQuestion } from '../lexicon';
import { sourceLine, type Ctx, type Draft } from './shared';

/** Cirrhosis and advanced liver disease as people say it. */
export const LIVER_WORDS = CIRRHOSIS_SAID;

/**
 * The liver the answer must reckon with: cirrhosis ticked in the plan or said in the chat, other liver
 * disease ticked (hepatitis, fatty liver …: only the rules that hold for every liver disease), or none.
 */
export function liverContext(ctx: {
  plan: PlanDocument | null;
  saysLiver?: boolean;
}): 'cirrhosis' | 'other' | null {
  const conditions = ctx.plan?.profile.conditions ?? [];
  if (conditions.includes('cirrhosis') || ctx.saysLiver === true) return 'cirrhosis';
  return hasLiverDisease(conditions) ? 'other' : null;
}

/** Protein or hepatic coma asked about; meat or eggs only with "cut", "less", "avoid" (not a pairing). */
const PROTEIN =
  /蛋白|肝昏迷|肝性脑病|肝性昏迷|(少|不|别|限制|控制|减少)吃?(肉|鸡蛋|蛋)|(肉|鸡蛋|蛋)(要|还)?(少吃|不能吃|能不能吃|还能吃)|\bprotein\b|\bhepatic (coma|encephalopathy)\b|\b(cut|cutting|avoid|avoiding|limit|limiting|less|reduce|reducing)\b[^.?!]{0,12}\b(meat|eggs)\b/;
const SNACK =
  /睡前|夜宵|宵夜|加餐|晚上饿|临睡|\b(late.?evening|bedtime|night.?time|before bed) snacks?\b|\bsnacks? (before|at) (bed|night)\b|\beat before bed\b/;
const SALT = /盐(?!酸)|钠|酱油|咸菜|\bsalt\w*\b|\bsodium\b|\bsoy sauce\b/;
const ALCOHOL =
  /喝酒|饮酒|白酒|红酒|啤酒|葡萄酒|黄酒|米酒|药酒|酒精|(?:喝|来|一)(?:点|杯|瓶|口)酒|\balcohol\w*\b|\bbeers?\b|\bwines?\b|\bliquor\b|\bbooze\b|\bspirits\b|\bbaijiu\b|\bcocktails?\b|\bvodka\b|\bwhisk(e)?y\b/;
const RAW_SEAFOOD =
  /生蚝|牡蛎|蚝|醉虾|醉蟹|生腌|海鲜|贝类|扇贝|蛤|蚬|花甲|刺身|生鱼片|寿司|\boysters?\b|\bshellfish\b|\bclams?\b|\bmussels?\b|\bscallops?\b|\bsashimi\b|\bsushi\b|\braw (fish|seafood|shrimp|prawns?)\b|\bdrunken (shrimp|crab)\b|\bceviche\b/;
/** Water or fluids asked about (with a low sodium: neither extra water nor salt). */
const WATER = /喝水|多喝|饮水|补水|\bwater\b|\bfluids?\b|\bdrink (more|extra|lots)\b/;
/** Painkillers said without a name; named ones are the dictionary's (its `nsaid` class). */
const PAINKILLER_SAID = /止痛药|止疼药|\b(nsaids?|painkillers?|pain killers?|pain relief)\b/;

/** An NSAID asked about: a painkiller said, or one the dictionary names (aspirin, also an antiplatelet, if asked). */
function nsaidAsked(ctx: Ctx, withAspirin = true): boolean {
  return (
    PAINKILLER_SAID.test(ctx.norm) ||
    findDrugs(ctx.text).some((d) => d.classes.includes('nsaid') && (withAspirin || d.id !== 'aspirin'))
  );
}
/** How much salt, or a salt substitute, asked. */
const SALT_AMOUNT_OR_SUBSTITUTE =
  /多少|几克|低钠盐|代盐|替代盐|\bhow much\b|\bsubstitutes?\b|\bnosalt\b|\blo.?salt\b|\blite salt\b|\bpotassium chloride\b/;
/** A sodium typed in the question below the range ("sodium 129", "血钠129", "Na 128"). */
const SODIUM_TYPED = /(?:\bsodium\b|\bna\b|血钠|钠)[^0-9]{0,12}(\d{3}(?:\.\d)?)(?!\s*(?:mg|g|毫克|克))/;
const B6 = /维生素\s*b6|维b6|\bb6\b|吡哆醇|\bpyridoxine\b|\bvitamin b ?6\b/;
const B6_HOW_LONG =
  /多久|到啥时候|到什么时候|什么时候(可以)?停|啥时候(可以)?停|吃到|一直吃|多长时间|\bhow long\b|\buntil when\b|\bwhen (can|do|should) i stop\b|\bstop (taking )?(it|the)\b/;
/** Isoniazid as people write it, short forms included ("INH", "yyj" is found by the dictionary). */
const ISONIAZID_SAID = /异烟肼|雷米封|\bisoniazid\b|\binh\b/;
/** An ALT typed in the question ("ALT 120", "转氨酶120"). */
const ALT_TYPED = /(?:\balt\b|谷丙|转氨酶|丙氨酸氨基转移酶)[^0-9]{0,8}(\d{2,4})/;
/** ALT above about 40 U/L is above the usual upper limit of normal (most laboratories 35–50). */
const ALT_ULN = 40;

const TB_LIVER_TOXIC: ReadonlySet<string> = new Set(['isoniazid', 'rifampicin', 'pyrazinamide']);

const HEPATOLOGIST: Bilingual = { zh: '肝病科医生（肝病门诊）', en: 'your hepatologist or liver clinic' };
const TB_CLINIC: Bilingual = { zh: '结核病门诊的医生', en: 'your TB clinic' };
const PRESCRIBER: Bilingual = { zh: '开药的医生', en: 'the doctor who prescribes it' };
const PRESCRIBER_OR_PHARMACIST: Bilingual = {
  zh: '开药的医生或药师',
  en: 'the doctor who prescribed it or your pharmacist',
};

/**
 * The alcohol rows of the medicines they take or name (cephalosporin or metronidazole, warfarin,
 * methotrexate …), cued by the question: a medicine's own alcohol rule leads a condition's general
 * text (fourteenth clinician review, zh P1 #1: on cefixime with fatty liver, "喝点啤酒应该没事吧" got
 * only the liver paragraph and no word of the disulfiram-like reaction). The TB row has its own lead.
 */
function medicineAlcoholRows(ctx: Ctx): { text: Bilingual; source: Source }[] {
  return medicineDietRowsFor(ctx.text, ctx.medicines)
    .filter((n) => /alcohol/.test(n.id) && n.id !== 'alcohol-tb-liver')
    .flatMap((n) => MEDICINE_DIET.filter((r) => r.id === n.id))
    .map((r) => ({ text: { zh: `**${r.text.zh}**`, en: `**${r.text.en}**` }, source: r.source }));
}

/** The person takes or names one of the medicines. */
function onAny(ctx: Ctx, ids: ReadonlySet<string>): string[] {
  const named = findDrugs(ctx.text).map((d) => d.id);
  return [...new Set([...ctx.medicines, ...named])].filter((id) => ids.has(id));
}

/**
 * A low blood sodium: typed in the question (below 135 mmol/L), the plan's below the range, or said in
 * this chat (`saysLowSodium`, faq LOW_SODIUM).
 */
function lowSodium(ctx: Ctx): boolean {
  const typed = SODIUM_TYPED.exec(ctx.norm);
  if (typed) {
    const v = Number(typed[1]);
    if (v >= 100 && v < 135) return true;
  }
  if (ctx.saysLowSodium === true) return true;
  return (ctx.plan?.reportAnalysis?.markers ?? []).some((m) => m.key === 'serumSodium' && m.flag === 'low');
}

/**
 * With liver disease, the message asks one of the liver rules' own topics besides or instead of alcohol
 * (protein, a bedtime snack, salt or a low sodium, raw seafood): "a guy at AA told me to cut protein"
 * is a protein question, not an alcohol one (eighteenth clinician review, E4 M10).
 */
export function liverTopicAsked(ctx: Ctx & { saysLiver?: boolean }): boolean {
  const t = ctx.norm;
  if (!t || liverContext(ctx) === null) return false;
  return PROTEIN.test(t) || SNACK.test(t) || SALT.test(t) || RAW_SEAFOOD.test(t) || nsaidAsked(ctx, false);
}

/** The plan's raised ALT, or one typed in the question above the usual upper limit. */
function raisedAlt(ctx: Ctx): number | null {
  const typed = ALT_TYPED.exec(ctx.norm);
  if (typed) {
    const v = Number(typed[1]);
    return v > ALT_ULN ? v : null;
  }
  const m = ctx.plan?.reportAnalysis?.markers.find((x) => x.key === 'alt' && x.flag === 'high');
  return m ? m.value : null;
}

/** Zinc above its UL for months: copper deficiency (low white cells, numb feet, unsteadiness). */
const ZINC_COPPER: Bilingual = {
  zh: '长期每天吃这么多锌会造成缺铜，表现为白细胞减少、贫血、手脚麻木和走路不稳',
  en: 'months of this much zinc cause copper deficiency — low white cells, anaemia, numb feet and unsteadiness',
};
const UL_SOURCE: Source = {
  ref: 'NIH ODS Zinc and Vitamin B6 fact sheets (UL: zinc 40 mg, vitamin B6 100 mg a day; zinc excess causes copper deficiency, long-term high-dose B6 sensory neuropathy); 中国居民膳食营养素参考摄入量（2023版）(UL: 锌 40 mg, 维生素B6 60 mg)',
  url: 'https://ods.od.nih.gov/factsheets/Zinc-HealthProfessional/',
};

/** Each amount the message states above its UL, as one bold line per nutrient. */
function statedOverLimit(ctx: Ctx): { text: Bilingual; source: Source }[] {
  const out: { text: Bilingual; source: Source }[] = [];
  const seen = new Set<string>();
  for (const s of findStatedAmounts(ctx.text)) {
    const v = ctx.views.get(s.nutrient);
    if (!v || v.ul === null || s.amount <= v.ul || seen.has(s.nutrient)) continue;
    seen.add(s.nutrient);
    const name = { zh: nutrientName(s.nutrient, 'zh-CN'), en: nutrientName(s.nutrient, 'en-US') };
    const said = amount(s.amount, v.unit);
    const ul = amount(v.ul, v.unit);
    const b6 = s.nutrient === 'vitaminB6';
    const zinc = s.nutrient === 'zinc';
    out.push({
      text: {
        zh: `**${name.zh}每天${said}，超过了每日上限${ul}：${b6 ? '吃异烟肼配的B6每天25–50毫克就够，请降到这个量' : '请停掉或减到上限以下'}，并告诉医生。**${zinc ? `${ZINC_COPPER.zh}。` : ''}`,
        en: `**${name.en} at ${said} a day is above the upper limit of ${ul}: ${b6 ? 'the B6 given with isoniazid is 25–50 mg a day, so bring it down to that' : 'stop it or bring it under the limit'}, and tell your doctor.**${zinc ? ` Note that ${ZINC_COPPER.en}.` : ''}`,
      },
      source: UL_SOURCE,
    });
  }
  return out;
}

function draft(parts: { text: Bilingual; source: Source }[], locale: Locale, who: Bilingual): Draft {
  const body = parts.map((p) => pick(p.text, locale)).join('\n\n');
  const ask =
    locale === 'zh-CN'
      ? `\n\n具体到你自己，请和${who.zh}确认。`
      : `\n\nFor your own case, check with ${who.en}.`;
  return {
    text: body + ask + sourceLine(parts.map((p) => p.source.ref).join('; '), locale),
    suggestions: [],
    warnings: [{ kind: 'see_doctor' }],
  };
}

/**
 * The answer when the question is one of these rules' own, else null: vitamin B6 on isoniazid,
 * alcohol on a liver-toxic TB medicine, and with liver disease protein or hepatic coma, a bedtime
 * snack, salt, alcohol and raw shellfish.
 */
export function liverTbAnswer(ctx: Ctx & { saysLiver?: boolean }): Draft | null {
  const t = ctx.norm;
  if (!t) return null;
  const parts: { text: Bilingual; source: Source }[] = [];
  let who: Bilingual | null = null;
  // Vitamin B6 on isoniazid: the guideline's 25–50 mg a day, never "food first" (ATS/CDC/IDSA 2016).
  // The same for every medicine the guideline gives pyridoxine with (penicillamine: AASLD 2022).
  // How long to keep taking it is its own question (faq isoniazid-b6-how-long: as long as the isoniazid;
  // blind answer round 24, zh-050): the dose rule does not say it.
  if (B6.test(t) && !B6_HOW_LONG.test(t)) {
    for (const row of PRESCRIBED_COMPANIONS) {
      if (!row.nutrients.includes('vitaminB6') || !row.planText) continue;
      const ids = new Set(row.drugs ?? []);
      const isoniazid = ids.has('isoniazid') && ISONIAZID_SAID.test(t);
      if (onAny(ctx, ids).length === 0 && !isoniazid) continue;
      parts.push({ text: row.planText, source: row.source });
      who ??= ids.has('isoniazid') ? TB_CLINIC : PRESCRIBER;
    }
    // Amounts told above their upper limit ("鋅100毫克、維他命B6 200毫克，這樣劑量OK嗎"): each said first, with its limit
    // (fifty-first clinician review, zh M5: neither the 200 mg of B6 nor the 100 mg of zinc was called over its UL).
    if (parts.length > 0) parts.unshift(...statedOverLimit(ctx));
  }
  const liver = liverContext(ctx);
  const tb = onAny(ctx, TB_LIVER_TOXIC);
  if (ALCOHOL.test(t) && (liver !== null || tb.length > 0)) {
    const own = medicineAlcoholRows(ctx);
    if (own.length > 0) {
      parts.push(...own);
      who ??= PRESCRIBER_OR_PHARMACIST;
    }
    if (liver !== null) parts.push(liver === 'cirrhosis' ? LIVER_RULES.alcohol : LIVER_OTHER_RULES.alcohol);
    if (tb.length > 0) {
      const row = MEDICINE_DIET.find((r) => r.id === 'alcohol-tb-liver');
      const alt = raisedAlt(ctx);
      if (row) {
        const lead: Bilingual | null =
          alt !== null
            ? {
                zh: `**你的ALT ${alt} U/L 已经高于正常上限，现在一口酒都不要喝，并请这几天内联系结核病门诊复查肝功能。**`,
                en: `**Your ALT of ${alt} U/L is already above the normal limit: no alcohol at all now, and contact your TB clinic within days for liver tests.**`,
              }
            : null;
        parts.push({
          text: lead
            ? { zh: `${lead.zh}${row.text.zh}`, en: `${lead.en} ${row.text.en}` }
            : { zh: `**${row.text.zh}**`, en: `**${row.text.en}**` },
          source: row.source,
        });
      }
      who ??= TB_CLINIC;
    }
  }
  if (liver === 'other') {
    if (PROTEIN.test(t)) parts.push(LIVER_OTHER_RULES.protein);
    if (RAW_SEAFOOD.test(t)) parts.push(LIVER_RULES.rawSeafood);
    if (parts.length > 0) who ??= HEPATOLOGIST;
  }
  if (liver === 'cirrhosis') {
    if (nsaidAsked(ctx)) parts.push(LIVER_RULES.nsaids);
    if (PROTEIN.test(t) || SNACK.test(t))
      parts.push({
        text: liverProteinText(ctx.plan?.profile.weightKg ?? null),
        source: {
          ref: 'Plauth M et al. ESPEN guideline on clinical nutrition in liver disease. Clin Nutr 2019;38:485',
          url: 'https://doi.org/10.1016/j.clnu.2018.12.022',
        },
      });
    // A low sodium: neither salt nor extra water, the liver team within a day or two (AASLD 2021).
    // How much salt or a salt substitute asked too: the ascites sodium rule after it (potassium chloride).
    const low = (SALT.test(t) || WATER.test(t)) && lowSodium(ctx);
    if (low) parts.push(LIVER_RULES.lowSodium);
    if (SALT.test(t) && (!low || SALT_AMOUNT_OR_SUBSTITUTE.test(t))) parts.push(LIVER_RULES.sodium);
    if (RAW_SEAFOOD.test(t)) parts.push(LIVER_RULES.rawSeafood);
    who ??= HEPATOLOGIST;
    // "AA says cut protein, drinking hurt my liver": the protein question first, the condition's own
    // alcohol text after it (eighteenth clinician review, E4 M10). A medicine's alcohol row keeps its lead.
    if ((PROTEIN.test(t) || SNACK.test(t)) && parts[0] === LIVER_RULES.alcohol) parts.push(parts.shift()!);
  }
  if (parts.length === 0 || who === null) return null;
  return draft(parts, ctx.locale, who);
}

/** Whether a message of the chat says liver disease (cirrhosis, ascites, hepatic coma). */
export function saysLiver(text: unknown): boolean {
  return typeof text === 'string' && LIVER_WORDS.test(normaliseQuestion(text));
}

export { HEPATOLOGIST };
