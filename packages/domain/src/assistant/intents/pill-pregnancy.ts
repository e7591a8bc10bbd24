/**
 * Pregnancy questions on a hormonal pill (eighth clinician review, zh P2 and en P5): a positive test was
 * told "do not stop 屈螺酮炔雌醇 on your own, some medicines must be tapered" and "your plan recommends no
 * folic acid"; a late period with a negative test got the critical-lab emergency card; "do I need condoms
 * with St John's wort?" and "when is my pill reliable again?" were not answered. Each is a row here with
 * its source; the first that fits answers, before the pill's supplement list and the medicine pairs.
 */
import type { Bilingual, Source } from '../../contracts/common';
import { pick } from '../../contracts/common';
import { DRUGS } from '../../knowledge/drugs';
import { findDrugs } from '../entities';
import { teratogenAnswerText, teratogenConditionsOf, teratogenRowOf } from './everyday';
import { sourceLine, suggestionsFor, type Ctx, type Draft } from './shared';

export interface PillPregnancyRule {
  readonly id:
    'pill-positive-test' | 'pill-late-period-negative-test' | 'pill-sjw-backup' | 'pill-smoker-over-35';
  /** The message (as `normaliseQuestion` reads it) says this. */
  readonly when: RegExp;
  /** The rule is only for someone who also takes, or names, St John's wort. */
  readonly withStJohnsWort?: true;
  /** Only for a combined (oestrogen) pill, at this age or older (the plan's age, or said in the message). */
  readonly combinedFromAge?: number;
  readonly text: Bilingual;
  /**
   * What the row says instead when she also takes a medicine that can harm an unborn baby
   * (knowledge/teratogens.ts): the pill's half only, followed by that medicine's own answer — its folic
   * acid dose (5 mg on an antiepileptic, never "400 µg"), the prescriber today, "do not stop it" (ninth
   * clinician review, en P4: Tegretol with Microgynon).
   */
  readonly withTeratogen?: Bilingual;
  readonly source: Source;
}

const FSRH_2022 =
  'FSRH CEU Guidance: Drug Interactions with Hormonal Contraception (2017, amended 2022): with an enzyme inducer such as St John’s wort, combined pills are unreliable — use condoms as well, or another method, while it is taken and for 28 days after it is stopped; MHRA Drug Safety Update 2014/2016 (St John’s wort and hormonal contraceptives)';
const NHS_PREGNANCY =
  'NHS "Vitamins, supplements and nutrition in pregnancy" (folic acid 400 µg a day until week 12, from as soon as pregnancy is possible) and FSRH CEU Combined Hormonal Contraception (2019, amended 2023) §pregnancy: stop the pill once pregnancy is confirmed; exposure in early pregnancy is not known to harm the baby; NCCIH St John’s wort: not recommended in pregnancy';

/** A positive pregnancy test, or pregnant said now. */
const POSITIVE =
  /(验孕|早孕|试纸|验孕棒|测孕|hcg).{0,12}(阳性|两条杠|两道杠|2条杠|有了)|(阳性|两条杠).{0,8}(验孕|早孕|试纸|验孕棒)|确认怀孕|查出怀孕|发现怀孕|(?<!想|准备|打算|计划|备)怀孕了|\b(pregnancy|home|hpt) tests?\b.{0,30}\b(positive|two lines|2 lines)\b|\b(tested|test came back|came back|test was|test is) positive\b|\bpositive (pregnancy|home) test\b|\bi'?m pregnant\b|\bi am pregnant\b|\bjust found out i'?m pregnant\b/;
/** A late or missed period with a negative test. */
const LATE_NEGATIVE =
  /(月经|例假|大姨妈|经期).{0,12}(推迟|没来|晚了|迟了|延迟|不来).{0,40}(阴性|一条杠|没怀孕)|(阴性|一条杠).{0,40}(月经|例假|大姨妈|经期).{0,12}(推迟|没来|晚了|迟了|延迟|不来)|\b(period|periods)\b.{0,20}\b(late|missed|hasn'?t come|not come|overdue)\b.{0,60}\bnegative\b|\bnegative\b.{0,60}\b(period|periods)\b.{0,20}\b(late|missed|hasn'?t come|overdue)\b|\bmissed (my )?period\b.{0,60}\bnegative\b/;
/** Condoms, backup, or when the pill works again. */
const BACKUP =
  /避孕套|安全套|套套|双重避孕|额外避孕|其他避孕|(避孕|药).{0,8}(重新|恢复|多久|什么时候).{0,6}(可靠|有效|管用)|(多久|什么时候).{0,12}(可靠|有效|管用)|\bcondoms?\b|\bbackup\b|\bback-up\b|\bextra contraception\b|\b(reliable|effective|work(ing)?|protect(ed|s|ing)?)\b.{0,12}\bagain\b|\bhow long\b.{0,60}\b(reliable|effective|protected)\b/;

