/**
 * Blind triage round 37's misses and false alarms as classes (development data once reported,
 * docs/triage-rounds/round-37/): the words below are new phrasings of each class, beside a few of the round's
 * own, and each class's look-alike that must stay quiet.
 */
import { describe, expect, it } from 'vitest';
import { askAs } from '../assistant/faq/testing';
import { redFlagsFor } from './joined';

const kindsOf = (text: string) => redFlagsFor(text).map((h) => h.kind);

describe('blind triage round 37: the classes it missed', () => {
  it.each([
    // A fever told as "烧得厉害", a bare 38.9度, rigors or a blood count "降到底" on chemotherapy.
    ['我妈两次化疗中间，现在烧得厉害还寒战，护士说她血象降到底了，吃什么能退烧', 'immunosuppressed_fever'],
    ['8天前打的化疗，现在38.9度出冷汗，这几天主要喝粥，这是正常副作用吗', 'immunosuppressed_fever'],
    ['化疗第十天，刚才开始打寒战，还没量体温', 'immunosuppressed_fever'],
    ['第三个疗程化疗完一周，今晚39度2，浑身发冷', 'immunosuppressed_fever'],
    ['dad is mid chemo, his counts are really low and now he has shaking chills', 'immunosuppressed_fever'],
    ['chemo last tuesday, high temp tonight and sweating buckets', 'immunosuppressed_fever'],
    // Serotonin syndrome told with a heart rate in figures and "体温高" / "high temp".
    ['度洛西汀加上曲马多之后整个人很亢奋，一直哆嗦，体温高，心率125', 'serotonin_syndrome'],
    ['舍曲林吃着又开了曲马多，现在坐立不安手抖，心率130多', 'serotonin_syndrome'],
    [
      'after starting tramadol with my duloxetine I feel really wired, trembling, high temp, HR 125',
      'serotonin_syndrome',
    ],
    ['on sertraline, took a sumatriptan, now shaking and restless, pulse 128', 'serotonin_syndrome'],
    // Someone else's wish to die, and belongings given away, told by a partner.
    [
      'wife keeps saying everyone would be better off without her and she has been giving her things away',
      'suicidal',
    ],
    ['my husband keeps saying we would all be better off without him', 'suicidal'],
    ['我妈总说活着没意思，这几天饭也不吃', 'suicidal'],
    // Breathlessness with a cough or fever on a medicine that can inflame the lungs.
    ['我爸吃吉非替尼，这周开始干咳，体温38度，今晚特别气短', 'breathing'],
    [
      'taking gefitnib (sp?) - now winded after a few steps, dry hacking cough and running a fever',
      'breathing',
    ],
    ['奥希替尼吃了两个月，这两天喘不上气，干咳', 'breathing'],
    ['在打PD-1，最近气短咳嗽还发烧', 'breathing'],
    ['on methotrexate weekly, new dry cough and breathless walking to the car', 'breathing'],
    ['on amiodarone, getting breathless and coughing for a week', 'breathing'],
    ['started macrobid 4 days ago, now fever chills cough and short of breath', 'breathing'],
  ])('%s → %s', (text, kind) => {
    expect(kindsOf(text)).toContain(kind);
  });
});

describe('blind triage round 37: the look-alikes that stay quiet', () => {
  it.each([
    // A slight tremor when a meal is late, with no diabetes medicine: a breakfast question.
    ['hands tremble a bit when I skip breakfast, probably low blood sugar? what should I eat in the morning'],
    ['不吃早饭手会有点抖，是低血糖吧？早上吃什么好'],
    // A relative's crisis told as long over.
    ['我老婆产后抑郁那阵子说过不想活，已经好了好几年了，现在又怀孕了该补什么维生素'],
    // The weather's 38 degrees is no fever; a heart rate on a run is no palpitation.
    ['在食锂盐 呢几日广州热到38度 喺工地做嘢出好多汗 饮咩好'],
    ['今天外面38度，化疗结束三年了，出门要注意补水吗'],
    ['跑步的时候心率150正常吗，吃舍曲林的'],
    // A diet question on one of these medicines, and breathless on the stairs as usual.
    ["I'm on Tagrisso, what foods help with the diarrhoea?"],
    ['my dad always says you will be the death of me lol, what snacks for a 70 year old'],
  ])('%s', (text) => {
    expect(kindsOf(text)).toEqual([]);
  });

  it('a slight tremor with a low on insulin is still read', () => {
    expect(kindsOf('on insulin, shaking and sweating, I think I am having a hypo')).toContain(
      'severe_hypoglycaemia',
    );
  });
});

describe('the pneumonitis line under the urgent card', () => {
  it.each([
    [
      'en-US',
      'taking gefitnib (sp?) - now winded after a few steps, dry hacking cough and running a fever',
      [],
      /interstitial lung disease/,
    ],
    ['zh-CN', '奥希替尼吃了两个月，这两天喘不上气，干咳', [], /间质性肺病/],
    ['zh-CN', '在打PD-1，最近气短咳嗽还发烧', [], /免疫相关性肺炎/],
    [
      'en-US',
      'new dry cough and breathless walking to the car, running a temp',
      ['methotrexate'],
      /methotrexate lung inflammation/,
    ],
    ['en-US', 'getting breathless and coughing for a week', ['amiodarone'], /amiodarone lung toxicity/],
    ['zh-CN', '吃了4天呋喃妥因，现在发烧咳嗽喘不上气', [], /急性肺部反应/],
  ] as const)('%s: %s', (locale, text, medicines, line) => {
    const r = askAs({ locale, text, medicines: [...medicines] });
    expect(r.urgent).toBe(true);
    expect(r.text).toMatch(line);
    // The medicine explains it: no asthma inhaler or choking first aid instead.
    expect(r.text).not.toMatch(/reliever inhaler|back blows|支气管扩张|拍背/);
  });
});
