import { describe, expect, it } from 'vitest';
import { DEV_ZINC_FAQ } from './rows-dev-zinc';
import { askAs, enCase, expectRowCase, faqIdsOf, rowsOf, zhCase, type RowCase } from './testing';

// Blind answer rounds 29–35 (development data): a healthy man taking 葡萄糖酸锌 70 mg (about 10 mg of zinc) a
// day, asked again and again about copper, food and nausea, testosterone, sperm, his wife, oysters, lozenges and
// a US "Zinc 50 mg" label — each a class of question, several phrasings each.
const ZINC = 'zinc gluconate by salt mass';
const own = rowsOf(DEV_ZINC_FAQ);

const SALT_ZH =
  '我每天吃一片葡萄糖酸锌，盒子上写70mg，这70毫克是锌本身还是整个葡萄糖酸锌的重量啊？我到底一天吃进去多少锌';
const SALT_EN =
  'my zinc bottle says zinc gluconate 70mg per tab. is that 70mg of actual zinc or is it less? kinda confused by the label';
const SPERM_ZH = '媳妇在备孕，非让我也补锌，说能提高精子质量，这说法靠谱不？还是又是智商税';
const NAUSEA_EN =
  'Zinc gluconate tablet making me feel like puking when i take it morning on empty stomach. Whats the best time to take it bro';

