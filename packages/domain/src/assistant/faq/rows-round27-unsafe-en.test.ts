import { describe, expect, it } from 'vitest';
import { ROUND27_UNSAFE_EN_FAQ } from './rows-round27-unsafe-en';
import { askAs, enCase as en, expectRowCase, rowsOf, zhCase as zh, type RowCase } from './testing';
import { MAN, TRANSPLANT, WOMAN } from './testing-personas';

// Blind answer round 27's unsafe en-US chat answers (development data), as classes: each as the round asked
// it (same persona, same earlier message), then in other words in both languages, each with the sentence
// that makes it safe; null where none of these rows may answer (a look-alike the row is not for).

const ED = 'eating-disorder screen 5 of 5, vomiting, potassium 2.9';
const CLOZ = 'clozapine after quitting smoking, constipated, diabetes (zh)';
const LUPUS = 'lupus on mycophenolate and hydroxychloroquine, planning a pregnancy, echinacea';
const GRAVES = "Graves' hyperthyroidism on methimazole, losing weight, low neutrophils (zh)";
const ZHENG = '老郑: nephrotic syndrome on ciclosporin with atorvastatin, albumin 21.6 (zh)';
const XIAOLIN = '小林 26: depression on venlafaxine, BMI 18, one meal a day (zh)';
const CHEN = '陈姐 total gastrectomy on 替吉奥 and 甲地孕酮 (zh)';
const GWEN = 'Gwen high-output ileostomy, loperamide, codeine, Na 131 (en)';

type Keyed = RowCase & { key?: RegExp };
const k = (c: RowCase, key: RegExp): Keyed => ({ ...c, key });

const WATER_EN = /not safe, and it is a sign to get some support/;
const WATER_ZH = /并不安全，也是值得找人帮忙的信号/;
const CLOZ_EN = /keep taking the laxatives you were given/;
const CLOZ_ZH = /要继续每天用，不要自己停/;
const DQ_EN = /stop the dong quai/;
const DQ_ZH = /建议把当归停掉/;
const LIVER_EN = /the antithyroid medicine itself can injure the liver/;
const LIVER_ZH = /抗甲状腺药本身可能损伤肝脏/;
const K_EN = /broths and long-simmered soups \(bone, meat or vegetable\) concentrate it/;
const K_ZH = /熬得越久钾越浓/;
const SALT_EN = /keep sodium under about 2 g a day/;
const SALT_ZH = /每天钠要控制在约2克以内/;
const ALC_EN = /it is best not to drink alcohol/;
const ALC_ZH = /最好不要喝酒/;
const B12_EN = /replaced by injection for life/;
const B12_ZH = /要终身打针补充/;
const MG_EN = /correcting the salt and water loss/;
const MG_ZH = /先纠正失盐失水/;

