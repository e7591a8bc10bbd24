/**
 * Medicine resolution: turns whatever a user typed for a medicine into a dictionary id, so no typed
 * medicine escapes the taboo check (issue 15 §6).
 *
 * Accepted: the id itself, the Chinese or English generic name, a brand (case, width, spacing and
 * punctuation folded), the full pinyin or the pinyin initials of a Chinese name, with salt and
 * dosage-form words ("硫酸氢氯吡格雷片", "metoprolol succinate ER") and a trailing dose and frequency
 * ("华法林 3mg", "metformin 500 mg twice daily") taken off and parsed.
 *
 * A class phrase ("blood thinner", "抗凝药", "the pill", "statin") resolves to a class placeholder
 * id `class:<class>`: a pseudo-drug that belongs to that one class and to no drug, so every class
 * rule (taboos, depletions, the engine's class flags) fires for it, and no drug-specific rule does.
 * A phrase that covers several classes with different rules ("降压药", "water pill") is ambiguous:
 * guessing one class would hide the others' warnings, so the caller must ask for the medicine.
 * Anything else is unknown. Exact matches only: a fuzzy guess could pick the wrong medicine.
 *
 * After the pharmacist review (B9): traditional characters are folded to simplified first (華法林 →
 * 华法林, `./normalize`); a bare number after the name is a dose ("lipitor20", "Zoloft 50",
 * "Euthyrox 50": mg, except µg for thyroid hormones and units for insulin, the units those medicines are
 * dosed in); and an unknown text carries "did you mean" suggestions: dictionary names and brands within
 * one typo (two for names of nine letters or more; transposed letters count as one). Suggestions are
 * never resolved on the user's behalf: the user picks, so two close names can never be confused.
 */
import { pinyin } from 'pinyin-pro';
import type { Locale } from '../contracts/common';
import type { MedicineDose, MedicineDoseUnit, MedicineEntry, MedicineForm } from '../contracts/questionnaire';
import { CLASS_WITHIN, DRUG_CLASSES, DRUGS, type Drug, type DrugClass } from '../knowledge/drugs';
import { CLASS_PHRASES } from './class-phrases';
import { normalizeKeyword, toSimplified } from './normalize';

export const CLASS_PLACEHOLDER_PREFIX = 'class:';

export interface ParsedDose {
  readonly amount: number;
  readonly unit: MedicineDoseUnit;
}

export type MedicineResolution =
  | {
      readonly status: 'resolved';
      readonly id: string;
      readonly drug: Drug;
      /** How the text matched; `class` means a class placeholder. */
      readonly via: 'id' | 'name' | 'brand' | 'pinyin' | 'class';
      readonly dose?: ParsedDose;
      readonly frequency?: string;
      /** The form the text names ("二甲双胍缓释片", "salbutamol inhaler"). */
      readonly form?: MedicineForm;
    }
  | { readonly status: 'ambiguous'; readonly text: string; readonly options: readonly string[] }
  | {
      readonly status: 'unknown';
      readonly text: string;
      /** Dictionary ids of close spellings, best first ("warfrin" → warfarin); may be empty. */
      readonly suggestions?: readonly string[];
    };

const isDrugClass = (c: string): c is DrugClass => Object.hasOwn(DRUG_CLASSES, c);

/**
 * The pseudo-drug standing for "a medicine of this class, not named"; a class within another (a vitamin K
 * antagonist is an anticoagulant, `CLASS_WITHIN`) carries the wider class too.
 */
export function classPlaceholder(drugClass: DrugClass): Drug {
  const label = DRUG_CLASSES[drugClass];
  const wider = CLASS_WITHIN[drugClass];
  return {
    id: `${CLASS_PLACEHOLDER_PREFIX}${drugClass}`,
    zh: `${label.zh}（未指明具体药物）`,
    en: `${label.en} (medicine not named)`,
    brands: [],
    classes: wider ? [wider, drugClass] : [drugClass],
  };
}

/** The placeholder for a `class:<class>` id, or `undefined` for anything else. */
export function classPlaceholderById(id: string): Drug | undefined {
  if (typeof id !== 'string' || !id.startsWith(CLASS_PLACEHOLDER_PREFIX)) return undefined;
  const cls = id.slice(CLASS_PLACEHOLDER_PREFIX.length);
  return isDrugClass(cls) ? classPlaceholder(cls) : undefined;
}

