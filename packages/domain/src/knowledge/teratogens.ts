import type { Bilingual, Source } from '../contracts/common';
import { VITAMIN_K_ANTAGONISTS, type DrugClass, type DrugId } from './drugs';

/**
 * Medicines that can harm an unborn baby (issue 31 §1, "pregnancy and medicines"). For a woman of
 * childbearing age the plan says so with what to do — never "stop it", always "see the prescriber
 * before trying to conceive, and at once if pregnant" — with the folic acid dose a guideline sets
 * (5 mg on antiepileptics) and a contraception rule where the label has one. A medicine that is not a
 * teratogen but whose pregnancy rule is a folic acid dose (sulfasalazine: 2 mg) has its row here too,
 * with `pregnantSeverity: 'warning'`.
 */
export interface TeratogenRow {
  id: string;
  drugs?: readonly DrugId[];
  classes?: readonly DrugClass[];
  /** What it can do, and the rule for this medicine (contraception, folic acid, switching). */
  text: Bilingual;
  /**
   * Continued in pregnancy (hydroxychloroquine, the thiopurines): no "contact the prescriber today" lead for
   * someone pregnant on it — the rule is to keep taking it.
   */
  compatibleInPregnancy?: boolean;
  /**
   * The daily folic acid (µg) the row's guideline has the prescriber give before conception to 12 weeks
   * of pregnancy, above the 400 µg everyone planning a pregnancy takes (knowledge/preconception.ts).
   */
  folicAcidUg?: number;
  /**
   * From when to when the row's folic acid is taken (default: from at least a month before conception
   * to 12 weeks of pregnancy).
   */
  folicAcidSpan?: Bilingual;
  /**
   * The row is left out when the person has one of these conditions (topiramate's migraine row is not for
   * a woman with epilepsy, whose risk–benefit is the neurologist's).
   */
  unlessConditions?: readonly string[];
  /**
   * The row is only for a person with one of these conditions (methotrexate and mercaptopurine in leukaemia
   * treatment, where the rheumatology and IBD rows are wrong: forty-eighth clinician review, S2).
   */
  onlyConditions?: readonly string[];
  /** The medicines this row matches are not matched again by the rows after it (a class row). */
  exclusive?: boolean;
  /**
   * The row's text when the person has none of `conditions`: a class row must not assume the condition
   * its medicines are best known for (eleventh clinician review, en P1: topiramate for migraine, P5:
   * pregabalin, were told of seizures and SUDEP).
   */
  textWithout?: { conditions: readonly string[]; text: Bilingual; inPregnancy?: Bilingual };
  /**
   * The row's text for someone already pregnant, when the planning words would mislead: "talk to your neurologist
   * before trying for a baby, who may switch the medicine" read at 11 weeks promises a switch now (fiftieth clinician
   * review, en M9; RCOG GTG 68: no change in an established pregnancy except on specialist advice).
   */
  inPregnancy?: Bilingual;
  /**
   * What the label says to do when she is pregnant on it, when that is not "do not stop it yourself":
   * leflunomide's label says stop it and start the washout at once (fourteenth clinician review, en P5 #2:
   * "do not stop or change a prescribed medicine on your own" to a positive test on Arava). Said first in
   * the plan's pregnancy finding and the chat, and the general "do not stop" line is then left out.
   */
  ifPregnant?: Bilingual;
  /**
   * The rule for a man taking it, when the label has one (thalidomide passes into semen: a condom every time).
   * The plan says it to a man on the medicine, the chat when he asks about a pregnancy, his partner or sex.
   */
  forMen?: Bilingual;
  /** The finding's severity when she is pregnant (default `urgent`: contact the prescriber now). */
  pregnantSeverity?: 'warning' | 'urgent';
  source: Source;
}

/** The low daily dose at which the ESC 2018 pregnancy guideline considers continuing a vitamin K antagonist. */
const VKA_LOW_DOSE: Readonly<Partial<Record<string, Bilingual>>> = {
  warfarin: { zh: '每天剂量不超过5 mg', en: '5 mg or less' },
  acenocoumarol: { zh: '每天剂量低于2 mg', en: 'under 2 mg' },
  phenprocoumon: { zh: '每天剂量低于3 mg', en: 'under 3 mg' },
};
/** Each vitamin K antagonist's own label on pregnancy, before the guidelines its row cites. */
const VKA_PREGNANCY_LABEL: Readonly<Partial<Record<string, string>>> = {
  warfarin: 'Coumadin (warfarin) US prescribing information §8.1 (embryopathy); ',
  acenocoumarol:
    'Sinthrome (acenocoumarol) UK SmPC §4.3 and §4.6 (contraindicated in pregnancy: coumarin embryopathy; sections from memory); ',
  phenprocoumon:
    'Marcumar (phenprocoumon) Fachinformation §4.3 and §4.6 (contraindicated in pregnancy: coumarin embryopathy; sections from memory); ',
};

/** A man on a thalidomide-class medicine (forty-first clinician review, zh S2): the label's condom rule. */
export const THALIDOMIDE_FOR_MEN: Bilingual = {
  zh: '**这个药会进入精液：吃药的男性和怀孕或可能怀孕的女性同房时，每一次都必须全程戴乳胶或合成材质的避孕套——整个用药期间（中间暂时不吃的日子也算），直到最后一次服药后4周，即使做过输精管结扎也一样。** 这段时间不要捐精、不要献血。如果伴侣已经怀孕，而吃药期间有过没戴套的同房，请今天就告诉开药的医生和她的产科医生。不要自己停药或改剂量。药放在上锁的地方，远离孩子；胶囊不要打开，怀孕的人不要用手接触药。',
  en: '**This medicine passes into semen: a man taking it must use a latex or synthetic condom every time he has sex with a woman who is pregnant or could become pregnant — throughout treatment, during breaks and for 4 weeks after the last dose, even after a vasectomy.** No sperm or blood donation during that time. If the partner is pregnant and they had sex without a condom while he was on it, tell the prescriber and her obstetrician today. Do not stop or change the medicine without the prescriber. Keep it locked away from children; do not open the capsules, and a pregnant woman should not handle them.',
};

export const THALIDOMIDE_SOURCE: Source = {
  ref: 'Thalomid (thalidomide) US prescribing information, Boxed Warning and §5.1 (embryo-fetal toxicity: females two methods of contraception 4 weeks before to 4 weeks after; males a latex or synthetic condom during any sexual contact with females of reproductive potential, through dose interruptions and for 4 weeks after, even after a successful vasectomy), §5 (no blood or sperm donation); Revlimid (lenalidomide) and Pomalyst (pomalidomide) US prescribing information §5.1; THALOMID REMS — sections cited from memory; 沙利度胺片说明书【禁忌】孕妇',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=thalomid',
};

/** A man on hydroxyurea (forty-second clinician review, en M9): the label's contraception for men. */
export const HYDROXYUREA_FOR_MEN: Bilingual = {
  zh: '**吃羟基脲的男性：说明书要求在服药期间和最后一次服药后至少1年内，与可能怀孕的伴侣同房时采取可靠的避孕措施；想要孩子，先找血液科医生商量（是否暂停、换药、精子冷冻等），不要自己停药。** 伴侣如果已经怀孕，请告诉她的产科医生你在吃羟基脲。',
  en: '**Men on hydroxyurea: its label advises reliable contraception with a partner who could become pregnant during treatment and for at least a year after the last dose; to try for a baby, see your haematologist first (pausing or changing it, or banking sperm) and do not stop it yourself.** If your partner is already pregnant, tell her obstetrician you take hydroxyurea.',
};

export const HYDROXYUREA_SOURCE: Source = {
  ref: 'Droxia (hydroxyurea) US prescribing information §5 (embryo-fetal toxicity) and §8.3 (contraception during and for at least 6 months after therapy for females, at least 1 year for males; section numbers from memory); RCOG Green-top Guideline No. 61, Management of Sickle Cell Disease in Pregnancy (2011): hydroxycarbamide stopped at least 3 months before conception; folic acid 5 mg daily before conception and throughout pregnancy; McMullin MF et al. A guideline for the management of specific situations in polycythaemia vera and secondary erythrocytosis, Br J Haematol 2019;184:161–175 (pregnancy: interferon alpha when cytoreduction is needed, venesection, aspirin, low-molecular-weight heparin considered; cited from memory)',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=droxia',
};

/**
 * Pregnant on Qsymia (forty-seventh clinician review, en S2): the label's own instruction — stop at once, the top dose
 * tapered — said in the plan's pregnancy finding and in the chat (assistant/faq/rows-review47-a.ts), whose safety check
 * keeps it as the label's stop.
 */
