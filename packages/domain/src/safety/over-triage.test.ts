import { describe, expect, it } from 'vitest';
import { redFlagsFor } from './index';

// Palpitations with a tremor "lately" and no medicine named: until round 12 was trained in the learned
// reader led with lithium toxicity and the general urgent card was shown (a known over-triage); it now
// leads with high potassium, whose card needs kidney disease or a potassium-raising medicine, so no card.
describe('over-triage the learned reader dropped', () => {
  // Until round 12 was trained in this got the general urgent card; palpitations and a tremor "lately"
  // with nothing else are a same-week doctor's visit, not an emergency (round 12 look-alikes).
  it('palpitations and a tremor "lately", no medicine named → no emergency card', () => {
    expect(redFlagsFor('最近老是心慌手抖').map((h) => h.kind)).toEqual([]);
  });
});

// A death wish joked about with a named cause is not the emergency card (round 11 development data),
// but it is never met with silence: the possible-crisis card asks plainly and offers the crisis line.
describe('a joked death wish gets the possible-crisis card, never silence', () => {
  it.each([
    'gained 4 lbs over the holidays and I want to die lol',
    'my boyfriend left me and i want to die lol',
    'failed my exam and i want to die lol',
    '吃胖了五斤想死哈哈',
  ])('%s', (text) => {
    expect(redFlagsFor(text).map((h) => h.kind)).toEqual(['possible_crisis']);
  });

  it('a wish with pain or a plan stays the crisis card', () => {
    expect(
      redFlagsFor('lost my job today and honestly i want to kill myself lol').map((h) => h.kind),
    ).toContain('suicidal');
  });
});

// Potassium-raising medicines listed beside a supplement question, with nothing of a high potassium told,
// are the supplement question (blind answer round 16, en-083: the learned reader read the list alone at
// 0.58 and the 911 card replaced the hawthorn-with-digoxin answer). Any sign, value or "high" said keeps
// the card the reader's to judge — the held-out rounds' emergencies below, told in four dialects.
describe('a list of potassium-raising medicines alone is no high-potassium emergency', () => {
  it.each([
    'Es para mi papá, 74 años, heart failure. Toma digoxin, furosemide, spironolactone y lisinopril. Quiere tomar CoQ10 y hawthorn que vio en Facebook. Is that safe para él?',
    '我爸心衰，吃着螺内酯、呋塞米、贝那普利和地高辛，想给他买点辅酶Q10，能一起吃吗？',
    'on lisinopril and spironolactone, is a multivitamin with potassium ok for me?',
  ])('%s → no card', (text) => {
    expect(redFlagsFor(text).map((h) => h.kind)).toEqual([]);
  });

  it.each([
    '阿婆有肾衰 仲食紧降压药 今日话对脚好重行唔到 心口跳得好乱 手指麻痹',
    '我妈吃氯沙坦 最近天天喝一大碗土豆汤和香蕉奶昔 今天走路腿发软 心口砰砰乱跳',
    'on ramipril and started a potassium supplement from the health shop for cramps. today my legs almost gave out and my pulse feels all over the place',
    'on spironolactone and lisinopril, the clinic rang: my potassium is high and they want me in today, can I eat first?',
    '吃着螺内酯，刚才医院打电话说我血钾6.9，让我马上去',
  ])('%s → still urgent', (text) => {
    expect(redFlagsFor(text).length).toBeGreaterThan(0);
  });
});

// Blind answer round 17's false alarms on ordinary questions (development data once reported), each as a
// class with its emergencies beside it.
describe('ordinary questions of round 17 are not emergencies; the emergencies beside them still are', () => {
  it.each([
    // a transplant recipient's food question that tells nothing of the body
    "pwede ba ako kumain ng suha? i'm on tacrolimus after my kidney transplant and my tita keeps bringing some from the province",
    '肾移植后吃他克莫司，柚子能吃吗',
    // a question about a daily amount of tablets
    'How much calcium do I need a day? I take Caltrate 600 twice a day plus a glass of milk, is that too many pills',
    'would that be too many tablets of vitamin D a day?',
    // a low on the last lab, asked about with nothing of now
    'My fasting sugar on the last lab was 2.6 but my A1c is 8.1. how can both be true? what does that mean',
    '体检报告上空腹血糖2.6，糖化8.1，这怎么回事',
  ])('%s → no card', (text) => {
    expect(redFlagsFor(text).map((h) => h.kind)).toEqual([]);
  });

  it.each([
    [
      'kidney transplant 6 months ago, peeing way less today and pain over the new kidney, and a slight fever',
      'transplant_problem',
    ],
    ['我老公换肾后 今天移植肾的位置摸着疼 尿少 体温37.9', 'transplant_problem'],
    ['I think she took too many pills', 'poisoning'],
    ["my sugar is 2.6 now and I'm shaking", 'severe_hypoglycaemia'],
    ['sugar 2.4 right now', 'severe_hypoglycaemia'],
  ])('%s → %s', (text, kind) => {
    expect(redFlagsFor(text).map((h) => h.kind)).toContain(kind);
  });
});

// A strength written after the medicine's name is no count of tablets (blind answer round 47, zh-047: a blood
// pressure and stock-cube question sent to 120 as an overdose); a count after the verb still is.
describe('a strength after a medicine name is not an overdose', () => {
  it('lisinopril 20 and amlodipine 10, with a salt question → no emergency', () => {
    expect(
      redFlagsFor(
        '降压药吃了赖诺普利20和氨氯地平10，血压还老在150/95上下。做汤每次都放两三块Maggi高汤块，这个算盐吗？',
      ).map((h) => h.kind),
    ).toEqual([]);
  });
  it.each(['我把降压药吃了20', '安眠药一下子吃了有30', '降压药吃了20片'])('%s → poisoning', (text) => {
    expect(redFlagsFor(text).map((h) => h.kind)).toContain('poisoning');
  });
});
