/**
 * A child's fever-medicine dose question (eighteenth clinician review, M13: "老大3岁14公斤，发烧38.9度，美林和
 * 泰诺林怎么交替喂，各喂多少毫升" got a 120 card that discouraged fever medicine): not an emergency by itself;
 * one medicine by weight, not two in turn; the mL from the bottle's strength; the signs that need the
 * emergency department. Real emergencies — a baby under 3 months, a stiff neck, a rash that does not fade,
 * hard to wake, five days of fever — stay urgent.
 */
import { describe, expect, it } from 'vitest';
import { askAs, type FaqCase } from '../faq/testing';

const zh = (text: string, persona?: string): FaqCase => ({
  locale: 'zh-CN',
  text,
  ...(persona ? { persona } : {}),
});
const en = (text: string, persona?: string): FaqCase => ({ ...zh(text, persona), locale: 'en-US' });

describe('a child’s fever medicine: one by weight, not an emergency by itself (M13)', () => {
  it.each([
    zh('老大3岁14公斤，发烧38.9度，美林和泰诺林怎么交替喂，各喂多少毫升', 'lactating on sertraline'),
    zh('老大3岁14公斤，发烧38.9度，美林和泰诺林怎么交替喂，各喂多少毫升'),
    zh('儿子5岁发烧38.5，布洛芬喂多少毫升'),
    zh('女儿2岁12公斤，烧到39度，美林泰诺林能轮流吃吗'),
    en('my 3 year old has a fever of 39, how much calpol and nurofen can I alternate'),
    en('my son is 4, 16 kg, temp 38.7, how many ml of motrin and tylenol, alternating?'),
  ])('$locale "$text" → not urgent, one medicine, weight-based doses, the bottle’s strength', (c) => {
    const r = askAs(c);
    expect(r.urgent).toBe(false);
    expect(r.rules).toContain('child-fever-medicine');
    if (c.locale === 'zh-CN') {
      expect(r.text.split('\n')[0]).toMatch(/^\*\*单纯发烧不是急症/);
      if (/交替|轮流|美林.*泰诺林/.test(c.text)) expect(r.text).toMatch(/不用两种药交替喂/);
      if (/美林|布洛芬/.test(c.text)) expect(r.text).toMatch(/布洛芬（美林）：每次5–10毫克\/公斤/);
      if (/泰诺林/.test(c.text)) expect(r.text).toMatch(/对乙酰氨基酚（泰诺林）：每次10–15毫克\/公斤/);
      expect(r.text).toMatch(/瓶子上印的浓度/);
      expect(r.text).toMatch(/按压不褪色/);
      expect(r.text).toMatch(/发烧超过5天/);
      expect(r.text).not.toMatch(/拨打120急救电话。\*\*$/m);
    } else {
      expect(r.text.split('\n')[0]).toMatch(/not an emergency/);
      if (/alternat/.test(c.text)) expect(r.text).toMatch(/no need to alternate/);
      expect(r.text).toMatch(/mg per mL/);
      expect(r.text).toMatch(/does not fade/);
    }
  });

  it('the weight said gives the mg of a dose, never the mL', () => {
    const r = askAs(zh('老大3岁14公斤，发烧38.9度，美林和泰诺林怎么交替喂，各喂多少毫升'));
    expect(r.text).toMatch(/14公斤每次约70–140毫克/);
    expect(r.text).toMatch(/14公斤每次约140–210毫克/);
    expect(r.text).not.toMatch(/\d+(\.\d+)?毫升(?!数)/);
  });

  it.each([
    zh('宝宝2个月发烧38.5度，泰诺林喂多少'),
    zh('孩子3岁发烧39度，脖子硬，美林喂多少'),
    zh('孩子发烧39度，身上起了紫色的点按不褪色，美林喂多少'),
    zh('孩子发烧5天了还不退，美林和泰诺林怎么交替'),
    zh('女儿发烧38.5度，叫不醒，泰诺林喂多少'),
    zh('孩子高烧40度不退'),
    en('my 6 week old baby has a fever of 38.2, how much tylenol'),
    en('kid has fever 40, neck is stiff, light hurts his eyes and hes very sleepy'),
  ])('$locale "$text" → still urgent', (c) => {
    expect(askAs(c).urgent).toBe(true);
  });
});