export const PILL_PREGNANCY_RULES: readonly PillPregnancyRule[] = [
  {
    id: 'pill-positive-test',
    when: POSITIVE,
    text: {
      zh: '**早孕试纸阳性时，避孕药就不需要再继续吃了：** 避孕药不是需要逐步减量的治疗药物，今天起不必再吃下一片；孕早期吃过的避孕药目前没有证据会伤害胎儿，不用为此担心。**从今天开始每天补充叶酸 400 µg（0.4 mg）**，一直吃到孕12周（可以用只含叶酸的片剂或孕妇复合维生素），这是预防胎儿神经管缺陷的标准做法，不必等方案或饮食评估。圣约翰草在孕期没有安全性资料，不建议继续吃；它是自己买的补充剂，不是处方药，请不要再吃，情绪方面的治疗请在就诊时和医生商量。其他处方药请不要自己停，就诊时一并告诉医生。请在一周内去妇产科或社区医院建档、确认怀孕；如有腹痛、一侧下腹剧痛、阴道出血或头晕，请当天就医。',
      en: "**Once a pregnancy test is positive, the pill has done its job and you do not need to take any more of it:** it is not a treatment that has to be tapered, and pills taken in early pregnancy are not known to harm the baby, so there is no need to worry about the ones you took. **Start folic acid 400 µg (0.4 mg) a day today** and keep it up until week 12 (a folic-acid-only tablet or a pregnancy multivitamin); this is the standard step against neural tube defects and does not wait for your plan or a diet check. St John's wort has no safety data in pregnancy and is not recommended: it is a supplement you bought, not a prescribed medicine, so leave it out and talk about treatment for your mood when you see the doctor. Keep any other prescribed medicine as it is and mention it at the visit. See your GP or a midwife within a week to confirm the pregnancy and book antenatal care; pain in the lower tummy (especially on one side), bleeding or feeling faint needs care the same day.",
    },
    withTeratogen: {
      zh: '**早孕试纸阳性时，避孕药就不需要再继续吃了：** 避孕药不是需要逐步减量的治疗药物，孕早期吃过的避孕药目前没有证据会伤害胎儿。但你同时在吃的另一种药不一样，见下面。',
      en: '**Once a pregnancy test is positive, the pill has done its job and you do not need to take any more of it:** it is not a treatment that has to be tapered, and pills taken in early pregnancy are not known to harm the baby. Your other medicine is different — see below.',
    },
    source: {
      ref: NHS_PREGNANCY,
      url: 'https://www.nhs.uk/pregnancy/keeping-well/vitamins-supplements-and-nutrition/',
    },
  },
  {
    id: 'pill-late-period-negative-test',
    when: LATE_NEGATIVE,
    withStJohnsWort: true,
    text: {
      zh: '**月经推迟、试纸阴性，这不是急症。** 吃短效避孕药时，停药期不来月经或月经量很少是常见的。但圣约翰草会让避孕药失效，所以仍有可能怀孕：请在3天后用晨尿再测一次，距离最后一次没有保护的同房满3周后测的结果最可靠；在确认之前和停用圣约翰草后28天内，同房时都要加用避孕套。如果再测仍是阴性、月经还是没来，或者接连两次停药期都没来月经，请在一两周内看妇科或全科医生。如果复测阳性，避孕药就不必再吃，并从当天起每天补充叶酸 400 µg，尽快就医。出现下腹剧痛（尤其一侧）、阴道出血伴头晕，请当天就医。',
      en: "**A late period with a negative test is not an emergency.** On the pill a missed or very light withdrawal bleed is common. St John's wort can make the pill fail, though, so a pregnancy is still possible: repeat the test in 3 days with first-morning urine; a test done 3 weeks after the last unprotected sex is the reliable one. Until then, and for 28 days after the last dose of St John's wort, use condoms as well. If the repeat test is negative and there is still no period, or you miss two withdrawal bleeds in a row, see your GP or gynaecologist within a week or two. If the repeat test is positive, you do not need to take any more pills: start folic acid 400 µg a day that day and see a doctor soon. Severe pain low in the tummy (especially on one side), or bleeding with feeling faint, needs care the same day.",
    },
    source: {
      ref: `${FSRH_2022}; FSRH CEU Combined Hormonal Contraception (2019, amended 2023): absent withdrawal bleeds and pregnancy testing (a test 3 weeks after the last unprotected sex)`,
      url: 'https://www.fsrh.org/standards-and-guidance/documents/ceu-clinical-guidance-drug-interactions-with-hormonal/',
    },
  },
  {
    id: 'pill-sjw-backup',
    when: BACKUP,
    withStJohnsWort: true,
    text: {
      zh: '**需要，加用避孕套。** 圣约翰草诱导肝药酶，会让避孕药的血药浓度下降，避孕就不可靠了；这种作用在停用圣约翰草后还会持续几周。所以：吃圣约翰草期间，以及最后一次吃圣约翰草后的28天内，每次同房都要加用避孕套。避孕药照常每天按时吃。圣约翰草是你自己买的补充剂，不是处方药，可以今天就停；如果吃它是为了情绪，请在一两周内找全科医生或精神科医生换一种和避孕药没有相互作用的治疗。如果这段时间有过没有保护的同房并担心怀孕，请咨询医生或药师紧急避孕的事（吃圣约翰草时，含左炔诺孕酮的紧急避孕药效果可能变差，带铜宫内节育器不受影响），并在3周后做早孕检测。',
      en: "**Yes, use condoms as well.** St John's wort speeds up the liver enzymes that clear the pill, so its levels fall and it no longer protects you reliably, and the effect lasts for weeks after the last dose. So use condoms every time while you take St John's wort and for 28 days after your last dose of it. Keep taking the pill every day as usual. St John's wort is a supplement you bought, not a prescribed medicine, so you can leave it out from today; if you take it for your mood, see your GP or psychiatrist within a week or two about a treatment that does not interact with the pill. If you have had unprotected sex in this time and are worried about pregnancy, ask a doctor or pharmacist about emergency contraception (a levonorgestrel pill may work less well with St John's wort; a copper IUD is not affected) and do a pregnancy test 3 weeks later.",
    },
    source: {
      ref: FSRH_2022,
      url: 'https://www.fsrh.org/standards-and-guidance/documents/ceu-clinical-guidance-drug-interactions-with-hormonal/',
    },
  },
  {
    id: 'pill-smoker-over-35',
    when: /抽烟|吸烟|烟瘾|抽.{0,4}烟|[一半两几]包烟|一天.{0,4}(根|支)烟|\bsmok\w*|\bcigarettes?\b|\bvap(e|ing)\b/,
    combinedFromAge: 35,
    text: {
      zh: '**35岁以上又吸烟，含炔雌醇的复方避孕药（如优思明、妈富隆）就不适合继续用了。** 药品说明书的黑框警告写明：35岁以上吸烟的女性不应使用；吸烟和雌激素一起会增加血栓、心肌梗死和卒中的风险，年龄越大、抽得越多风险越高（世界卫生组织标准：每天少于15支为第3级，15支及以上为第4级）。请在几周之内（不要等到下次常规复诊）找开避孕药的医生，换成不含雌激素的方法（单纯孕激素避孕药、皮下埋植、注射、含孕激素或含铜的宫内节育器）。换好之前不要自己先停：停了就没有避孕作用，如果已经停了，要同时用避孕套。戒烟对你最有益处，戒烟门诊或12320可以帮忙。出现胸痛、突然气短、一侧小腿肿痛、突然剧烈头痛或一侧肢体无力、说话不清，请立即拨打120。',
      en: '**Over 35 and smoking, a combined pill with ethinylestradiol (such as Yaz or Marvelon) is no longer a good choice.** Its label carries a boxed warning that women over 35 who smoke should not use it: smoking and oestrogen together raise the risk of blood clots, heart attack and stroke, more so with age and with more cigarettes (WHO criteria: category 3 under 15 a day, category 4 from 15 a day). See the doctor who prescribes your pill within a few weeks, not at your next routine visit, to move to a method without oestrogen (a progestin-only pill, an implant, an injection, a hormonal or copper IUD). Keep taking it until you have the new method, because without it you are not protected; if you have already left it off, use condoms. Quitting smoking is the biggest help, and your doctor or a quit line (1-800-QUIT-NOW) can support you. Chest pain, sudden breathlessness, a painful swollen calf, a sudden severe headache, or weakness on one side or trouble speaking need emergency care (call 911).',
    },
    source: {
      ref: 'Yaz (drospirenone/ethinyl estradiol) US prescribing information, boxed warning (cigarette smoking and serious cardiovascular events: women over 35 who smoke should not use it) and §4 Contraindications; WHO Medical eligibility criteria for contraceptive use, 5th ed. 2015 (age ≥ 35 and smoking: < 15 a day category 3, ≥ 15 a day category 4)',
      url: 'https://www.who.int/publications/i/item/9789241549158',
    },
  },
];

