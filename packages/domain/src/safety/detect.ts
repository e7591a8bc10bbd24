/**
 * The one red-flag detector (the "safety outranks everything" rule of the second wave): runs before any other intent and on every answer.
 *
 * How a message is read:
 * 1. Fold (see `foldText`) and cut into clauses at sentence marks, commas and "but"/"但是".
 * 2. Find every feature of `FEATURES` in each clause. A hit is dropped when a negation stands just
 *    before it in its clause ("no chest pain", "没有胸痛", "不是胸痛").
 * 3. Symptom hits (not context ones) are also dropped in a clause that is about the past without a
 *    present marker ("my headache last year", "去年中风过"), hypothetical ("if I get chest pain…",
 *    "万一胸痛…"), or an informational question about signs ("what are the signs of a stroke?",
 *    "中风的症状有哪些"). Decision: asking what the signs are is not an emergency; describing them
 *    now ("I think I'm having a stroke", "my face is drooping") is.
 * 4. The profile adds context features: pregnancy (life stage), anticoagulants (drug class), kidney
 *    disease and diabetes (conditions, or insulin / sulfonylurea drug classes).
 * 5. `RED_FLAG_RULES` turns the features into kinds, in `RED_FLAG_KINDS` order.
 */
import { drugById } from '../interactions';
import { RED_FLAG_KINDS, type RedFlagKind } from './kinds';
import {
  CONTEXT_FEATURES,
  FEATURES,
  foldText,
  RED_FLAG_RULES,
  type Feature,
  type RedFlagRule,
} from './lexicon';

/** What the detector may know about the person (all optional; unknown values are ignored). */
export interface RedFlagProfile {
  /** 'pregnant_t1' | 'pregnant_t2' | 'pregnant_t3' | 'lactating' | 'none' */
  lifeStage?: string | null;
  /** Condition ids such as 'kidney_disease', 'diabetes'. */
  conditions?: readonly string[] | null;
  /** Medicine dictionary ids (their drug classes are looked up) or class ids such as 'anticoagulant'. */
  medicines?: readonly string[] | null;
}

export interface RedFlagHit {
  kind: RedFlagKind;
  /** The features that made it, for logs and tests. */
  features: Feature[];
}

const NEG_EN =
  /\b(no|not|never|without|dont|doesnt|didnt|havent|hasnt|isnt|arent|wasnt|werent|denies|deny|nor|none|free of|zero)\b(?! (sure|only|just|idea|matter|kidding))/;
const NEG_ZH = /没有|没(?!想到|办法|法|事吧|人)|不是|并非|并不|未见|未出现|否认|不再|无明显|无任何|毫无/;

const PAST =
  /\b(last (year|month|summer|winter|spring|autumn|fall)|\d+ (years|months) ago|years ago|months ago|as a (kid|child|teen)|when i was (young|a kid|little|a child|in college)|used to|in the past|history of|back in (\d{4}|the day)|once had)\b|去年|前年|小时候|[一二两三四五六七八九十几\d]+年前|几个月前|上个月|以前|曾经|既往|病史|年轻的时候/;
const PRESENT =
  /\b(now|right now|today|tonight|this (morning|afternoon|evening)|again|still|currently|at the moment|since (this|last night)|suddenly)\b|现在|今天|刚才|刚刚|又|还在|一直|突然|此刻|今晚|今早/;
const HYPOTHETICAL =
  /^(if|what if|in case|suppose|supposing|should i ever|say i)\b|\b(what if|in case|if i (ever|get|got|have|had|develop|start|were))\b|如果|假如|万一|要是|假设|假使/;
const INFO =
  /\b(what|which) (are|is) (the )?(early |warning |common |typical )?(signs?|symptoms?)\b|\b(signs?|symptoms?) of (a |an )?(stroke|heart attack|pre-?eclampsia|anaphylaxis|hypoglyc|bleeding|hyperkal)|\bhow (do|can|would|to) (i |you |one |we )?(tell|know|recogni[sz]e|spot|prevent)\b|\bprevent(ing|ion)?\b|\brisk (of|for)\b|(症状|征兆|表现|前兆|信号|迹象)(有哪些|是什么|有什么|都有|包括)|怎么(判断|识别|预防|分辨)|如何(判断|识别|预防)|预防|风险/;
/** A first-person, present report that overrides an informational frame in the same clause. */
const SELF_NOW =
  /\b(i think i(m| am)|im having|i am having|happening to me|right now)\b|我(现在|好像|感觉|觉得)|正在/;

const CLAUSE_SPLIT =
  /[。！？!?；;\n]+|(?<!\d)\.(?!\d)|[,，、]+|\bbut\b|\bhowever\b|但是|可是|不过(?!气|来|去)|但/;

const FEATURE_KEYS = Object.keys(FEATURES) as Feature[];
/** Global copies for matchAll, built once (every hit is checked for a negation before it). */
const GLOBAL_PATTERNS = new Map<Feature, RegExp[]>(
  FEATURE_KEYS.map((f) => [f, FEATURES[f].map((p: RegExp) => new RegExp(p.source, 'g'))]),
);
const CONTEXT = new Set<Feature>(CONTEXT_FEATURES);

/** "辣得我喘不过气", "laughing so hard I can't breathe": a figure of speech, not a symptom. */
const FIGURATIVE = /((辣|笑|热|忙|累|吓|气|撑)得我?|\b(laughing|laughed|laugh) so hard( that)?( i)?) ?$/;

