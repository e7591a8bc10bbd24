import { describe, expect, it } from 'vitest';
import { ROUND27_ZH_UNSAFE_FAQ } from './rows-round27-unsafe-zh';
import { askAs, enCase as en, expectRowCase, rowsOf, zhCase as zh, type RowCase } from './testing';
import { MAN, PLANNING, WOMAN } from './testing-personas';

// Blind answer round 27's unsafe zh-CN chat answers (development data), as classes: each as the round asked it
// (same persona, same earlier message), then in other words in both languages, each with the safe sentence
// the answer must carry; null where none of these rows may answer (a look-alike).

const SARC = 'sarcoidosis with a high calcium, vitamin D 5000 IU, Caltrate and Tums on prednisone';
const G6 = 'G6PD deficiency on co-trimoxazole with vitamin C 3 g, berberine and herbs';
const SLE = 'lupus on mycophenolate and hydroxychloroquine, planning a pregnancy, echinacea';
const CBZ = 'carbamazepine with the combined pill, grapefruit, sodium 128';
const PHT = "phenytoin with his sister's folic acid 5 mg";
const QTP = 'methadone with citalopram and promethazine, QTc 486 ms, K 3.3, Mg 0.62';
const STAN = 'Stan gout CKD on colchicine with new clarithromycin and Lipitor (en)';

const SARC_PREV =
  '替我妈问一下，她叫Gloria，结节病，血钙11.4 mg/dL。现在每天吃维D3 5000IU、钙尔奇两片、Tums四片，还有善存，这钙是不是吃太多了？';
const PHT_PREV = '我吃苯妥英钠好多年，查出来叶酸2.9偏低，我姐怀孕剩下的叶酸片5mg给了我，能拿来吃吗';
const STAN_PREV =
  '我爸Stan 77岁，痛风，平时吃秋水仙碱、别嘌醇、立普妥和赖诺普利，这次肺部感染医生又加了克拉霉素，这几个药放一起吃要注意什么';

/** A case and the safe sentence its answer must say (a part of it, as a pattern). */
type Case = RowCase & { says?: RegExp };
const say = (c: RowCase, says: RegExp): Case => ({ ...c, says });

const STOP_ZH = /钙片、维生素D补充剂.*都要停，即使有骨质疏松也一样/;
const STOP_EN = /calcium tablets, vitamin D supplements.*stop — osteoporosis or not/;
const G6_ZH = /不要吃大剂量维生素C.*溶血/;
const G6_EN = /take no high-dose vitamin C.*haemolysis/;
const MMF_ZH = /吗替麦考酚酯（骁悉）会导致流产和严重的出生缺陷.*至少停用6周/;
const MMF_EN = /mycophenolate .*causes miscarriage and serious birth defects.*at least 6 weeks/;
const MMF_SELF_ZH = /不要自己停药/;
const D_ZH = /日常量不够，要由医生定一个治疗剂量/;
const D_EN = /needs a treatment dose set by your doctor/;
const FOL_ZH = /大剂量叶酸.*会加快苯妥英.*血药浓度下降/;
const FOL_EN = /high-dose folic acid .*speeds the breakdown of phenytoin/;
const QT_ZH = /异丙嗪会延长QT间期.*褪黑素不延长QT.*美沙酮和西酞普兰不要自己停或减/;
const QT_EN =
  /promethazine prolongs the QT interval.*melatonin does not prolong QT.*do not stop or cut methadone or citalopram/;
const COL_ZH = /要今天就联系医生.*秋水仙碱中毒或横纹肌溶解/;
const COL_EN = /a call to the doctor today.*colchicine toxicity or rhabdomyolysis/;