const HAN = /\p{Script=Han}/u;
/** Tier of a name key: lower wins when one text matches several keys. */
const TIER = { id: 0, name: 0, brand: 1, pinyin: 2, initials: 3 } as const;
type Via = 'id' | 'name' | 'brand' | 'pinyin';

interface NameHit {
  readonly tier: number;
  readonly via: Via;
  readonly ids: Set<string>;
}

function fullPinyin(text: string): string {
  return normalizeKeyword(
    pinyin(text, { toneType: 'none', type: 'array', v: true, nonZh: 'removed' }).join(''),
  );
}
function initials(text: string): string {
  return normalizeKeyword(
    pinyin(text, { pattern: 'first', toneType: 'none', type: 'array', nonZh: 'removed' }).join(''),
  );
}

let nameIndex: Map<string, NameHit> | undefined;
let classIndex: Map<string, readonly DrugClass[]> | undefined;

function addKey(map: Map<string, NameHit>, key: string, tier: number, via: Via, id: string): void {
  if (key === '') return;
  const hit = map.get(key);
  if (!hit || tier < hit.tier) map.set(key, { tier, via, ids: new Set([id]) });
  else if (tier === hit.tier) hit.ids.add(id);
}

/** "Salbutamol (albuterol)" → ["Salbutamol (albuterol)", "Salbutamol", "albuterol"]. */
function nameVariants(name: string): string[] {
  const m = /^(.*?)\s*[(（](.+?)[)）]\s*$/u.exec(name);
  return m ? [name, m[1]!, m[2]!] : [name];
}

function buildIndexes(): void {
  const names = new Map<string, NameHit>();
  for (const d of DRUGS) {
    addKey(names, normalizeKeyword(d.id), TIER.id, 'id', d.id);
    for (const n of [...nameVariants(d.zh), ...nameVariants(d.en)]) {
      addKey(names, normalizeKeyword(n), TIER.name, 'name', d.id);
    }
    for (const b of d.brands) addKey(names, normalizeKeyword(b), TIER.brand, 'brand', d.id);
    for (const n of [d.zh, ...d.brands].filter((t) => HAN.test(t))) {
      addKey(names, fullPinyin(n), TIER.pinyin, 'pinyin', d.id);
      // Initials of two letters name half the table; three or more are specific enough.
      const ini = initials(n);
      if (ini.length >= 3) addKey(names, ini, TIER.initials, 'pinyin', d.id);
    }
  }
  const classes = new Map<string, readonly DrugClass[]>();
  const addClass = (phrase: string, cls: readonly DrugClass[]) => {
    const key = normalizeKeyword(phrase);
    if (key !== '' && !classes.has(key)) classes.set(key, cls);
  };
  // Phrases first: a label shared with a broad phrase must not shadow the ambiguity.
  for (const row of CLASS_PHRASES) for (const p of row.phrases) addClass(p, row.classes);
  for (const [cls, label] of Object.entries(DRUG_CLASSES) as [DrugClass, { zh: string; en: string }][]) {
    for (const n of [cls, ...nameVariants(label.zh), ...nameVariants(label.en)]) addClass(n, [cls]);
  }
  nameIndex = names;
  classIndex = classes;
}

const DRUG_BY_ID = (): Map<string, Drug> => new Map(DRUGS.map((d) => [d.id, d]));
let drugsById: Map<string, Drug> | undefined;

const ZH_FORMS =
  /(缓释片|控释片|肠溶片|分散片|咀嚼片|薄膜衣片|口崩片|缓释胶囊|肠溶胶囊|软胶囊|胶囊|片剂|片|注射液|注射剂|颗粒|干混悬剂|混悬液|口服液|口服溶液|糖浆|滴丸|吸入剂|气雾剂|喷雾剂|粉雾剂|贴剂|贴片|贴|滴眼液|滴耳液|滴鼻液|滴剂|软膏|乳膏|凝胶|栓剂)$/u;
