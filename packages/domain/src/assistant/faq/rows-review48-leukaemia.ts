/**
 * Forty-eighth clinician review: acute lymphoblastic leukaemia (ALL) in maintenance — mercaptopurine daily, oral
 * methotrexate once a week, co-trimoxazole on Saturdays and Sundays against Pneumocystis pneumonia (PJP).
 *
 * S2: a woman of 20 asked whether the folic acid of her multivitamin fights the methotrexate and whether to switch to
 * one without it; a mother asked whether her daughter of 6, on mercaptopurine and methotrexate for leukaemia, may have
 * a children's multivitamin. Both got the rheumatoid-arthritis row ("the folic acid of a multivitamin does not weaken
 * it, you can take one; keep the 5 mg folic acid"). In leukaemia the weekly methotrexate is anti-leukaemia treatment:
 * no multivitamin with folic acid and no folic acid tablets unless the oncology team says so (methotrexate US PI; the
 * Children's Oncology Group family handbook), the multivitamin stopped until they answer, vitamin D on its own if they
 * agree.
 *
 * S3: "那我这周末的复方新诺明还吃不吃？" got the plan's "methotrexate × co-trimoxazole: avoid, ask for another
 * antibiotic" again. Beside methotrexate in leukaemia treatment the co-trimoxazole is prescribed on purpose (ECIL-5):
 * keep taking it as prescribed, the haematology team today for questions.
 *
 * Who (`LEUKAEMIA_TREATMENT`): the plan's conditions include cancer, leukaemia or chemotherapy is said, or a thiopurine
 * is taken beside methotrexate — written as two audiences that must both hold, (cancer or said or a thiopurine) and
 * (cancer or said or methotrexate), which is exactly that. The rows are for them when they are also on methotrexate
 * or a thiopurine, or say leukaemia: chemotherapy said beside capecitabine is not leukaemia maintenance. The rheumatoid-arthritis rows that give folic acid with
 * methotrexate are never for them (rows-medicines.ts, select.ts).
 */
import {
  LEUKAEMIA_COTRIMOXAZOLE_SOURCE,
  LEUKAEMIA_FOLATE_SOURCE,
  LEUKAEMIA_SAID,
  LEUKAEMIA_THIOPURINES,
  THIOGUANINE_SAID,
} from '../../knowledge/leukaemia-maintenance';
import { CANCER_OR_METHOTREXATE, CANCER_OR_THIOPURINE, MTX_SAID } from './audiences';
import { anyOf } from './either';
import type { FaqAudience, FaqRow } from './types';

/** On a medicine of leukaemia maintenance (methotrexate, a thiopurine), or leukaemia said (chemotherapy alone is not). */
const ON_MAINTENANCE_MEDICINE: FaqAudience = {
  medicines: ['methotrexate', ...LEUKAEMIA_THIOPURINES],
  said: anyOf(LEUKAEMIA_SAID, THIOGUANINE_SAID, MTX_SAID),
};

/** In leukaemia treatment and on one of its medicines (cancer alone, say breast cancer years ago, is not it). */
const IN_LEUKAEMIA_MAINTENANCE: FaqAudience = {
  all: [CANCER_OR_THIOPURINE, CANCER_OR_METHOTREXATE, ON_MAINTENANCE_MEDICINE],
};

/** A multivitamin or folic acid named: 复合维生素, 善存, 叶酸, multivitamin, Flintstones, folic acid, "vitamins". */
const FOLATE_OR_MULTIVITAMIN =
  /叶酸|复合维生素|多种维生素|多维片|多维元素|善存|施尔康|儿童维生素|维生素片|维生素软糖|\bfol(ic|ate)\b|\bmulti ?-?vitamins?\b|\bmultis\b|\bvitamins\b|\bcentrum\b|\bflintstones\b|\bprenatals?\b/;
/** Folinic acid (leucovorin), the rescue the team prescribes: not this question. */
const FOLINIC = /亚叶酸|甲酰四氢叶酸|\bleucovorin\b|\bfolinic\b|\bcalcium folinate\b/;
/** A child asked about: 女儿, 孩子, 宝宝, "my son", "our 6-year-old", "6岁" (under 18). */
const CHILD_SAID =
  /女儿|儿子|孩子|小孩|宝宝|闺女|娃|孙子|孙女|外孙|(?<!\d)([1-9]|1[0-7])\s*(岁|周岁)|\b(daughter|son|child|children|kid|kids|toddler|boy|girl|grandson|granddaughter)\b|\b([1-9]|1[0-7])[- ]?(years?|yrs?|y\/?o)\b/;

