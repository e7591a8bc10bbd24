import { describe, expect, it } from 'vitest';
import { ROUND26_ZH_UNSAFE_FAQ } from './rows-round26-unsafe-zh';
import { askAs, enCase as en, rowsOf, zhCase as zh, type RowCase, expectRowCase } from './testing';
import { DIALYSIS, IRON, KIDNEY, MAN, T1, WOMAN } from './testing-personas';

// Blind answer round 26's unsafe zh-CN chat answers (development data), as classes: each as the round asked it
// (same persona, same earlier message), then in other words in both languages; null where none of these
// rows may answer (the same words from a person the row is not for, or the same person asking something else).

const DIGOXIN = 'amiodarone and digoxin, digoxin 2.4, K 3.1, TSH 7.8, iodine';
const CKD_DM = 'older man, CKD 3b, spironolactone + lisinopril + co-trimoxazole, potassium 5.6';
const UC = 'ulcerative colitis on sulfasalazine, trying to conceive, prescribed folic acid 5 mg';
const HD = 'haemodialysis on sevelamer, calcitriol and valsartan, potassium 6.3';
const T2DM = 'type 2 diabetes on metformin, glimepiride and acarbose, HbA1c 8.9, B12 150';
const GLIPIZIDE = 'type 2 diabetes on glipizide with fasting glucose 64, berberine, chromium and cinnamon';
const XIAOLIN = '小琳 postpartum on 克赛, Hb 88, ferritin 9, 力蜚能 (zh)';
const KEISHA = 'Keisha fish and shellfish allergy, propranolol, glucosamine (en)';

const K_PREV =
  '我老汉儿72了，吃胺碘酮和地高辛，这次化验地高辛2.4，血钾3.1，医生说钾低，他能不能吃香蕉补？一天吃几根合适';
const IRON_PREV = '生完宝宝血红蛋白88 铁蛋白9 在吃力蜚能 要吃多久才能补回来啊';
const SEAFOOD_PREV = '她在中国吃饭怎么避开海鲜？蚝油 鱼露 虾皮 这种调料怎么问服务员';

const CASES: readonly RowCase[] = [
  // A low potassium asked as juice or fruit (zh-018).
  zh(DIGOXIN, '他不爱吃香蕉，喝橙汁行不行', 'low-potassium-food-or-juice', K_PREV),
  zh(undefined, '我血钾偏低，在吃呋塞米，多喝点橙汁能补上来吗', 'low-potassium-food-or-juice'),
  en(DIGOXIN, 'he hates bananas - can he drink orange juice instead?', 'low-potassium-food-or-juice'),
  zh(DIGOXIN, '那椰子水或者果汁能不能帮他补钾', 'low-potassium-food-or-juice', K_PREV),
  // A kidney patient whose potassium is not low keeps the low-potassium juice text.
  en(KIDNEY, 'is apple juice ok for my potassium?', null),
  zh(WOMAN, '橙汁和苹果汁哪个更健康', null),
  // Protein and eggs with diabetes and CKD (zh-046).
  zh(CKD_DM, '糖尿病又肾病，蛋白质到底吃多少，鸡蛋一天能吃几个', 'ckd-diabetes-protein-eggs'),
  zh(undefined, '我有糖尿病肾病，肌酐高，鸡蛋一天能吃几个', 'ckd-diabetes-protein-eggs'),
  en(CKD_DM, 'how many eggs a day can I have with my kidneys?', 'ckd-diabetes-protein-eggs'),
  en(undefined, 'diabetic with CKD stage 4 - how many eggs per day?', 'ckd-diabetes-protein-eggs'),
  zh(KIDNEY, '鸡蛋一天能吃几个', null),
  // Prescribed folic acid 5 mg beside a prenatal (zh-049).
  zh(
    UC,
    '在吃柳氮磺吡啶，医生开了叶酸5mg，我还在吃孕妇复合维生素，里面也有叶酸，加起来会不会超量啊',
    'prescribed-folic-acid-with-prenatal',
  ),
  zh(
    undefined,
    '医生给我开了5毫克叶酸，爱乐维里也有叶酸，两个一起吃多不多',
    'prescribed-folic-acid-with-prenatal',
  ),
  en(
    UC,
    'doctor prescribed folic acid 5mg but my prenatal has folate too - is that too much?',
    'prescribed-folic-acid-with-prenatal',
  ),
  en(
    T1,
    'I take 5 mg folic acid from my GP plus Pregnacare, is the total too much?',
    'prescribed-folic-acid-with-prenatal',
  ),
  zh(T1, '叶酸要吃到什么时候', null),
  // Protein on dialysis with a low albumin (zh-072).
  zh(
    HD,
    '白蛋白33偏低，医生说要多吃蛋白，可是以前不是说肾病要限蛋白吗？到底听谁的',
    'dialysis-protein-low-albumin',
  ),
  zh(DIALYSIS, '透析以后蛋白质要吃多少', 'dialysis-protein-low-albumin'),
  en(
    HD,
    'my albumin is low, the dialysis nurse says eat more protein but I was told to limit it. who is right?',
    'dialysis-protein-low-albumin',
  ),
  en(DIALYSIS, 'how much protein should I eat now I am on dialysis?', 'dialysis-protein-low-albumin'),
  zh(KIDNEY, '肾病蛋白质要吃多少', null),
  // An amount of alcohol on a sulfonylurea, with acarbose (zh-079).
  zh(T2DM, '我平时喝点白酒 一顿二两 吃格列美脲要注意啥', 'alcohol-on-sulfonylurea-and-acarbose'),
  zh(T2DM, '过年要喝酒，能喝吗', 'alcohol-on-sulfonylurea-and-acarbose'),
  en(
    T2DM,
    'can I have a couple of beers at the weekend on my diabetes tablets?',
    'alcohol-on-sulfonylurea-and-acarbose',
  ),
  zh(GLIPIZIDE, '晚上应酬一般喝半斤白酒，吃降糖药要注意什么', 'alcohol-amount-on-sulfonylurea'),
  en(
    GLIPIZIDE,
    'I usually have half a bottle of vodka on a Friday, is that ok with glipizide?',
    'alcohol-amount-on-sulfonylurea',
  ),
  zh(MAN, '一顿二两白酒算多吗', null),
  zh(T2DM, '阿卡波糖饭前吃还是饭后吃', null),
  // Treatment iron beside a multivitamin with iron (zh-104).
  zh(XIAOLIN, '玛特纳里面也有铁 两个一起吃会不会太多', 'iron-treatment-with-multivitamin-iron', IRON_PREV),
  zh(
    undefined,
    '缺铁性贫血在吃硫酸亚铁，复合维生素里也有铁，一起吃会不会过量',
    'iron-treatment-with-multivitamin-iron',
  ),
  en(
    IRON,
    'my multivitamin has iron too, is it too much with my iron tablets?',
    'iron-treatment-with-multivitamin-iron',
  ),
  en(
    undefined,
    'ferritin 8, on ferrous sulphate - is my multi with iron on top too much?',
    'iron-treatment-with-multivitamin-iron',
  ),
  zh(WOMAN, '复合维生素和铁片一起吃会不会太多', null),
  // Hotpot with a fish or shellfish allergy (zh-160).
  zh(KEISHA, '那火锅底料里会不会有海鲜成分', 'fish-shellfish-allergy-hotpot', SEAFOOD_PREV),
  zh(undefined, '我对虾过敏，吃火锅要注意什么', 'fish-shellfish-allergy-hotpot'),
  en(KEISHA, 'going out for hot pot tonight - what should I watch for?', 'fish-shellfish-allergy-hotpot'),
  en(undefined, "I'm allergic to shellfish, is hotpot broth safe?", 'fish-shellfish-allergy-hotpot'),
  zh(WOMAN, '吃火锅怎么点不容易胖', null),
];