const CASES: readonly Case[] = [
  // Stopping calcium and vitamin D with a high calcium or sarcoidosis, asked as "but the bones" (zh-037).
  say(
    zh(SARC, '可她有骨质疏松啊，全停了骨头会不会更差', 'hypercalcaemia-stop-supplements-bones', SARC_PREV),
    STOP_ZH,
  ),
  say(
    zh(SARC, '钙和维D都不补了，她骨密度本来就低，骨头受得了吗', 'hypercalcaemia-stop-supplements-bones'),
    STOP_ZH,
  ),
  say(
    zh(undefined, '我血钙偏高，可我有骨质疏松，钙片真的要停吗', 'hypercalcaemia-stop-supplements-bones'),
    STOP_ZH,
  ),
  say(
    en(
      SARC,
      "but she has osteoporosis - won't stopping all of it make her bones worse?",
      'hypercalcaemia-stop-supplements-bones',
    ),
    STOP_EN,
  ),
  say(
    en(
      undefined,
      'my calcium is high at 11.2 but I have osteoporosis, do I really stop the calcium and vitamin D?',
      'hypercalcaemia-stop-supplements-bones',
    ),
    STOP_EN,
  ),
  // Sarcoidosis with no high calcium told keeps its own row (it says the same: no vitamin D on one's own).
  en(undefined, 'sarcoidosis here - if I quit my vitamin D will my bones suffer?', 'sarcoidosis-supplements'),
  // Look-alike: osteoporosis without a high calcium or sarcoidosis keeps calcium and vitamin D.
  zh(WOMAN, '我有骨质疏松，钙片要停吗', null),
  en(WOMAN, 'I have osteoporosis, should I stop my calcium?', null),
  // High-dose vitamin C with G6PD deficiency beside a sulfonamide (zh-050).
  say(
    zh(
      G6,
      '我是蚕豆病（G6PD缺乏），医生现在给我开了复方新诺明，我自己一直吃维C，1000mg一天三次，这样有问题吗',
      'g6pd-vitamin-c-with-sulfonamide',
    ),
    G6_ZH,
  ),
  say(
    zh(
      undefined,
      '蚕豆病，在吃磺胺类消炎药，每天还吃两片维生素C泡腾片，行吗',
      'g6pd-vitamin-c-with-sulfonamide',
    ),
    G6_ZH,
  ),
  say(
    zh(undefined, '我G6PD缺乏，最近吃复方新诺明，维C要不要继续吃', 'g6pd-vitamin-c-with-sulfonamide'),
    G6_ZH,
  ),
  say(
    en(
      G6,
      'I have G6PD deficiency, just started Bactrim, and I take 1000 mg vitamin C three times a day - is that ok?',
      'g6pd-vitamin-c-with-sulfonamide',
    ),
    G6_EN,
  ),
  say(
    en(
      undefined,
      'G6PD deficient, on co-trimoxazole for a UTI - can I keep taking my vitamin C?',
      'g6pd-vitamin-c-with-sulfonamide',
    ),
    G6_EN,
  ),
  say(
    en(
      undefined,
      'favism here, doc gave me septra and I take emergen-c daily, problem?',
      'g6pd-vitamin-c-with-sulfonamide',
    ),
    G6_EN,
  ),
  // Look-alike: vitamin C with co-trimoxazole, no G6PD deficiency.
  zh(WOMAN, '在吃复方新诺明，能同时吃维C吗', null),
  en(MAN, 'on bactrim, can I take vitamin C with it?', null),
  // A pregnancy planned on mycophenolate (zh-057).
  say(
    zh(
      SLE,
      '狼疮肾炎，现在吃吗替麦考酚酯（骁悉）、羟氯喹和强的松，想要个宝宝了，吃的东西上要提前准备什么？叶酸现在开始吃吗',
      'mycophenolate-pregnancy-planning',
    ),
    MMF_ZH,
  ),
  say(
    zh(undefined, '我在吃骁悉，打算明年备孕，需要注意什么', 'mycophenolate-pregnancy-planning'),
    MMF_SELF_ZH,
  ),
  say(zh(undefined, '吃麦考酚钠的话能怀孕吗？叶酸要吃多少', 'mycophenolate-pregnancy-planning'), MMF_ZH),
  say(
    en(
      SLE,
      'lupus nephritis on CellCept and Plaquenil, we want a baby - what should I prepare, and should I start folic acid?',
      'mycophenolate-pregnancy-planning',
    ),
    MMF_EN,
  ),
  say(
    en(
      undefined,
      'I take mycophenolate after my transplant, can I try to get pregnant?',
      'mycophenolate-pregnancy-planning',
    ),
    MMF_EN,
  ),
  say(
    en(
      undefined,
      'on myfortic, thinking about trying for a baby next year, what should I eat?',
      'mycophenolate-pregnancy-planning',
    ),
    MMF_EN,
  ),
  // Look-alike: planning a pregnancy on no mycophenolate.
  zh(PLANNING, '想要个宝宝了，叶酸现在开始吃吗', null),
  en(PLANNING, 'we want a baby, should I start folic acid now?', null),
  // A vitamin D deficiency on an enzyme-inducing antiseizure medicine, asked as a dose (zh-069, zh-073).
  say(
    zh(
      CBZ,
      'vitamin D 28 nmol/L，现在每天吃1000IU的D3，英国冬天没太阳，这剂量够吗',
      'antiseizure-vitamin-d-deficiency-dose',
    ),
    D_ZH,
  ),
  say(
    zh(
      PHT,
      '化验维生素D 11，血钙8.3，白蛋白3.2，这个钙到底算低不算低？维D要补多少',
      'antiseizure-vitamin-d-deficiency-dose',
    ),
    /校正后约8\.9 mg\/dL.*不算真的低[\s\S]*日常量不够，要由医生定一个治疗剂量/,
  ),
  say(
    zh(
      undefined,
      '吃卡马西平，维生素D才15 ng/mL，每天400单位够不够',
      'antiseizure-vitamin-d-deficiency-dose',
    ),
    D_ZH,
  ),
  say(
    en(
      CBZ,
      'my vitamin D is 28 nmol/L and I take 1000 IU of D3 - is that enough?',
      'antiseizure-vitamin-d-deficiency-dose',
    ),
    D_EN,
  ),
  say(
    en(
      undefined,
      'on phenytoin, vitamin D came back at 12 ng/mL, how much vitamin D should I take?',
      'antiseizure-vitamin-d-deficiency-dose',
    ),
    D_EN,
  ),
  say(
    en(
      undefined,
      'I take tegretol and my doctor says I am vitamin D deficient, is 400 iu a day enough?',
      'antiseizure-vitamin-d-deficiency-dose',
    ),
    D_EN,
  ),
  // Look-alike: the same dose question with a normal vitamin D, and a deficiency on a non-inducer.
  zh(undefined, '吃卡马西平，维生素D 35 ng/mL，每天400单位够不够', null),
  en(WOMAN, 'my vitamin D is 40 nmol/L, is 1000 IU enough?', null),
  // High-dose folic acid on phenytoin (zh-072).
  say(
    zh(PHT, '5mg是不是太大了？会不会把抗癫痫的药效冲掉', 'phenytoin-high-dose-folic-acid', PHT_PREV),
    FOL_ZH,
  ),
  say(zh(undefined, '吃苯妥英钠的人，能自己吃5毫克的叶酸吗', 'phenytoin-high-dose-folic-acid'), FOL_ZH),
  say(
    zh(undefined, '我吃苯巴比妥，叶酸低，大剂量叶酸会不会影响药效', 'barbiturate-high-dose-folic-acid'),
    /大剂量叶酸.*会加快苯巴比妥.*血药浓度下降/,
  ),
  say(
    en(
      PHT,
      "my sister gave me her 5 mg folic acid, I'm on dilantin - is that too much?",
      'phenytoin-high-dose-folic-acid',
    ),
    FOL_EN,
  ),
  say(
    en(
      undefined,
      'on phenytoin with low folate, can I take high-dose folic acid?',
      'phenytoin-high-dose-folic-acid',
    ),
    FOL_EN,
  ),
  say(
    en(
      undefined,
      'will 5mg folic acid interfere with my phenytoin levels?',
      'phenytoin-high-dose-folic-acid',
    ),
    FOL_EN,
  ),
  // Look-alike: folic acid 5 mg for someone on no antiseizure medicine.
  zh(WOMAN, '5mg叶酸是不是太大了', null),
  en(MAN, 'is 5 mg of folic acid too much?', null),
  // Promethazine for sleep swapped for melatonin with a long QT (zh-101).
  say(
    zh(QTP, '晚上睡不着会吃一片异丙嗪，想改成褪黑素，这样是不是对心脏好一点', 'qt-promethazine-to-melatonin'),
    QT_ZH,
  ),
  say(zh(QTP, '用褪黑素代替非那根助眠可以吗', 'qt-promethazine-to-melatonin'), QT_ZH),
  say(
    zh(undefined, '我QTc 490，在吃美沙酮，睡前的异丙嗪能不能换成褪黑素', 'qt-promethazine-to-melatonin'),
    QT_ZH,
  ),
  say(
    en(
      QTP,
      'I take a promethazine at night to sleep - would melatonin instead be better for my heart?',
      'qt-promethazine-to-melatonin',
    ),
    QT_EN,
  ),
  say(en(QTP, 'can I switch from phenergan to melatonin for sleep?', 'qt-promethazine-to-melatonin'), QT_EN),
  say(
    en(
      undefined,
      'long QT on methadone and citalopram - is melatonin safer than promethazine for sleep?',
      'qt-promethazine-to-melatonin',
    ),
    QT_EN,
  ),
  // Look-alike: melatonin asked by someone on no QT-prolonging medicine.
  zh(WOMAN, '褪黑素代替安眠药可以吗', null),
  en(WOMAN, 'can I switch to melatonin instead of my sleeping pill?', null),
  // Aching or weak muscles or a raised CK on colchicine (zh-144).
  say(
    zh(
      STAN,
      '他抽血CK 410，说腿有点酸没劲，这跟药有关吗？吃东西要调整啥',
      'colchicine-muscle-same-day',
      STAN_PREV,
    ),
    COL_ZH,
  ),
  say(zh(STAN, '他这两天说全身肌肉痛，没力气，是不是药的问题', 'colchicine-muscle-same-day'), COL_ZH),
  say(zh(undefined, '吃秋水仙碱和克拉霉素，腿没劲，要紧吗', 'colchicine-muscle-same-day'), COL_ZH),
  say(
    en(
      STAN,
      'his CK came back at 410 and his legs feel weak - is it the medicines? anything to change in his diet?',
      'colchicine-muscle-same-day',
    ),
    COL_EN,
  ),
  say(
    en(
      undefined,
      'on colchicine and just started clarithromycin, my muscles ache and feel weak, what should I do?',
      'colchicine-muscle-same-day',
    ),
    COL_EN,
  ),
  say(
    en(
      STAN,
      'dad says his thighs are sore and heavy, could that be his pills?',
      'colchicine-muscle-same-day',
    ),
    COL_EN,
  ),
  // Look-alike: muscle aches on a statin with no colchicine.
  zh(undefined, '吃阿托伐他汀，腿有点酸，跟药有关吗', null),
  en(undefined, 'on atorvastatin my legs ache, is it the medicine?', null),
];

