import { describe, expect, it } from 'vitest';
import { DEV42_MEDICINE_FAQ } from './rows-dev42-medicine';
import { askAs, enCase, expectRowCase, faqIdsOf, rowsOf, zhCase, type RowCase } from './testing';

// Blind answer round 42 (development data): medicine questions the chat declined or answered with a neighbouring
// row — fish oil for LDL, knee pain on two antiplatelets, CoQ10 with a statin, black cohosh and the joint aches of
// an aromatase inhibitor, glucosamine, drinking and meals on metformin and acarbose, soy with no thyroid, liver
// pills with a raised ALT, a B complex and lutein on night shifts, and calcium beside an acid reducer. The
// questions below are new wordings of each class, not the round's own.
const STENT = '老人放支架后双抗，鱼油、银杏、纳豆激酶 (zh)';
const SIMVA = 'simvastatin 40 mg with amlodipine, red yeast rice, CK raised';
const LETROZOLE = '林老师 letrozole with 大豆异黄酮, 蜂王浆 and 雪蛤 (zh)';
const ANASTROZOLE = 'breast cancer on anastrozole, weight loss goal';
const T2D_AGI = 'type 2 diabetes on metformin, glimepiride and acarbose, HbA1c 8.9, B12 150';
const HYPOTHYROID = 'hypothyroid on levothyroxine';
const HBV = 'hepatitis B on entecavir, raised ALT, he shou wu and green tea extract';
const SHELLFISH = 'Keisha fish and shellfish allergy, propranolol, glucosamine (en)';
const INSULIN = 'diabetes on insulin, glucose 2.6';
const WARFARIN = 'Siobhan: mechanical valve on warfarin with daily vitamin K2 (en)';
const ALENDRONATE = 'osteoporosis on alendronate with Tums';
const own = rowsOf(DEV42_MEDICINE_FAQ);

/** A case as nobody in particular, with the medicines said. */
const withMeds = (c: RowCase, medicines: string[]): RowCase => ({ ...c, medicines });

