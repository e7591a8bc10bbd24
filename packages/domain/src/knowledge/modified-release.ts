/**
 * Modified-release and enteric-coated medicines asked about crushing, splitting or giving down a feeding
 * tube (fourteenth clinician review, zh P2 #1 and #4: crushed 拜新同 — nifedipine GITS — down a nasogastric
 * tube got "ask the pharmacist whether it is controlled-release"; crushed enteric-coated aspirin the
 * same). A product that is made only as a modified-release or enteric-coated form is named by its brand;
 * any other is known by the form words on its box (缓释, 控释, 肠溶; XL, SR, ER, CR, EC, MR, LA …). The
 * answer: do not crush it or put it down the tube from today, and ask the prescriber or pharmacist today
 * for a form that can go down a tube — never stop the medicine without a replacement.
 */
import type { Bilingual, Source } from '../contracts/common';

export type ReleaseForm = 'controlled' | 'extended' | 'enteric';

export interface ModifiedReleaseProduct {
  /** Brand or product names as people type them (lower case for Latin). */
  names: readonly string[];
  /** What it is, named in the answer. */
  label: Bilingual;
  form: ReleaseForm;
}

/**
 * Brands made only as a modified-release or enteric-coated form (the label of each says to swallow it
 * whole). Brands that also come as a tablet that may be crushed or a dispersible form (倍他乐克 tartrate,
 * 洛赛克 MUPS, 德巴金 solution) are left to the form words.
 */
export const MODIFIED_RELEASE_PRODUCTS: readonly ModifiedReleaseProduct[] = [
  {
    names: ['拜新同', 'adalat', 'procardia xl', 'nifedipine gits'],
    label: { zh: '拜新同（硝苯地平控释片）', en: 'Adalat (nifedipine controlled-release)' },
    form: 'controlled',
  },
  {
    names: ['波依定', 'plendil'],
    label: { zh: '波依定（非洛地平缓释片）', en: 'Plendil (felodipine extended-release)' },
    form: 'extended',
  },
  {
    names: ['倍他乐克缓释', '倍他乐克zok', 'betaloc zok', 'toprol-xl', 'toprol xl'],
    label: { zh: '倍他乐克缓释片（琥珀酸美托洛尔缓释片）', en: 'Toprol-XL (metoprolol extended-release)' },
    form: 'extended',
  },
  {
    names: ['达美康缓释', 'diamicron mr'],
    label: { zh: '达美康缓释片（格列齐特缓释片）', en: 'Diamicron MR (gliclazide modified-release)' },
    form: 'extended',
  },
  {
    names: ['合贝爽'],
    label: { zh: '合贝爽（地尔硫䓬缓释胶囊）', en: 'diltiazem extended-release capsules' },
    form: 'extended',
  },
  {
    names: ['哈乐', 'flomax', 'harnal'],
    label: { zh: '哈乐（坦索罗辛缓释胶囊）', en: 'Flomax (tamsulosin modified-release capsules)' },
    form: 'extended',
  },
  {
    names: ['拜阿司匹灵', '拜阿司匹林', '阿司匹林肠溶', 'ecotrin'],
    label: { zh: '这种阿司匹林', en: 'This aspirin' },
    form: 'enteric',
  },
];

/** The form said on the box, in Chinese or English. */
const CONTROLLED = /控释|\bcontrolled[- ]release\b|\bgits\b|\b(cr|xl|la|cc)\b/;
const EXTENDED =
  /缓释|长效片|\b(extended|sustained|prolonged|modified|slow)[- ]release\b|\bretard\b|\b(sr|er|xr|mr|zok)\b/;
const ENTERIC = /肠溶|\benteric[- ]?coated\b|\bdelayed[- ]release\b|\bgastro[- ]resistant\b|\bec\b/;

