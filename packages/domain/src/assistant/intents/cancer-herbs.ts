/**
 * Herbal and "immune" products during cancer treatment (blind answer rounds 35–36): lingzhi, ginseng,
 * cordyceps and the like given by relatives. Our rules hold no reliable data on them with cancer
 * medicines, so the answer is "the oncology team first", never "no known interaction" — whether the
 * question reaches the herbal answer or the interaction answer.
 */
import { pick, type Bilingual, type Locale } from '../../contracts/common';
import type { Drug } from '../../interactions';
import { substanceName, type Substance } from '../../substances';
import { L } from '../format';
import { drugName, type Ctx } from './shared';

/** Cancer medicines whose labels warn of bleeding (Imbruvica and Brukinsa §5.1 haemorrhage). */
const BLEEDING_CANCER_DRUGS: ReadonlySet<string> = new Set(['ibrutinib', 'zanubrutinib']);

export interface CancerTreatment {
  /** The person's cancer medicine, or null for a cancer in the plan with none named. */
  readonly drug: Drug | null;
}

/** Cancer treatment: the person's cancer medicine, or a cancer in the plan with none named; else null. */
export function cancerTreatment(meds: readonly Drug[], plan: Ctx['plan']): CancerTreatment | null {
  const drug = meds.find(
    (d) => d.classes.includes('chemotherapy') || d.classes.includes('hormonal_antineoplastic'),
  );
  if (drug) return { drug };
  return (plan?.profile.conditions ?? []).includes('cancer') ? { drug: null } : null;
}

/** Herbal products people are given "for cancer" that the substance table does not list. */
const HERBS_SAID: readonly [RegExp, Bilingual][] = [
  [/冬虫夏草|虫草|\bcordyceps\b/, { zh: '虫草', en: 'cordyceps' }],
  [/西洋参|花旗参|\bamerican ginseng\b/, { zh: '西洋参', en: 'American ginseng' }],
  [/铁皮石斛|石斛|\bdendrobium\b/, { zh: '铁皮石斛', en: 'dendrobium' }],
  [/黄芪|\bastragalus\b|\bhuang ?qi\b/, { zh: '黄芪', en: 'astragalus' }],
  [/云芝|\bturkey tail\b/, { zh: '云芝', en: 'turkey tail mushroom' }],
  [/孢子粉|\bspore powder\b/, { zh: '灵芝孢子粉', en: 'reishi spore powder' }],
];

export const CANCER_HERBS_REF =
  'Muscaritoli M et al. ESPEN practical guideline: Clinical Nutrition in cancer. Clin Nutr 2021;40:2898–2913 (no supplements or herbal products without an indication during treatment); Brukinsa (zanubrutinib) and Imbruvica (ibrutinib) US prescribing information §5.1 Hemorrhage; Memorial Sloan Kettering Cancer Center, About Herbs: Reishi mushroom, Cordyceps (antiplatelet effects reported; interactions with anticoagulants and antiplatelets) — cited from memory';

function herbsSaid(norm: string, l: Locale): string[] {
  return HERBS_SAID.filter(([re]) => re.test(norm)).map(([, name]) => pick(name, l));
}

/** The answer's lead: the named products wait for the oncology team; the cancer medicine is not stopped. */
export function cancerHerbsLine(
  cancer: CancerTreatment,
  subs: readonly Substance[],
  norm: string,
  l: Locale,
): string {
  const drug = cancer.drug;
  const named = [...new Set([...subs.map((s) => substanceName(s, l)), ...herbsSaid(norm, l)])];
  const bleeds = drug !== null && BLEEDING_CANCER_DRUGS.has(drug.id);
  return L(
    l,
    `**在做肿瘤治疗${drug ? `（${drugName(drug, l)}）` : ''}期间，${named.join('、') || '这类草药或保健品'}先不要自己吃，先问血液科或肿瘤科医生、药师。** 这类“抗癌”“增强免疫”的草药和保健品没有可靠证据能治疗肿瘤；有的可能增加出血风险（${bleeds ? `${drugName(drug, l)}本身就会引起出血，` : ''}手术或拔牙前更要说），有的会伤肝或改变抗肿瘤药的血药浓度，产品成分和含量也差别很大——我们的规则库里没有它们和你的药的可靠资料。已经在吃的，把产品拿给医生或药师看；抗肿瘤药本身不要自己停。`,
    `**During cancer treatment${drug ? ` (${drugName(drug, l)})` : ''}, do not start ${named.join(', ') || 'herbal or "immune" products'} on your own — ask the haematology or oncology team or the pharmacist first.** These "anti-cancer" and "immune-boosting" products have no reliable evidence that they treat cancer; some may add to bleeding (${bleeds ? `${drugName(drug, l)} itself causes bleeding — ` : ''}say so before any surgery or dental work), some harm the liver or change the levels of cancer medicines, and products vary a lot — our rules hold no reliable data on them with your medicines. If he or you already take one, show the product to the doctor or pharmacist; do not stop the cancer medicine itself.`,
  );
}
