/**
 * A question about a medicine the dictionary does not know is never answered with a rule for another
 * medicine (thirteenth clinician review, en cross-cutting: "I started ibrutinib … Seville orange
 * marmalade … Is that alright?" got atorvastatin's "grapefruit juice now and then is fine"; an Epclusa
 * question got the PPI–calcium absorption note). When the question names such a medicine — one the
 * person kept as typed in the questionnaire, or a word with a medicine's generic-name stem (-tinib,
 * -mab, -buvir, 替尼, 单抗 …) that the dictionary does not resolve — and names no medicine the dictionary
 * knows, the answer is the specific "I have no reliable rule for <name> with <thing> — ask your
 * pharmacist". With a known medicine named too, the line leads and the rest stays (the known pair is
 * part of what was asked).
 */
import type { Locale, PlanDocument } from '../contracts';
import { resolveMedicine, suggestMedicineIds } from '../interactions';
import { findDrugs, findSubstances } from './entities';
import { isNutrientKey } from '../nutrients';
import { cancerHerbsLine, cancerTreatment } from './intents/cancer-herbs';
import { thingsAskedAbout } from './asked-things';
import type { Draft } from './intents/shared';
import { answerNames, isAlcoholForThem, nameWords } from './unchecked-medicines';
import { say } from '../messages';
import { PREGNANCY_SAID } from './faq/audiences';

/**
 * Generic-name stems of medicines (WHO INN stem book, 2018: -tinib kinase inhibitors, -mab monoclonal
 * antibodies, -previr/-asvir/-buvir hepatitis C antivirals, -ciclib, -parib, -lisib, -zomib, -gliflozin,
 * -gliptin, -glutide, -sartan, -pril, -olol, -dipine, -statin, -prazole, -floxacin, -mycin, -cycline,
 * -conazole, -azepam, -oxetine, -triptan, -xaban, -parin, -dronate, -limus, -platin, -taxel, -rubicin)
 * and their Chinese transliterations (替尼, 单抗, 布韦, 他韦, 瑞韦, 西利, 帕利, 格列净, 格列汀, 鲁肽).
 */
const INN_STEM_EN =
  /\b[a-z]{3,}(?:tinib|rafenib|ciclib|parib|lisib|zomib|mab|previr|asvir|buvir|tegravir|navir|gliflozin|gliptin|glutide|sartan|pril|olol|dipine|statin|prazole|floxacin|mycin|cycline|conazole|azepam|oxetine|triptan|xaban|gatran|parin|dronate|limus|platin|taxel|rubicin)\b/g;
const INN_STEM_ZH = /[\u4e00-\u9fa5]{1,5}(?:替尼|单抗|布韦|他韦|瑞韦|西利|帕利|格列净|格列汀|鲁肽)/g;

/** Whether a word is a medicine the dictionary knows (then it is checked like any other). */
function known(word: string): boolean {
  // A typo of a known one ("lisinipril") is the known one's question, not an unknown medicine's; a
  // Chinese name differs by whole characters (泽布替尼 is not 伊布替尼), so only Latin words are typos.
  return (
    resolveMedicine(word).status === 'resolved' ||
    findDrugs(word).length > 0 ||
    (/^[a-z]+$/.test(word) && suggestMedicineIds(word).length > 0)
  );
}

/**
 * The medicines this message names that the dictionary does not know: the person's kept-as-typed
 * medicines (as they typed them) and words with a medicine's stem.
 */
