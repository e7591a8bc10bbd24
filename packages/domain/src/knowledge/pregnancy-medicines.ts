import { pick, type Bilingual, type Locale, type Source } from '../contracts/common';
import type { Finding } from '../contracts/plan';
import { DRUGS, type DrugClass, type DrugId } from './drugs';

/**
 * Medicines a pregnant woman should not take on her own, that are not teratogens of the first weeks
 * (knowledge/teratogens.ts) but harm the baby later in pregnancy: the NSAID painkillers from 20 weeks
 * (tenth clinician review, en P3: "can i take ibuprofen for my back pain" at 34 weeks got "no rule …
 * keep taking them as you do now"). A row names drugs or classes, the drugs it leaves out (low-dose
 * aspirin prescribed against pre-eclampsia) and the dose above which a left-out drug counts again.
 */
export interface PregnancyMedicineRow {
  id: string;
  drugs?: readonly DrugId[];
  classes?: readonly DrugClass[];
  /** Drugs of the classes that the row is not about, up to `exceptUpToMg` per dose when one is set. */
  except?: readonly DrugId[];
  /** A left-out drug taken above this dose (mg per dose) is the row's again: aspirin for pain. */
  exceptUpToMg?: number;
  /** The week from which the harm is established; before it the plan's finding is a warning. */
  fromWeek: number;
  /** The plan's finding is always this (a medicine the prescriber stops, not an urgent harm). */
  severity?: 'warning';
  /**
   * The text is the label's own "not in pregnancy, no further dose" (ergotamine): the chat's safety check keeps it,
   * as it keeps a teratogen's `ifPregnant`.
   */
  labelStop?: true;
  text: Bilingual;
  source: Source;
}

/**
 * Rifampicin in the last weeks of pregnancy: bleeding after the birth in the mother and the newborn, which vitamin K
 * treats (its label); every newborn gets vitamin K at birth.
 */
export const RIFAMPICIN_VITAMIN_K_PREGNANCY: Bilingual = {
  zh: '**孕期吃利福平：说明书写明，怀孕最后几周服用利福平可能引起产后母亲和新生儿出血，需要用维生素K治疗。请在生产前告诉产科医生和结核病医生你在吃利福平；宝宝出生时的维生素K1针一定要打（所有新生儿都该打），不要拒绝；你自己在孕晚期或分娩时要不要用维生素K，由医生决定。** 不要自己停利福平，也不要自己买维生素K吃。',
  en: '**Rifampicin in pregnancy: its label says that taken in the last weeks of pregnancy it can cause bleeding after the birth in the mother and the newborn, for which vitamin K is given. Before the birth, tell your obstetrician and your TB team that you take rifampicin; make sure your baby gets the vitamin K injection at birth (every newborn should) — do not decline it; whether you need vitamin K yourself in the last weeks or at delivery is the doctors’ decision.** Do not stop the rifampicin yourself, and do not buy vitamin K on your own.',
};

export const RIFAMPICIN_VITAMIN_K_SOURCE: Source = {
  ref: 'Rifadin (rifampin) US prescribing information, Use in Specific Populations — Pregnancy (given in the last few weeks of pregnancy, rifampin can cause post-natal haemorrhages in the mother and infant for which vitamin K may be indicated) and Rifadin UK SmPC §4.6 — wording and sections cited from memory; American Academy of Pediatrics, Committee on Fetus and Newborn. Controversies concerning vitamin K and the newborn. Pediatrics 2003;112:191–192 (vitamin K1 0.5–1 mg IM for every newborn)',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=rifadin',
};