/** Each case with the lead its answer must carry (anchored where the row's text opens the answer). */
const CASES: readonly (readonly [RowCase, RegExp | null])[] = [
  // ---- fish oil and LDL (zh-062, en-062)
  [
    zhCase(
      'healthy woman',
      '体检说低密度脂蛋白偏高，吃深海鱼油能把坏胆固醇降下来吗？',
      'fish-oil-does-not-lower-ldl',
    ),
    /^\*\*帮助不大：鱼油主要降的是甘油三酯/,
  ],
  [
    enCase(
      'healthy woman',
      'my LDL came back high. is omega 3 going to help lower it?',
      'fish-oil-does-not-lower-ldl',
    ),
    /^\*\*Not really: fish oil lowers triglycerides/,
  ],
  [zhCase('healthy woman', '甘油三酯高，吃鱼油能降吗', null), null],
  // ---- knee pain on two antiplatelets (zh-065, en-064)
  [
    zhCase(STENT, '他膝盖骨关节炎老疼，吃着双抗，能吃点什么止痛？', 'antiplatelet-knee-pain-relief'),
    /^\*\*膝盖疼可以用对乙酰氨基酚/,
  ],
  [
    enCase(
      STENT,
      "grandpa's knees are killing him, what pain relief can he have with his blood thinners?",
      'antiplatelet-knee-pain-relief',
    ),
    /^\*\*For knee pain, paracetamol \(acetaminophen, Tylenol\) is the painkiller to use/,
  ],
  [enCase(WARFARIN, 'my knees hurt a lot, what can I take for the pain instead?', null), null],
  // ---- CoQ10 to prevent statin aches, or a higher dose (zh-067)
  [
    zhCase(SIMVA, '吃辅酶Q10能预防他汀引起的肌肉痛吗？', 'statin-coq10-prevent-or-higher-dose'),
    /^\*\*辅酶Q10没有被证明能预防他汀引起的肌肉酸痛/,
  ],
  [
    enCase(
      STENT,
      'should grandpa double his CoQ10 to 200 mg so the lipitor does not give him muscle pain?',
      'statin-coq10-prevent-or-higher-dose',
    ),
    /^\*\*CoQ10 has not been shown to prevent statin muscle aches/,
  ],
  [enCase('healthy woman', 'should I increase my CoQ10 to 200 mg for more energy?', null), null],
  // ---- black cohosh and menopause herbs after breast cancer (zh-071, en-071)
  [
    zhCase(LETROZOLE, '潮热太难受了，莉芙敏（黑升麻）能吃吗？', 'black-cohosh-after-breast-cancer'),
    /^\*\*黑升麻建议不再吃/,
  ],
  [
    enCase(
      ANASTROZOLE,
      'Is red clover or black cohosh ok for hot flushes while I am on anastrozole?',
      'black-cohosh-after-breast-cancer',
    ),
    /^\*\*Best not to take it: no direct interaction between black cohosh and letrozole or tamoxifen is known/,
  ],
  [enCase('healthy woman', 'does black cohosh help with menopause hot flashes?', null), null],
  // ---- the joint aches of an aromatase inhibitor (zh-074)
  [
    zhCase(
      ANASTROZOLE,
      '吃阿那曲唑以后手指关节僵硬酸痛，吃点什么能缓解？',
      'aromatase-inhibitor-joint-aches-food-supplements',
    ),
    /^\*\*没有哪种食物或补充剂被证明能可靠缓解芳香化酶抑制剂/,
  ],
  [
    enCase(
      ANASTROZOLE,
      'my joints ache all the time since starting the anastrozole, is there a supplement that helps?',
      'aromatase-inhibitor-joint-aches-food-supplements',
    ),
    /^\*\*No food or supplement has been proven to ease the joint aches of aromatase inhibitors/,
  ],
  [
    zhCase(ANASTROZOLE, '关节痛，氨糖软骨素能吃吗', 'aromatase-inhibitor-joint-pain-glucosamine'),
    /^\*\*氨糖软骨素对内分泌药/,
  ],
  // ---- glucosamine for knee arthritis (zh-078)
  [
    zhCase(
      'healthy man, weight loss',
      '氨糖对膝盖骨关节炎到底有没有用？',
      'glucosamine-knee-arthritis-evidence',
    ),
    /^\*\*作用很小：在质量较好的试验里/,
  ],
  [
    enCase(
      'healthy man, weight loss',
      'is glucosamine worth it for my knee arthritis or should I save my money?',
      'glucosamine-knee-arthritis-evidence',
    ),
    /^\*\*Probably not much: in the better trials glucosamine/,
  ],
  [enCase(SHELLFISH, 'is glucosamine worth taking for my knees?', null), null],
  [enCase(WARFARIN, 'does glucosamine work for sore knees?', null), null],
  [
    enCase(
      'healthy man, weight loss',
      "I'm allergic to shellfish. is glucosamine worth it for my knees?",
      null,
    ),
    null,
  ],
  // ---- acarbose with a meal that has almost no starch (en-008)
  [
    zhCase(T2D_AGI, '今晚聚餐只吃菜和肉，不吃主食，拜糖平还要吃吗？', 'acarbose-meal-without-starch'),
    /^\*\*照常吃：阿卡波糖和第一口饭一起嚼服/,
  ],
  [
    withMeds(
      enCase(
        undefined,
        'going low carb tonight, just meat and veg, do I still need my acarbose with the first bite?',
        'acarbose-meal-without-starch',
      ),
      ['acarbose'],
    ),
    /^\*\*Yes — take it with the first bite as usual/,
  ],
  [withMeds(zhCase(undefined, '晚饭不吃主食，二甲双胍还要吃吗', null), ['metformin']), null],
  // ---- beer instead of spirits on diabetes medicines (zh-009)
  [
    withMeds(
      zhCase(undefined, '有糖尿病，喝啤酒是不是比喝白酒好点？度数低嘛', 'diabetes-beer-instead-of-spirits'),
      ['metformin'],
    ),
    /^\*\*不一定强：啤酒度数低，但喝得多/,
  ],
  [
    withMeds(
      enCase(
        undefined,
        "I'm on metformin. would beer be better than whisky since it's weaker?",
        'diabetes-beer-instead-of-spirits',
      ),
      ['metformin'],
    ),
    /^\*\*Not really: beer is weaker, but you drink more of it/,
  ],
  [enCase('healthy man, weight loss', 'is beer better than spirits for weight loss?', null), null],
  // ---- drinking at a banquet on metformin and acarbose (en-007, zh-008)
  [
    withMeds(
      zhCase(
        undefined,
        '明天有饭局，要喝二两白酒，吃着二甲双胍和阿卡波糖要注意啥？',
        'banquet-alcohol-on-metformin-acarbose',
      ),
      ['metformin', 'acarbose'],
    ),
    /^\*\*二甲双胍、阿卡波糖喝酒这天照常随饭吃/,
  ],
  [
    withMeds(
      enCase(
        undefined,
        'work dinner tonight and there will be soju. I take metformin and acarbose, any tips to keep my sugar ok?',
        'banquet-alcohol-on-metformin-acarbose',
      ),
      ['metformin', 'acarbose'],
    ),
    /^\*\*Take your metformin and acarbose as usual with the meal/,
  ],
  [enCase(INSULIN, 'work dinner tonight with drinking, any tips?', null), null],
  // ---- bitter melon capsules on metformin and acarbose: lows? (zh-007)
  [
    withMeds(
      zhCase(
        undefined,
        '苦瓜胶囊跟二甲双胍、阿卡波糖一起吃，会不会低血糖？',
        'bitter-melon-capsules-on-metformin-acarbose-lows',
      ),
      ['metformin', 'acarbose'],
    ),
    /^\*\*一般不会太低：二甲双胍和阿卡波糖本身很少引起低血糖/,
  ],
  [
    withMeds(
      enCase(
        undefined,
        'will karela capsules with my metformin make my blood sugar drop too low?',
        'bitter-melon-capsules-on-metformin-acarbose-lows',
      ),
      ['metformin'],
    ),
    /^\*\*Unlikely: metformin and acarbose rarely cause lows on their own/,
  ],
  [enCase(INSULIN, 'will bitter melon capsules make my sugar go low?', null), null],
  // ---- soy and crucifers with no thyroid left (zh-028)
  [
    zhCase(HYPOTHYROID, '甲状腺全切了，还能喝豆浆、吃西兰花吗？', 'no-thyroid-soy-and-crucifers'),
    /^\*\*不是真的：甲状腺已经全部切除/,
  ],
  [
    enCase(
      HYPOTHYROID,
      'I had a total thyroidectomy for thyroid cancer. Do I need to avoid soy and broccoli?',
      'no-thyroid-soy-and-crucifers',
    ),
    /^\*\*No — with your thyroid removed there is no thyroid left/,
  ],
  [zhCase(HYPOTHYROID, '甲减能喝豆浆吗', 'thyroid-soy-and-brassicas'), /^\*\*甲减吃优甲乐/],
  // Half the thyroid left: not this row.
  [zhCase(HYPOTHYROID, '甲状腺切了一半，还能吃西兰花、喝豆浆吗', null), null],
  // ---- liver-protecting pills with fatty liver or a raised ALT (zh-039, en-036)
  [
    zhCase(
      'healthy man, weight loss',
      '体检脂肪肝，转氨酶高，吃护肝片有没有用？',
      'liver-protecting-pills-fatty-liver',
    ),
    /^\*\*护肝片、水飞蓟这类“保肝”产品没有被证明能治脂肪肝/,
  ],
  [
    enCase(
      'healthy man, weight loss',
      'I have a fatty liver and my ALT is up. do milk thistle pills actually work?',
      'liver-protecting-pills-fatty-liver',
    ),
    /^\*\*Liver-protecting pills, milk thistle included, have not been shown to treat fatty liver/,
  ],
  [zhCase(HBV, '护肝片有没有用？', null), null],
  // ---- a B complex and lutein on night shifts: when (zh-024)
  [
    zhCase(
      'healthy woman',
      '我上夜班白天睡觉，维生素B族和叶黄素几点吃比较好？',
      'b-complex-lutein-timing-shift-work',
    ),
    /^\*\*B族维生素不是提神药/,
  ],
  [
    enCase(
      'healthy woman',
      'will a B complex keep me awake if I take it before bed? what about lutein timing',
      'b-complex-lutein-timing-shift-work',
    ),
    /^\*\*B vitamins are not a stimulant/,
  ],
  [zhCase('healthy woman', '叶黄素一天吃多少合适', 'lutein-dose'), /叶黄素10毫克加玉米黄质2毫克/],
  [zhCase('healthy woman', '维生素B族一天吃几片？早上吃还是晚上吃', null), null],
  // ---- lutein for screens, the dose said (en-026)
  [
    enCase(
      'healthy woman',
      'I look at a computer all day. is 10 mg of lutein too much, and does it even help?',
      'lutein-for-screens-dose',
    ),
    /^\*\*Not too much: 10 mg a day is within the amounts trials have used safely/,
  ],
  [
    zhCase('healthy woman', '天天盯着电脑屏幕，吃叶黄素护眼有用吗？', 'lutein-for-screens-dose'),
    /^\*\*叶黄素按常用量（每天10–20毫克）吃是安全的，但它不能防“看屏幕伤眼”/,
  ],
  [zhCase('healthy woman', '叶黄素吃20毫克会不会太多', 'lutein-dose'), null],
  // ---- calcium carbonate beside an acid reducer and a multivitamin (zh-005)
  [
    withMeds(
      zhCase(
        undefined,
        '我在吃奥美拉唑，钙片和复合维生素该怎么安排时间吃？',
        'calcium-carbonate-ppi-multivitamin-schedule',
      ),
      ['omeprazole'],
    ),
    /^\*\*是真的，但好解决/,
  ],
  [
    withMeds(
      enCase(
        undefined,
        'I take pantoprazole before breakfast. when should I take my calcium and my multivitamin?',
        'calcium-carbonate-ppi-multivitamin-schedule',
      ),
      ['pantoprazole'],
    ),
    /^\*\*It’s true, and easy to fix/,
  ],
  [enCase(ALENDRONATE, "I'm on omeprazole too, when should I take my calcium?", null), null],
  // Iron beside the calcium is the iron rows' question.
  [withMeds(zhCase(undefined, '硫酸亚铁和钙片能一起吃吗？我在吃奥美拉唑', null), ['omeprazole']), null],
];

