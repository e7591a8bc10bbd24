/**
 * Blind answer round 59, more of its unsafe answers mended as development data in the thirty-seventh session, asked
 * again in other words.
 *
 * - en-080, zh-079: psyllium while told to drink less, sodium 127, on citalopram and indapamide: sertraline and tramadol
 *   named, "keep to the usual drinks", and "no known interaction" for the fibre.
 * - en-060: ashwagandha on methotrexate with an ALT of 64 in the plan: "no known interaction".
 * - zh-073: mucuna powder ("natural levodopa") with Sinemet: the vitamin list and "no reliable rule".
 * - en-051: iron foods for a boy off dairy, wheat, egg and soy: tofu and fortified cereal.
 * - zh-058: dim sum on a wheat and soy elimination: the underweight older person's milk, eggs and bread.
 * - zh-006: a low vitamin D asked of "他" with no plan: the adult dose and limit with no word that they are an adult's.
 */
import { describe, expect, it } from 'vitest';
import { chatAs } from './testing';
import type { Answers } from '../contracts/questionnaire';
import { LOCALES, person } from '../testing';

const LOW_SODIUM_OLDER: Answers = {
  ...person('female', 87, 152, 47, 'sedentary'),
  medicines: ['citalopram', 'indapamide'],
  labs: [{ marker: 'Sodium', value: 128, unit: 'mmol/L', labRefLow: 135, labRefHigh: 145 }],
};
const ON_TRAMADOL_LOW_SODIUM: Answers = {
  ...person('female', 74, 158, 55, 'light'),
  medicines: ['tramadol'],
  labs: [{ marker: 'Sodium', value: 129, unit: 'mmol/L', labRefLow: 135, labRefHigh: 145 }],
};
const METHOTREXATE_ALT_RAISED: Answers = {
  ...person('male', 58, 172, 80, 'light'),
  medicines: ['methotrexate'],
  labs: [{ marker: 'ALT', value: 71, unit: 'U/L', labRefLow: 0, labRefHigh: 40 }],
};
const ON_SINEMET: Answers = { ...person('male', 66, 172, 68, 'light'), medicines: ['levodopa-carbidopa'] };

/** The answer without its source line (a source may name a medicine as one of a class's causes). */
const body = (text: string) => text.split(/_Source|_来源/)[0]!;