export const PREGNANCY_MEDICINES: readonly PregnancyMedicineRow[] = [
  {
    id: 'nsaid',
    classes: ['nsaid'],
    except: ['aspirin'],
    exceptUpToMg: 150,
    fromWeek: 20,
    text: {
      zh: '**孕期不要自己吃布洛芬（芬必得、美林）、萘普生、双氯芬酸（扶他林）、塞来昔布等非甾体抗炎止痛药，孕20周以后更不要吃；止痛量的阿司匹林（每次300毫克以上）也一样。** 孕20周以后它们可能让胎儿肾脏尿少、羊水变少；孕晚期（约30周以后）还可能让胎儿心脏的动脉导管提前关闭。止痛可以用对乙酰氨基酚（扑热息痛、泰诺林），按说明书的剂量吃；吃了不管用、疼得厉害，请找产科医生或助产士，不要换成布洛芬。医生为预防子痫前期开的小剂量阿司匹林（每天75–150毫克）不在此列，请照医嘱继续吃。',
      en: '**In pregnancy do not take ibuprofen (Nurofen, Advil), naproxen, diclofenac (Voltaren), celecoxib or other NSAID painkillers on your own, and above all not from 20 weeks; the same goes for aspirin at painkiller doses (300 mg or more).** From 20 weeks they can reduce the baby’s urine and so the fluid around the baby; in the third trimester (from about 30 weeks) they can also close a blood vessel in the baby’s heart (the ductus arteriosus) too early. For pain use paracetamol at the dose on the pack; if it does not help or the pain is bad, speak to your midwife, obstetrician or GP rather than switching to ibuprofen. Low-dose aspirin (75–150 mg a day) prescribed to prevent pre-eclampsia is the exception: keep taking it as prescribed.',
    },
    source: {
      ref: 'US FDA Drug Safety Communication, 15 October 2020: FDA recommends avoiding use of NSAIDs in pregnancy at 20 weeks or later because they can result in low amniotic fluid (fetal renal dysfunction, oligohydramnios; premature closure of the ductus arteriosus after about 30 weeks); NHS, Ibuprofen — pregnancy (not usually recommended, especially from 30 weeks; paracetamol first); MHRA/BNF, NSAIDs in pregnancy; NICE NG133 Hypertension in pregnancy (2019) §1.1: aspirin 75–150 mg daily from 12 weeks until birth for women at risk of pre-eclampsia',
      url: 'https://www.fda.gov/drugs/drug-safety-and-availability/fda-recommends-avoiding-use-nsaids-pregnancy-20-weeks-or-later-because-they-can-result-low-amniotic-fluid',
    },
  },
  {
    // Twenty-eighth clinician review, en M1 (Maria, pregnant with type 1 diabetes, on atorvastatin): the plan
    // had only a grapefruit note for the statin and the chat "no reliable rule".
    id: 'statin',
    classes: ['statin'],
    fromWeek: 0,
    severity: 'warning',
    text: {
      zh: '**孕期一般要停用他汀类降脂药（阿托伐他汀/立普妥、瑞舒伐他汀、辛伐他汀等）：请尽快联系开他汀的医生，由医生决定何时停、是否需要别的安排；哺乳期也不要吃他汀。** 大多数人孕期暂停他汀不影响健康；少数心血管风险很高的人（如家族性高胆固醇血症、已有冠心病）可能需要医生另作安排，所以不要自己停了就不管。',
      en: '**Statins (atorvastatin/Lipitor, rosuvastatin, simvastatin and others) are usually stopped in pregnancy: contact the doctor who prescribes yours promptly — they decide when, and whether anything else is needed; do not take a statin while breastfeeding either.** For most people a pause in pregnancy does no harm; a few at very high heart risk (familial hypercholesterolaemia, known heart disease) may need another plan, so do not simply stop it and leave it there.',
    },
    source: {
      ref: 'US FDA Drug Safety Communication, 20 July 2021: FDA requests removal of strongest warning against using cholesterol-lowering statins during pregnancy; still advises most patients should stop statins once pregnancy is discovered (the prescriber decides, high-risk patients may continue) and not to breastfeed while taking a statin',
      url: 'https://www.fda.gov/drugs/drug-safety-and-availability/fda-requests-removal-strongest-warning-against-using-cholesterol-lowering-statins-during-pregnancy',
    },
  },
  {
    // Forty-second clinician review, zh S1: 18 weeks pregnant on rifampicin asked whether her baby needs vitamin K at
    // birth and was told "no known interaction" and "your plan needs no vitamin K".
    id: 'rifampicin-vitamin-k',
    drugs: ['rifampicin'],
    fromWeek: 0,
    severity: 'warning',
    text: RIFAMPICIN_VITAMIN_K_PREGNANCY,
    source: RIFAMPICIN_VITAMIN_K_SOURCE,
  },
  {
    // Forty-third clinician review, zh S3: 麦角胺咖啡因 at 10 weeks was "keep using contraception, do not stop it yourself".
    id: 'ergotamine',
    drugs: ['ergotamine'],
    fromWeek: 0,
    labelStop: true,
    text: {
      zh: '**麦角胺（麦角胺咖啡因）孕期禁用：它会引起子宫收缩、减少胎儿的血供，说明书写明孕妇禁用。不要再吃下一次，今天就告诉产科医生和开药的医生你在吃它、最后一次是什么时候吃的，由医生换成孕期可用的偏头痛治疗（一般先用对乙酰氨基酚）。**',
      en: '**Ergotamine (Cafergot) must not be used in pregnancy: it can make the womb contract and cut the baby’s blood supply, and its label rules it out in pregnancy. Take no further dose, and tell your obstetrician and the doctor who prescribed it today that you take it and when you last did; they choose a migraine treatment that is safe in pregnancy (paracetamol/acetaminophen first).**',
    },
    source: {
      ref: 'Cafergot (ergotamine tartrate and caffeine) US prescribing information, Contraindications (pregnancy: oxytocic properties) and Boxed Warning (serious peripheral ischaemia with potent CYP3A4 inhibitors, macrolide antibiotics among them) — sections cited from memory; 麦角胺咖啡因片说明书【禁忌】孕妇',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=cafergot',
    },
  },
];