function negatedBefore(prefix: string): boolean {
  if (FIGURATIVE.test(prefix)) return true;
  const en = prefix.split(' ').slice(-5).join(' ');
  if (NEG_EN.test(en)) return true;
  return NEG_ZH.test(prefix.slice(-6));
}

function hitsIn(clause: string): Set<Feature> {
  const found = new Set<Feature>();
  for (const f of FEATURE_KEYS) {
    for (const g of GLOBAL_PATTERNS.get(f) ?? []) {
      for (const m of clause.matchAll(g)) {
        if (!negatedBefore(clause.slice(0, m.index))) {
          found.add(f);
          break;
        }
      }
      if (found.has(f)) break;
    }
  }
  return found;
}

/** The features of a whole message after negation, past, hypothetical and informational wording. */
export function redFlagFeatures(text: unknown): Set<Feature> {
  const folded = foldText(text);
  const out = new Set<Feature>();
  for (const raw of folded.split(CLAUSE_SPLIT)) {
    const clause = (raw ?? '').trim();
    if (!clause) continue;
    const found = hitsIn(clause);
    const past = PAST.test(clause) && !PRESENT.test(clause);
    const hypothetical = HYPOTHETICAL.test(clause);
    const info = INFO.test(clause) && !SELF_NOW.test(clause);
    const quiet = past || hypothetical || info;
    for (const f of found) if (!quiet || CONTEXT.has(f)) out.add(f);
  }
  return out;
}

const PREGNANT = new Set(['pregnant_t1', 'pregnant_t2', 'pregnant_t3', 'pregnant']);

function profileFeatures(profile: RedFlagProfile | null | undefined): Set<Feature> {
  const out = new Set<Feature>();
  if (!profile || typeof profile !== 'object') return out;
  if (typeof profile.lifeStage === 'string' && PREGNANT.has(profile.lifeStage)) out.add('ctx_pregnant');
  const conditions = Array.isArray(profile.conditions) ? profile.conditions : [];
  if (conditions.includes('kidney_disease')) out.add('ctx_ckd');
  if (conditions.includes('diabetes')) out.add('ctx_diabetes');
  const meds = Array.isArray(profile.medicines) ? profile.medicines : [];
  for (const id of meds) {
    if (typeof id !== 'string') continue;
    const classes: readonly string[] = drugById(id)?.classes ?? [id];
    if (classes.includes('anticoagulant') || classes.includes('antiplatelet')) out.add('ctx_anticoag');
    if (classes.includes('insulin') || classes.includes('sulfonylurea')) out.add('ctx_diabetes');
  }
  return out;
}

/**
 * What earlier messages said about the person (pregnancy, blood thinners, kidney disease, diabetes),
 * as a profile: "I'm 32 weeks" in one turn and "my head is pounding, I see spots" in the next is
 * still pre-eclampsia.
 */
export function profileFromMessages(texts: readonly unknown[]): RedFlagProfile {
  const found = new Set<Feature>();
  for (const t of Array.isArray(texts) ? texts : []) for (const f of redFlagFeatures(t)) found.add(f);
  return {
    lifeStage: found.has('ctx_pregnant') ? 'pregnant' : null,
    conditions: [
      ...(found.has('ctx_ckd') ? ['kidney_disease'] : []),
      ...(found.has('ctx_diabetes') ? ['diabetes'] : []),
    ],
    medicines: found.has('ctx_anticoag') ? ['anticoagulant'] : [],
  };
}

/** Two profiles in one: pregnant if either says so, conditions and medicines together. */
export function mergeProfiles(a: RedFlagProfile, b: RedFlagProfile): RedFlagProfile {
  const list = (x: readonly string[] | null | undefined) => (Array.isArray(x) ? x : []);
  const pregnant = [a.lifeStage, b.lifeStage].find((s) => typeof s === 'string' && PREGNANT.has(s));
  return {
    lifeStage: pregnant ?? a.lifeStage ?? b.lifeStage ?? null,
    conditions: [...new Set([...list(a.conditions), ...list(b.conditions)])],
    medicines: [...new Set([...list(a.medicines), ...list(b.medicines)])],
  };
}

function fires(rule: RedFlagRule, features: Set<Feature>): boolean {
  return (
    rule.all.every((f) => features.has(f)) &&
    (rule.any === undefined || rule.any.some((f) => features.has(f))) &&
    !(rule.none ?? []).some((f) => features.has(f))
  );
}

/**
 * The red flags in a user's message, most pressing kind first (RED_FLAG_KINDS order). Total: any
 * input gives an array, empty when nothing is urgent.
 */
export function redFlagsFor(text: unknown, profile?: RedFlagProfile | null): RedFlagHit[] {
  const features = redFlagFeatures(text);
  for (const f of profileFeatures(profile)) features.add(f);
  const hits: RedFlagHit[] = [];
  for (const kind of RED_FLAG_KINDS) {
    const rules: readonly RedFlagRule[] = RED_FLAG_RULES[kind].rules;
    const rule = rules.find((r) => fires(r, features));
    if (rule)
      hits.push({ kind, features: [...rule.all, ...(rule.any ?? []).filter((f) => features.has(f))] });
  }
  return hits;
}