/** Each case with the start of the answer it must lead with (null: none of this file's rows). */
const CASES: readonly (readonly [RowCase, RegExp | null])[] = [
  // ---- the follow-up on his tablet: over, too little, two, every other day
  [
    zhCase(ZINC, '那按我这个量算，算不算超标了？', 'zinc-gluconate-one-tablet-enough', SALT_ZH),
    /^\*\*不超标，也不少/,
  ],
  [
    zhCase(ZINC, '那折算下来我实际吃进去多少锌？算多了还是少了', 'zinc-gluconate-one-tablet-enough', SALT_ZH),
    /^\*\*不超标/,
  ],
  [
    enCase(
      ZINC,
      'so is that too little then? should i just take 2 a day',
      'zinc-gluconate-one-tablet-enough',
      SALT_EN,
    ),
    /^\*\*Not over the upper limit, and not too little: the 70 mg on your label is the weight of the whole zinc gluconate salt/,
  ],
  [
    enCase(
      ZINC,
      'ok so how much real zinc is that then? should i drop to every other day',
      'zinc-gluconate-one-tablet-enough',
      SALT_EN,
    ),
    /^\*\*Not over the upper limit/,
  ],
  [
    enCase(
      ZINC,
      'so how much actual zinc am i getting from it then',
      'zinc-gluconate-one-tablet-enough',
      'I take zinc gluconate 70mg every day. I read somewhere the upper limit for zinc is 40mg so am I way over??',
    ),
    /about 14% of which is zinc — about 10 mg of zinc/,
  ],
  // The question asked whole, with the 70 mg in it, stays the stated-dose answer's.
  [zhCase(ZINC, '我每天吃葡萄糖酸锌70mg，会不会超标', null), null],
  // ---- cold lozenges on top of the daily tablet
  [
    enCase(
      ZINC,
      'when I catch a cold I suck on those zinc lozenges, like 5-6 a day. ok to do that on top of my daily zinc pill or is that overkill?',
      'zinc-lozenges-on-top',
    ),
    /^\*\*Five or six zinc lozenges a day on top of your daily tablet is well above the 40 mg upper limit/,
  ],
  [
    zhCase(ZINC, '感冒的时候想再多含几片锌含片，加上每天的锌片会超标吗', 'zinc-lozenges-on-top'),
    /^\*\*感冒时一天含五六片锌含片、再加每天的锌片，总量已经远超每天40毫克的上限/,
  ],
  // Someone who takes no tablet asking whether lozenges help a cold: not this row.
  [enCase('healthy woman', 'does zinc help with colds? I was going to buy zinc lozenges', null), null],
  // ---- a US label stating the element
  [
    enCase(
      ZINC,
      'my bottle from home says 每片含葡萄糖酸锌70mg. thinking of switching to a costco one that says Zinc 50 mg on the label. is that one stronger or weaker?',
      'zinc-us-label-elemental',
    ),
    /^\*\*"Zinc 50 mg" on a US label means 50 mg of zinc itself \(elemental\) — about five times/,
  ],
  [
    zhCase(ZINC, '代购的美国锌片写着Zinc 50mg，比我现在吃的强还是弱？能换吗', 'zinc-us-label-elemental'),
    /^\*\*美国标签上写“Zinc 50 mg”，指的就是锌元素50毫克/,
  ],
  [
    enCase(ZINC, 'would a Zinc 30 mg tablet from amazon be stronger than mine?', 'zinc-us-label-elemental'),
    /^\*\*"Zinc 30 mg" on a US label means 30 mg of zinc itself \(elemental\) — about 3 times/,
  ],
  // A stated dose with no comparison is the dose verdict's.
  [enCase(ZINC, 'I take zinc 50 mg a day, is that too much?', null), null],
  // ---- testosterone and ZMA (said without gym words: with them the performance-drug answer comes first)
  [
    enCase(ZINC, 'does zinc raise testosterone? thinking of taking 2 tablets', 'zinc-testosterone-zma'),
    /^\*\*Zinc raises testosterone only in men who are short of zinc/,
  ],
  [
    zhCase(ZINC, '听说补锌能提高睾酮，我要不要加到两片', 'zinc-testosterone-zma'),
    /^\*\*补锌只在本来缺锌的人身上能把睾酮提上来/,
  ],
  [
    zhCase(ZINC, '朋友推荐我晚上吃ZMA，说能提高睾酮，跟我现在的锌片会不会重复', 'zinc-testosterone-zma'),
    /^\*\*会重复：ZMA一份通常含锌30毫克/,
  ],
  [
    enCase(ZINC, 'is ZMA worth it on top of my zinc? heard it boosts testosterone', 'zinc-testosterone-zma'),
    /^\*\*Yes, it doubles up/,
  ],
  // ---- his wife trying to conceive
  [
    zhCase(ZINC, '那我老婆要不要也跟着一起吃点锌？', 'wife-zinc-preconception', SPERM_ZH),
    /^\*\*不需要专门给她补锌：备孕的女性最要紧的是叶酸/,
  ],
  [zhCase(ZINC, '那我lp要不要也跟着一块吃锌', 'wife-zinc-preconception'), /^\*\*不需要专门给她补锌/],
  [
    enCase(ZINC, 'my wife is trying to get pregnant, should she take zinc too?', 'wife-zinc-preconception'),
    /^\*\*She doesn’t need a zinc supplement: the one that matters/,
  ],
  // ---- zinc for sperm, how long
  [zhCase(ZINC, SPERM_ZH, 'zinc-sperm-preconception'), /^\*\*补锌提高精子质量的证据很弱/],
  [
    zhCase(ZINC, '那得吃多久才看得出效果，她说起码仨月', 'zinc-sperm-preconception', SPERM_ZH),
    /精子从生成到成熟大约要3个月/,
  ],
  [
    zhCase(
      ZINC,
      '是不是得一直吃到她怀上为止？万一要半年一年呢',
      'zinc-sperm-preconception',
      '老婆在备孕，朋友说男的补锌能提高精子质量我才开始吃的。。这个量要吃多长时间合适',
    ),
    /不需要为了这个一直吃到她怀上/,
  ],
  [
    enCase(
      ZINC,
      'does zinc actually improve sperm count? we are trying to conceive. how long before it works?',
      'zinc-sperm-preconception',
    ),
    /^\*\*The evidence that zinc improves sperm is weak/,
  ],
  // A wife asking about her husband's sperm has the partner's row.
  [zhCase('healthy woman', '我老公想补锌提高精子质量，有用吗', null), null],
  // "How long until zinc works" with nothing about a baby is not this row.
  [zhCase(ZINC, '锌片吃多久见效', null), null],
  // ---- copper and breaks
  [
    zhCase(
      ZINC,
      '锌片连着吃快半年了要不要停一阵子？刷到有人说锌吃久了会缺铜，真的假的',
      'zinc-copper-long-term',
    ),
    /^\*\*不会把铜耗掉，不用另外补铜，也不用吃一阵停一阵/,
  ],
  [
    zhCase(ZINC, '那这样长期吃下去会不会把铜给耗没了？要不要隔几天停一下', 'zinc-copper-long-term', SALT_ZH),
    /^\*\*不会把铜耗掉/,
  ],
  [
    enCase(
      ZINC,
      'Guy at the gym said taking zinc long term drains your copper. Do I need to add a copper pill on top?',
      'zinc-copper-long-term',
    ),
    /^\*\*It will not drain your copper, so no copper pill is needed/,
  ],
  [
    enCase(ZINC, 'should I cycle off zinc every few months?', 'zinc-copper-long-term'),
    /^\*\*It will not drain your copper/,
  ],
  // 50 mg a day said: the dose is the question, not "10–15 mg is fine".
  [enCase('healthy woman', 'I take zinc 50 mg a day, do I need copper too?', null), null],
  // What zinc and copper have to do with each other is not "will it drain mine".
  [zhCase('healthy woman', '锌和铜有什么关系？', null), null],
  // ---- oysters and meat in place of the tablet
  [
    zhCase(
      ZINC,
      '周末经常跟哥们撸串，烤生蚝一次能干一打，那天锌片还用吃不？',
      'zinc-food-enough-oysters-meat',
    ),
    /^\*\*生蚝是含锌最多的食物：[^*]*吃了生蚝的那天锌片不用吃/,
  ],
  [
    enCase(
      ZINC,
      'I eat beef or chicken pretty much every day and pumpkin seeds as a snack. do I even need the zinc tablet or am I wasting money',
      'zinc-food-enough-oysters-meat',
    ),
    /^\*\*If you eat beef most days, you very likely get enough zinc from food and the tablet is optional/,
  ],
  [
    enCase(
      ZINC,
      'had a dozen oysters last night, do I still need my zinc pill today?',
      'zinc-food-enough-oysters-meat',
    ),
    /^\*\*Oysters are the richest zinc food/,
  ],
  // A vegan is never sent to beef and oysters for zinc.
  [enCase('vegan', "I don't eat meat or oysters, do I need a zinc supplement?", null), null],
  // ---- with food, nausea, milk and coffee, a calcium tablet
  [
    zhCase(ZINC, '锌片空腹吃胃里翻江倒海的想吐，改成饭后吃效果会不会打折扣', 'zinc-with-food-nausea'),
    /^\*\*锌片空腹吃容易反胃[^*]*随餐吃吸收会少一点，但/,
  ],
  [
    enCase(
      ZINC,
      'whats the best time of day for zinc? if I take it first thing before breakfast I feel kinda queasy for like an hour',
      'zinc-with-food-nausea',
    ),
    /^\*\*Take zinc with a meal or right after one: on an empty stomach it often causes nausea/,
  ],
  [
    enCase(ZINC, 'can i just have it with my chai and toast then', 'zinc-with-food-nausea', NAUSEA_EN),
    /^\*\*Yes, you can take it with breakfast/,
  ],
  [
    zhCase(
      ZINC,
      '早上习惯一杯纯牛奶配俩包子，锌片能跟牛奶一块儿吃不？钙会不会把锌给挡了',
      'zinc-with-food-nausea',
    ),
    /^\*\*可以跟早饭一起吃：牛奶里的钙/,
  ],
  [
    zhCase(ZINC, '我妈给我买了一瓶钙片让我跟锌一块吃，钙和锌同时吃会不会打架', 'zinc-with-food-nausea'),
    /^\*\*钙片和锌片同时吃会有一点“抢吸收”/,
  ],
  [
    enCase(ZINC, 'can I take my zinc together with a calcium supplement?', 'zinc-with-food-nausea'),
    /^\*\*Taking a calcium tablet at the same moment as zinc/,
  ],
  // Pregnant: sickness in pregnancy is not "zinc nausea"; her own rows answer.
  [
    enCase('pregnant t1', 'my prenatal has zinc, does zinc make you nauseous on an empty stomach?', null),
    null,
  ],
  // Magnesium with zinc is the pairing row's.
  [zhCase(ZINC, '镁和锌可以一起吃吗，会不会抢吸收', null), null],
  [
    enCase('healthy woman', 'is it okay to take my magnesium glycinate and zinc at the same time?', null),
    null,
  ],
];