export const QSYMIA_IF_PREGNANT: Bilingual = {
  zh: '**用芬特明托吡酯缓释胶囊（Qsymia）期间怀孕：说明书规定孕期禁用，怀孕后要立即停用，不用等减重门诊上班。吃3.75/23、7.5/46或11.25/69规格的，不要再吃下一粒；只有最高剂量15/92按说明书逐渐减量：隔天吃一粒，至少1周后再完全不吃，因为这个剂量一下子停掉可能诱发癫痫发作。** 孕期减重对妈妈和宝宝都没有好处。今天就联系开药的减重门诊（下班时打值班电话）或你的产科医生，尽快看产科，说明最后一次吃药的时间；每天吃叶酸。',
  en: '**Pregnant while taking Qsymia (phentermine/topiramate): its label contraindicates it in pregnancy and says to stop it immediately if pregnancy occurs — not to carry on until the weight clinic reopens. On 3.75/23, 7.5/46 or 11.25/69 mg, take no further capsule. Only the top dose, 15/92 mg, is tapered as its label sets: one capsule every other day for at least a week, then none, because stopping that dose all at once can bring on a seizure.** Weight loss brings no benefit in pregnancy. Call the weight clinic (its on-call line if it is closed) or your obstetrician today, see your maternity team soon and tell them when you last took it, and take folic acid every day.',
};

