/**
 * A woman on a medicine that can harm an unborn baby who says she had sex without contraception, or that
 * her period is late or a test positive, hears first what to do about that — whatever the question was
 * read as and whatever interaction text the answer also carries (issue 31/30, sixteenth clinician review,
 * zh P5-S1: "我和男朋友没有避孕，吃泰尔丝期间会有问题吗？" got only the minocycline interaction; P5-S2:
 * "我月经推迟两周了，还在吃泰尔丝" got "请不要自己停药" and no pregnancy test).
 *
 * Isotretinoin's label says stop at once if pregnancy occurs: its lead is "test today, take no further
 * dose until pregnancy is ruled out, call today" (the row's `ifPregnant`), and every "do not stop your
 * medicine" line is taken out of the rest of the answer. Every other pregnancy row: "test today, do not
 * stop it yourself, call the prescriber today" (knowledge/teratogen-leads.ts).
 */
import { pick, type Locale } from '../contracts/common';
import type { PlanDocument } from '../contracts/plan';
import { drugById } from '../interactions';
import { teratogenLeadFor } from '../knowledge/teratogen-leads';
import type { TeratogenRow } from '../knowledge/teratogens';
import { findDrugs } from './entities';
import { isMale, teratogenConditionsOf, teratogenRowOf } from './intents/everyday';
import { sourceLine, type Draft } from './intents/shared';
import { normaliseQuestion } from './lexicon';
import { MAN_OF_COUPLE_SAID } from './faq/audiences';
import { positiveTestOr } from '../safety/pregnancy-test-said';