const CASES: readonly Keyed[] = [
  // Water-loading to keep hunger away (en-011).
  k(
    en(
      ED,
      'is it true that chugging water before meals makes you eat less? i usually drink like 2 liters before lunch so i dont feel hungry',
      'water-loading-to-suppress-hunger',
    ),
    WATER_EN,
  ),
  k(
    en(
      WOMAN,
      "I drink a liter of water instead of lunch so I'm not hungry, is that ok?",
      'water-loading-to-suppress-hunger',
    ),
    WATER_EN,
  ),
  k(
    en(
      undefined,
      'i chug water all afternoon to kill my appetite, is that healthy?',
      'water-loading-to-suppress-hunger',
    ),
    WATER_EN,
  ),
  k(zh(ED, '饭前喝很多水就不会饿了，这样可以吗', 'water-loading-to-suppress-hunger'), WATER_ZH),
  k(zh(WOMAN, '我每天午饭前灌两升水压住饿，有问题吗', 'water-loading-to-suppress-hunger'), WATER_ZH),
  k(zh(undefined, '用喝水代替吃饭，一天喝三升，这样能不饿吗', 'water-loading-to-suppress-hunger'), WATER_ZH),
  en(WOMAN, 'does a glass of water before meals help me eat less?', null),
  zh(WOMAN, '每天要喝多少水', null),
  // Laxatives kept on clozapine (en-045).
  k(
    en(
      CLOZ,
      'on clozapine and constipated really bad, bloated every day. I drink senna leaf tea every night and take lactulose. is senna ok long term? what foods help',
      'clozapine-laxatives-keep',
    ),
    CLOZ_EN,
  ),
  k(
    en(
      MAN,
      'my son is on clozaril and needs senna every night, can he keep taking it for months?',
      'clozapine-laxatives-keep',
    ),
    CLOZ_EN,
  ),
  k(en(CLOZ, 'should I stop the lactulose after a week? still bloated', 'clozapine-laxatives-keep'), CLOZ_EN),
  k(
    zh(
      CLOZ,
      '吃氯氮平便秘，每天喝番泻叶茶，还吃乳果糖，肚子胀，番泻叶能长期用吗',
      'clozapine-laxatives-keep',
    ),
    CLOZ_ZH,
  ),
  k(zh(MAN, '我哥吃氯氮平，天天要用泻药，会不会依赖', 'clozapine-laxatives-keep'), CLOZ_ZH),
  k(zh(undefined, '氯氮平吃了便秘，医生开的聚乙二醇可以一直吃吗', 'clozapine-laxatives-keep'), CLOZ_ZH),
  en(WOMAN, 'is senna ok long term for constipation? i feel bloated', null),
  zh(WOMAN, '便秘能长期吃番泻叶吗', null),
  // Dong quai with lupus (en-061).
  k(
    en(
      LUPUS,
      "My auntie says dong quai is good for women's blood and fertility, I take 6g a day. Is it ok with lupus and my kidneys? I also take hydroxychloroquine",
      'dong-quai-lupus',
    ),
    DQ_EN,
  ),
  k(en(WOMAN, 'I have SLE and take plaquenil, can I drink dong quai soup?', 'dong-quai-lupus'), DQ_EN),
  k(en(undefined, 'lupus nephritis, trying for a baby — is dong quai safe?', 'dong-quai-lupus'), DQ_EN),
  k(zh(WOMAN, '我有红斑狼疮，在吃羟氯喹，想喝当归汤补血可以吗', 'dong-quai-lupus'), DQ_ZH),
  k(zh(undefined, '狼疮肾炎，准备要孩子，当归能吃吗', 'dong-quai-lupus'), DQ_ZH),
  k(zh(LUPUS, '当归每天6克泡水喝，对狼疮和肾有影响吗', 'dong-quai-lupus'), DQ_ZH),
  en(WOMAN, 'is dong quai good for period cramps?', null),
  // A raised ALT on an antithyroid medicine (en-090).
  k(
    en(
      GRAVES,
      'and my ALT is 65, does selenium or any of my supplements affect the liver?',
      'antithyroid-liver',
      'selenium for Graves - how much is ok? I take selenium yeast 200mcg plus whatever is in my Centrum (善存)',
    ),
    LIVER_EN,
  ),
  k(
    en(
      WOMAN,
      "I'm on methimazole and my liver enzymes came back a bit high, what should I do?",
      'antithyroid-liver',
    ),
    LIVER_EN,
  ),
  k(
    en(undefined, 'carbimazole for graves, my LFTs are up — is it the tablets?', 'antithyroid-liver'),
    LIVER_EN,
  ),
  k(zh(GRAVES, '我的谷丙转氨酶65，是不是硒或者保健品伤肝', 'antithyroid-liver'), LIVER_ZH),
  k(zh(WOMAN, '吃甲巯咪唑，转氨酶升高了怎么办', 'antithyroid-liver'), LIVER_ZH),
  k(zh(undefined, '他巴唑吃了两个月，肝功能有点异常，要紧吗', 'antithyroid-liver'), LIVER_ZH),
  en(WOMAN, 'my ALT is 65, can milk thistle help my liver?', null),
  // Foods with a high potassium on a calcineurin inhibitor (en-108).
  k(
    en(
      ZHENG,
      'his potassium is 5.4. which fruits and vegetables should he avoid? he loves bananas and oranges and my mom makes lots of soup',
      'calcineurin-high-potassium-foods',
    ),
    K_EN,
  ),
  k(
    en(
      TRANSPLANT,
      'my potassium came back 5.6 on tacrolimus, what foods should I cut?',
      'calcineurin-high-potassium-foods',
    ),
    K_EN,
  ),
  k(
    en(
      undefined,
      'on ciclosporin and my potassium is high, is bone broth ok?',
      'calcineurin-high-potassium-foods',
    ),
    K_EN,
  ),
  k(zh(MAN, '吃环孢素，血钾偏高，还能喝骨头汤吗', 'calcineurin-high-potassium-foods'), K_ZH),
  k(zh(TRANSPLANT, '吃他克莫司血钾5.6，香蕉橙子还能吃吗', 'calcineurin-high-potassium-foods'), K_ZH),
  en(TRANSPLANT, 'my potassium is low at 3.2 on tacrolimus, which foods have potassium?', null),
  // Salt with nephrotic swelling (en-111).
  k(
    en(
      ZHENG,
      "how much salt should he have with the swelling? he's on furosemide. he loves pickled vegetables and soy sauce with congee",
      'nephrotic-oedema-salt',
    ),
    SALT_EN,
  ),
  k(
    en(
      MAN,
      'I have nephrotic syndrome and my legs are swollen, how much sodium a day?',
      'nephrotic-oedema-salt',
    ),
    SALT_EN,
  ),
  k(
    en(
      ZHENG,
      'his legs are puffy from the nephrotic, can he still have soy sauce and pickles?',
      'nephrotic-oedema-salt',
    ),
    SALT_EN,
  ),
  k(zh(ZHENG, '他腿肿，在吃速尿，盐一天吃多少？他喜欢咸菜和酱油配粥', 'nephrotic-oedema-salt'), SALT_ZH),
  k(zh(MAN, '肾病综合征浮肿，咸菜还能吃吗', 'nephrotic-oedema-salt'), SALT_ZH),
  en(MAN, 'my ankles swell in hot weather, should I eat less salt?', null),
  // Alcohol with a sedating night medicine (en-118).
  k(
    en(
      XIAOLIN,
      'can i drink on weekends with my meds? like 2 glasses of wine. i take trazodone and lorazepam at night',
      'alcohol-sedating-night-medicines',
    ),
    ALC_EN,
  ),
  k(en(WOMAN, 'is a beer ok with my xanax?', 'alcohol-sedating-night-medicines'), ALC_EN),
  k(
    en(
      undefined,
      'I take zolpidem to sleep, can I have a glass of wine with dinner?',
      'alcohol-sedating-night-medicines',
    ),
    ALC_EN,
  ),
  k(zh(XIAOLIN, '周末能喝两杯红酒吗？晚上吃曲唑酮和劳拉西泮', 'alcohol-sedating-night-medicines'), ALC_ZH),
  k(zh(WOMAN, '吃安眠药唑吡坦，晚上能喝点啤酒吗', 'alcohol-sedating-night-medicines'), ALC_ZH),
  en(WOMAN, 'can I have a glass of wine at the weekend?', null),
  // B12 and iron after a gastrectomy (en-122).
  k(
    en(
      CHEN,
      'after total gastrectomy does she need B12 shots or can she just take B12 pills? and what about iron',
      'gastrectomy-b12-iron',
    ),
    B12_EN,
  ),
  k(
    en(
      WOMAN,
      'my mom had her stomach removed for cancer, should she take iron or B12?',
      'gastrectomy-b12-iron',
    ),
    B12_EN,
  ),
  k(
    en(
      undefined,
      'total gastrectomy last year — can I switch my B12 injections to tablets?',
      'gastrectomy-b12-iron',
    ),
    B12_EN,
  ),
  k(zh(CHEN, '全胃切除以后要打B12针吗？吃片行不行？铁要补吗', 'gastrectomy-b12-iron'), B12_ZH),
  k(zh(WOMAN, '我妈胃全切了，需要补维生素B12吗', 'gastrectomy-b12-iron'), B12_ZH),
  en(WOMAN, 'after my sleeve gastrectomy which B12 should I take?', null),
  // A low magnesium with a high-output stoma (en-128).
  k(
    en(
      GWEN,
      'Magnesium is 0.52. The GP gave me magnesium tablets before but they went straight through me. Is there another way?',
      'stoma-losses-low-magnesium',
    ),
    MG_EN,
  ),
  k(
    en(
      WOMAN,
      'I have a high output ileostomy and my magnesium is low, the tablets give me more output, what else can I do?',
      'stoma-losses-low-magnesium',
    ),
    MG_EN,
  ),
  k(
    en(
      undefined,
      'stoma output is high and my magnesium keeps coming back low, what helps?',
      'stoma-losses-low-magnesium',
    ),
    MG_EN,
  ),
  k(
    zh(GWEN, '镁0.52，之前医生开的镁片吃了就直接拉出来，还有别的办法吗', 'stoma-losses-low-magnesium'),
    MG_ZH,
  ),
  k(zh(WOMAN, '回肠造口排出量很大，血镁低，吃镁片就拉肚子，怎么办', 'stoma-losses-low-magnesium'), MG_ZH),
  en(WOMAN, 'magnesium tablets give me diarrhea, is there another form?', null),
];

