/**
 * Selenium above its upper limit, said with Brazil nuts or a thyroid reason: the nuts counted (one nut holds
 * about 70–90 µg), the thyroid claim weighed, and the signs of too much named, so the person stops both
 * (fifty-first clinician review, en S3: 4 × 200 µg a day plus 4 Brazil nuts "for Hashimoto's" was told "no
 * reliable rule", then garlic breath, hair loss and split nails were sent to 911 with no cause named).
 */
import type { Bilingual, Source } from '../../contracts/common';
import { hasHypothyroid } from '../../contracts/answer-values';
import { L } from '../format';
import type { Ctx } from './shared';

const BRAZIL_NUTS = /巴西坚果|巴西果|鲍鱼果|\bbrazil ?nuts?\b/;
const THYROID_SAID = /桥本|甲状腺|甲减|\bhashimoto'?s?\b|\bthyroid\b|\bhypothyroid\w*\b|\btpo\b|\bantibod/;

export const SELENIUM_OVER = {
  nuts: {
    zh: '**巴西坚果要一起算：一颗就含硒约70–90微克（美国农业部数据：28克、约6–8颗含544微克），每天4颗又多了约300微克。** 在减量期间，硒补充剂和每天吃的巴西坚果都先停掉。',
    en: '**Count the Brazil nuts too: one nut holds about 70–90 µg of selenium (USDA: 1 oz, 6–8 nuts, 544 µg), so 4 a day add roughly 300 µg more.** Stop both the selenium capsules and the daily Brazil nuts while you cut down.',
  } satisfies Bilingual,
  thyroid: {
    zh: '桥本甲状腺炎的研究里用的是每天100–200微克，降低抗体对症状和甲状腺功能有没有帮助并不确定；要不要吃、吃多少，请问内分泌科医生，不要超过每天400微克的上限。',
    en: 'Trials in Hashimoto’s used 100–200 µg a day, and whether lowering the antibodies helps symptoms or thyroid function is uncertain; whether you need any is for your endocrinologist, and never above the 400 µg upper limit.',
  } satisfies Bilingual,
  signs: {
    zh: '硒吃多了的典型表现是：口气有大蒜味、嘴里有金属味、掉头发、指甲变脆或断裂，严重时有恶心、腹泻、手脚发麻、发抖。出现这些，今天就停掉硒和巴西坚果，这周看医生查血硒；呕吐、腹泻不止、手脚麻木或发抖，当天就医。',
    en: 'The typical signs of too much selenium are garlic-smelling breath, a metallic taste, hair loss and brittle or splitting nails; worse, nausea, diarrhoea, numb hands or feet and tremor. With any of them, stop the selenium and the Brazil nuts today and see your doctor this week for a selenium level; vomiting or diarrhoea that will not stop, numbness or tremor need care the same day.',
  } satisfies Bilingual,
  source: {
    ref: 'NIH ODS Selenium Fact Sheet for Health Professionals (UL 400 µg a day; Brazil nuts 544 µg per ounce; chronic intakes that are too high: garlic breath, metallic taste, hair and nail loss or brittleness, gastrointestinal and neurological symptoms); Winther KH et al. Selenium in thyroid disorders — essential knowledge for clinicians. Nat Rev Endocrinol 2020;16:165–176 (trials in autoimmune thyroiditis used about 80–200 µg a day; no proven clinical benefit)',
    url: 'https://ods.od.nih.gov/factsheets/Selenium-HealthProfessional/',
  } satisfies Source,
} as const;

/** The lines for selenium asked about above its limit: the nuts counted, the thyroid reason, the signs. */
export function seleniumOverLines(ctx: Ctx): { lines: string[]; ref: string } | null {
  const l = ctx.locale;
  const nuts = BRAZIL_NUTS.test(ctx.norm);
  const thyroid = THYROID_SAID.test(ctx.norm) || hasHypothyroid(ctx.plan?.profile.conditions);
  const lines = [
    ...(nuts ? [L(l, SELENIUM_OVER.nuts.zh, SELENIUM_OVER.nuts.en)] : []),
    ...(thyroid ? [L(l, SELENIUM_OVER.thyroid.zh, SELENIUM_OVER.thyroid.en)] : []),
    L(l, SELENIUM_OVER.signs.zh, SELENIUM_OVER.signs.en),
  ];
  return { lines, ref: SELENIUM_OVER.source.ref };
}