const ZH_SALT_PREFIX =
  /^(盐酸|硫酸氢|硫酸|苯磺酸|甲磺酸|马来酸|酒石酸|琥珀酸|富马酸|枸橼酸|磷酸|醋酸|氢溴酸|草酸)/u;
const ZH_SALT_SUFFIX = /(钠|钾|钙|镁)$/u;
const EN_NOISE =
  /\b(tablets?|tabs?|capsules?|caps?|inhalers?|injections?|pens?|patch(?:es)?|cream|ointment|gel|drops|syrup|solution|suspension|suppositor(?:y|ies)|granules|oral|extended[- ]release|delayed[- ]release|er|xr|xl|sr|cr|la|dr|ec|odt|hcl|hydrochloride|sodium|potassium|calcium|magnesium|besylate|maleate|succinate|tartrate|mesylate|fumarate|citrate|phosphate|acetate|bromide)\b/giu;

/** The texts to look up, most literal first. */
function candidates(text: string): string[] {
  const out = [text];
  let zh = text.trim();
  for (let i = 0; i < 2 && ZH_FORMS.test(zh); i++) zh = zh.replace(ZH_FORMS, '');
  out.push(zh);
  zh = zh.replace(ZH_SALT_PREFIX, '');
  out.push(zh);
  if (zh.length > 2) out.push(zh.replace(ZH_SALT_SUFFIX, ''));
  out.push(text.replace(EN_NOISE, ' '));
  return out;
}

// A count of pills ("消渴丸 10丸") ends the name but is no dose: a pill (丸) is neither a tablet nor a capsule, and
// has no unit of its own (forty-eighth clinician review).
const DOSE_PATTERN = String.raw`(\d+(?:[.,]\d+)?)\s*(mg|毫克|mcg|μg|ug|微克|g|克|iu|国际单位|单位|units?|u|ml|毫升|片|粒|丸|tablets?|tabs?|capsules?|caps?)(?![a-z])`;
const DOSE = new RegExp(DOSE_PATTERN, 'iu');
const DOSE_GLOBAL = new RegExp(DOSE_PATTERN, 'giu');
const UNIT_OF: Record<string, MedicineDoseUnit> = {
  mg: 'mg',
  毫克: 'mg',
  mcg: 'µg',
  μg: 'µg',
  ug: 'µg',
  微克: 'µg',
  g: 'g',
  克: 'g',
  iu: 'IU',
  国际单位: 'IU',
  单位: 'IU',
  u: 'IU',
  unit: 'IU',
  units: 'IU',
  ml: 'mL',
  毫升: 'mL',
  片: 'tablet',
  粒: 'capsule',
};

/**
 * Words that name a medicine's form, most specific first (滴眼液 before 液, 注射液 before 液). Read
 * from typed text only; a form chosen from the list wins.
 */
