import { describe, expect, it } from 'vitest';
import { assistantReply } from '../assistant';
import { redFlagsFor } from './joined';
import { severePainText } from './severe-pain-texts';

/**
 * The urgent card names the likely cause only when the signs point to it (issue 30 §1; fifteenth
 * clinician review, zh P3 #1 and P4 #3): a stone former's loin colic with rigors and a man on valproate
 * with pain through to his back were explained as infant fever, meningitis and appendicitis, and near-
 * anuria as a bowel obstruction. Each stays urgent.
 */
function reply(text: string) {
  const locale = /[\u3400-\u9fff]/.test(text) ? 'zh-CN' : 'en-US';
  return assistantReply({ text, locale, history: [], plan: null });
}

const WRONG_CAUSES = /脑膜炎|不满3个月|右下腹|meningitis|under 3 months|low on the right/;

describe('severe pain or fever: the causes its signs point to', () => {
  it.each([
    ['腰那里突然绞着疼，疼得满地打滚，还发烧打寒战，量了39度', /结石堵住了尿路又合并感染/],
    ['肾结石又犯了，左边腰疼得直冒汗，现在还发烧38.9，一阵阵发冷', /结石堵住了尿路又合并感染/],
    [
      'my kidney stone pain is back, left flank is killing me and now I have a fever of 102 with chills',
      /blocked kidney|blocking the urine/,
    ],
    ['right side pain that comes in waves like my last stone, fever 39 and shaking', /blocking the urine/],
    ['上腹部突然剧痛，疼到后背，吐了好几次，弯着腰才好受一点', /急性胰腺炎/],
    ['胃那里疼得受不了，一直疼到背上，吐了三次', /急性胰腺炎/],
    ['sudden terrible pain in my upper belly going through to my back, threw up 4 times', /pancreatitis/],
  ])('%s → urgent, the likely cause named, no unrelated one', (text, named) => {
    const r = reply(text);
    expect(r.urgent).toBe(true);
    expect(r.text).toMatch(named);
    expect(r.text).not.toMatch(WRONG_CAUSES);
  });

  it.each([
    ['今天一整天几乎没怎么尿，肚子胀，腰酸', /尿路被堵住|肾脏急性受损/],
    ['从早上到现在都没尿，腰疼，有肾结石', /结石把尿路堵住/],
  ])('little urine is the kidneys’, not a bowel obstruction: %s', (text, named) => {
    const r = reply(text);
    expect(r.urgent).toBe(true);
    expect(r.text).toMatch(named);
    expect(r.text).not.toMatch(/肠梗阻/);
  });

  it.each([
    ['my 2 month old feels hot, thermometer says 38.2', /under 3 months/, /meningitis|pancreatitis/],
    ['刚满月的宝宝发烧38度5', /不满3个月/, /脑膜炎|胰腺炎/],
    [
      'kid has fever 40, neck is stiff, light hurts his eyes and hes very sleepy',
      /meningitis/,
      /under 3 months/,
    ],
    ['右下腹剧痛，发烧，一动就痛', /阑尾炎/, /脑膜炎|不满3个月/],
  ])('the scenarios the rules name keep their own line: %s', (text, named, absent) => {
    const r = reply(text);
    expect(r.urgent).toBe(true);
    expect(r.text).toMatch(named);
    expect(r.text).not.toMatch(absent);
  });

  it('a blocked bowel told by its signs keeps its card', () => {
    const hits = redFlagsFor('做过胃旁路手术，肚子胀得像鼓，一阵阵绞痛，吐了绿水，两天没排气没大便', {});
    expect(hits.some((h) => h.kind === 'bowel_obstruction' || h.kind === 'urgent_general')).toBe(true);
    expect(reply('做过胃旁路手术，肚子胀得像鼓，一阵阵绞痛，吐了绿水，两天没排气没大便').urgent).toBe(true);
  });

  it('with no scenario’s signs the card says severe pain or fever needs a doctor now, naming nothing', () => {
    const t = severePainText([]);
    expect(t.zh).toMatch(/立即去急诊或拨打120/);
    expect(t.en).toMatch(/emergency department or call 911 now/);
    expect(`${t.zh}${t.en}`).not.toMatch(WRONG_CAUSES);
  });

  it('loin pain said before a pain “through to the back” is the kidney’s, not the pancreas’s', () => {
    const t = severePainText(['flank_pain', 'fever', 'epigastric_back']);
    expect(t.zh).toMatch(/结石/);
    expect(t.zh).not.toMatch(/胰腺炎/);
  });
});