export const TERATOGENS: readonly TeratogenRow[] = [
  {
    id: 'valproate',
    drugs: ['valproate'],
    text: {
      zh: '丙戊酸钠在孕期服用会明显增加胎儿畸形（如脊柱裂）和发育问题的风险。可能怀孕的女性需要可靠避孕，并参加医生的妊娠预防计划；不要自己停药（突然停药可能引起癫痫发作或病情复发），想要孩子前必须先找开药医生讨论换药，备孕时医生通常会开每天5 mg叶酸。',
      en: 'Valproate in pregnancy markedly raises the risk of birth defects (such as spina bifida) and developmental problems. Anyone who could become pregnant needs reliable contraception under the prescriber’s pregnancy prevention programme; do not stop it yourself (stopping suddenly can bring on seizures or a relapse), and see the prescriber before trying for a baby to review the medicine; they usually also prescribe folic acid 5 mg a day.',
    },
    folicAcidUg: 5000,
    source: {
      ref: 'MHRA Drug Safety Update: valproate pregnancy prevention programme (2018, updated 2023/2024); Depakote US prescribing information boxed warning (fetal risk); NICE NG217 Epilepsies (2022) §1.13 folic acid 5 mg',
      url: 'https://www.gov.uk/drug-safety-update/valproate-use-by-women-and-girls',
    },
  },
  {
    // Before the antiepileptic row: lamotrigine's own point is its falling level in pregnancy (clinician
    // review 2026-11-25 fourth, zh P2: "要不要自己加量？" was declined).
    id: 'lamotrigine',
    drugs: ['lamotrigine'],
    text: {
      zh: '拉莫三嗪：怀孕以后血药浓度常常明显下降（可降一半左右），发作可能变多；神经科医生通常会在孕期定期查血药浓度并调整剂量，产后再减回来。不要自己加量、减量或停药，怀孕了请尽快告诉神经科医生。叶酸：计划怀孕前至少一个月到孕12周，指南建议每天5 mg（处方剂量，不是普通的0.4 mg）。',
      en: 'Lamotrigine: in pregnancy its blood level often falls a lot (by about half), and seizures can return; the neurologist usually checks levels through pregnancy and adjusts the dose, then lowers it again after the birth. Do not raise, lower or stop it yourself, and tell your neurologist soon if you are pregnant. Folic acid: guidelines advise 5 mg a day (a prescription dose, not the usual 0.4 mg) from at least a month before conception to 12 weeks.',
    },
    folicAcidUg: 5000,
    source: {
      ref: 'Lamictal (lamotrigine) US prescribing information §5 and §8.1 (decreased lamotrigine concentrations during pregnancy; dose adjustments and postpartum reduction); RCOG Green-top Guideline 68 Epilepsy in pregnancy (2016, therapeutic drug monitoring of lamotrigine); NICE NG217 (2022) §1.13 folic acid 5 mg',
      url: 'https://www.rcog.org.uk/guidance/browse-all-guidance/green-top-guidelines/epilepsy-in-pregnancy-green-top-guideline-no-68/',
    },
  },
  {
    // Spironolactone taken for acne, hirsutism or PCOS by women who may want a baby (clinician review
    // 2026-11-25 fourth, zh P3 and en P1).
    id: 'spironolactone',
    drugs: ['spironolactone'],
    text: {
      zh: '螺内酯有抗雄激素作用，动物研究中可使男性胎儿女性化，孕期一般不用：用它治痘痘、多毛或多囊卵巢时，服药期间要可靠避孕；打算怀孕前先找开药医生，医生一般会在备孕前另作安排（换别的办法）；如果已经怀孕，请尽快联系开药医生，不要等到下次复诊。',
      en: 'Spironolactone is anti-androgenic and in animal studies feminised male fetuses, so it is generally not used in pregnancy: when it is taken for acne, excess hair or PCOS, use reliable contraception; see your prescriber before trying for a baby — they usually plan another treatment before conception; if you are already pregnant, contact the prescriber promptly rather than at the next routine visit.',
    },
    source: {
      ref: 'Aldactone (spironolactone) US prescribing information (2018 onward) §8.1 Pregnancy (feminisation of male fetuses in animal studies; not recommended in pregnancy); British Association of Dermatologists: spironolactone for acne — contraception advised',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=aldactone',
    },
  },
  {
    // Forty-seventh clinician review, en S2: pregnant at 5 weeks on Qsymia, told to keep taking it over the weekend.
    // Its label contraindicates it in pregnancy and says stop at once; only 15/92 mg is tapered (seizure risk). Before
    // the topiramate and antiepileptic rows, and exclusive: neither row's "do not stop it yourself" is Qsymia's.
    id: 'phentermine-topiramate',
    drugs: ['phentermine-topiramate'],
    exclusive: true,
    text: {
      zh: '芬特明托吡酯缓释胶囊（Qsymia）孕期禁用：其中的托吡酯会增加胎儿唇腭裂的风险，孕期减重也没有好处。可能怀孕的女性开始吃之前要验孕排除怀孕，服药期间要可靠避孕；想要孩子，先和开药医生商量怎样换掉它（15/92剂量要按说明书逐渐减量），备孕期间每天吃叶酸。',
      en: 'Qsymia (phentermine/topiramate) must not be used in pregnancy: its topiramate raises the risk of cleft lip and palate, and weight loss offers no benefit in pregnancy. Anyone who could become pregnant needs a negative pregnancy test before starting and reliable contraception while taking it; before trying for a baby, plan the change with your prescriber (the 15/92 mg dose is tapered, as its label sets), and take folic acid every day while you try.',
    },
    ifPregnant: QSYMIA_IF_PREGNANT,
    source: {
      ref: 'Qsymia (phentermine and topiramate extended-release capsules) US prescribing information (Vivus) §4 Contraindications (pregnancy), §5.1 Fetal Toxicity (oral clefts; pregnancy test before starting, effective contraception; if pregnancy occurs, discontinue immediately) and §2 (discontinuing 15 mg/92 mg: one dose every other day for at least 1 week, because of the risk of a seizure) — sections cited from memory',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=qsymia',
    },
  },
  {
    // Eleventh clinician review, en P1: topiramate for migraine prevention was answered with the epilepsy
    // risk–benefit (seizures in pregnancy, SUDEP). For any use but epilepsy it is contraindicated in
    // pregnancy and needs highly effective contraception (MHRA 2024 pregnancy prevention programme).
    id: 'topiramate-not-epilepsy',
    drugs: ['topiramate'],
    unlessConditions: ['epilepsy'],
    exclusive: true,
    text: {
      zh: '托吡酯用于预防偏头痛（或癫痫以外的其他用途）时，孕期不能使用：它会增加胎儿唇腭裂等畸形、胎儿偏小的风险，也可能影响孩子的神经发育。可能怀孕的女性服药期间需要高效避孕（宫内节育器/含药节育环或皮下埋植）；如果用口服避孕药，要同时用避孕套——托吡酯每天200 mg及以上会让避孕药效果变差。想要孩子前，请先找开药的医生（全科医生或神经科医生），由医生先换成别的偏头痛预防药；还在吃托吡酯时不要备孕，也不要自己突然停药，换药由医生安排。吃这类药时，指南建议的叶酸是每天5 mg（处方剂量），请向开药医生要。如果服药期间怀孕了，请今天或明天就联系开药医生。如果你是因为癫痫吃托吡酯，请在方案里勾选癫痫：建议不一样。',
      en: 'Topiramate taken to prevent migraine (or for anything other than epilepsy) must not be used in pregnancy: it raises the risk of birth defects such as cleft lip and palate and of a small baby, and may affect the child’s development. Anyone who could become pregnant needs highly effective contraception while on it (a coil or an implant); if you use the pill, add condoms, because at 200 mg a day or more topiramate can make the pill less reliable. Before you try for a baby, see the doctor who prescribes it (your GP or neurologist), who switches you to another migraine preventive first; do not try to conceive while you still take it, and do not stop it suddenly yourself — the prescriber plans the change. While you take it, guidelines for these medicines advise folic acid 5 mg a day (a prescription dose): ask the prescriber for it. If you become pregnant on it, contact the prescriber today or tomorrow. If you take topiramate for epilepsy, tick epilepsy in your plan: the advice is different.',
    },
    folicAcidUg: 5000,
    source: {
      ref: 'MHRA Drug Safety Update, Topiramate (Topamax): introduction of new safety measures, including a Pregnancy Prevention Programme (June 2024): contraindicated for migraine prophylaxis in pregnancy and in women of childbearing potential not using highly effective contraception; EMA PRAC topiramate referral (2023); Topamax (topiramate) US prescribing information §5.6 Fetal Toxicity (oral clefts, small for gestational age) and §7 Oral Contraceptives (dose-dependent decrease in ethinyl estradiol exposure at 200–800 mg/day); FSRH CEU Guidance: Drug Interactions with Hormonal Contraception (2022) — cited from memory for section numbers',
      url: 'https://www.gov.uk/drug-safety-update/topiramate-topamax-introduction-of-new-safety-measures-including-a-pregnancy-prevention-programme',
    },
  },
  {
    id: 'antiepileptic-folic-acid',
    classes: ['antiepileptic'],
    textWithout: {
      conditions: ['epilepsy'],
      text: {
        zh: '这类药（抗癫痫药）除了治癫痫，也用于神经痛、偏头痛、情绪或焦虑。服用这类药的女性，计划怀孕前至少一个月到孕12周，指南建议每天服用5 mg叶酸（处方剂量，不是普通的0.4 mg），请向开药医生要；部分这类药（如托吡酯、卡马西平、苯妥英）会增加胎儿畸形风险。想要孩子前请先和开药的医生讨论，可能需要换药；不要自己停药或减量：突然停药可能引起撤药反应，用于癫痫时还可能引起发作。如果你是因为癫痫吃这个药，请在方案里勾选癫痫。',
        en: 'These medicines (antiepileptics) are used for epilepsy and also for nerve pain, migraine, mood or anxiety. For women on them, guidelines advise folic acid 5 mg a day (a prescription dose, not the usual 0.4 mg) from at least a month before conception to 12 weeks of pregnancy — ask the prescriber for it; some of them (topiramate, carbamazepine, phenytoin) raise the risk of birth defects. Talk to the doctor who prescribes it before trying for a baby, who may switch the medicine; do not stop or cut it yourself: stopping suddenly can cause withdrawal effects, and seizures when it is taken for epilepsy. If you take it for epilepsy, tick epilepsy in your plan.',
      },
      inPregnancy: {
        zh: '这类药（抗癫痫药）除了治癫痫，也用于神经痛、偏头痛、情绪或焦虑。怀孕时服用这类药，指南建议每天服用5 mg叶酸（处方剂量，不是普通的0.4 mg），至少吃到孕12周，已经怀孕了才开始也要吃，请向开药医生或产检医生要；部分这类药（如托吡酯、卡马西平、苯妥英）会增加胎儿畸形风险，请告诉产检医生你在吃这个药，以便安排详细的胎儿结构筛查超声。现在药要不要调整，由开药医生和你一起决定；不要自己停药或减量：突然停药可能引起撤药反应，用于癫痫时还可能引起发作。如果你是因为癫痫吃这个药，请在方案里勾选癫痫。',
        en: 'These medicines (antiepileptics) are used for epilepsy and also for nerve pain, migraine, mood or anxiety. Pregnant on one, guidelines advise folic acid 5 mg a day (a prescription dose, not the usual 0.4 mg) to at least 12 weeks — start it now even though the pregnancy has begun; ask the prescriber or your midwife for it. Some of them (topiramate, carbamazepine, phenytoin) raise the risk of birth defects: tell your midwife or obstetrician you take it, so that the detailed anomaly scan is arranged. Whether anything changes now is for the prescriber to decide with you; do not stop or cut it yourself: stopping suddenly can cause withdrawal effects, and seizures when it is taken for epilepsy. If you take it for epilepsy, tick epilepsy in your plan.',
      },
    },
    inPregnancy: {
      zh: '怀孕时服用抗癫痫药，指南建议每天服用5 mg叶酸（处方剂量，不是普通的0.4 mg），至少吃到孕12周，已经怀孕了才开始也要吃，请向神经科医生或产检医生要；部分抗癫痫药（如托吡酯、卡马西平、苯妥英）会增加胎儿畸形风险，请告诉产检医生你在吃这个药，以便安排详细的胎儿结构筛查超声。现在药要不要调整、要不要查血药浓度，由神经科医生决定；不要自己停药或减量：孕期癫痫发作（尤其是全身抽搐的大发作）对你和胎儿的危险往往比药更大，药一下子断掉还可能引起发作增多，甚至癫痫猝死。',
      en: 'Pregnant on an antiepileptic medicine, guidelines advise folic acid 5 mg a day (a prescription dose, not the usual 0.4 mg) to at least 12 weeks — start it now even though the pregnancy has begun; ask your neurologist or midwife for it. Some antiepileptics (topiramate, carbamazepine, phenytoin) raise the risk of birth defects: tell your midwife or obstetrician you take it, so that the detailed anomaly scan is arranged. Whether the dose changes now, or levels are checked, is for your neurologist to decide; do not stop or cut it yourself: seizures in pregnancy (above all tonic–clonic ones) are often a greater danger to you and the baby than the medicine, and stopping suddenly can bring more seizures and even sudden death in epilepsy (SUDEP).',
    },
    text: {
      zh: '服用抗癫痫药时，计划怀孕前至少一个月到孕12周，指南建议每天服用5 mg叶酸（处方剂量，不是普通的0.4 mg）；部分抗癫痫药（如托吡酯、卡马西平、苯妥英）也会增加胎儿畸形风险。想要孩子前请先和神经科医生讨论用药，可能需要换药；不要自己停药或减量：孕期癫痫发作（尤其是全身抽搐的大发作）对你和胎儿的危险往往比药更大，药一下子断掉还可能引起发作增多，甚至癫痫猝死。',
      en: 'On an antiepileptic medicine, guidelines advise folic acid 5 mg a day (a prescription dose, not the usual 0.4 mg) from at least a month before conception to 12 weeks of pregnancy; some antiepileptics (topiramate, carbamazepine, phenytoin) also raise the risk of birth defects. Talk to your neurologist before trying for a baby, who may switch the medicine; do not stop or cut it yourself: seizures in pregnancy (above all tonic–clonic ones) are often a greater danger to you and the baby than the medicine, and stopping suddenly can bring more seizures and even sudden death in epilepsy (SUDEP).',
    },
    folicAcidUg: 5000,
    pregnantSeverity: 'warning',
    source: {
      ref: 'NICE NG217 Epilepsies in children, young people and adults (2022) §1.13; RCOG Green-top Guideline 68 Epilepsy in pregnancy (2016: do not stop antiepileptic medicine abruptly; tonic–clonic seizures and SUDEP are the main risks to the mother); MBRRACE-UK Saving Lives, Improving Mothers’ Care (epilepsy and SUDEP among the leading indirect causes of maternal death); MHRA topiramate pregnancy prevention programme (2024)',
      url: 'https://www.nice.org.uk/guidance/ng217',
    },
  },
  {
    // Clinician review 2026-11-26 seventh (zh P1, en E): acitretin was unknown and read as isotretinoin
    // (a month) — its rule is three years, and no alcohol, because alcohol turns it into etretinate.
    id: 'acitretin',
    drugs: ['acitretin'],
    text: {
      zh: '阿维A会导致严重的胎儿畸形，而且在体内存留很久：服药期间和最后一次服药后至少3年内都不能怀孕，这段时间必须严格避孕（异维A酸是最后一次服药后1个月，两者不一样）。可能怀孕的女性在服药期间和最后一次服药后2个月内不能喝任何含酒精的饮料、食物或药物——酒精会让阿维A在体内变成阿维A酯，留存时间长得多。服药期间和最后一次服药后3年内也不要献血。想要孩子请先和开药的皮肤科医生商量治疗方案，不要自己停药；如果服药期间或最后一次服药后3年内怀孕了，请马上联系开药医生。',
      en: 'Acitretin causes severe birth defects and stays in the body long after the last dose: pregnancy must be avoided during treatment and for at least 3 years after the last dose, with reliable contraception all that time (isotretinoin needs one month; acitretin is different). Anyone who could become pregnant must not have any alcohol — drinks, foods or medicines containing it — during treatment and for 2 months after: alcohol turns acitretin into etretinate, which stays in the body far longer. Do not give blood during treatment or for 3 years after. Plan a pregnancy with the dermatologist who prescribes it, and do not stop it on your own; if you become pregnant on it or within 3 years of the last dose, contact the prescriber at once.',
    },
    source: {
      ref: 'Soriatane (acitretin) US prescribing information boxed warning (CONTRAINDICATIONS AND WARNINGS: pregnancy avoided for at least 3 years after discontinuation; no ethanol during and for 2 months after; no blood donation during and 3 years after) and §5.1, §8.1; Neotigason (acitretin) EU SmPC §4.3, §4.4 and §4.6 (contraception 3 years after; alcohol and etretinate)',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=soriatane',
    },
  },
  {
    // Thirty-fourth clinician review (zh persona 8, 小陶: IgA nephropathy on 雷公藤多苷 planning a second child;
    // blind answer round 38, zh-036 and en-036/037, unsafe): the plan and the chat were silent.
    id: 'tripterygium',
    drugs: ['tripterygium-glycosides'],
    text: {
      zh: '雷公藤多苷（雷公藤片）会损伤生育力——女性可出现月经紊乱、闭经，男性精子减少——说明书规定孕妇和哺乳期妇女禁用，有孕育要求的人也不宜使用。想要孩子：先由开药的肾内科或风湿科医生换成备孕和孕期可以用的药，停药后多久可以开始备孕、怎样确认生育力恢复，由医生决定；不要自己停药（IgA肾病、狼疮等原来的病可能复发）。在换药之前请可靠避孕。',
      en: 'Tripterygium glycosides (lei gong teng) harm fertility — irregular or absent periods in women, fewer sperm in men — and the label says they must not be used in pregnancy or while breastfeeding, nor by anyone trying for a baby. To try for a baby: your nephrologist or rheumatologist first switches you to a medicine that can be used before and during pregnancy, and decides how long after stopping you can start trying and how to check that fertility has recovered; do not stop it yourself (IgA nephropathy, lupus or the condition it treats may flare). Use reliable contraception until the switch is made.',
    },
    source: {
      ref: '雷公藤多苷片说明书【禁忌】（孕妇、哺乳期妇女禁用；有孕育要求者不宜/禁用）和【不良反应】（月经紊乱、闭经，精子活力和数目降低）— cited from memory of the NMPA-approved labels, edition not checked',
      url: 'https://www.nmpa.gov.cn/datasearch/search-result.html',
    },
  },
  {
    // Not a teratogen: its pregnancy rule is the folic acid dose (seventh clinician review, en B1: a
    // woman with ulcerative colitis on sulfasalazine trying to conceive was told 400 µg is enough).
    id: 'sulfasalazine',
    drugs: ['sulfasalazine'],
    // Continued in pregnancy (BSG 2019, ECCO 2023): no "contact the prescriber today about the risk to the baby" lead
    // for a woman already pregnant on it (forty-ninth clinician review, zh M1).
    compatibleInPregnancy: true,
    text: {
      zh: '柳氮磺吡啶在孕期可以继续使用，肠病复发对妈妈和胎儿的风险比这个药更大，所以不要为了怀孕自己停药或减量；想要孩子前请和消化科医生（或开药医生）一起规划。它会妨碍叶酸的吸收，指南建议从备孕起到整个孕期每天服用2 mg叶酸（处方剂量，不是普通的0.4 mg；有的医生开5 mg，按医生开的剂量吃，不必因为超过自行补充的上限而减量），请开药医生开具。',
      en: 'Sulfasalazine can be continued in pregnancy, and a flare of the bowel disease is a bigger risk to you and the baby than the medicine, so do not stop or cut it yourself to get pregnant; plan the pregnancy with your gastroenterologist (or the doctor who prescribes it). It gets in the way of folate, so guidelines advise folic acid 2 mg a day (a prescription dose, not the usual 0.4 mg; some doctors prescribe 5 mg — take the dose you were prescribed, and do not cut it because it is above the self-care upper limit) from before conception and through the whole pregnancy; ask the prescriber for it.',
    },
    folicAcidUg: 2000,
    folicAcidSpan: {
      zh: '从备孕起到整个孕期',
      en: 'from before conception and through the whole pregnancy',
    },
    pregnantSeverity: 'warning',
    source: {
      ref: 'Lamb CA et al. British Society of Gastroenterology consensus guidelines on the management of inflammatory bowel disease in adults. Gut 2019;68(Suppl 3):s1–s106 (sulfasalazine in pregnancy with folic acid 2 mg a day); Torres J et al. ECCO guidelines on sexuality, fertility, pregnancy and lactation. J Crohns Colitis 2023;17:1–27 (section numbers from memory)',
      url: 'https://doi.org/10.1136/gutjnl-2019-318484',
    },
  },
  {
    id: 'isotretinoin',
    drugs: ['isotretinoin'],
    text: {
      zh: '异维A酸会导致严重的胎儿畸形：开始服药前1个月、服药期间和最后一次服药后1个月内必须严格避孕，每月验孕；这段时间不能备孕。想要孩子请等最后一次服药满1个月，并先问皮肤科医生。',
      en: 'Isotretinoin causes severe birth defects: reliable contraception is required from a month before, throughout, and for a month after treatment, with monthly pregnancy tests; do not try to conceive in that time. Wait at least a month after the last dose and ask your dermatologist first.',
    },
    // The label's own instruction when pregnancy occurs is to stop at once — not the general "do not stop
    // it yourself" (sixteenth clinician review, zh P5-S2: a late period answered "请不要自己停药或减量").
    ifPregnant: {
      zh: '**吃异维A酸（泰尔丝）期间月经推迟或验孕阳性：说明书要求，服药期间怀孕必须立即停药。在排除怀孕之前，不要再吃下一粒异维A酸；今天就给开药的皮肤科医生打电话**，验孕阳性请尽快看产科，说明你在吃异维A酸、最后一次吃是什么时候。',
      en: '**A late period or a positive test while taking isotretinoin: the label says isotretinoin must be stopped at once if pregnancy occurs. Take no further dose of isotretinoin until pregnancy is ruled out, and call your prescribing dermatologist today**; if the test is positive, see an obstetrician soon, saying you take isotretinoin and when you last took it.',
    },
    source: {
      ref: 'Absorica/Accutane (isotretinoin) US prescribing information boxed warning and §5.1 (contraception 1 month before, during and 1 month after; what to do if pregnancy occurs) and iPLEDGE REMS; 异维A酸软胶囊（泰尔丝）说明书【注意事项】（治疗期间怀孕的处理，章节凭记忆）',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=isotretinoin',
    },
  },
  {
    // Twenty-first clinician review, zh S2: "如果备孕期间发现已经怀孕了，诺和泰还能继续打吗？" was told "do not stop
    // it yourself"; the labels say stop it when pregnancy is recognised, and 2 months before a planned one.
    id: 'glp1',
    drugs: ['semaglutide', 'liraglutide', 'dulaglutide', 'tirzepatide'],
    text: {
      zh: '司美格鲁肽（诺和泰、诺和盈）、利拉鲁肽、度拉糖肽、替尔泊肽等GLP-1类药孕期不用：动物研究显示对胎儿有害，而且它在体内清除得慢。计划怀孕时，说明书要求至少提前2个月换掉它——请提前和开药医生商量（有糖尿病的，医生会在备孕前换成胰岛素等孕期可用的方案）；备孕期间每天吃叶酸。',
      en: 'Semaglutide (Ozempic, Wegovy, Rybelsus), liraglutide, dulaglutide and tirzepatide are not used in pregnancy: animal studies showed harm to the baby, and the medicine leaves the body slowly. The labels say to switch from it at least 2 months before a planned pregnancy — plan that with your prescriber (with diabetes, they move you to insulin or another treatment safe in pregnancy first); take folic acid every day while you try.',
    },
    ifPregnant: {
      zh: '**用司美格鲁肽（诺和泰、诺和盈）等GLP-1类药期间发现怀孕：说明书要求发现怀孕后停用。不要再用下一剂，今天就联系开药医生**；有糖尿病的，医生会改用胰岛素控制血糖。请尽快看产科，说明最后一次用药的时间。',
      en: '**Pregnant while on semaglutide (Ozempic, Wegovy, Rybelsus) or another GLP-1 medicine: the label says to stop it when pregnancy is recognised. Take no further dose and contact your prescriber today**; with diabetes they will move you to insulin. See your maternity team soon, saying when you last took it.',
    },
    source: {
      ref: 'Ozempic (semaglutide) US prescribing information 2025 §8.1 (discontinue at least 2 months before a planned pregnancy); Wegovy US prescribing information 2025 §8.1 (discontinue when pregnancy is recognised); Mounjaro (tirzepatide) US prescribing information §8.1; 司美格鲁肽注射液（诺和泰）说明书【孕妇及哺乳期妇女用药】（章节凭记忆）',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=semaglutide',
    },
  },
  {
    // Twenty-second clinician review, en M17: phentermine from a med spa, trying to conceive — its label's
    // pregnancy contraindication was missed because the medicine could not be entered.
    id: 'phentermine',
    drugs: ['phentermine'],
    text: {
      zh: '芬特明（减肥药）孕期禁用：减重对孕妇没有好处，说明书规定怀孕时不能用。计划怀孕前请和开药医生商量停用的时间；备孕期间每天吃叶酸400微克。',
      en: 'Phentermine (Adipex-P, Lomaira) must not be used in pregnancy: weight loss offers no benefit to a pregnant woman, and its label contraindicates it. Plan with your prescriber when to stop it before trying to conceive, and take folic acid 400 µg every day while you try.',
    },
    ifPregnant: {
      zh: '**用芬特明期间发现怀孕：说明书规定孕期禁用。不要再吃下一片，今天就联系开药医生**，并尽快看产科，说明最后一次吃药的时间。',
      en: '**Pregnant while taking phentermine: its label contraindicates it in pregnancy. Take no further dose and contact your prescriber today**, and see your maternity team soon, saying when you last took it.',
    },
    source: {
      ref: 'Adipex-P (phentermine hydrochloride) US prescribing information, Contraindications (pregnancy) and §8.1 Pregnancy (weight loss offers no potential benefit to a pregnant woman and may result in fetal harm); Lomaira (phentermine) US prescribing information §4 and §8.1',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=phentermine',
    },
  },
  {
    // Forty-eighth clinician review, S2: a woman of 20 with acute lymphoblastic leukaemia in maintenance was told
    // "plan the change with your rheumatologist" and "keep taking the folic acid (5 mg a day)". In cancer treatment
    // (the plan's cancer, leukaemia said, or a thiopurine beside methotrexate: interactions/teratogens.ts) the
    // oncology team plans a pregnancy and decides on any folic acid; the rheumatology and IBD rows are not hers.
    id: 'antileukaemic-pregnancy',
    drugs: ['methotrexate', 'mercaptopurine'],
    onlyConditions: ['cancer'],
    // Mercaptopurine is not named again by the inflammatory bowel disease row below (thiopurine-pregnancy).
    exclusive: true,
    text: {
      zh: '甲氨蝶呤会导致流产和胎儿畸形，巯嘌呤也可能伤害胎儿：白血病等抗肿瘤治疗期间要可靠避孕（甲氨蝶呤说明书建议女性在最后一次服药后6个月内、男性3个月内仍要避孕）。想要孩子，先和血液科（肿瘤科）团队商量什么时候、怎么安排；不要自己停药或改药。叶酸不要自己补，要不要吃、吃多少由团队决定。',
      en: 'Methotrexate can cause miscarriage and birth defects, and mercaptopurine can harm an unborn baby too: use reliable contraception during leukaemia (cancer) treatment — methotrexate’s label advises it for 6 months after the last dose for women and 3 months for men. To try for a baby, plan when and how with your haematology (oncology) team first; do not stop or change the medicines yourself. Do not start folic acid on your own: whether to take it, and how much, is the team’s decision.',
    },
    ifPregnant: {
      zh: '**白血病等抗肿瘤治疗期间怀孕、验孕阳性或月经推迟：今天就联系血液科（肿瘤科）团队，在下一次吃甲氨蝶呤之前告诉他们**，药怎么调整由团队决定，其他药不要自己停；尽快看产科，告诉医生你在吃的每一种药。',
      en: '**Pregnant, a positive test or a late period during leukaemia (cancer) treatment: contact your haematology (oncology) team today, before the next methotrexate dose**; the team decides what changes, and the other medicines are not stopped on your own. See a maternity team soon and tell them every medicine you take.',
    },
    source: {
      ref: 'Methotrexate US prescribing information (Xatmep, Trexall): Boxed Warning and §5 Embryo-fetal toxicity, §8.3 (effective contraception during treatment and for 6 months after the final dose in females, 3 months in males); Purixan (mercaptopurine) US prescribing information §8.1 (can cause fetal harm) — sections cited from memory; Children’s Oncology Group, COG Family Handbook for Children with Cancer (no vitamins with folic acid during maintenance unless the team approves)',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=methotrexate',
    },
  },
  {
    id: 'methotrexate',
    drugs: ['methotrexate'],
    // In cancer treatment the row above answers (forty-eighth clinician review, S2).
    unlessConditions: ['cancer'],
    text: {
      zh: '甲氨蝶呤会导致流产和胎儿畸形：服药期间需要避孕；计划怀孕时，最后一次服药和受孕之间通常要隔开至少3个月（男性也一样），请提前和风湿科医生商量换成孕期可用的药。',
      en: 'Methotrexate can cause miscarriage and birth defects: use contraception while taking it; before trying for a baby there is usually a gap of at least 3 months after the last dose (for men too) — plan the change to a medicine safe in pregnancy with your rheumatologist first.',
    },
    // Pregnant on weekly methotrexate for arthritis or psoriasis: the guidelines stop it at once, folic acid
    // 5 mg goes on (thirty-ninth clinician review, en S1: at 6 weeks, told "do not stop the medicine yourself"
    // and "keep taking methotrexate"). Stopping it carries no acute danger, unlike an antiepileptic.
    ifPregnant: {
      zh: '**吃甲氨蝶呤期间怀孕、验孕阳性或月经推迟：指南要求怀孕时立即停用。在排除怀孕之前，不要再吃下一次的甲氨蝶呤；今天或明天就联系开药的医生（风湿科、皮肤科）和产科，不要等到下次复诊**；叶酸（每天5毫克）继续吃。止痛先用对乙酰氨基酚，布洛芬等止痛药请先问医生。请告诉产科医生最后一次吃甲氨蝶呤的日期，尽早安排检查。',
      en: '**Pregnant, a positive test or a late period while taking methotrexate: the guidelines say stop it at once in pregnancy. Take no further methotrexate dose until pregnancy is ruled out, and contact the prescriber (rheumatologist or dermatologist) and your maternity team today or tomorrow — do not wait for the next appointment**; keep taking the folic acid (5 mg a day). For pain use paracetamol; ask a doctor before ibuprofen-type painkillers. Tell the maternity team the date of your last methotrexate dose so an early scan can be arranged.',
    },
    source: {
      ref: 'Methotrexate US prescribing information boxed warning (embryo-fetal toxicity), §4 (contraindicated in pregnancy for non-neoplastic diseases) and §8.1; BSR guideline on prescribing drugs in pregnancy and breastfeeding (Russell MD et al. Rheumatology 2023;62:e48: stop methotrexate at once if pregnancy occurs, continue folic acid 5 mg, specialist fetal assessment — recommendation cited from memory); Sammaritano LR et al. 2020 ACR Guideline for the Management of Reproductive Health in Rheumatic and Musculoskeletal Diseases, Arthritis Rheumatol 2020;72:529',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=methotrexate',
    },
  },
  {
    // Fourteenth clinician review (en P5 #1, #2): leflunomide (Arava) was in the dictionary with no
    // pregnancy rule; its metabolite teriflunomide stays for up to 2 years, so planning a baby means the
    // prescriber's washout, and a positive test means stop it and call today — the label's words.
    id: 'leflunomide',
    drugs: ['leflunomide', 'teriflunomide'],
    text: {
      zh: '来氟米特（爱若华 Arava）和特立氟胺（奥巴捷 Aubagio）会导致胎儿畸形，孕期禁用；它在体内代谢成特立氟胺，最后一次服药后可在体内存留长达2年。想要孩子：先和开药的医生（风湿科或神经科）商量换药，并由医生安排加速清除——说明书的方法是考来烯胺每次8克、每天3次、连用11天（或活性炭），之后两次验血、间隔至少14天，血药浓度都低于0.02毫克/升才可以开始备孕；不做加速清除，等到浓度降下来可能要2年。在这之前一直用可靠的避孕方法。',
      en: 'Leflunomide (Arava) and teriflunomide (Aubagio) can cause birth defects and must not be taken in pregnancy; leflunomide becomes teriflunomide in the body, which can stay for up to 2 years after the last dose. To try for a baby: first plan with the prescriber (rheumatologist or neurologist) a switch to another medicine and the accelerated elimination they arrange — in the label, cholestyramine 8 g three times a day for 11 days (or activated charcoal), then two blood tests at least 14 days apart, both under 0.02 mg/L, before trying; without it, the level can take up to 2 years to fall. Use reliable contraception until then.',
    },
    ifPregnant: {
      zh: '**吃来氟米特或特立氟胺时验孕阳性或月经推迟：说明书要求停药，并马上开始加速清除（考来烯胺）。今天就给开药的医生打电话，不要等到下次复诊**，同时尽快看产科。医生开的其他药（如羟氯喹）照常吃。',
      en: '**A positive test or a late period on leflunomide (Arava) or teriflunomide (Aubagio): the label says stop it and start the accelerated elimination (cholestyramine) at once. Call the prescriber today — do not wait for the next appointment —** and see an obstetrician soon. Keep taking your other prescribed medicines (such as hydroxychloroquine).',
    },
    source: {
      ref: 'Arava (leflunomide) US prescribing information: Boxed Warning (embryo-fetal toxicity: exclude pregnancy, contraception; stop Arava and use an accelerated drug elimination procedure if the patient becomes pregnant), the accelerated drug elimination procedure, §2.4 and §5.3 (cholestyramine 8 g three times daily for 11 days, or activated charcoal 50 g every 12 hours; plasma teriflunomide under 0.02 mg/L on two tests at least 14 days apart; without it up to 2 years) and §5.1 Embryo-fetal toxicity (section numbers cited from memory); Aubagio (teriflunomide) US prescribing information, Boxed Warning and §5 (the same elimination); Sammaritano LR et al. 2020 ACR Reproductive Health Guideline, Arthritis Rheumatol 2020;72:529–556; 来氟米特片说明书、特立氟胺片说明书【孕妇及哺乳期妇女用药】（章节凭记忆）',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=arava',
    },
  },
  {
    // Forty-first clinician review, zh S1: a woman of 29 with pulmonary arterial hypertension on 全可利 (bosentan)
    // and 优思明 asked "can I try for a baby?" and got folic acid; no dictionary row, no rule.
    id: 'endothelin-receptor-antagonists',
    classes: ['endothelin_receptor_antagonist'],
    text: {
      zh: '波生坦（全可利）、安立生坦、马昔腾坦会导致胎儿畸形，孕期禁用：开始前和用药期间每个月都要验孕，用药期间和停药后1个月内要可靠避孕。波生坦会让避孕药（口服避孕药如优思明、避孕贴、避孕针、皮下埋植）效果变差，单用激素避孕不可靠：请今天就问肺动脉高压团队，换成或加用宫内节育器、避孕套等方法。肺动脉高压本身让怀孕对妈妈非常危险（指南建议避免怀孕），所以不要停避孕、不要自己开始备孕——先和肺动脉高压团队及孕前专科门诊商量；肺动脉高压的药照常吃，不要自行改动（突然中断可能让病情很快加重）。',
      en: 'Bosentan (Tracleer), ambrisentan (Letairis) and macitentan (Opsumit) cause birth defects and must not be taken in pregnancy: a pregnancy test before starting and every month on it, and reliable contraception during treatment and for 1 month after the last dose. Bosentan makes hormonal contraception (the pill, patch, injection or implant) less reliable, so a hormonal method alone is not enough: ask your pulmonary hypertension team today about an IUD or adding condoms. Pulmonary arterial hypertension itself makes pregnancy very dangerous for the mother (the guidelines advise against it), so do not stop contraception or start trying for a baby on your own — plan with the pulmonary hypertension team and a specialist pre-pregnancy clinic first; and do not stop any pulmonary hypertension medicine yourself (stopping suddenly can make it worse quickly).',
    },
    source: {
      ref: 'Tracleer (bosentan) US prescribing information, Boxed Warning (embryo-fetal toxicity; REMS pregnancy testing, contraception during and for 1 month after), §7 (hormonal contraceptives may not be reliable); Letairis (ambrisentan) and Opsumit (macitentan) US prescribing information, Boxed Warning — sections cited from memory; Humbert M et al. 2022 ESC/ERS Guidelines for the diagnosis and treatment of pulmonary hypertension. Eur Heart J 2022;43:3618 (pregnancy: counselled against; contraception)',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=tracleer',
    },
  },
  {
    // Forty-first clinician review, zh S2: a man on 反应停 (thalidomide) whose wife is 8 weeks pregnant asked what to
    // watch for during sex and got pregnancy nutrient targets.
    id: 'thalidomide-class',
    classes: ['thalidomide_analogue'],
    text: {
      zh: '沙利度胺（反应停）、来那度胺（瑞复美）、泊马度胺即使孕早期只吃一次，也可能导致严重的胎儿畸形：可能怀孕的女性从开始前4周、整个用药期间（中间暂时不吃的日子也算）到停药后4周，都要同时用两种可靠的避孕方法，并按要求定期验孕；绝不能在吃药期间备孕——想要孩子先和开药的医生商量。男性吃这类药也要注意：药会进入精液，和怀孕或可能怀孕的女性同房时每次都必须戴避孕套。',
      en: 'Thalidomide, lenalidomide (Revlimid) and pomalidomide can cause severe birth defects even from a single dose in early pregnancy: a woman who could become pregnant uses two reliable methods of contraception from 4 weeks before starting, throughout treatment (breaks included) and for 4 weeks after the last dose, with pregnancy tests as the programme sets; never try for a baby while taking it — plan with the prescriber first. Men taking it: it passes into semen, so a condom every time with a woman who is or could become pregnant.',
    },
    forMen: THALIDOMIDE_FOR_MEN,
    source: THALIDOMIDE_SOURCE,
  },
  {
    id: 'mycophenolate',
    drugs: ['mycophenolate'],
    text: {
      zh: '吗替麦考酚酯会导致流产和胎儿畸形：服药期间及最后一次服药后6周内需要可靠避孕。想要孩子时，先由开药的风湿科或移植医生把它换成孕期较安全的药（如硫唑嘌呤），最后一次吃吗替麦考酚酯之后至少等6周、病情稳定，再开始备孕；不要自己停药，自己突然断掉可能让狼疮等原来的病复发，移植后还可能引起排斥。',
      en: 'Mycophenolate causes miscarriage and birth defects: reliable contraception is needed during treatment and for 6 weeks after the last dose. To try for a baby, your rheumatology or transplant team first switches you to a medicine that is safer in pregnancy (such as azathioprine), and you wait at least 6 weeks after the last mycophenolate dose, with the disease quiet, before trying; do not stop it yourself: a sudden break can bring a flare of lupus or another disease, or rejection after a transplant.',
    },
    source: {
      ref: 'CellCept (mycophenolate mofetil) US prescribing information boxed warning and Mycophenolate REMS (contraception during and 6 weeks after); Sammaritano LR et al. 2020 American College of Rheumatology Guideline for the Management of Reproductive Health in Rheumatic and Musculoskeletal Diseases, Arthritis Rheumatol 2020;72:529–556 (mycophenolate stopped at least 6 weeks before conception and replaced by a pregnancy-compatible medicine such as azathioprine; conception planned when the disease is quiet)',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=cellcept',
    },
  },
  {
    // Not a teratogen: its pregnancy rule is to keep taking it (ninth clinician review, zh P5: a woman with
    // lupus asking whether to stop hydroxychloroquine for pregnancy was given the mycophenolate text).
    id: 'hydroxychloroquine',
    compatibleInPregnancy: true,
    drugs: ['hydroxychloroquine'],
    text: {
      zh: '羟氯喹（纷乐）在备孕、怀孕和哺乳期间一般都要继续吃：不吃羟氯喹的话，红斑狼疮等风湿病更容易复发，而复发对妈妈和胎儿的危害比这个药大，所以不要为了怀孕自己停药；想要孩子前请和风湿科医生一起规划，最好在病情稳定至少6个月后再怀孕。长期吃羟氯喹要定期查眼底（开始时查一次，吃满5年后每年查一次）；没有哪种维生素或护眼补充剂（包括叶黄素）被证明能预防它引起的视网膜损害，定期检查才是办法。',
      en: 'Hydroxychloroquine is usually continued before and during pregnancy and while breastfeeding: with lupus and other rheumatic diseases a flare is more likely without it, and a flare is a bigger risk to you and the baby than the medicine — so do not stop it yourself to get pregnant; plan the pregnancy with your rheumatologist, ideally after at least 6 months of quiet disease. On long-term hydroxychloroquine have your eyes screened (a baseline exam, then every year after 5 years); no vitamin or eye supplement, lutein included, has been shown to prevent its retinal damage — screening is what protects you.',
    },
    pregnantSeverity: 'warning',
    source: {
      ref: 'Sammaritano LR et al. 2020 American College of Rheumatology Guideline for the Management of Reproductive Health in Rheumatic and Musculoskeletal Diseases, Arthritis Rheumatol 2020;72:529–556 (hydroxychloroquine continued in pregnancy in SLE; pregnancy planned after about 6 months of quiescent disease); Marmor MF et al. Recommendations on screening for chloroquine and hydroxychloroquine retinopathy (2016 revision), Ophthalmology 2016;123:1386–1394 (baseline exam, annual screening after 5 years)',
      url: 'https://doi.org/10.1002/art.41191',
    },
  },
  {
    // Not a teratogen: continued in pregnancy (thirtieth clinician review, en M2: "is imuran safe for the baby or
    // should i stop it, my sister says its basically chemo" at 20 weeks with Crohn's got no answer).
    id: 'thiopurine-pregnancy',
    compatibleInPregnancy: true,
    drugs: ['azathioprine', 'mercaptopurine'],
    text: {
      zh: '硫唑嘌呤（依木兰）和巯嘌呤在备孕、怀孕和哺乳期间一般都继续吃：炎症性肠病（克罗恩病、溃疡性结肠炎）在孕期复发，对妈妈和胎儿的危害比这个药大，所以不要自己停药。请告诉消化科（或开药的）医生你怀孕或打算怀孕，孕期按医生的安排查血常规和肝功能；叶酸照常吃。',
      en: 'Azathioprine (Imuran) and mercaptopurine are usually continued before and during pregnancy and while breastfeeding: a flare of Crohn’s disease or ulcerative colitis in pregnancy is a bigger risk to you and the baby than the medicine, so do not stop it yourself. Tell your gastroenterologist or IBD team that you are pregnant or planning, and keep the blood counts and liver tests they arrange; keep taking your folic acid as usual.',
    },
    pregnantSeverity: 'warning',
    source: {
      ref: 'Torres J et al. European Crohn’s and Colitis Organisation (ECCO) Guidelines on Inflammatory Bowel Disease and Reproduction/Pregnancy. J Crohns Colitis 2023;17:1–27 (thiopurine monotherapy continued in pregnancy and breastfeeding); Mahadevan U et al. Inflammatory Bowel Disease in Pregnancy Clinical Care Pathway (AGA IBD Parenthood Project). Gastroenterology 2019;156:1508–1524; Sammaritano LR et al. 2020 ACR Guideline for Reproductive Health in Rheumatic and Musculoskeletal Diseases (azathioprine compatible with pregnancy)',
      url: 'https://doi.org/10.1093/ecco-jcc/jjac115',
    },
  },
  {
    // Ninth clinician review (en P5): a woman with sickle cell disease on hydroxyurea, trying next year,
    // was told "no reliable rule" and her plan had no pregnancy note.
    id: 'hydroxyurea',
    drugs: ['hydroxyurea'],
    // Forty-second clinician review, en M9: a man on Hydrea whose partner is trying to conceive got nothing.
    forMen: HYDROXYUREA_FOR_MEN,
    text: {
      zh: '羟基脲可能伤害胎儿：服药期间要可靠避孕（说明书要求女性在最后一次服药后至少6个月、男性至少1年内仍要避孕）。想要孩子时，先和血液科医生一起计划：医生通常会安排你在备孕前（镰状细胞病常提前约3个月）不再服用羟基脲，这段时间可能用输血等办法控制病情；不要自己停药。备孕和孕期吃多少叶酸也由血液科医生定（镰状细胞病通常每天5毫克）。',
      en: 'Hydroxyurea can harm an unborn baby: use reliable contraception while taking it (the label advises for at least 6 months after the last dose for women, and at least a year for men). To try for a baby, plan it with your haematologist first: it is usually stopped before you try — in sickle cell disease often about 3 months ahead — and they may use transfusions meanwhile to keep the disease controlled; do not stop it yourself. Your haematologist also sets the folic acid dose for trying and for pregnancy (in sickle cell disease usually 5 mg a day).',
    },
    // Twenty-sixth clinician review, zh M2: a woman with polycythaemia vera on hydroxyurea was told of
    // transfusions and 5 mg folic acid, the sickle-cell plan — in polycythaemia, where the blood has too
    // many red cells, transfusion is the opposite of the treatment. Without a haemoglobinopathy the text
    // names no disease's plan but the switch the haematologist makes (interferon in polycythaemia vera).
    textWithout: {
      conditions: ['haemoglobinopathy'],
      text: {
        zh: '羟基脲可能伤害胎儿：服药期间要可靠避孕（说明书要求女性在最后一次服药后至少6个月、男性至少1年内仍要避孕）。想要孩子前，先和血液科医生一起计划：医生通常会在备孕前停用羟基脲，需要时换成孕期可以用的治疗（真性红细胞增多症一般换成干扰素，同时继续放血、小剂量阿司匹林，并评估孕期是否需要抗凝），还会安排孕期的监测；不要自己停药。叶酸按备孕的常规量吃，医生另有安排的按医生的。',
        en: 'Hydroxyurea can harm an unborn baby: use reliable contraception while taking it (the label advises for at least 6 months after the last dose for women, and at least a year for men). Before trying for a baby, plan it with your haematologist: it is usually stopped before you try and, where treatment is still needed, replaced by one that can be used in pregnancy (in polycythaemia vera usually interferon, with venesection, low-dose aspirin and a decision about blood thinners in pregnancy), with closer monitoring; do not stop it yourself. Take folic acid at the usual dose for trying to conceive unless your doctor sets another.',
      },
    },
    source: HYDROXYUREA_SOURCE,
  },
  // Thirty-first clinician review, zh M1: a woman 7 weeks pregnant with a mechanical mitral valve on 3 mg was told
  // "most people switch to an injected blood thinner", citing a guideline for venous thrombosis. With a mechanical
  // valve the switch itself raises the risk of valve thrombosis; the choice is the specialists'. One row per vitamin K
  // antagonist (knowledge/drugs.ts), said with its own name and the low daily dose at which the ESC considers
  // continuing it (warfarin 5 mg or less, acenocoumarol under 2 mg).
  ...VITAMIN_K_ANTAGONISTS.map((x): TeratogenRow => {
    const low = VKA_LOW_DOSE[x.id] ?? { zh: '低剂量', en: 'low' };
    const zh = x.zh;
    const en = x.en.toLowerCase();
    return {
      id: x.id,
      drugs: [x.id],
      text: {
        zh: `${zh}在孕早期（约第6–12周）可导致胎儿畸形：计划怀孕前请先和开药医生商量孕期怎么抗凝。因为静脉血栓、房颤等吃${zh}的，通常在怀孕前或一发现怀孕就改用注射的低分子肝素；装了机械心脏瓣膜的，换药本身会增加瓣膜血栓的风险，继续${zh}（${low.zh}时是选项之一）还是换成肝素，要由心内科和产科医生一起权衡决定，最好在有心脏病孕产妇管理经验的医院随访。发现怀孕请当天联系医生，不要自己停药或换药。`,
        en: `${x.en} early in pregnancy (about weeks 6–12) can cause birth defects: plan a pregnancy with your prescriber first. For a clot in a vein or atrial fibrillation, people usually switch to injected low-molecular-weight heparin before or as soon as they are pregnant; with a mechanical heart valve the switch itself raises the risk of a clot on the valve, so whether to continue ${en} (an option when the daily dose is ${low.en}) or switch to heparin is weighed by the cardiologist and obstetrician together, ideally in a pregnancy heart team. If you find you are pregnant, contact them the same day — do not stop or switch it yourself.`,
      },
      source: {
        ref: `${VKA_PREGNANCY_LABEL[x.id] ?? ''}RCOG Green-top Guideline 37a (2015), venous thromboembolism: low-molecular-weight heparin in pregnancy; Regitz-Zagrosek V et al. 2018 ESC Guidelines for the management of cardiovascular diseases during pregnancy. Eur Heart J 2018;39:3165–3241 (mechanical valves: continuing a vitamin K antagonist in the first trimester considered when the warfarin dose is under 5 mg a day${x.id === 'warfarin' ? '' : `, ${x.id} ${low.en}`}; pregnancy heart team); Otto CM et al. 2020 ACC/AHA Guideline for the Management of Valvular Heart Disease. Circulation 2021;143:e72 §11`,
        url: 'https://doi.org/10.1093/eurheartj/ehy340',
      },
    };
  }),
  {
    // Thirty-first clinician review, en M1: a woman trying to conceive on doxycycline for acne was never told
    // it is avoided in pregnancy, and "do I need to stop the doxy before I get pregnant" went unanswered.
    id: 'tetracyclines',
    classes: ['tetracycline'],
    text: {
      zh: '四环素类抗生素（多西环素、米诺环素等）孕期一般不用：从孕中期起会使宝宝的牙齿永久变色、影响骨骼生长。用它治痘痘又打算怀孕的，先和开药的皮肤科医生商量，一般在备孕时停用或换成孕期可以用的治疗；如果已经怀孕，请尽快联系开药医生。',
      en: 'Tetracycline antibiotics (doxycycline, minocycline …) are avoided in pregnancy: from the second trimester they can permanently stain the baby’s teeth and slow bone growth. If you take one for acne and are trying for a baby, plan with the dermatologist who prescribes it — it is usually stopped or swapped for a treatment that can be used in pregnancy once you start trying; if you are already pregnant, contact the prescriber promptly.',
    },
    source: {
      ref: 'Vibramycin / Doryx (doxycycline) US prescribing information §5 Tooth development and inhibition of bone growth, §8.1 Pregnancy (2019–2023); Reynolds RV et al. Guidelines of care for the management of acne vulgaris. J Am Acad Dermatol 2024;90:1006 (tetracyclines avoided in pregnancy)',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=doxycycline',
    },
  },
  {
    // Thirty-second clinician review, zh S3: a woman on tamoxifen whose husband wants another child was helped
    // to start folic acid "for trying" and never told tamoxifen harms a fetus.
    id: 'tamoxifen',
    drugs: ['tamoxifen'],
    text: {
      zh: '三苯氧胺（他莫昔芬）可能伤害胎儿：吃药期间和停药后2个月内不要怀孕，要用非激素的避孕方法（避孕套、含铜节育环，不用避孕药）。想要孩子，先和肿瘤科医生商量是否、何时暂停内分泌治疗，再开始备孕；不要自己停药。如果发现怀孕，请尽快联系肿瘤科医生。',
      en: 'Tamoxifen can harm an unborn baby: do not become pregnant while taking it or for 2 months after the last dose, and use non-hormonal contraception (condoms, a copper IUD — not the pill). To try for a baby, first talk to your oncologist about whether and when to pause the hormone treatment, and only then start trying; do not stop it yourself. If you find you are pregnant, contact your oncologist promptly.',
    },
    source: {
      ref: 'Soltamox / Nolvadex (tamoxifen) US prescribing information §5 Embryo-fetal toxicity and §8.3 (contraception during treatment and for 2 months after the last dose; non-hormonal methods; sections from memory); Nolvadex UK SmPC §4.6; Partridge AH et al. Interrupting endocrine therapy to attempt pregnancy after breast cancer (POSITIVE). N Engl J Med 2023;388:1645–1656',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=tamoxifen',
    },
  },
  {
    // Thirty-second clinician review, zh S3 (the same woman, on 赛乐特): paroxetine is the SSRI with a
    // first-trimester heart-defect signal; the switch is the prescriber's, never a stop of one's own.
    id: 'paroxetine',
    drugs: ['paroxetine'],
    pregnantSeverity: 'warning',
    text: {
      zh: '帕罗西汀（赛乐特）在孕早期使用与胎儿心脏畸形风险略有增加有关：打算怀孕的，先和开药医生商量是否换用别的抗抑郁药；不要自己突然停掉它（突然不吃会有戒断反应，抑郁也可能复发）。已经怀孕的，请尽快告诉医生。',
      en: 'Paroxetine (Paxil, Seroxat, Aropax) early in pregnancy is linked to a small rise in heart defects: if you plan a pregnancy, ask your prescriber whether to switch to another antidepressant first; do not stop it suddenly yourself (withdrawal symptoms and relapse). If you are already pregnant, tell the prescriber soon.',
    },
    source: {
      ref: 'Paxil (paroxetine) US prescribing information §8.1 Pregnancy (first-trimester exposure and cardiovascular malformations); ACOG Practice Bulletin No. 92, Use of psychiatric medications during pregnancy and lactation (2008; cited from memory): paroxetine avoided, if possible, in women planning pregnancy; NICE CG192 Antenatal and postnatal mental health (2014, updated 2020)',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=paxil',
    },
  },
  {
    id: 'raas-blockers',
    classes: ['ace_inhibitor', 'arb'],
    text: {
      zh: '普利类和沙坦类降压药在孕中晚期会损害胎儿肾脏：计划怀孕前请先和医生商量换用孕期安全的降压药；发现怀孕请尽快联系医生换药，不要自己停药。',
      en: 'ACE inhibitors and angiotensin receptor blockers harm the baby’s kidneys later in pregnancy: before trying for a baby, ask your doctor to switch to a blood-pressure medicine that is safe in pregnancy; if you become pregnant, contact the doctor promptly to switch — do not just stop it.',
    },
    source: {
      ref: 'FDA boxed warning for ACE inhibitors and ARBs (fetal toxicity); NICE NG133 Hypertension in pregnancy (2019, updated 2023) §1.1: stop and switch when planning or on confirmation of pregnancy',
      url: 'https://www.nice.org.uk/guidance/ng133',
    },
  },
  {
    id: 'lithium',
    drugs: ['lithium'],
    text: {
      zh: '碳酸锂在孕早期会少量增加胎儿心脏畸形风险，孕期血锂浓度也会变化：计划怀孕前请先和精神科医生商量（复发风险很高，不要自己突然停药），怀孕后需要更频繁地查血锂。',
      en: 'Lithium slightly raises the risk of heart defects early in pregnancy, and its level changes during pregnancy: plan a pregnancy with your psychiatrist first (do not stop it suddenly yourself: relapse is likely), and expect more frequent lithium tests once pregnant.',
    },
    source: {
      ref: 'NICE CG192 Antenatal and postnatal mental health (2014, updated 2020) §1.4 (lithium); lithium carbonate US prescribing information §8.1',
      url: 'https://www.nice.org.uk/guidance/cg192',
    },
  },
  {
    // Clinician review 2026-11-25 closing, Z2: planning a pregnancy on methimazole was told 「照常吃」.
    id: 'methimazole',
    drugs: ['methimazole', 'carbimazole'],
    text: {
      zh: '甲巯咪唑（赛治）和卡比马唑在孕早期（约第6–10周）服用可能引起胎儿畸形（如头皮缺损、食管或后鼻孔闭锁等）。通常做法是：计划怀孕前或一发现怀孕，由内分泌科医生改用丙硫氧嘧啶度过孕早期，之后再视情况换回；也有人在怀孕前先做根治治疗。请不要自己停药（甲亢失控对你和胎儿都危险），想要孩子前先找内分泌科医生商量；发现怀孕请马上联系医生。',
      en: 'Methimazole (thiamazole) and carbimazole taken early in pregnancy (about weeks 6–10) can cause birth defects (such as scalp defects, oesophageal or choanal atresia). The usual practice is for the endocrinologist to switch to propylthiouracil before conception or as soon as pregnancy is confirmed, for the first trimester, and then switch back if needed; some people have definitive treatment before a pregnancy. Do not stop it yourself (uncontrolled hyperthyroidism is dangerous for you and the baby): see your endocrinologist before trying to conceive, and contact them at once if you are pregnant.',
    },
    source: {
      ref: 'Alexander EK et al. 2017 Guidelines of the American Thyroid Association for the diagnosis and management of thyroid disease during pregnancy and the postpartum. Thyroid 2017;27:315–389 (antithyroid drugs and methimazole embryopathy; PTU in the first trimester, section numbers from memory); Tapazole (methimazole) US prescribing information §8.1 Pregnancy',
      url: 'https://doi.org/10.1089/thy.2016.0457',
    },
  },
  {
    // Eighth clinician review (en P4 Q4, zh P5 Q4/Q8): "should I stop penicillamine before I get
    // pregnant?" was declined (en) or read as a folic acid question (zh).
    id: 'wilson-chelators',
    drugs: ['penicillamine', 'trientine', 'zinc-acetate'],
    pregnantSeverity: 'warning',
    text: {
      zh: '肝豆状核变性（威尔逊病）的治疗要终身坚持，备孕和整个孕期都要继续：中断治疗可能让铜在体内堆积，引起肝功能迅速恶化甚至肝衰竭，这对你和胎儿的风险都比药物本身大（青霉胺大剂量时有过胎儿皮肤、结缔组织异常的少数报告，所以孕期要用医生定的较低剂量）。请不要自己停药或减量。孕期医生通常会调整剂量（青霉胺、曲恩汀在孕晚期常减量约25–50%，特别是计划剖宫产时），有时会改用锌剂；这些都由肝病科或神经科医生决定。打算怀孕前请先和医生商量，发现怀孕请在一两周内告诉医生。叶酸照常每天0.4 mg。',
      en: 'Wilson disease treatment is lifelong and continues when planning a pregnancy and throughout it: stopping lets copper build up again and can make the liver fail quickly, which is a greater risk to you and the baby than the medicine (high doses of penicillamine have rarely been linked to skin and connective-tissue problems in the baby, which is why the doctor lowers the dose in pregnancy). Do not stop it or cut the dose on your own. In pregnancy the doctor usually adjusts the dose (penicillamine and trientine are often reduced by about 25–50% late in pregnancy, above all before a planned caesarean), sometimes switching to zinc; the liver or neurology doctor decides. See them before you try to conceive, and tell them within a week or two if you become pregnant. Folic acid stays at the usual 0.4 mg a day.',
    },
    source: {
      ref: 'Schilsky ML et al. 2022 Practice Guidance on Wilson disease from the AASLD. Hepatology 2022 (treatment continued throughout pregnancy; interruption risks acute liver failure; chelator dose reduced by 25–50% in the third trimester; section numbers from memory); Cuprimine (penicillamine) US prescribing information, Pregnancy (cutis laxa reported with high doses); EASL Clinical Practice Guidelines: Wilson’s disease. J Hepatol 2012;56:671',
      url: 'https://doi.org/10.1002/hep.32801',
    },
  },
];