const chat = (
  name: string,
  who: Answers | null,
  locale: (typeof LOCALES)[number],
  texts: readonly string[],
) => chatAs(`r59dev2:${name}`, who, locale, texts);

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';

  it('en-080: a fibre powder while drinking less with a low sodium: the limit kept, the fibre asked about, her own medicines', () => {
    const [r] = chat('psyllium-fluid-limit', LOW_SODIUM_OLDER, locale, [
      zh
        ? '医生让我妈少喝点水，可她便秘，每天冲一勺车前子纤维粉，还能接着吃吗'
        : 'Mum has been told to cut back on fluids but she is constipated — can she keep having her psyllium husk every morning?',
    ]);
    expect(r!.text).toMatch(
      zh ? /纤维粉[\s\S]*要配足量的水/ : /fibre powder[\s\S]*only works with plenty of fluid/,
    );
    expect(r!.text).toMatch(zh ? /西酞普兰/ : /citalopram/);
    expect(body(r!.text)).not.toMatch(zh ? /舍曲林|曲马多/ : /sertraline|tramadol/i);
    expect(r!.text).not.toMatch(zh ? /喝水照平时的量/ : /keep to the usual drinks, or/);
    expect(r!.text).not.toMatch(/no known interaction|没有已知的相互作用/i);
  });

  it('on tramadol with a low sodium, constipation: the opioid answer, naming tramadol and not sertraline', () => {
    const [r] = chat('tramadol-constipation', ON_TRAMADOL_LOW_SODIUM, locale, [
      zh
        ? '吃止痛药以后便秘得厉害，可以多喝水吗'
        : 'the painkillers have me badly constipated, should I drink lots more water?',
    ]);
    expect(r!.text).toMatch(zh ? /渗透性泻药/ : /osmotic laxative/);
    expect(r!.text).toMatch(zh ? /曲马多都可能让血钠下降/ : /tramadol can lower sodium/);
    expect(body(r!.text)).not.toMatch(zh ? /舍曲林/ : /sertraline/i);
  });

  it('en-060: a named liver-harming herb with raised liver tests in the plan: stop it, not “no known interaction”', () => {
    const [r] = chat('ashwagandha-alt', METHOTREXATE_ALT_RAISED, locale, [
      zh
        ? '我晚上吃一粒南非醉茄助眠，可以继续吗'
        : 'is it ok to keep my ashwagandha capsule at night for sleep?',
    ]);
    expect(r!.text).toMatch(
      zh ? /自己买的草药和保健品现在就停/ : /stop the self-bought herbal and dietary supplements now/,
    );
    expect(r!.text).toMatch(zh ? /甲氨蝶呤/ : /Methotrexate/);
    expect(r!.text).not.toMatch(/no known interaction|没有已知的相互作用/i);
  });

  it('zh-073: mucuna beside a levodopa medicine is more levodopa, for the neurologist', () => {
    const [r] = chat('mucuna', ON_SINEMET, locale, [
      zh
        ? '朋友推荐我喝猫豆粉，说对帕金森好，和我的息宁一起可以吗'
        : 'a friend swears by velvet bean powder for Parkinson’s — fine alongside my Sinemet?',
    ]);
    expect(r!.text).toMatch(zh ? /本身就含左旋多巴/ : /itself contains levodopa/);
    expect(r!.text).toMatch(zh ? /不要自己增减或停/ : /without changing or stopping them yourself/);
  });

  it('en-051: iron foods with wheat and soy left out: no tofu or ordinary fortified cereal offered', () => {
    const [r] = chat('elimination-iron', null, locale, [
      zh
        ? '女儿嗜酸性食管炎，现在不吃小麦、大豆和牛奶，铁蛋白偏低，她能吃哪些补铁的食物？'
        : 'my daughter has EoE and is avoiding wheat, soy and milk; her iron is low — which foods can she eat for iron?',
    ]);
    expect(r!.text).toMatch(zh ? /血红素铁/ : /haem iron/);
    expect(r!.text).toMatch(zh ? /豆腐、豆浆是大豆做的/ : /Tofu and soy milk are soy/);
    expect(r!.text).not.toMatch(zh ? /豆腐脑|蛋糕面包/ : /half a cup of firm tofu/);
  });

  it('zh-058: dim sum on a wheat and soy elimination: what to order and the shared kitchen', () => {
    const [r] = chat('elimination-dim-sum', null, locale, [
      zh
        ? '明天去茶楼，儿子不能吃小麦也不能吃黄豆，点什么好'
        : 'yum cha tomorrow and my son can’t have wheat or soy at the moment — what could he order?',
    ]);
    expect(r!.text).toMatch(zh ? /白粥/ : /plain congee/);
    expect(r!.text).toMatch(zh ? /从家里带一份安全的饭菜/ : /a safe meal brought from home/);
    expect(r!.text).not.toMatch(zh ? /豆腐脑|蛋糕面包/ : /yoghurt|custard buns are fine/);
  });

  it('zh-006: a low vitamin D asked of him or her with no plan: the adult figures said to be an adult’s', () => {
    const [r] = chat('vitd-someone-else', null, locale, [
      zh
        ? '她的25羟维生素D是42 nmol/L，要补多少IU？'
        : 'her 25-OH vitamin D came back at 42 nmol/L, how many IU should she take?',
    ]);
    expect(r!.text).toMatch(
      zh ? /下面是成年人的数字。如果问的是孩子/ : /The figures below are an adult’s\. If this is for a child/,
    );
  });

  it('zh-006: asked of oneself, no such line', () => {
    const [r] = chat('vitd-self', null, locale, [
      zh
        ? '我的25羟维生素D是42 nmol/L，要补多少IU？'
        : 'my 25-OH vitamin D came back at 42 nmol/L, how many IU should I take?',
    ]);
    expect(r!.text).not.toMatch(zh ? /如果问的是孩子/ : /If this is for a child/);
  });
});