export function unknownMedicinesNamed(text: string, plan: PlanDocument | null): string[] {
  const t = text.toLowerCase();
  const out: string[] = [];
  for (const name of plan?.profile.medicinesUnchecked ?? [])
    if (nameWords(name).some((w) => t.includes(w)) && !isAlcoholForThem(name, plan, text)) out.push(name);
  // Chinese has no spaces: "我吃泽布替尼" is 泽布替尼 once the pronouns and verbs before it are dropped.
  // A known name at the end ("号称司美格鲁肽" is semaglutide) is the known medicine.
  const zh = (text.match(INN_STEM_ZH) ?? [])
    .filter((w) => ![...w].some((_, k) => w.length - k >= 3 && known(w.slice(k))))
    .map((w) => w.replace(/^[我你他她它在吃服用了的正打和跟与同能可以还要想每天一直]+/, ''))
    .filter(
      (w) =>
        /^[\u4e00-\u9fa5]{2,}(?:替尼|单抗|布韦|他韦|瑞韦|西利|帕利|格列净|格列汀|鲁肽)$/.test(w) &&
        w.length >= 4,
    );
  const said = [...(t.match(INN_STEM_EN) ?? []), ...zh];
  for (const w of said) {
    if (known(w)) continue;
    if (out.some((n) => n.toLowerCase().includes(w))) continue;
    out.push(w);
  }
  return [...new Set(out)];
}

/** A short follow-up that names its own thing and leans on the message before ("how about …", "…呢"). */
const FOLLOW_UP =
  /^\s*(and |so |ok |okay )?(how|what) about\b|^\s*(and|also|same for|what if)\b|呢[？?！!。]*\s*$|^\s*那/;

/** Grapefruit and its kin as the person wrote them ("Seville orange marmalade", "西柚汁"). */
const CITRUS_SAID =
  /seville orange marmalade|seville oranges?|bitter oranges?|orange marmalade|marmalade|grapefruit juice|grapefruits?|pomelos?|塞维利亚橙子果酱|塞维利亚橙|橙子果酱|橙皮果酱|西柚汁|西柚|葡萄柚汁|葡萄柚|柚子|酸橙|苦橙/gi;

/** The things asked about besides medicines, each named once; citrus in the person's own words. */
function thingsOf(question: string, locale: Locale): string[] {
  const citrus = [...new Set((question.match(CITRUS_SAID) ?? []).map((w) => w.toLowerCase()))];
  const names = thingsAskedAbout(question)
    .filter((a) => !/^(drug|diet):/.test(a.key))
    .filter(
      (a) => citrus.length === 0 || !/^(food:citrus|food:grapefruit|supplement:grapefruit)$/.test(a.key),
    )
    .map((a) => (locale === 'zh-CN' ? a.name.zh : a.name.en))
    .filter((n) => !citrus.some((w) => w.includes(n.toLowerCase())));
  const all = [...citrus.filter((w, i) => !citrus.some((o, j) => j !== i && o.includes(w))), ...names];
  return [...new Set(all)].slice(0, 4);
}

/**
 * St John's wort asked with the unknown medicine: what is known of the herb itself is said, and the herb
 * is what waits — it speeds the breakdown of a great many prescription medicines (CYP3A4 and
 * P-glycoprotein induction) and lowers their levels, so "do not stop a supplement on your own" would keep
 * it going with a medicine it may defeat (blind answer round 28, en-039, unsafe: St John's wort with
 * Orkambi, whose label says not to combine them).
 */
const BROAD_INDUCER_SAID =
  /\bst\.? ?john'?s'?[- ]?wort\b|\bsjw\b|\bhypericum\b|圣约翰草|圣约翰麦芽草|贯叶连翘|贯叶金丝桃|金丝桃素/i;