const FORM_WORDS: readonly (readonly [MedicineForm, RegExp])[] = [
  ['drops', /(滴眼液|滴耳液|滴鼻液|滴剂|\b(?:eye |ear |nasal )?drops\b)/iu],
  ['injection', /(注射液|注射剂|注射用|针剂|\binjections?\b|\binjectable\b)/iu],
  ['inhaler', /(吸入剂|气雾剂|粉雾剂|喷雾剂|\binhalers?\b|\binhalation\b)/iu],
  ['oral_liquid', /(口服液|口服溶液|糖浆|混悬液|\boral (?:solution|liquid|suspension)\b|\bsyrup\b)/iu],
  ['granules', /(颗粒|\bgranules\b)/iu],
  ['patch', /(贴剂|贴片|贴(?=$|[\s,，(（])|\bpatch(?:es)?\b)/iu],
  ['cream', /(软膏|乳膏|凝胶|\bcream\b|\bointment\b|\bgel\b)/iu],
  ['suppository', /(栓剂|栓(?=$|[\s,，(（])|\bsuppositor(?:y|ies)\b)/iu],
  ['capsule', /(胶囊|\bcapsules?\b|\bcaps\b)/iu],
  // 片 ends the name ("二甲双胍缓释片"); inside one (片仔癀) it is not the form.
  ['tablet', /(片剂|片(?=$|[\s,，(（])|\btablets?\b|\btabs?\b)/iu],
];

/** The form a typed medicine names, if any ("硝苯地平控释片" → tablet, "insulin pen injection" → injection). */
export function formOfText(text: string): MedicineForm | undefined {
  if (typeof text !== 'string') return undefined;
  // A count ("1 片", "2 tablets") is a dose unit, not the form.
  const t = text.normalize('NFKC').replace(DOSE_GLOBAL, ' ');
  return FORM_WORDS.find(([, re]) => re.test(t))?.[0];
}
const FREQUENCY =
  /\s*\b(once|twice|three times|four times|every|daily|nightly|weekly|qd|bid|tid|qid|qn|prn|at night|in the morning|as needed)\b.*$|\s*(每日|每天|一日|一天|每晚|每早|早晚|睡前|每周|必要时).*$/iu;

const LEADING_FORM_WORD =
  /^(?:片剂|片|胶囊|(?:extended[- ]release |delayed[- ]release )?(?:tablets?|tabs?|capsules?|caps)\b|(?:oral )?(?:solution|liquid|suspension|syrup)\b|injections?\b|inhalers?\b|patch(?:es)?\b|cream\b|ointment\b|drops\b|suppositor(?:y|ies)\b)/iu;

/** Splits "metformin 500 mg twice daily" into name, dose and frequency. */
export function splitDose(text: string): { name: string; dose?: ParsedDose; frequency?: string } {
  const t = text.normalize('NFKC').trim();
  const m = DOSE.exec(t);
  if (!m) {
    const f = FREQUENCY.exec(t);
    if (f && f.index > 0) return { name: t.slice(0, f.index).trim(), frequency: f[0].trim() };
    return { name: t };
  }
  const amount = Number(m[1]!.replace(',', '.'));
  const unitText = m[2]!.toLowerCase();
  const unit =
    UNIT_OF[unitText] ?? (/^tab/.test(unitText) ? 'tablet' : /^cap/.test(unitText) ? 'capsule' : undefined);
  const before = t.slice(0, m.index).trim();
  // "500 mg tablet twice daily": a form word after the dose is not the frequency.
  const after = t
    .slice(m.index + m[0].length)
    .replace(/^[\s,，;；/]+/u, '')
    .replace(LEADING_FORM_WORD, '')
    .replace(/^[\s,，;；/]+/u, '')
    .trim();
  const name = before !== '' ? before : after;
  const out: { name: string; dose?: ParsedDose; frequency?: string } = { name };
  if (unit && Number.isFinite(amount) && amount > 0) out.dose = { amount, unit };
  if (before !== '' && after !== '') out.frequency = after.slice(0, 60);
  return out;
}

function lookupName(text: string): NameHit | undefined {
  if (!nameIndex) buildIndexes();
  for (const c of candidates(text)) {
    const hit = nameIndex!.get(normalizeKeyword(c));
    if (hit) return hit;
  }
  return undefined;
}

function lookupClass(text: string): readonly DrugClass[] | undefined {
  if (!classIndex) buildIndexes();
  const key = normalizeKeyword(text);
  return classIndex!.get(key) ?? (key.endsWith('s') ? classIndex!.get(key.slice(0, -1)) : undefined);
}

/** "co-codamol 30/500", "co-codamol 8mg/500mg tablets": a name followed by two strengths. */
const COMBO_STRENGTHS =
  /^(.*?[^\d\s.,+/-])[\s-]*\d+(?:[.,]\d+)?\s*(?:mg|毫克)?\s*\/\s*\d+(?:[.,]\d+)?\s*(?:mg|毫克)?(?:\s*(?:tablets?|tabs?|capsules?|caps?|片|粒))?\s*$/iu;

/** "lipitor20", "Zoloft 50", "华法林3": a name followed by a bare number. */
// "Klonopin .5": the leading zero left off (forty-fifth clinician review, en m4).
const BARE_DOSE = /^(.*?[^\d\s.,+-])[\s-]*(\d+(?:[.,]\d+)?|[.,]\d+)$/u;

/** "Prilosec OTC", "Tylenol over the counter": how it was bought, not part of the name. */
const BOUGHT_HOW = /\s+(?:otc|over[- ]the[- ]counter|非处方(?:药)?)(?=$|\s|\d)/giu;

/** The unit a bare number means for this medicine: the unit its strengths are labelled in. */
function bareDoseUnit(drug: Drug): MedicineDoseUnit {
  const classes: readonly string[] = drug.classes;
  if (classes.includes('thyroid_hormone')) return 'µg';
  if (classes.includes('insulin')) return 'IU';
  return 'mg';
}

/** The name part of a typed medicine: dose, frequency and a bare trailing number taken off. */
export function medicineNameOnly(text: string): string {
  const { name } = splitDose(typeof text === 'string' ? text : '');
  const bare = BARE_DOSE.exec(name);
  return (bare ? bare[1]! : name).trim();
}

/** Resolves one typed medicine. Total: non-strings, empty and junk text give `unknown`. */
export function resolveMedicine(text: unknown): MedicineResolution {
  if (typeof text !== 'string' || text.trim() === '') {
    return { status: 'unknown', text: typeof text === 'string' ? text : '' };
  }
  const original = text.trim().slice(0, 200);
  drugsById ??= DRUG_BY_ID();
  const exact = drugsById.get(original) ?? classPlaceholderById(original);
  if (exact)
    return { status: 'resolved', id: exact.id, drug: exact, via: drugsById.has(original) ? 'id' : 'class' };
  // As typed first: a few simplified names use characters OpenCC also lists as traditional
  // (复方磺胺甲噁唑 keeps 噁), so folding is only the second try.
  const asTyped = resolveText(original, original);
  if (asTyped) return asTyped;
  const raw = toSimplified(original);
  const found = raw === original ? undefined : resolveText(raw, original);
  if (found) return found;
  // A bare number after the name: a dose without its unit.
  const { name, dose } = splitDose(raw);
  const bare = BARE_DOSE.exec(name);
  if (bare) {
    const r = resolveText(bare[1]!.trim(), original);
    if (r?.status === 'resolved' && !r.dose) {
      const amount = Number(bare[2]!.replace(',', '.'));
      if (Number.isFinite(amount) && amount > 0) {
        return { ...r, dose: { amount, unit: bareDoseUnit(r.drug) } };
      }
    }
    if (r && r.status !== 'unknown') return r;
  }
  // A combination's two strengths after the name ("co-codamol 30/500", "Tylenol #3 300/30 mg"; fourteenth
  // clinician review, en P3 #4: co-codamol 30/500 was refused): the name without them, no dose read.
  const combo = COMBO_STRENGTHS.exec(name);
  if (combo?.[1]) {
    const r = resolveText(combo[1].trim(), original);
    if (r && r.status !== 'unknown') return r;
  }
  // A name with a note in brackets ("伟哥（朋友给的）", "依姆多（单硝酸异山梨酯缓释片）60 mg"; thirteenth
  // clinician review, zh P1 #1: the friend's Viagra stayed unchecked beside a nitrate): the name outside
  // the brackets, else the one inside; two that name different medicines are left to the person.
  const noted = bracketed(name, original);
  if (noted) return dose && noted.status === 'resolved' && !noted.dose ? { ...noted, dose } : noted;
  // Named with how it was bought ("Prilosec OTC 20mg"; forty-fifth clinician review, en m4): the name without it.
  const plain = raw.replace(BOUGHT_HOW, ' ').replace(/\s+/g, ' ').trim();
  if (plain !== raw.trim()) {
    const r = resolveMedicine(plain);
    if (r.status !== 'unknown') return r;
  }
  // From the text as typed: suggestions fold traditional characters themselves.
  const suggestions = suggestMedicineIds(medicineNameOnly(original));
  return { status: 'unknown', text: original, ...(suggestions.length > 0 ? { suggestions } : {}) };
}

const BRACKETED = /[（(]([^（）()]*)[）)]/g;

/** A typed name with a note in brackets: the medicine outside the brackets or, failing that, inside. */
function bracketed(name: string, original: string): MedicineResolution | undefined {
  if (!/[（(]/.test(name)) return undefined;
  const outside = name.replace(BRACKETED, ' ').replace(/\s+/g, ' ').trim();
  const inside = [...name.matchAll(BRACKETED)].map((m) => m[1]!.trim()).filter(Boolean);
  const found = [outside, ...inside]
    .filter((t) => t && t !== name)
    .map((t) => resolveText(t, original))
    .filter((r): r is Extract<MedicineResolution, { status: 'resolved' }> => r?.status === 'resolved');
  if (found.length === 0) return undefined;
  const ids = [...new Set(found.map((r) => r.id))];
  if (ids.length > 1) return { status: 'ambiguous', text: original, options: ids };
  return found[0];
}

function resolveText(raw: string, original: string): MedicineResolution | undefined {
  const { name, dose, frequency } = splitDose(raw);
  const form = formOfText(raw);
  const extra = {
    ...(dose ? { dose } : {}),
    ...(frequency ? { frequency } : {}),
    ...(form ? { form } : {}),
  };
  drugsById ??= DRUG_BY_ID();
  for (const t of name === raw ? [raw] : [name, raw]) {
    const hit = lookupName(t);
    if (hit) {
      const ids = [...hit.ids];
      if (ids.length > 1) return { status: 'ambiguous', text: original, options: ids };
      const drug = drugsById.get(ids[0]!)!;
      return { status: 'resolved', id: drug.id, drug, via: hit.via, ...extra };
    }
    // A brand and its generic typed together ("开同 复方α酮酸片", "Lyrica pregabalin"): each word names the
    // same one medicine (tenth clinician review, zh P2 finding 2).
    const words = t.split(/\s+/).filter(Boolean);
    if (words.length >= 2 && words.length <= 3) {
      const each = words.map((w) => lookupName(w));
      const ids = new Set(each.flatMap((h) => (h && h.ids.size === 1 ? [...h.ids] : ['?', '!'])));
      if (ids.size === 1) {
        const drug = drugsById.get([...ids][0]!)!;
        return { status: 'resolved', id: drug.id, drug, via: each[0]!.via, ...extra };
      }
    }
    const classes = lookupClass(t);
    if (classes) {
      if (classes.length > 1) {
        return {
          status: 'ambiguous',
          text: original,
          options: classes.map((c) => `${CLASS_PLACEHOLDER_PREFIX}${c}`),
        };
      }
      const drug = classPlaceholder(classes[0]!);
      return { status: 'resolved', id: drug.id, drug, via: 'class', ...extra };
    }
  }
  return undefined;
}

// ---- "did you mean" ------------------------------------------------------------------------------

const LATIN = /^[a-z0-9]+$/;

/** Typos allowed for a key of this length: none for short names (too many neighbours). */
export function typosAllowed(key: string): number {
  const n = [...key].length;
  if (LATIN.test(key)) return n >= 9 ? 2 : n >= 5 ? 1 : 0;
  // Chinese names: one wrong character in three or more (华法令 → 华法林).
  return n >= 3 ? 1 : 0;
}

/**
 * Optimal string alignment distance (Levenshtein plus adjacent transpositions), or `max + 1` as soon
 * as it must exceed `max`. Works on code points, so one Chinese character is one edit.
 */
export function typoDistance(a: string, b: string, max: number): number {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1])
        v = Math.min(v, prev2[j - 2]! + 1);
      cur.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    prev2 = prev;
    prev = cur;
  }
  return prev[y.length]!;
}

/**
 * Salt words (the acid or anion part of a medicine's name), in Chinese, English and pinyin, as they
 * stand in a normalised key. Two medicines that share one ("碳酸镧" lanthanum carbonate and "碳酸锂"
 * lithium carbonate) differ only in the rest, which is the medicine: a typo is never allowed to fall
 * there unless that rest is long enough for a typo of its own (clinician review 2026-11-25: 碳酸镧 and
 * 碳酸钙 were offered as 碳酸锂).
 */
const SALT_WORDS =
  /碳酸氢|碳酸|盐酸|硫酸氢|硫酸|苯磺酸|甲磺酸|马来酸|酒石酸|琥珀酸|富马酸|枸橼酸|柠檬酸|磷酸|醋酸|乙酸|氢溴酸|草酸|葡萄糖酸|乳酸|hydrochloride|carbonate|bicarbonate|acetate|citrate|sulfate|sulphate|phosphate|gluconate|fumarate|succinate|tartrate|maleate|mesylate|besylate|hydrobromide|oxalate|lactate|tansuan|yansuan|liusuan|cusuan|jvyuansuan|juyuansuan|ningmengsuan|linsuan/gu;

/** A normalised key with its salt words taken out: the part that names the medicine. */
export function saltlessCore(key: string): string {
  return key.replace(SALT_WORDS, '');
}

/** The salt words of a normalised key, in order, joined ('' when it has none). */
export function saltWordsOf(key: string): string {
  return (key.match(SALT_WORDS) ?? []).join('+');
}

/**
 * Whether a suggestion's key may stand for the query: with a salt word on either side, the rest of
 * both must be within the typos that rest allows on its own (one wrong character in three Chinese
 * ones, none in one or two), and salt words on both sides must be the same ones.
 */
function coreMatches(query: string, key: string): boolean {
  const q = saltlessCore(query);
  const k = saltlessCore(key);
  // A salt word on one side only: the whole-name distance already checked decides (乐酸钙 → 醋酸钙).
  if (q === query || k === key) return true;
  if (q === '' || k === '') return false;
  // Two different salts of one element are two medicines (碳酸钙 a supplement, 醋酸钙 a binder).
  const saltsQ = saltWordsOf(query);
  const saltsK = saltWordsOf(key);
  if (saltsQ !== '' && saltsK !== '' && saltsQ !== saltsK) return false;
  if (q === k) return true;
  const allowed = Math.min(typosAllowed(q), typosAllowed(k));
  return allowed > 0 && typoDistance(q, k, allowed) <= allowed;
}

/**
 * Dictionary ids whose id, name, brand or full pinyin is within the allowed typos of the text (its
 * salt and dosage-form words taken off), closest first, at most `limit` (five: 片伐他汀 is one
 * character from four statins, and all of them are offered). Never a class placeholder, and never a
 * medicine that shares only a salt word with the text (`coreMatches`).
 */
export function suggestMedicineIds(text: unknown, limit = 5): string[] {
  if (typeof text !== 'string') return [];
  if (!nameIndex) buildIndexes();
  const queries = [
    ...new Set([...candidates(text), ...candidates(toSimplified(text))].map(normalizeKeyword)),
  ].filter((q) => q !== '');
  const best = new Map<string, { d: number; tier: number }>();
  for (const q of queries) {
    const max = typosAllowed(q);
    if (max === 0) continue;
    for (const [key, hit] of nameIndex!) {
      if (hit.tier > TIER.pinyin) continue;
      // Both sides must allow a typo: "war" never suggests "warfarin", nor "ppi" → "pp".
      const allowed = Math.min(max, typosAllowed(key));
      if (allowed === 0) continue;
      const d = typoDistance(q, key, allowed);
      if (d > allowed) continue;
      if (!coreMatches(q, key)) continue;
      for (const id of hit.ids) {
        const seen = best.get(id);
        if (!seen || d < seen.d || (d === seen.d && hit.tier < seen.tier))
          best.set(id, { d, tier: hit.tier });
      }
    }
  }
  const order = new Map(DRUGS.map((dr, i) => [dr.id as string, i]));
  return [...best.entries()]
    .sort(([a, x], [b, y]) => x.d - y.d || x.tier - y.tier || order.get(a)! - order.get(b)!)
    .slice(0, Math.max(0, limit))
    .map(([id]) => id);
}

/** The user-facing reason a medicine was refused, naming the text, in the given locale. */
export function unresolvedMessage(
  r: Exclude<MedicineResolution, { status: 'resolved' }>,
  locale: Locale,
): string {
  if (r.status === 'unknown') {
    drugsById ??= DRUG_BY_ID();
    const names = (r.suggestions ?? []).map((id) => {
      const d = drugsById!.get(id);
      return d ? (locale === 'zh-CN' ? `${d.zh}（${d.en}）` : `${d.en} (${d.zh})`) : id;
    });
    // Not in the list: the person may keep it as typed, marked not checked (eleventh clinician review).
    const keep =
      locale === 'zh-CN'
        ? '；列表里确实没有的药，可以按原样记录（标为“未核对”）'
        : "; if it is not in the list, you can keep it as typed (marked 'not checked')";
    if (names.length > 0) {
      return locale === 'zh-CN'
        ? `未知药物：“${r.text}”——您是不是要找：${names.join('、')}？请从列表中选择${keep}`
        : `Unknown medicine: '${r.text}' — did you mean ${names.join(' or ')}? Pick it from the list${keep}`;
    }
    return locale === 'zh-CN'
      ? `未知药物：“${r.text}”——请从列表中选择${keep}`
      : `Unknown medicine: '${r.text}' — pick it from the list${keep}`;
  }
  const names = r.options.map((id) => {
    const d = drugsById?.get(id) ?? classPlaceholderById(id);
    const cls = id.startsWith(CLASS_PLACEHOLDER_PREFIX)
      ? id.slice(CLASS_PLACEHOLDER_PREFIX.length)
      : undefined;
    if (cls && isDrugClass(cls)) return locale === 'zh-CN' ? DRUG_CLASSES[cls].zh : DRUG_CLASSES[cls].en;
    return d ? (locale === 'zh-CN' ? d.zh : d.en) : id;
  });
  return locale === 'zh-CN'
    ? `“${r.text}”涵盖多种药物（${names.join('、')}），请从列表中选择具体药物`
    : `'${r.text}' covers several kinds of medicine (${names.join(', ')}) — pick yours from the list`;
}

/** One medicine the caller must refuse, with the field index and the message naming it. */
export interface UnresolvedMedicine {
  readonly index: number;
  readonly text: string;
  readonly message: string;
  /** "Did you mean": close dictionary entries, best first (may be empty). */
  readonly suggestions: readonly { readonly id: string; readonly name: string }[];
}

/**
 * Resolves a medicine list as a client sends it (ids, typed names, objects with a dose and form) into
 * the stored form: unique ids in input order plus their doses and forms. A dose or form given in the
 * object wins over one read from the text. Every entry that does not resolve is listed, so the caller can refuse the
 * whole list naming each one; nothing is dropped silently.
 */
export function resolveMedicineEntries(
  entries: readonly MedicineEntry[],
  locale: Locale,
): { ids: string[]; doses: MedicineDose[]; unresolved: UnresolvedMedicine[]; unchecked: string[] } {
  const ids: string[] = [];
  const doses: MedicineDose[] = [];
  const unresolved: UnresolvedMedicine[] = [];
  const unchecked: string[] = [];
  const list: readonly unknown[] = Array.isArray(entries) ? entries : [];
  list.forEach((entry, index) => {
    const obj =
      typeof entry === 'object' && entry !== null ? (entry as Exclude<MedicineEntry, string>) : undefined;
    const text = obj ? (obj.id ?? obj.name ?? '') : typeof entry === 'string' ? entry : '';
    const r = resolveMedicine(text);
    // Kept as typed on the person's word (eleventh clinician review): never checked, always named so.
    if (r.status === 'unknown' && obj?.unlisted === true && obj.name !== undefined) {
      const name = obj.name.trim();
      if (!unchecked.includes(name)) unchecked.push(name);
      return;
    }
    if (r.status !== 'resolved') {
      const suggestions = (r.status === 'unknown' ? (r.suggestions ?? []) : []).flatMap((id) => {
        const d = drugsById?.get(id);
        return d ? [{ id, name: locale === 'zh-CN' ? d.zh : d.en }] : [];
      });
      unresolved.push({ index, text: r.text, message: unresolvedMessage(r, locale), suggestions });
      return;
    }
    if (ids.includes(r.id)) return;
    ids.push(r.id);
    const dose = obj?.dose ?? r.dose;
    const form = obj?.form ?? r.form;
    if (dose !== undefined || form !== undefined) {
      const frequency = obj?.frequency ?? r.frequency;
      doses.push({
        id: r.id,
        ...(dose ? { dose: dose.amount, unit: dose.unit } : {}),
        ...(form ? { form } : {}),
        ...(frequency ? { frequency } : {}),
      });
    }
  });
  return { ids, doses, unresolved, unchecked };
}
