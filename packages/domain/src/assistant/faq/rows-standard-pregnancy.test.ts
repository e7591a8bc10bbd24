import { describe, expect, it } from 'vitest';
import { STANDARD_PREGNANCY_FAQ } from './rows-standard-pregnancy';
import { askAs, enCase as en, faqIdsOf, rowsOf, zhCase as zh, type RowCase } from './testing';

// Standard pregnancy and breastfeeding answers (blind answer round 11, development data): each class in phrasings that are not the round's
// words — everyday words, typos, mixed language — with a plan or as a guest, and null where the row must
// not answer (another area's row may).
const mineOf = rowsOf(STANDARD_PREGNANCY_FAQ);

type Case = RowCase;

const T1 = 'pregnant t1';
const T2 = 'pregnant t2 with a prenatal';
const NURSING = 'lactating on sertraline';
const WOMAN = 'healthy woman';

const CASES: readonly Case[] = [
  // Folic acid at another time of day.
  zh(T1, '叶酸晚上睡前吃行不行，早上孕吐太厉害', 'folic-acid-any-time'),
  zh(T1, '叶酸几点吃最好？中午吃可以吗', 'folic-acid-any-time'),
  zh(undefined, '备孕吃叶酸，早上老忘，改成晚上吃有影响吗', 'folic-acid-any-time'),
  en(T1, 'does it matter what time of day i take folic acid?', 'folic-acid-any-time'),
  en(T1, 'can I switch my folate to bedtime, mornings are rough', 'folic-acid-any-time'),
  en(undefined, 'ttc and taking folic acid - evening ok instead of morning?', 'folic-acid-any-time'),
  en(WOMAN, 'can i take folic acid at night', null),
  // Brewer's yeast and fenugreek while breastfeeding.
  zh(NURSING, '啤酒酵母能下奶吗', 'lactation-brewers-yeast-fenugreek'),
  zh(NURSING, '喂奶期间吃啤酒酵母片能下奶吗', 'lactation-brewers-yeast-fenugreek'),
  zh(NURSING, '网上说吃酿酒酵母追奶，靠谱不', 'lactation-brewers-yeast-fenugreek'),
  en(NURSING, 'is brewers yeast safe while nursing?', 'lactation-brewers-yeast-fenugreek'),
  en(NURSING, 'brewers yeast capsules to boost supply, worth it?', 'lactation-brewers-yeast-fenugreek'),
  en(NURSING, 'do galactagogues like brewer’s yeast work', 'lactation-brewers-yeast-fenugreek'),
  // Which omega-3: fish oil or algal DHA, no pregnancy-only product needed.
  zh(T2, '孕妇鱼油一定要买孕妇专用的吗', 'pregnancy-omega-3-which'),
  zh(NURSING, '喂奶期间吃藻油还是鱼油，哪个对宝宝好', 'pregnancy-omega-3-which'),
  zh(T1, 'dha选藻油的还是鱼油的有区别吗', 'pregnancy-omega-3-which'),
  en(T2, 'algae DHA or fish oil while pregnant, which is better?', 'pregnancy-omega-3-which'),
  en(NURSING, 'does my fish oil have to be a breastfeeding specific one?', 'pregnancy-omega-3-which'),
  en(T2, 'is there any difference between algal oil and fish oil for the baby', 'pregnancy-omega-3-which'),
  en(WOMAN, 'algae oil or fish oil, which is better?', null),
  // Weight gain without a pre-pregnancy weight in the plan: the tables; with one, the plan's finding.
  zh(undefined, '怀孕26周，胖了12公斤，是不是太多了', 'pregnancy-weight-gain-asked'),
  en(undefined, "i'm pregnant, 20 weeks and put on 8 kg, is that normal?", 'pregnancy-weight-gain-asked'),
  en(undefined, 'pregnant and gained 15 lbs by week 22, too much?', 'pregnancy-weight-gain-asked'),
  en(T2, 'put on 9 kg already at 24 weeks, too much?', null),
];

describe('standard pregnancy and breastfeeding rows', () => {
  it.each(CASES)('$locale "$text" → $id', (c) => {
    const r = askAs(c);
    expect(r.urgent).toBe(false);
    expect(mineOf(faqIdsOf(r))).toEqual(c.id ? [c.id] : []);
  });
});