/** "I have no reliable rule for <name> with <thing> — ask your pharmacist." */
export function unknownMedicineLine(
  names: readonly string[],
  things: readonly string[],
  locale: Locale,
  question = '',
): string {
  const inducer = BROAD_INDUCER_SAID.test(question);
  if (locale === 'zh-CN') {
    const list = names.map((n) => `**${n}**`).join('、');
    const with_ = things.length > 0 ? `和${things.join('、')}` : '和你问的东西';
    const until = inducer
      ? `请先问给你配这个药的药师或开药的医生。圣约翰草（贯叶连翘）本身已知会加快很多处方药的代谢、降低它们的血药浓度，让药效变差（它诱导CYP3A4和P-糖蛋白）：在药师核对这两样能否同用之前，先不要再和${list}一起吃；医生开的药照常吃，不要自己停或改。\n\n_来源（外文文献保留原标题）：NCCIH, St. John's Wort and Depression: In Depth_`
      : '请先问给你配这个药的药师或开药的医生；在得到答复之前，不要自己加新的药或补充剂，处方药也不要自己停或改。';
    return `${list}${with_}能不能一起，我没有可靠的规则。我无法核对 ${list}：它不在我们的药物词典里，我不想拿别的药的规则来回答。${until}`;
  }
  const list = names.map((n) => `**${n}**`).join(', ');
  const with_ = things.length > 0 ? ` with ${things.join(', ')}` : '';
  const until = inducer
    ? `Ask the pharmacist who dispenses it, or the doctor who prescribed it. What is known of St John's wort itself: it speeds up the breakdown of a great many prescription medicines and lowers their levels, so they work less well (it induces CYP3A4 and P-glycoprotein) — until a pharmacist has checked this pair, hold off taking St John's wort with ${list}; keep taking the prescribed medicine as prescribed, without stopping or changing it yourself.\n\n_Source: NCCIH, St. John's Wort and Depression: In Depth (interactions with many medicines)_`
    : 'Ask the pharmacist who dispenses it, or the doctor who prescribed it; until then, start no new medicine or supplement alongside it, and do not stop or change a prescribed medicine on your own.';
  return `I have no reliable rule for ${list}${with_}. I could not check ${list}: it is not in our medicine dictionary, and I would rather not answer with another medicine's rule. ${until}`;
}

/**
 * The draft for a question that names a medicine the dictionary does not know: the specific line alone
 * when no known medicine is named (whatever rule the draft carried was another medicine's), the line
 * first otherwise; unchanged when no unknown medicine is named.
 */
export function withUnknownMedicineNamed(
  draft: Draft,
  plan: PlanDocument | null,
  locale: Locale,
  question: string,
  /** The person's message before this one: a follow-up naming no medicine is read with it. */
  previous?: string,
): Draft {
  // A name the answer itself speaks of by name has a rule of its own (the DHEA row for "DHEA 25mg 一天三次
  // 海淘", kept as typed: fourteenth clinician review, zh P5 #4; diarrhoea on nivolumab, a stem word:
  // rows-immunotherapy.ts): that answer stands.
  // "how about oranges and mandarins" after pomelo with 泽布替尼: still that medicine's question (blind
  // answer round 29, en-136, unsafe — atorvastatin's "a few segments of pomelo now and then is fine").
  const followUp =
    previous !== undefined &&
    unknownMedicinesNamed(question, plan).length === 0 &&
    findDrugs(question).length === 0 &&
    FOLLOW_UP.test(question.toLowerCase());
  const names = unknownMedicinesNamed(followUp ? `${previous}\n${question}` : question, plan).filter(
    (n) => !answerNames(draft.text, n),
  );
  if (names.length === 0) return draft;
  const things = thingsOf(question, locale);
  const lead = unknownMedicineLine(names, things, locale, question);
  const knownNamed = findDrugs(question).length > 0;
  // A safety statement the answer carries for the person's condition (no high-dose antioxidants during
  // cancer treatment) holds whatever the medicine: it stays under the line, and the line no longer says to
  // change nothing (twenty-eighth clinician review, en M4: vitamin C 2 g and NAC on temozolomide typed in).
  const standing = (draft.notes ?? []).length > 0;
  if (!knownNamed && !standing) {
    const context = contextLines(question, plan, locale);
    return {
      text: [lead, ...context].join('\n\n'),
      suggestions: draft.suggestions,
      warnings: [{ kind: 'see_doctor' }],
    };
  }
  // A safety statement kept below (standing) is introduced as such; a known medicine answered below may say
  // to stop a supplement (folic acid on capecitabine), so "change nothing until then" above it would
  // contradict that (blind answer round 37, zh-011, development data, unsafe): prescribed medicines are kept,
  // and what follows holds.
  const leadNow = standing
    ? lead
        .replace(
          /; until then, start no new medicine or supplement alongside it, and do not stop or change a prescribed medicine on your own\.$/,
          '. What holds for you whatever the medicine:',
        )
        .replace(
          /；在得到答复之前，不要自己加新的药或补充剂，处方药也不要自己停或改。$/,
          '。不管是哪种药，下面这条对你都适用：',
        )
    : lead
        .replace(
          /; until then, start no new medicine or supplement alongside it, and do not stop or change a prescribed medicine on your own\.$/,
          '; keep taking prescribed medicines as prescribed. What follows still holds for you:',
        )
        .replace(
          /；在得到答复之前，不要自己加新的药或补充剂，处方药也不要自己停或改。$/,
          '；处方药照常吃，不要自己停或改。下面这些对你仍然适用：',
        );
  // The unchecked-medicine line (unchecked-medicines.ts) says the same: said once.
  const rest = draft.text
    .split('\n\n')
    .filter((p) => !/^(I could not check|我无法核对)/.test(p))
    .join('\n\n');
  // What holds whatever the medicine (bleeding-risk products in cancer treatment, a pregnancy planned) follows
  // the answer too, unless it already says so.
  const context = contextLines(question, plan, locale).filter((x) => !rest.includes(x.slice(0, 30)));
  const [restBody, restSource] = splitTrailingSource(rest);
  return {
    ...draft,
    text: [`${leadNow}\n\n${restBody}`, ...context].join('\n\n') + restSource,
  };
}