/** A hormonal contraceptive from the dictionary: a combined pill (ethinylestradiol) or a progestogen-only one. */
const PILL_IDS: ReadonlySet<string> = new Set(
  DRUGS.filter((d) => (d.classes as readonly string[]).includes('oral_contraceptive')).map((d) => d.id),
);
const HORMONAL = (id: string): boolean => PILL_IDS.has(id);
const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A pill's names and brands as written ("Yaz", "优思明"), which the chat's finder may skip. */
const PILL_NAMES = new RegExp(
  DRUGS.filter((d) => HORMONAL(d.id))
    .flatMap((d) => [d.zh, d.en, ...d.brands])
    .map((n) => n.toLowerCase())
    .map((n) => (/^[a-z]/.test(n) ? `\\b${escape(n)}\\b` : escape(n)))
    .join('|'),
);
/** The pill named in words. */
const PILL_WORDS =
  /避孕药|短效避孕|复方口服避孕|\bthe pill\b|\bmy pill\b|\bcombined pill\b|\bbirth control\b|\boral contraceptives?\b|\bcontraceptive pills?\b|\bbc pills?\b/;
const SJW = /圣约翰草|贯叶连翘|\bst\.? john'?s wort\b|\bsjw\b|\bhypericum\b/;

/** A combined pill said in words or by a brand with ethinylestradiol. */
const COMBINED_SAID = new RegExp(
  [
    '复方口服避孕|\\bcombined pill\\b',
    ...DRUGS.filter((d) => d.id.includes('ethinylestradiol'))
      .flatMap((d) => [d.zh, d.en, ...d.brands])
      .map((n) => n.toLowerCase())
      .map((n) => (/^[a-z]/.test(n) ? `\\b${escape(n)}\\b` : escape(n))),
  ].join('|'),
);
/** An adult age said in the message ("I'm 36", "36岁"). */
function saidAge(t: string): number | null {
  const m =
    /(?<!\d)([1-9]\d) ?(岁|周岁)|\b(?:i'?m|i am|aged?) ([1-9]\d)\b|\b([1-9]\d) ?(?:years? old|yo|y\/o)\b|\band i'?m ([1-9]\d)\b/.exec(
      t,
    );
  const v = m ? Number(m[1] ?? m[3] ?? m[4] ?? m[5]) : NaN;
  return Number.isFinite(v) ? v : null;
}

/** The St John's wort the plan lists among the person's own supplements. */
function planHasStJohnsWort(ctx: Ctx): boolean {
  return (ctx.plan?.medicineTaboos ?? []).some((t) => t.target === 'stJohnsWort');
}

export function pillPregnancyAnswer(ctx: Ctx): Draft | null {
  const t = ctx.norm;
  if (!t) return null;
  const prev = ctx.previous ? ctx.previous.toLowerCase() : '';
  const named = findDrugs(ctx.text).map((d) => d.id);
  const onPill =
    [...ctx.medicines, ...named].some(HORMONAL) ||
    PILL_WORDS.test(t) ||
    PILL_NAMES.test(t) ||
    PILL_WORDS.test(prev) ||
    PILL_NAMES.test(prev);
  if (!onPill) return null;
  const sjw = SJW.test(t) || SJW.test(prev) || planHasStJohnsWort(ctx);
  const combined =
    [...ctx.medicines, ...named].some((id) => id.includes('ethinylestradiol')) || COMBINED_SAID.test(t);
  const age = ctx.plan?.profile.age ?? saidAge(t);
  const rule = PILL_PREGNANCY_RULES.find(
    (r) =>
      r.when.test(t) &&
      (!r.withStJohnsWort || sjw) &&
      (r.combinedFromAge === undefined || (combined && age !== null && age >= r.combinedFromAge)),
  );
  if (!rule) return null;
  const l = ctx.locale;
  // The person's own pill named, so the answer reads as about it (and the answer check sees it named).
  const own = [...ctx.medicines, ...named].find(HORMONAL);
  const row = own ? DRUGS.find((d) => d.id === own) : undefined;
  const about = row ? (l === 'zh-CN' ? `关于你吃的${row.zh}：\n\n` : `About your ${row.en}:\n\n`) : '';
  const teratogen = rule.withTeratogen
    ? teratogenRowOf(
        [...ctx.medicines, ...named].filter((id) => !HORMONAL(id)),
        teratogenConditionsOf(ctx.text, ctx.plan?.profile.conditions ?? []),
      )
    : null;
  if (rule.withTeratogen && teratogen)
    return {
      text: `${about}${pick(rule.withTeratogen, l)}\n\n${teratogenAnswerText(ctx, teratogen, true, rule.source.ref)}`,
      suggestions: suggestionsFor(ctx, [], undefined),
      warnings: [{ kind: 'see_doctor' }],
    };
  return {
    text: about + pick(rule.text, l) + sourceLine(rule.source.ref, l),
    suggestions: suggestionsFor(ctx, [], undefined),
    warnings: [{ kind: 'see_doctor' }],
  };
}
