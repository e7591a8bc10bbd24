/**
 * Blind answer round 61, recorded before and after the thirty-eighth session's first batch and judged blind —
 * development data from then on: its unsafe answers, asked again in other words.
 *
 * - zh-054: phenytoin ("Eptoin（苯妥英钠）100mg") swallowed with Shelcal: 钠 in the medicine's name read as a sodium of
 *   100 — "go to the emergency department now", the question put off.
 * - en-004: shaky before lunch on acarbose and repaglinide, "candy doesn't work with acarbose?? what should she keep in
 *   her bag instead": "do not stop your medicines" ("instead" read as a swap).
 * - en-001, en-016, en-042, en-056, zh-001, zh-002, zh-006: a low-iodine diet before radioactive iodine — seaweed broth,
 *   iodised salt, dim sum, milk tea — got "iodised salt covers everyday needs", soy and bubble-tea texts.
 * - zh-003: the iodine multivitamin and Caltrate D in that diet, with hypoparathyroidism on calcitriol.
 * - en-077: allopurinol left over from a friend, for a man on azathioprine after a kidney transplant: the text for
 *   someone already on both ("do not stop either").
 */
import { describe, expect, it } from 'vitest';
import { chatAs } from './testing';
import type { Answers } from '../contracts/questionnaire';
import { LOCALES, person } from '../testing';

const ON_PHENYTOIN: Answers = { ...person('male', 71, 168, 62, 'sedentary'), medicines: ['phenytoin'] };
const ON_ACARBOSE: Answers = {
  ...person('female', 67, 156, 68, 'light'),
  conditions: ['diabetes'],
  medicines: ['acarbose', 'repaglinide', 'metformin'],
};
const AFTER_THYROIDECTOMY: Answers = {
  ...person('female', 44, 158, 54, 'light'),
  medicines: ['levothyroxine', 'calcitriol'],
  supplements: [{ optionId: 'caltrate-d600', dose: 3, unit: 'tablet' }],
};
const TRANSPLANT_ON_AZATHIOPRINE: Answers = {
  ...person('male', 58, 168, 70, 'moderate'),
  medicines: ['cyclosporine', 'azathioprine', 'prednisolone'],
};