const mine = rowsOf(ROUND26_ZH_UNSAFE_FAQ);

describe('round 26 unsafe zh-CN chat answers, as classes', () => {
  it.each(CASES)('$locale "$text" → $id', { timeout: 60_000 }, (c) => {
    expectRowCase(c, mine, { urgentAllowed: true });
  });
});

describe('what the unsafe answers said is no longer said', () => {
  it('a low potassium is not told to avoid orange juice', { timeout: 60_000 }, () => {
    const r = askAs(zh(DIGOXIN, '他不爱吃香蕉，喝橙汁行不行', null, K_PREV));
    expect(r.text).not.toMatch(/要避开|苹果汁是含钾较低/);
    expect(r.text).toMatch(/医生来补/);
    expect(r.text).toMatch(/地高辛/);
  });
  it('diabetic CKD: one protein range, no calories from 92 kg at 74', { timeout: 60_000 }, () => {
    const r = askAs(zh(CKD_DM, '糖尿病又肾病，蛋白质到底吃多少，鸡蛋一天能吃几个', null));
    expect(r.text).not.toMatch(/0\.55/);
    expect(r.text).not.toMatch(/2300|3200/);
  });
  it('prescribed folic acid: keep both, no "do not take both"', { timeout: 60_000 }, () => {
    const r = askAs(
      zh(UC, '医生开了叶酸5mg，我还在吃孕妇复合维生素，里面也有叶酸，加起来会不会超量啊', null),
    );
    expect(r.text).not.toMatch(/两种不要一起吃/);
    expect(r.text).toMatch(/不要因为担心超量把5毫克减掉/);
  });
  it('dialysis protein: 1.0–1.2 g/kg, no drink-more-water or sun text', { timeout: 60_000 }, () => {
    const r = askAs(zh(HD, '白蛋白33偏低，医生说要多吃蛋白，可是以前不是说肾病要限蛋白吗？到底听谁的', null));
    expect(r.text).toMatch(/1\.0–1\.2 克\/千克/);
    expect(r.text).not.toMatch(/多喝水|晒太阳/);
  });
  it('二两 of baijiu is over the limit; glucose, not sweets, on acarbose', { timeout: 60_000 }, () => {
    const r = askAs(zh(T2DM, '我平时喝点白酒 一顿二两 吃格列美脲要注意啥', null));
    expect(r.text).toMatch(/约42克，已经超过/);
    expect(r.text).not.toMatch(/备好糖块或含糖饮料/);
  });
  it('treatment iron is not "over the UL, cut back"', { timeout: 60_000 }, () => {
    const r = askAs(zh(XIAOLIN, '玛特纳里面也有铁 两个一起吃会不会太多', null, IRON_PREV));
    expect(r.text).not.toMatch(/请减少含这些营养素的产品/);
    expect(r.text).toMatch(/补铁的药不要减/);
  });
  it('hotpot with a fish allergy names no fish or prawns to order', { timeout: 60_000 }, () => {
    const r = askAs(zh(KEISHA, '那火锅底料里会不会有海鲜成分', null, SEAFOOD_PREV));
    expect(r.text).not.toMatch(/鱼片、虾、毛肚/);
    expect(r.text).toMatch(/单独一个/);
  });
});