/**
 * A headache asked about with a painkiller in pregnancy (tenth clinician review: "im 20 weeks, can i take
 * advil for a headache" got the pre-eclampsia card and no answer): what to take, and which headache is
 * pre-eclampsia's — severe, not going away, or with vision changes, sudden swelling or pain below the ribs,
 * after 20 weeks — and needs the maternity unit now.
 */
export const PREGNANCY_HEADACHE: { text: Bilingual; source: Source } = {
  text: {
    zh: '**孕期头痛：**先休息、喝够水、按时吃饭；需要吃止痛药时，一般用对乙酰氨基酚（扑热息痛、泰诺林），按说明书的量吃。怀孕20周以后，头痛得很厉害、吃了药也不缓解或一直不好，或者同时看东西模糊、眼前闪光，脸、手或脚突然肿起来，或者肋骨下方疼痛，可能是子痫前期：请立即去医院产科急诊，不要等到下次产检。',
    en: '**A headache in pregnancy:** rest, drink enough and eat regularly; if you need a painkiller, paracetamol (acetaminophen) at the dose on the pack is the usual choice. After 20 weeks, a severe headache, one that does not go away or does not ease with paracetamol, or one with blurred vision or flashing lights, sudden swelling of the face, hands or feet, or pain below the ribs can be pre-eclampsia: go to labour and delivery (your maternity unit) now rather than waiting for your next appointment.',
  },
  source: {
    ref: 'NICE NG133 Hypertension in pregnancy (2019, updated 2023) §1.1: symptoms of pre-eclampsia that need advice at once — severe headache, problems with vision such as blurring or flashing before the eyes, severe pain just below the ribs, vomiting, sudden swelling of the face, hands or feet; ACOG Practice Bulletin No. 222, Gestational Hypertension and Preeclampsia (2020): new headache unresponsive to medication and visual disturbances are severe features; NHS, Headaches in pregnancy (paracetamol is the usual painkiller; a severe headache with vision problems or sudden swelling needs the maternity unit straight away)',
    url: 'https://www.nice.org.uk/guidance/ng133',
  },
};

/** The drugs of the row among these medicines (a left-out drug counts above its dose). */
export function pregnancyMedicineTaken(
  row: PregnancyMedicineRow,
  medicines: readonly string[],
  dosesMg: ReadonlyMap<string, number> = new Map(),
): string[] {
  return medicines.filter((id) => {
    const drug = DRUGS.find((d) => d.id === id);
    if (!drug) return false;
    const inRow =
      (row.drugs ?? []).some((d) => d === id) ||
      drug.classes.some((c) => (row.classes ?? []).some((rc) => rc === c));
    if (!inRow) return false;
    if (!(row.except ?? []).some((d) => d === id)) return true;
    const mg = dosesMg.get(id);
    return row.exceptUpToMg !== undefined && mg !== undefined && mg > row.exceptUpToMg;
  });
}

/**
 * The plan's findings for a pregnant woman taking a row's medicine: `urgent` from the row's week (or when
 * the week is not known beyond the first trimester), `warning` before it.
 */
export function pregnancyMedicineFindings(p: {
  locale: Locale;
  lifeStage: string;
  gestationalWeek?: number | undefined;
  medicines: readonly string[];
  dosesMg?: ReadonlyMap<string, number>;
}): Finding[] {
  if (!p.lifeStage.startsWith('pregnant')) return [];
  const zh = p.locale === 'zh-CN';
  const out: Finding[] = [];
  for (const row of PREGNANCY_MEDICINES) {
    const ids = pregnancyMedicineTaken(row, p.medicines, p.dosesMg);
    if (ids.length === 0) continue;
    const names = ids.map((id) => {
      const d = DRUGS.find((x) => x.id === id);
      return d ? (zh ? d.zh : d.en) : id;
    });
    const before =
      p.gestationalWeek !== undefined ? p.gestationalWeek < row.fromWeek : p.lifeStage === 'pregnant_t1';
    out.push({
      id: `pregnancy-medicine:${row.id}`,
      severity: row.severity ?? (before ? 'warning' : 'urgent'),
      text:
        (zh ? `你填写了${names.join('、')}：` : `You listed ${names.join(', ')}: `) +
        pick(row.text, p.locale),
      reasons: ids.map((id, i) => ({
        kind: 'medicine' as const,
        ref: `drug:${id}`,
        text: names[i] ?? id,
        source: row.source,
      })),
    });
  }
  return out;
}