/** An answer's last source line kept last: "…\n\n_Source: …_" → ["…", "\n\n_Source: …_"]. */
function splitTrailingSource(text: string): [string, string] {
  const m = /\n\n_(?:来源|Source)[^\n]*_\s*$/.exec(text);
  return m ? [text.slice(0, m.index), m[0]] : [text, ''];
}

/** Products that add to bleeding, as the substance table names them. */
const BLEEDING_SUBSTANCES: ReadonlySet<string> = new Set([
  'omega3',
  'vitaminE',
  'ginkgo',
  'notoginseng',
  'danshen',
  'nattokinase',
  'turmeric',
  'garlic',
  'reishi',
  'ginseng',
  'dongQuai',
  'safflower',
]);

/** A pregnancy planned, not under way. */
const PLANNING_SAID =
  /备孕|准备|打算|计划|想要|以后|将来|\b(plan\w*|trying|ttc|conceiv\w*|want (a|another)|before|future|someday|one day)\b/;

/** Planning or in a pregnancy: the plan's, or said. */
const PREGNANCY_PLANS =
  /备孕|怀孕|怀上|要孩子|要二胎|二胎|生孩子|要宝宝|试管|\b(pregnan\w*|conceiv\w*|trying for a baby|ttc|ivf|another baby|second baby)\b/;

/**
 * What holds whatever the unknown medicine is (blind answer round 38, development data: "no rule for
 * anlotinib, change nothing" kept 三七, fish oil and vitamin E with platelets of 88; tripterygium before a
 * pregnancy got only the line): during cancer treatment the herbs and bleeding-risk products wait for the
 * team; before a pregnancy every medicine is the prescriber's to plan.
 */
function contextLines(question: string, plan: PlanDocument | null, locale: Locale): string[] {
  const out: string[] = [];
  const t = question.toLowerCase();
  const cancer = cancerTreatment([], plan);
  const subs = findSubstances(question).filter((x) => BLEEDING_SUBSTANCES.has(x) || !isNutrientKey(x));
  if (cancer && subs.length > 0) out.push(cancerHerbsLine(cancer, subs, t, locale));
  // Pregnant now (the plan's, or said) is told to bring the medicine to the obstetrician, never "keep using
  // contraception" (forty-fifth clinician review, en M8 and zh M13: at 10 and 26 weeks).
  const pregnantNow =
    /^pregnant/.test(plan?.profile.lifeStage ?? '') || (PREGNANCY_SAID.test(t) && !PLANNING_SAID.test(t));
  const planning =
    pregnantNow || (plan?.profile.goals ?? []).includes('pregnancy_prep') || PREGNANCY_PLANS.test(t);
  if (planning && plan?.profile.sex !== 'male')
    out.push(
      say(
        pregnantNow ? 'reply.unknownMedicine.pregnantNow' : 'reply.unknownMedicine.planningPregnancy',
        {},
        locale,
      ),
    );
  return out;
}