/** Crushing, splitting, chewing or giving a medicine down a feeding tube. */
export const CRUSH_OR_TUBE =
  /碾碎|碾成粉|压碎|磨碎|磨成粉|研碎|捣碎|打碎|掰开|掰成|掰碎|嚼碎|咬碎|胃管|鼻饲|管饲|鼻胃管|空肠管|造瘘管|\bcru?sh\w*|\bgrind\w*|\bsplit\w*|\bcut (it|them|the tablets?|the pills?) in half\b|\bchew\w*|\bfeeding tube\b|\b(ng|peg|g|j)[- ]?tube\b|\bnasogastric\b|\bdown (the|his|her|a) tube\b/;

/** A feeding tube said. */
export const FEEDING_TUBE =
  /(碾|压|磨|研)(碎|成粉)了?(再|就)?打|打进去|胃管|鼻饲|管饲|鼻胃管|空肠管|造瘘管|\bfeeding tube\b|\b(ng|peg|g|j)[- ]?tube\b|\bnasogastric\b|\bdown (the|his|her|a) tube\b/;

/**
 * A modified-release or enteric-coated product or form named, as one pattern (normalised text): a general "tablets down
 * the tube" row gives way to this file's answer (faq/rows-tube-feeding.ts).
 */
export const MODIFIED_RELEASE_SAID = new RegExp(
  [
    ...MODIFIED_RELEASE_PRODUCTS.flatMap((p) =>
      p.names.map((n) => n.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')),
    ),
    CONTROLLED.source,
    EXTENDED.source,
    ENTERIC.source,
  ].join('|'),
);

/** The modified-release or enteric-coated product or form a question names (normalised, lower case). */
export function modifiedReleaseNamed(t: string): { label: Bilingual | null; form: ReleaseForm } | null {
  const compact = t.replace(/\s+/g, ' ');
  for (const p of MODIFIED_RELEASE_PRODUCTS)
    if (p.names.some((n) => compact.includes(n) || compact.replace(/ /g, '').includes(n.replace(/ /g, ''))))
      return { label: p.label, form: p.form };
  if (CONTROLLED.test(compact)) return { label: null, form: 'controlled' };
  if (EXTENDED.test(compact)) return { label: null, form: 'extended' };
  if (ENTERIC.test(compact)) return { label: null, form: 'enteric' };
  return null;
}

const FORM_NAME: Record<ReleaseForm, Bilingual> = {
  controlled: { zh: '控释片', en: 'a controlled-release tablet' },
  extended: { zh: '缓释剂型', en: 'a modified-release (slow-release) form' },
  enteric: { zh: '肠溶片', en: 'an enteric-coated tablet' },
};

const WHY: Record<ReleaseForm, Bilingual> = {
  controlled: {
    zh: '控释、缓释的药靠特殊的外壳让一天的药量慢慢释放，碾碎后会一下子全部进入身体，降压药可能让血压骤降，老人和脑梗后的人尤其危险。',
    en: 'Controlled- and slow-release forms let a whole day’s dose out slowly; crushed, it is released at once — with a blood-pressure medicine the pressure can fall suddenly, which is most dangerous in older people and after a stroke.',
  },
  extended: {
    zh: '控释、缓释的药靠特殊的外壳让一天的药量慢慢释放，碾碎后会一下子全部进入身体，可能出现过量的反应（降压药会让血压骤降）。',
    en: 'Controlled- and slow-release forms let a whole day’s dose out slowly; crushed, it is released at once and can act like an overdose (a blood-pressure medicine can drop the pressure suddenly).',
  },
  enteric: {
    zh: '肠溶片的外膜是为了保护胃（或保护药不被胃酸破坏），碾碎后保护没有了，阿司匹林这类药更伤胃、更容易出血。',
    en: 'The enteric coat protects the stomach (or protects the medicine from stomach acid); crushed, that protection is gone — with aspirin the stomach irritation and bleeding risk go up.',
  },
};

/** The answer, named for the product (or the form said), for a tube or for swallowing. */
export function modifiedReleaseText(
  found: { label: Bilingual | null; form: ReleaseForm },
  tube: boolean,
): Bilingual {
  const name: Bilingual = found.label
    ? {
        zh: `${found.label.zh}是${FORM_NAME[found.form].zh}`,
        en: `${found.label.en} is ${FORM_NAME[found.form].en}`,
      }
    : { zh: `${FORM_NAME[found.form].zh}`, en: `${FORM_NAME[found.form].en}` };
  // Some slow-release tablets are scored and may be halved (Toprol-XL, Diamicron MR): the leaflet says.
  const never: Bilingual =
    found.form === 'extended'
      ? {
          zh: '不能碾碎或嚼，胶囊不能打开，能不能掰开以说明书为准',
          en: 'must not be crushed or chewed, nor a capsule opened; whether it may be halved is for the leaflet to say',
        }
      : { zh: '不能碾碎、掰开或嚼', en: 'must not be crushed, split or chewed' };
  const tubeClause: Bilingual = tube
    ? { zh: '，也不能从胃管打进去', en: ', and it cannot go down a feeding tube' }
    : { zh: '', en: '' };
  const lead: Bilingual = found.label
    ? {
        zh: `**${name.zh}，${never.zh}${tubeClause.zh}。`,
        en: `**${name.en}: it ${never.en}${tubeClause.en}.`,
      }
    : {
        zh: `**${name.zh}${never.zh}${tubeClause.zh}。`,
        en: `**${name.en.charAt(0).toUpperCase()}${name.en.slice(1)} ${never.en}${tubeClause.en}.`,
      };
  const act: Bilingual = tube
    ? {
        zh: '从今天起不要再碾碎了打，今天就联系开药的医生或药师，换成可以经胃管给的药或剂型；换好之前不要自己把药停掉不管。**',
        en: 'From today, do not crush it for the tube any more: contact the prescriber or pharmacist today for a medicine or form that can go down a tube, and do not simply leave the medicine out until it is replaced.**',
      }
    : {
        zh: '整片吞不下的话，今天就问开药的医生或药师换一种能吞的剂型；换好之前不要自己把药停掉不管。**',
        en: 'If it cannot be swallowed whole, ask the prescriber or pharmacist today for a form that can be; do not simply leave the medicine out until then.**',
      };
  const watch: Bilingual =
    found.form === 'enteric'
      ? {
          zh: '这几天留意胃痛、黑便或呕血，出现时尽快就医。',
          en: 'Meanwhile watch for stomach pain, black stools or vomiting blood, and get medical advice soon if they appear.',
        }
      : {
          zh: '这几天留意头晕、站不稳、特别嗜睡或心慌，出现时尽快就医；突然说话不清、一侧手脚无力，马上拨打120。',
          en: 'Meanwhile watch for dizziness, unsteadiness, unusual drowsiness or palpitations and get medical advice soon if they appear; sudden slurred speech or weakness on one side is an emergency — call an ambulance.',
        };
  return {
    zh: `${lead.zh}${act.zh}${WHY[found.form].zh}${watch.zh}`,
    en: `${lead.en} ${act.en} ${WHY[found.form].en} ${watch.en}`,
  };
}

export const MODIFIED_RELEASE_SOURCE: Source = {
  ref: '拜新同（硝苯地平控释片）说明书【用法用量】应整片吞服，不得咀嚼、掰开或碾碎；拜阿司匹灵（阿司匹林肠溶片）说明书【用法用量】肠溶片应整片吞服; Royal Pharmaceutical Society, Pharmaceutical issues when crushing, opening or splitting oral dosage forms (2011): modified-release and enteric-coated tablets must not be crushed; NHS Specialist Pharmacy Service, Swallowing difficulties and medicines (2022); American Geriatrics Society 2023 Updated Beers Criteria (immediate-release nifedipine: avoid in older adults — hypotension, myocardial ischaemia)',
  url: 'https://www.sps.nhs.uk/articles/using-medicines-in-patients-with-swallowing-difficulties/',
};