const mine = rowsOf(ROUND27_UNSAFE_EN_FAQ);

describe('round 27 unsafe en answers, as classes', () => {
  // The first case builds the persona plans: longer than the default 5 s on a shared machine.
  it.each(CASES)('$locale "$text" → $id', { timeout: 60_000 }, (c) => {
    expectRowCase(c, mine, { urgentAllowed: true });
    if (c.key) expect(askAs(c).text).toMatch(c.key);
  });
});

describe('what the unsafe answers said is no longer said', { timeout: 60_000 }, () => {
  it('en-011: no water-intake target for water-loading', () => {
    const r = askAs(
      en(ED, 'i usually drink like 2 liters before lunch so i dont feel hungry, is that ok?', null),
    );
    expect(r.text).not.toMatch(/2\.7 litres/);
  });
  it('en-045: no "no more than a week" for clozapine laxatives', () => {
    const r = askAs(en(CLOZ, 'on clozapine, constipated and bloated, is senna ok long term?', null));
    expect(r.text).not.toMatch(/no more than a week without a doctor/);
    expect(r.text).toMatch(/ileus/);
  });
  it('en-061: not "no known interaction" for dong quai with lupus', () => {
    const r = askAs(en(LUPUS, 'Is dong quai ok with lupus? I also take hydroxychloroquine', null));
    expect(r.text).not.toMatch(/no known interaction/);
  });
  it('en-108 in Chinese: the stock high-potassium text names soups and no low-sodium salt', () => {
    const r = askAs(zh(ZHENG, '他血钾5.4，哪些水果蔬菜不能吃？他爱吃香蕉橙子，我妈天天煲汤', null));
    expect(r.text).toMatch(/汤/);
    expect(r.text).toMatch(/低钠盐/);
    expect(r.text).toMatch(/香蕉/);
  });
  it('en-111: soy sauce in a salt question is not the tofu row', () => {
    const r = askAs(
      en(ZHENG, 'he loves soy sauce with congee, how much salt can he have with the swelling?', null),
    );
    expect(r.text).not.toMatch(/^\*\*Yes\.\*\*/);
    expect(r.rules).not.toContain('faq:ckd-tofu-soy');
  });
  it('en-122: not "no known interaction" with B12, and iron named', () => {
    const r = askAs(en(CHEN, 'after total gastrectomy does she need B12 shots? and what about iron', null));
    expect(r.text).not.toMatch(/no known interaction/);
    expect(r.text).toMatch(/Iron is often needed too/);
  });
  it('en-128: the PPI that lowers the output is kept, not questioned', () => {
    const r = askAs(
      en(
        GWEN,
        'Magnesium is 0.52. The GP gave me magnesium tablets before but they went straight through me. Is there another way?',
        null,
      ),
    );
    expect(r.text).not.toMatch(/ask the prescriber whether to continue, lower or change it/);
    expect(r.text).toMatch(/the PPI is there to reduce the output/);
  });
});