/** Sex without contraception: said, or a broken condom, a missed pill, emergency contraception. */
const UNPROTECTED =
  /(没|未|没有|不)(做|采取|用|戴|带)?(任何)?(避孕|保护|安全措施|措施)|(没|未|没有)(戴|带|用)(安全)?套|无(保护|套)|不戴套|(避孕)?套(子)?(破|掉|滑)了|避孕(失败|套破)|(忘|漏)(了)?吃(短效)?避孕药|紧急避孕|事后(避孕)?药|毓婷|体外(射精|排精)|\bunprotected\b|\b(no|without( a| any)?) (birth control|contraception|protection|condoms?)\b|\bnot (using|on) (any )?(birth control|contraception|protection|the pill|condoms?)\b|\b(didn'?t|did not|don'?t|do not|never|weren'?t|were not) (use|using) (any )?(birth control|contraception|protection|condoms?)\b|\bcondom (broke|split|came off|slipped)\b|\bmorning[- ]after pill\b|\bplan b\b|\bemergency contraception\b|\b(forgot|missed) (to take )?(my|the|a|two) (birth control )?pills?\b/;

/** A late or missed period, or a positive test, said as happening now (not "what if"). */
const LATE = positiveTestOr(
  /(月经|大姨妈|姨妈|例假|月事)(已经|都|还)?(推迟|延迟|晚了|迟了|没来|还没来|没有来|过了|超了)|(这个|上个)月(的)?(月经|大姨妈|例假)?(没来|没有来)|(可能|好像|是不是|会不会|怀疑(自己)?)(已经)?怀(孕|上)了|\b(missed|missing) (my |a )?period\b|\bperiod (is|was|s) (\w+ )?(days? |weeks? )?(late|overdue)\b|\blate period\b|\bperiod (hasn'?t|has not|didn'?t|did not) (come|started|start|arrived|arrive)\b|\bhaven'?t (had|got) (my|a) period\b|\bperiod'?s (\w+ )?(late|overdue)\b|\b(might|could|may) be pregnant\b|\bthink i'?m pregnant\b/,
);

/** The medicine is someone else's: "我老公在吃泰尔丝", "my boyfriend is on accutane". */
const SOMEONE_ELSES =
  /(老公|男朋友|男友|丈夫|先生|对象|爱人)(在|正在|一直)?(吃|服用|用)|\b(my )?(husband|boyfriend|partner|bf)(\s+is|'s|\s+has been)?\s+(on|taking)\b/;

/** "Do not stop your medicine" lines that would contradict a label's "stop at once". */
const NEVER_STOP_LINE =
  /请勿自行停用或更改医生开具的药物|请不要自己停药或减量|不要自行停用处方药|不要自己停药|不要自己停用或调整|do not stop or change (a|any) prescribed medicine|do not stop or cut down the medicine yourself|do not stop (it|the medicine) on your own/i;

/**
 * A pregnancy planned or asked about ahead ("明年想要孩子", "停药以后多久可以怀孕", "trying for a baby"): the
 * medicine's own rule (acitretin: not for 3 years after the last dose) leads whatever was read as the question
 * (forty-fourth clinician review, zh S1: "我想明年要孩子，现在要不要开始吃叶酸" on acitretin got the folic acid
 * answer alone).
 */
const PLANNING =
  /备孕|(想|准备|打算|计划)(再)?(生|要)(个|一个)?(孩子|宝宝|二胎|二宝|小孩|娃)|(?<!不)要(个|一个)?(孩子|宝宝|二胎|二宝)|(想|准备|打算|计划|考虑)(要)?(怀孕|怀上|怀宝宝)|多久(以后|之后)?(才)?(可以|能)(怀孕|怀上|要孩子|备孕)|试孕|\btrying (to conceive|for a baby|to get pregnant)\b|\bttc\b|\b(want|wants|wanting|hope|hoping|plan|planning|plans) to (get pregnant|have a baby|conceive|start a family)\b|\bplanning (a|for a|my|our) (pregnancy|baby)\b|\bstart(ing)? a family\b|\b(want|wants|wanting) (a|another) baby\b|\bhow (long|soon) (after|before)\b[^.?!]{0,40}\b(pregnant|conceive|baby)\b|\bwhen can i (get pregnant|try|conceive)\b/;

export type TeratogenSituation = 'late' | 'unprotected' | 'planning';

/** What the message says: a late period (first: it is the more urgent), sex without contraception, or neither. */
export function teratogenSituationOf(text: string): TeratogenSituation | null {
  const t = normaliseQuestion(text);
  if (!t) return null;
  if (LATE.test(t)) return 'late';
  if (UNPROTECTED.test(t)) return 'unprotected';
  if (PLANNING.test(t)) return 'planning';
  return null;
}

/** The pregnancy row of the medicine the message concerns: one it names first, then her own. */
function rowFor(
  text: string,
  medicines: readonly string[],
  plan: PlanDocument | null,
): { row: TeratogenRow; drugId: string } | null {
  const named = findDrugs(text).map((d) => d.id);
  const t = normaliseQuestion(text);
  // A partner's medicine is not hers: only her own list counts then.
  const candidates = SOMEONE_ELSES.test(t) ? [...medicines] : [...named, ...medicines];
  const conditions = teratogenConditionsOf(text, plan?.profile.conditions ?? []);
  const row = teratogenRowOf(candidates, conditions);
  if (!row) return null;
  const rowDrugs: readonly string[] = row.drugs ?? [];
  const drugId = candidates.find((d) => rowDrugs.includes(d)) ?? candidates[0] ?? '';
  return { row, drugId };
}

/** Paragraphs of `text` (split on blank lines), without its source line. */
function paragraphsOf(text: string): { paras: string[]; tail: string } {
  const m = /\n\n_(?:来源|Source)(?:（[^）\n]*）)?[:：] ?[^\n]*_\s*$/.exec(text);
  const body = m ? text.slice(0, m.index) : text;
  return { paras: body.split(/\n{2,}/).filter((p) => p.trim() !== ''), tail: m ? m[0].trim() : '' };
}

const CANNOT = /没有可靠的规则|no reliable rule/i;

export function withTeratogenLead(
  draft: Draft,
  text: string,
  g: { medicines: readonly string[]; plan: PlanDocument | null; locale: Locale },
): Draft {
  if (isMale(text, g.plan?.profile.sex)) return draft;
  const situation = teratogenSituationOf(text);
  if (!situation) return draft;
  const found = rowFor(text, g.medicines, g.plan);
  if (!found) return draft;
  const { row, drugId } = found;
  const l = g.locale;
  const drug = drugById(drugId);
  const name = drug ? (l === 'zh-CN' ? drug.zh : drug.en) : '';
  const lead = teratogenLeadFor(row.id);
  const fill = (s: string) => s.replace(/\{drug\}/g, name);
  const leadParas: string[] = [];
  if (situation === 'late') {
    if (row.ifPregnant) {
      // The label's own words (isotretinoin: stop at once; leflunomide: stop and wash out), after the
      // test — the general "do not stop" text would contradict them.
      if (row.id === 'isotretinoin') leadParas.push(pick(lead.late, l));
      // A positive test already told is not asked to test again (forty-sixth clinician review, en S2).
      else if (!POSITIVE_TOLD.test(normaliseQuestion(text)))
        leadParas.push(fill(pick(GENERAL_TEST_TODAY, l)));
      leadParas.push(pick(row.ifPregnant, l));
    } else leadParas.push(fill(pick(lead.late, l)));
  } else if (situation === 'planning') {
    // A man speaking of his wife or girlfriend ("my wife and I want a baby, I take acitretin"): his medicine's rule
    // for men answers elsewhere, never the woman's (thalidomide's `forMen`).
    if (MAN_OF_COUPLE_SAID.test(normaliseQuestion(text))) return draft;
    // Pregnant already: the medicine's pregnancy answer speaks, not the rule for a pregnancy ahead.
    if ((g.plan?.profile.lifeStage ?? '').startsWith('pregnant')) return draft;
    // A question about another medicine ("should I come off hydroxychloroquine before trying?") is that medicine's;
    // an answer that opens on this medicine already speaks to it (the acne medicines' own trying-to-conceive row).
    const named = findDrugs(text).map((d) => d.id);
    const rowDrugs: readonly string[] = row.drugs ?? [];
    if (named.length > 0 && !named.some((id) => rowDrugs.includes(id))) return draft;
    const opening = (draft.text.split(/\n{2,}/)[0] ?? '').toLowerCase();
    const names = [drug?.zh, drug?.en, ...(drug?.brands ?? [])].filter(
      (n): n is string => !!n && n.length >= 2,
    );
    if (!CANNOT.test(opening) && names.some((n) => opening.includes(n.toLowerCase()))) return draft;
    // Her medicine's own rule for a pregnancy ahead (how long before, the contraception it needs, the plan to make
    // with the prescriber) — said once: an answer that already gives it is left as it is.
    const own = pick(row.text, l);
    if (draft.text.replace(/\*\*/g, '').includes(own.replace(/\*\*/g, '').slice(0, 40))) return draft;
    leadParas.push(own);
  } else {
    leadParas.push(fill(pick(lead.unprotected, l)));
    // The contraception rule of the medicine's own row (acitretin: 3 years after; valproate: the
    // programme) and what the label says if she is pregnant.
    if (row.id !== 'isotretinoin') leadParas.push(pick(row.text, l));
    if (row.ifPregnant) leadParas.push(pick(row.ifPregnant, l));
  }
  const stops = row.ifPregnant !== undefined;
  const { paras, tail } = paragraphsOf(draft.text);
  const leadText = leadParas.join('\n\n');
  const rest = paras.filter((p) => {
    const plain = p.replace(/\*\*/g, '');
    // Said once: a paragraph the lead already holds (the row's text, its `ifPregnant`) is dropped.
    if (leadParas.some((x) => x.replace(/\*\*/g, '').includes(plain.trim()))) return false;
    // A "no reliable rule" paragraph next to the lead says it cannot answer what the lead answers.
    if (CANNOT.test(p)) return false;
    // The general "do not stop" contradicts a label that says stop (isotretinoin, leflunomide).
    if (stops && NEVER_STOP_LINE.test(plain)) return false;
    // The pregnancy answer's closing "do not stop; plan the pregnancy first" is in the lead already.
    if (/^请不要自己停药或减量：|^Do not stop or cut down the medicine yourself:/.test(plain.trim()))
      return false;
    // The generic "if you might be pregnant, call today" line is the lead's, said better.
    if (/如果已经怀孕或怀疑怀孕|If you are or might be pregnant/.test(plain)) return false;
    return true;
  });
  // The lead cites its own sources; the rest keeps its source line (one source line per part).
  // A source line in the middle of the answer is read as text by the safety check: a row's reference that
  // quotes its label's "stop" is left to the row's own answer (leflunomide's cites "stop Arava and …").
  const rowRef = /\bstop|discontinu|停药|停用/i.test(row.source.ref) ? '' : row.source.ref;
  // A pregnancy planned cites the medicine's row alone (the test-today and emergency-contraception sources are
  // the other situations').
  const leadRefs =
    situation === 'planning'
      ? rowRef ||
        'MHRA Drug Safety Update, medicines with teratogenic potential: what is effective contraception and how often is pregnancy testing needed (2019)'
      : [lead.source.ref, rowRef].filter(Boolean).join('; ');
  const restText = [...rest, ...(rest.length > 0 && tail ? [tail] : [])].join('\n\n');
  return {
    ...draft,
    text: leadText + sourceLine(leadRefs, l) + (restText ? `\n\n${restText}` : ''),
    warnings: [{ kind: 'see_doctor' }, ...(draft.warnings ?? [])],
  };
}

/** A positive test told, not only a late period. */
const POSITIVE_TOLD = positiveTestOr(/\bpositive\b/);

/** A late period on a medicine whose label has its own instruction (leflunomide): test first. */
const GENERAL_TEST_TODAY = {
  zh: '**月经推迟又在吃{drug}：今天就验孕**（早孕试纸测晨尿，或去医院抽血查HCG）。',
  en: '**A late period while taking {drug}: do a pregnancy test today** (a urine test on first-morning urine, or a blood hCG test).',
};