/** Co-trimoxazole named: 复方新诺明, Bactrim, Septra, SMZ-TMP. */
const COTRIMOXAZOLE =
  /复方新诺明|新诺明|复方磺胺|磺胺|\bsmz\b|\bsmx\b|sulfamethoxazole|co-?trimoxazole|\bbactrim\b|\bseptra\b|\bseptran\b|\btmp-?smx\b|\bsmx-?tmp\b|\bsulfa\b|\bsulpha\b/;
/** Whether to go on with it, stop it, skip it or swap it. */
const KEEP_OR_STOP_ASKED =
  /还吃不吃|吃不吃|要不要吃|还要吃|还能吃|能不能吃|可以吃吗|能吃吗|继续吃|照常吃|停|不吃了|先不吃|跳过|换(一种|成|别的|其他)|一起吃|打架|冲突|\bstill take\b|\bkeep (taking|on)\b|\bstop\w*|\bskip\w*|\bcontinue\b|\bshould i (take|have|be taking)\b|\bswitch\w*|\bswap\w*|\b(different|another|other) antibiotic\b|\bpause\w*|\bhold (it|off|the)\b|\bquit\b|\bdo i (still )?need\b|\btogether\b|\bwith (my|the) (methotrexate|mtx)\b/;

const FOLATE_SOURCE = LEUKAEMIA_FOLATE_SOURCE;