const own = rowsOf(ROUND27_ZH_UNSAFE_FAQ);

describe('blind answer round 27 unsafe zh-CN answers, as classes in both languages', () => {
  it.each(CASES.map((c) => [`${c.locale} ${c.persona ?? '-'}: ${c.text}`, c] as const))('%s', (_, c) => {
    // Muscle weakness on colchicine may be read as urgent by triage: the urgent answer sends the person to
    // care at once, which is safer still than the row's same day.
    if (c.id === 'colchicine-muscle-same-day' && askAs(c).urgent) return;
    expectRowCase(c, own, { nullMayBeUrgent: true });
    if (c.says) expect(askAs(c).text.replace(/\n/g, ' ')).toMatch(c.says);
  });

  it('never tells a person with a high calcium to keep calcium "within the recommended amount"', () => {
    const r = askAs(zh(SARC, '可她有骨质疏松啊，全停了骨头会不会更差', null, SARC_PREV));
    expect(r.text).not.toMatch(/不要超过推荐量/);
  });

  it('never calls 5 mg of folic acid safe for a man on phenytoin', () => {
    const r = askAs(zh(PHT, '5mg是不是太大了？会不会把抗癫痫的药效冲掉', null, PHT_PREV));
    expect(r.text).not.toMatch(/是安全的/);
  });

  it('never tells a person on QT-prolonging medicines to keep promethazine', () => {
    const r = askAs(zh(QTP, '晚上睡不着会吃一片异丙嗪，想改成褪黑素，这样是不是对心脏好一点', null));
    expect(r.text).not.toMatch(/不要自行停用异丙嗪/);
  });
});