const chat = (
  name: string,
  who: Answers | null,
  locale: (typeof LOCALES)[number],
  texts: readonly string[],
) => chatAs(`r61dev:${name}`, who, locale, texts);

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';

  it('zh-054: a medicine named as its sodium salt with a dose is no sodium level — the pair is answered', () => {
    const [r] = chat('phenytoin-calcium', ON_PHENYTOIN, locale, [
      zh
        ? '我爸吃苯妥英钠100mg一天三次，钙片能不能和它一起吃下去？'
        : 'Dad takes phenytoin sodium 100mg three times a day — can he swallow his calcium tablet with it?',
    ]);
    expect(r!.intent).not.toBe('urgent');
    expect(r!.text).not.toMatch(zh ? /拨打120|危急范围/ : /emergency|critical range/i);
    expect(r!.text).toMatch(zh ? /至少隔开2小时/ : /at least 2 hours/);
  });

  it('en-004: a low on acarbose is treated with glucose, never sweets — "instead" is no medicine swapped', () => {
    const [r] = chat('acarbose-bag', ON_ACARBOSE, locale, [
      zh
        ? '我妈吃阿卡波糖和诺和龙，午饭前有时候手发抖，就吃颗奶糖，听说吃阿卡波糖奶糖不管用？她包里该带什么？'
        : 'Mum is on acarbose and repaglinide and sometimes gets shaky before lunch, so she eats a toffee. Someone said sweets don’t work with acarbose — what should she carry instead?',
    ]);
    expect(r!.text).toMatch(zh ? /葡萄糖片或葡萄糖粉15–20克/ : /glucose tablets, gel or powder/);
    expect(r!.text).not.toMatch(zh ? /不要自行停用/ : /Do not stop .* on your own/);
    // Repaglinide is no sulfonylurea: the text says what each adds, as a condition.
    expect(r!.text).toMatch(
      zh ? /瑞格列奈（诺和龙）这类格列奈类药/ : /a glinide \(repaglinide, nateglinide\)/,
    );
  });

  it('a swap said outright ("instead of the metformin") is still the never-stop answer', () => {
    const [r] = chat('acarbose-swap', ON_ACARBOSE, locale, [
      zh ? '能不能用苦瓜茶代替二甲双胍？' : 'can she drink bitter melon tea instead of the metformin?',
    ]);
    expect(r!.text).toMatch(zh ? /不能停|不要自行停/ : /don’t stop|do not stop/i);
  });

  it('en-016, zh-001: seaweed broth in a low-iodine diet — the whole pot is out, a pork-bone soup with non-iodised salt is fine', () => {
    const [r] = chat('lid-broth', AFTER_THYROIDECTOMY, locale, [
      zh
        ? '准备做碘131，要低碘饮食，我只喝紫菜汤的汤、不吃紫菜可以吗？'
        : 'on the low iodine diet before her I-131 — can she have the broth of the kelp soup if she leaves the kelp?',
    ]);
    expect(r!.text).toMatch(
      zh
        ? /只喝汤、把海带留在锅里也不行/
        : /drinking the broth and leaving the seaweed in the pot is not low-iodine/,
    );
    expect(r!.text).toMatch(zh ? /无碘盐/ : /non-iodised salt/);
    expect(r!.text).not.toMatch(zh ? /日常用加碘盐就够了，不要/ : /iodised salt covers everyday needs, so/);
  });

  it('en-042, zh-006: dim sum and milk tea in a low-iodine diet — shrimp and dairy out, eating at home safest', () => {
    const [r] = chat('lid-yum-cha', AFTER_THYROIDECTOMY, locale, [
      zh
        ? '低碘期间还能喝奶茶吗？周末去饮茶，虾饺烧卖能点吗？'
        : 'during the low-iodine weeks can I still have milk tea? and at yum cha can I order har gow or siu mai?',
    ]);
    expect(r!.text).toMatch(
      zh
        ? /虾饺、烧卖等有虾、蟹、鱼和海产的点心不点/
        : /skip anything with shrimp, crab, fish or other seafood/,
    );
    expect(r!.text).toMatch(zh ? /不加奶的清茶、柠檬茶/ : /plain or lemon tea without milk/);
    expect(r!.text).not.toMatch(zh ? /珍珠|奶盖/ : /boba|cheese foam/i);
    expect(r!.text).not.toMatch(zh ? /大豆异黄酮/ : /isoflavone/i);
  });

  it('zh-003: in a low-iodine diet the iodine multivitamin stops, the calcium on calcitriol never does', () => {
    const [r] = chat('lid-supplements', AFTER_THYROIDECTOMY, locale, [
      zh
        ? '低碘那两周，含碘150微克的善存要停吗？钙尔奇D也要一起停吗？'
        : 'for the two low-iodine weeks, does her Centrum with 150 mcg iodine stop? and the Caltrate D too?',
    ]);
    expect(r!.text).toMatch(
      zh ? /含碘的复合维生素.*先停/ : /a multivitamin with iodine .* left out for these weeks/,
    );
    expect(r!.text).toMatch(zh ? /千万不要停/ : /never stop the calcium or calcitriol/);
  });

  it('en-001: the standing iodine line never says "iodised salt is enough" without the low-iodine weeks set apart', () => {
    const [r] = chat('iodine-how-much', AFTER_THYROIDECTOMY, locale, [
      zh ? '我一天要多少碘？' : 'how much iodine do I need a day?',
    ]);
    if (/加碘盐|iodised salt/.test(r!.text))
      expect(r!.text).toMatch(
        zh ? /低碘饮食的那1–2周除外/ : /except during the 1–2 weeks of a low-iodine diet/,
      );
  });

  it('en-077: allopurinol left over from a friend, on azathioprine — do not take it, the transplant team decides', () => {
    const [r] = chat('allopurinol-leftover', TRANSPLANT_ON_AZATHIOPRINE, locale, [
      zh
        ? '他尿酸高，邻居给了他几片剩下的别嘌醇，他在吃硫唑嘌呤，能吃吗？'
        : 'his uric acid is high and a neighbour gave him some leftover allopurinol. he takes azathioprine — ok to take it?',
    ]);
    expect(r!.text).toMatch(zh ? /剩下的、别人给的别嘌醇不要吃/ : /Do not take that allopurinol/);
    expect(r!.text).toMatch(zh ? /移植团队/ : /transplant team/);
    expect(r!.text).not.toMatch(zh ? /哪一种药都不要自己停/ : /Do not stop or change either medicine/);
  });

  it('zh-004: tingling with hypoparathyroidism names Tums and the thiazide only when they are said', () => {
    const [plain] = chat('hypopara-tingling', AFTER_THYROIDECTOMY, locale, [
      zh
        ? '甲状旁腺功能不好，嘴唇和手指老是发麻，血钙2.02，饮食上怎么补钙？'
        : 'my lips and fingers keep tingling since the surgery took my parathyroids, calcium 2.02 — how do I get more calcium from food?',
    ]);
    expect(plain!.text).toMatch(zh ? /今天就联系内分泌科医生/ : /call the endocrinologist .* today/);
    expect(plain!.text).not.toMatch(/Tums|氢氯噻嗪|hydrochlorothiazide/);
    const [tums] = chat('hypopara-tingling-tums', AFTER_THYROIDECTOMY, locale, [
      zh
        ? '手指发麻，嚼一片Tums马上就好，还要吃吗？'
        : 'my fingers tingle and a Tums fixes it at once — should I keep chewing them?',
    ]);
    expect(tums!.text).toMatch(zh ? /Tums就是碳酸钙/ : /Tums is calcium carbonate/);
    expect(tums!.text).not.toMatch(/氢氯噻嗪|hydrochlorothiazide/);
  });
});
