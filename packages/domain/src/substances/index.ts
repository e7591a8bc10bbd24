import { NUTRIENTS, type NutrientKey } from '../nutrients';

/**
 * What a supplement can contain and an interaction rule can name: every nutrient key, plus the
 * non-nutrient substances common in Chinese and US supplement aisles. Interaction rules and
 * supplement options both refer to these ids, so a rule always matches the products it concerns.
 */
export const NON_NUTRIENT_SUBSTANCES = {
  ginkgo: { zh: '银杏叶提取物', en: 'Ginkgo biloba' },
  stJohnsWort: { zh: '圣约翰草', en: "St John's wort" },
  garlic: { zh: '大蒜提取物', en: 'Garlic extract' },
  ginseng: { zh: '人参', en: 'Ginseng' },
  turmeric: { zh: '姜黄素', en: 'Turmeric / curcumin' },
  coq10: { zh: '辅酶Q10', en: 'Coenzyme Q10' },
  melatonin: { zh: '褪黑素', en: 'Melatonin' },
  probiotics: { zh: '益生菌', en: 'Probiotics' },
  glucosamine: { zh: '氨基葡萄糖', en: 'Glucosamine' },
  redYeastRice: { zh: '红曲米', en: 'Red yeast rice' },
  greenTeaExtract: { zh: '绿茶提取物', en: 'Green tea extract' },
  echinacea: { zh: '紫锥菊', en: 'Echinacea' },
  valerian: { zh: '缬草', en: 'Valerian' },
  kava: { zh: '卡瓦胡椒', en: 'Kava' },
  cbd: { zh: '大麻二酚（CBD）', en: 'CBD (cannabidiol)' },
  licorice: { zh: '甘草', en: 'Licorice' },
  danshen: { zh: '丹参', en: 'Danshen' },
  dongQuai: { zh: '当归', en: 'Dong quai' },
  notoginseng: { zh: '三七', en: 'Notoginseng (sanqi)' },
  safflower: { zh: '红花', en: 'Safflower (honghua)' },
  lutein: { zh: '叶黄素', en: 'Lutein' },
  collagen: { zh: '胶原蛋白', en: 'Collagen' },
  soyIsoflavones: { zh: '大豆异黄酮', en: 'Soy isoflavones' },
  milkThistle: { zh: '水飞蓟', en: 'Milk thistle' },
  berberine: { zh: '小檗碱', en: 'Berberine' },
  vitaminB5: { zh: '泛酸', en: 'Pantothenic acid (B5)' },
  biotin: { zh: '生物素', en: 'Biotin' },
  copper: { zh: '铜', en: 'Copper' },
  chromium: { zh: '铬', en: 'Chromium' },
  manganese: { zh: '锰', en: 'Manganese' },
  highFiberSupplement: { zh: '膳食纤维补充剂', en: 'Fibre supplement (psyllium)' },
  grapefruitExtract: { zh: '西柚提取物', en: 'Grapefruit extract' },
  caffeine: { zh: '咖啡因', en: 'Caffeine' },
  saw_palmetto: { zh: '锯棕榈', en: 'Saw palmetto' },
  fiveHtp: { zh: '5-羟色氨酸（5-HTP）', en: '5-HTP (5-hydroxytryptophan)' },
  tryptophan: { zh: 'L-色氨酸', en: 'L-tryptophan' },
  // Forty-fifth clinician review, en M2: a naturopath's mood stack beside phenelzine was "not identified" in the plan.
  tyrosine: { zh: 'L-酪氨酸', en: 'L-tyrosine' },
  sameSupplement: { zh: 'S-腺苷甲硫氨酸（SAMe）', en: 'SAM-e (S-adenosylmethionine)' },
  rhodiola: { zh: '红景天', en: 'Rhodiola rosea' },
  nattokinase: { zh: '纳豆激酶', en: 'Nattokinase' },
  blackCohosh: { zh: '黑升麻', en: 'Black cohosh' },
  ginger: { zh: '生姜', en: 'Ginger' },
  heShouWu: { zh: '何首乌', en: 'He shou wu (fo-ti, Polygonum multiflorum)' },
  tuSanqi: { zh: '土三七（菊三七）', en: 'Tu san qi (Gynura japonica; not notoginseng)' },
  royalJelly: { zh: '蜂王浆', en: 'Royal jelly' },
  hashima: { zh: '雪蛤（林蛙油）', en: 'Hashima (snow frog oviduct)' },
  placenta: { zh: '紫河车（胎盘制品）', en: 'Placenta products (zi he che)' },
  hawthorn: { zh: '山楂提取物', en: 'Hawthorn (Crataegus) extract' },
  // A blind clinician review (herbs, 2026-11-29): products typed that the review could not recognise.
  senna: { zh: '番泻叶', en: 'Senna (sennosides)' },
  dandelion: { zh: '蒲公英根', en: 'Dandelion root' },
  cranberry: { zh: '蔓越莓', en: 'Cranberry' },
  elderberry: { zh: '接骨木莓', en: 'Elderberry' },
  reishi: { zh: '灵芝', en: 'Reishi (lingzhi, Ganoderma)' },
  // Twenty-sixth clinician review, en S1: kratom beside buprenorphine in pregnancy was "not recognised".
  kratom: { zh: '卡痛叶（kratom）', en: 'Kratom (mitragynine)' },
  // Clinician review of the knowledge tables (2026-11-29), item 4: 安宫牛黄丸 (cinnabar and realgar) taken
  // as a "brain tonic" was not recognised.
  angongNiuhuang: { zh: '安宫牛黄丸', en: 'Angong Niuhuang Wan (Chinese patent medicine)' },
  // Blind answer round 49 (zh-037, en-049): ashwagandha beside levothyroxine was answered in chat only; the plan
  // did not recognise it.
  ashwagandha: { zh: '南非醉茄（印度人参）', en: 'Ashwagandha (Withania somnifera)' },
} as const satisfies Record<string, { zh: string; en: string }>;

export type NonNutrientSubstance = keyof typeof NON_NUTRIENT_SUBSTANCES;
export type Substance = NutrientKey | NonNutrientSubstance;

export const SUBSTANCE_IDS = [
  ...(Object.keys(NUTRIENTS) as NutrientKey[]),
  ...(Object.keys(NON_NUTRIENT_SUBSTANCES) as NonNutrientSubstance[]),
] as readonly Substance[];

export function isSubstance(s: unknown): s is Substance {
  return typeof s === 'string' && (Object.hasOwn(NUTRIENTS, s) || Object.hasOwn(NON_NUTRIENT_SUBSTANCES, s));
}

export function substanceName(s: Substance, locale: 'zh-CN' | 'en-US'): string {
  const row = Object.hasOwn(NUTRIENTS, s)
    ? NUTRIENTS[s as NutrientKey]
    : NON_NUTRIENT_SUBSTANCES[s as NonNutrientSubstance];
  return locale === 'zh-CN' ? row.zh : row.en;
}