describe('blind answer round 42: the medicine rows (development data)', () => {
  it.each(CASES.map(([c, lead]) => [c.id ?? 'none', c.locale, c.text, c, lead] as const))(
    '%s (%s) "%s"',
    { timeout: 60_000 },
    (_id, _locale, _text, c, lead) => {
      expectRowCase(c, own, { sourcedOwnOnly: true });
      if (lead) expect(askAs(c).text).toMatch(lead);
    },
  );

  it(
    'the banquet row counts the baijiu said, and the calcium row adds warfarin only for warfarin',
    { timeout: 60_000 },
    () => {
      const zh = askAs({
        locale: 'zh-CN',
        medicines: ['metformin', 'acarbose'],
        text: '今晚饭局少不了三两白酒，二甲双胍和拜糖平还照常吃吗？',
      });
      expect(faqIdsOf(zh)).toContain('banquet-alcohol-on-metformin-acarbose');
      expect(zh.text).toMatch(/你说的约150毫升白酒（按52度算）含酒精约62克/);
      // The glucose-for-lows lead is not added above: the row's own glucose line says it.
      expect(zh.text).not.toMatch(/^\*\*你在吃阿卡波糖/);
      const warfarin = askAs({
        locale: 'en-US',
        medicines: ['omeprazole', 'warfarin'],
        text: 'how should I time my calcium and multivitamin with the omeprazole?',
      });
      expect(warfarin.text).toMatch(/You take warfarin: none of these needs keeping apart from it/);
      const plain = askAs({
        locale: 'en-US',
        medicines: ['omeprazole'],
        text: 'how should I time my calcium and multivitamin with the omeprazole?',
      });
      expect(plain.text).not.toMatch(/You take warfarin/);
    },
  );

  it('keeps the prescribed medicines: no row text is cut as advice to stop one', { timeout: 60_000 }, () => {
    for (const [persona, text] of [
      [LETROZOLE, '黑升麻还能接着吃吗？'],
      [ANASTROZOLE, '吃阿那曲唑关节疼，有什么补充剂能缓解'],
      [STENT, '他膝盖疼，有什么可以代替布洛芬的'],
    ] as const) {
      const r = askAs({ locale: 'zh-CN', persona, text });
      expect(own(faqIdsOf(r))).not.toEqual([]);
      expect(r.text).not.toMatch(/请勿自行停用或更改医生开具的药物/);
    }
  });

  it('the Chinese texts use Chinese units, the English ones no Chinese', () => {
    for (const row of DEV42_MEDICINE_FAQ) {
      expect(row.text.zh).not.toMatch(/盎司|\boz\b|\bounces?\b|\bcups?\b|柠檬酸钙|推荐摄入量/);
      expect(row.text.zh).not.toMatch(/\b[A-Za-z]{2,}\b \b[a-z]{2,}\b \b[a-z]{2,}\b/);
      expect(row.text.en).not.toMatch(/\p{Script=Han}/u);
    }
  });
});