describe('the zinc gluconate rows (blind answer rounds 29–35, development data)', () => {
  it.each(CASES.map(([c, lead]) => [c.id ?? 'none', c.locale, c.text, c, lead] as const))(
    '%s (%s) "%s"',
    { timeout: 60_000 },
    (_id, _locale, _text, c, lead) => {
      expectRowCase(c, own);
      if (lead) expect(askAs(c).text).toMatch(lead);
    },
  );

  it(
    'numbers stay right: 2 tablets about 20 mg under the UL, FAZST 30 mg for 6 months, 3 months for sperm',
    { timeout: 60_000 },
    () => {
      const t = askAs({
        locale: 'en-US',
        persona: ZINC,
        text: 'does zinc raise testosterone? thinking of taking 2 tablets',
      }).text;
      expect(t).toMatch(/about 20 mg of zinc is still under the 40 mg daily upper limit/);
      const s = askAs({ locale: 'zh-CN', persona: ZINC, text: SPERM_ZH }).text;
      expect(s).toMatch(/每天吃锌30毫克加叶酸、连吃6个月/);
      expect(s).toMatch(/大约要3个月/);
      // Habits he never reported are said conditionally.
      expect(s).toMatch(/吸烟的话戒烟/);
      expect(s).not.toMatch(/最好现在就戒/);
    },
  );

  it('the Chinese texts use Chinese portions, the English ones no Chinese', () => {
    for (const row of DEV_ZINC_FAQ) {
      expect(row.text.zh).not.toMatch(/盎司|\boz\b|\bounces?\b|\bcups?\b/);
      expect(row.text.en).not.toMatch(/\p{Script=Han}/u);
    }
  });

  it('a label above 40 mg is called above the UL, a small one within it (composed from the figure)', () => {
    const label = DEV_ZINC_FAQ.find((r) => r.id === 'zinc-us-label-elemental')!;
    expect(label.compose!({ text: 'switch to Zinc 100 mg?' }, false)).toMatch(
      /above the 40 mg daily upper limit/,
    );
    expect(label.compose!({ text: '换成Zinc 15 mg的行吗' }, true)).toMatch(/仍在每天40毫克的上限以内/);
    expect(label.compose!({ text: 'Zinc 50 mg instead?' }, false)).toBeNull();
  });

  it(
    'never tells anyone to stop a medicine, and no nausea question becomes an emergency card',
    { timeout: 60_000 },
    () => {
      const r = askAs({
        locale: 'zh-CN',
        persona: ZINC,
        text: '锌片吃完老是有点反胃，嘴里一股金属味，是不是因为我早上空腹吃的',
      });
      expect(r.urgent).toBe(false);
      expect(faqIdsOf(r)).toContain('zinc-with-food-nausea');
      expect(r.text).toMatch(/这不是急症/);
    },
  );
});