export const REVIEW48_LEUKAEMIA_FAQ: readonly FaqRow[] = [
  {
    // S2 (the mother): "我女儿6岁，白血病在吃巯嘌呤和甲氨蝶呤，能给她吃儿童善存吗？" — the arthritis row answered.
    id: 'leukaemia-methotrexate-folate-child',
    when: [FOLATE_OR_MULTIVITAMIN, CHILD_SAID],
    unless: [FOLINIC],
    for: IN_LEUKAEMIA_MAINTENANCE,
    wholeMessage: true,
    intent: 'medicine_question',
    text: {
      zh: '**孩子在白血病治疗（比如急性淋巴细胞白血病的维持治疗）期间，吃的甲氨蝶呤和巯嘌呤是抗白血病的药：儿童善存这类儿童复合维生素大多含叶酸，先不要给孩子吃，叶酸片也不要给，除非孩子的血液科（肿瘤科）团队明确说可以。** 叶酸可能削弱甲氨蝶呤的效果：甲氨蝶呤的说明书写明含叶酸的维生素制剂可能降低它的疗效，儿童肿瘤协作组（COG）给家长的手册也要求维持治疗期间不吃含叶酸的维生素，除非团队同意。已经在吃的先停下，下次复诊时或今天打电话问孩子的肿瘤团队；要不要补、补什么（比如单独的维生素D）由他们来定，换成“不含叶酸”的也先问过他们。巯嘌呤、甲氨蝶呤和复方新诺明照常按医嘱给孩子吃。营养先从一日三餐来；孩子吃得少、体重往下掉，告诉团队，请儿科营养师帮忙。',
      en: '**During leukaemia treatment (maintenance for acute lymphoblastic leukaemia, for example), your child’s methotrexate and mercaptopurine are anti-leukaemia medicines: most children’s multivitamins (Flintstones, Centrum Kids and the like) contain folic acid, so do not give one — nor folic acid tablets — unless your child’s oncology team says so.** Folic acid can weaken methotrexate: its US label warns that vitamin preparations with folic acid may decrease its effect, and the Children’s Oncology Group family handbook says no vitamins with folic acid during maintenance unless the team approves. If your child already takes one, stop it for now and ask the oncology team at the next visit, or call today; whether anything is needed — vitamin D on its own, say — is theirs to decide, and so is a “folate-free” product. Keep giving the mercaptopurine, methotrexate and co-trimoxazole exactly as prescribed. Ordinary meals come first; if your child is eating little or losing weight, tell the team and ask for a paediatric dietitian.',
    },
    source: FOLATE_SOURCE,
  },
  {
    // S2 (the woman of 20): "那里面的叶酸会不会跟甲氨蝶呤打架？要不要换成不含叶酸的复合维生素？" — the arthritis row and
    // a pregnancy template ("叶酸（每天5毫克）继续吃") answered.
    id: 'leukaemia-methotrexate-folate',
    when: [FOLATE_OR_MULTIVITAMIN],
    unless: [FOLINIC, CHILD_SAID],
    for: IN_LEUKAEMIA_MAINTENANCE,
    wholeMessage: true,
    intent: 'medicine_question',
    text: {
      zh: '**在白血病治疗（比如急性淋巴细胞白血病的维持治疗）里，每周吃的甲氨蝶呤是抗白血病的治疗，不是治类风湿的小剂量方案：含叶酸的复合维生素和叶酸片都先不要吃，除非你的血液科（肿瘤科）团队明确说可以。** 叶酸可能削弱甲氨蝶呤的效果：甲氨蝶呤的说明书写明含叶酸的维生素制剂可能降低它的疗效，儿童肿瘤协作组（COG）的手册也要求维持治疗期间不吃含叶酸的维生素，除非团队同意。所以现在的复合维生素先停下，下次就诊时或今天打电话问团队；换成“不含叶酸”的也先问过他们，要不要补、补什么由团队来定。需要补维生素D的话，问过团队后可以单独吃维生素D。巯嘌呤、甲氨蝶呤和复方新诺明都照常按医嘱吃，营养先从一日三餐来；吃得少、体重往下掉，告诉团队，请营养师帮忙。如果你的甲氨蝶呤其实是治关节炎等别的病，请按开药医生的说法。',
      en: '**In leukaemia treatment (maintenance for acute lymphoblastic leukaemia, for example), the weekly methotrexate is anti-leukaemia treatment, not the low-dose arthritis regimen: take no multivitamin with folic acid and no folic acid tablets unless your haematology (oncology) team says so.** Folic acid can weaken methotrexate: its US label warns that vitamin preparations with folic acid may decrease its effect, and the Children’s Oncology Group handbook says no vitamins with folic acid during maintenance unless the team approves. So put the multivitamin aside for now and ask the team at your next visit, or call today; a “folate-free” multivitamin is their decision too, not a swap to make on your own. If you need vitamin D, vitamin D on its own is the option to ask the team about. Keep taking the mercaptopurine, methotrexate and co-trimoxazole exactly as prescribed, and get your nutrition from ordinary meals; if you are eating little or losing weight, tell the team and ask for a dietitian. If your methotrexate is in fact for arthritis or another condition, follow its prescriber.',
    },
    source: FOLATE_SOURCE,
  },
  {
    // S3: "那我这周末的复方新诺明还吃不吃？" — only the plan's "avoid, ask for another antibiotic" came back.
    id: 'leukaemia-cotrimoxazole-keep',
    when: [COTRIMOXAZOLE, KEEP_OR_STOP_ASKED],
    for: IN_LEUKAEMIA_MAINTENANCE,
    wholeMessage: true,
    intent: 'medicine_question',
    text: {
      zh: '**复方新诺明照常按医嘱吃：这个周末还是按原来的日子和次数吃，不要自己停。** 在白血病治疗（比如急性淋巴细胞白血病的维持治疗）里，血液科团队是有意把复方新诺明和甲氨蝶呤一起开的：复方新诺明用来预防肺孢子菌肺炎，这种肺炎在治疗期间可能致命；两种药叠加对骨髓（白细胞、血小板）的影响，团队靠定期查血常规来掌控，所以不需要换别的抗生素，请按约定去验血。有疑问，今天就打电话问血液科团队。发烧、咽痛、口腔溃疡或出血，立即就医，并把在吃的每一种药都告诉医生，哪些要暂停由医生决定。',
      en: '**Keep taking it as prescribed: the co-trimoxazole (Bactrim) goes on this weekend on its usual days and times — do not stop it yourself.** In leukaemia treatment (maintenance for acute lymphoblastic leukaemia, for example), your haematology team prescribes co-trimoxazole beside methotrexate on purpose: it prevents Pneumocystis pneumonia (PJP), which can be fatal during treatment, and the team manages the two medicines’ combined effect on the bone marrow (white cells, platelets) with your regular blood counts — no other antibiotic is needed, and every blood test should be kept. Questions: call the haematology team today. Fever, sore throat, mouth ulcers or bleeding need care at once — tell the doctors every medicine you take and let them decide what to pause.',
    },
    source: LEUKAEMIA_COTRIMOXAZOLE_SOURCE,
  },
];
