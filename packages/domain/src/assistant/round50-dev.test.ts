/**
 * Blind answer round 50's neighbouring classes (development data once its answers were recorded), in words of our
 * own: a minor pair led an answer about a product a cancer medicine rules out; iron and a calcium brand taken
 * together (a brand was not paired as its nutrient, and Shelcal was not known); a green juice or seasonal greens
 * on warfarin answered by the time of day or the gout diet; coffee on phenelzine answered by its calories; a low
 * ferritin after a sleeve on omeprazole answered as dumping; a glass of sherry "in the evening" on a blood thinner
 * answered by the tablet's time of day.
 */
import { describe, expect, it, vi } from 'vitest';
import { youngWoman } from '../testing';
import { askWith } from './testing-ask';

vi.setConfig({ testTimeout: 30_000 });

const LETROZOLE_AND_THYROID = youngWoman({
  nickname: 'S',
  age: 61,
  medicines: ['letrozole', 'levothyroxine'],
  supplements: [{ name: 'Soy isoflavone 40 mg', dose: 1, unit: 'capsule' }],
});
const NURSING = youngWoman({ nickname: 'N', age: 29, lifeStage: 'lactating' });
const ON_WARFARIN = youngWoman({ nickname: 'W', age: 66, medicines: ['warfarin'] });
const ON_PHENELZINE = youngWoman({ nickname: 'P', age: 40, medicines: ['phenelzine'] });
const SLEEVE = youngWoman({ nickname: 'B', age: 44, medicines: ['omeprazole'] });
const ON_APIXABAN = youngWoman({ nickname: 'A', age: 79, medicines: ['apixaban'] });

describe('a minor pair is said after the answer, never above it', () => {
  it.each([
    ['en-US', 'is it ok to keep taking soy isoflavone capsules now that I am on letrozole?', /Letrozole/],
    ['zh-CN', '吃着来曲唑，大豆异黄酮胶囊还能继续吃吗', /来曲唑/],
  ] as const)('%s', (locale, text, first) => {
    const r = askWith('S50', LETROZOLE_AND_THYROID, locale, text);
    const firstBlock = r.text.split('\n\n')[0]!;
    expect(firstBlock).not.toMatch(/minor|轻微/);
    expect(r.text.indexOf(r.text.match(first)![0])).toBeLessThan(r.text.search(/Levothyroxine|左甲状腺素/));
  });
});

describe('iron and calcium taken together: two hours apart', () => {
  it.each([
    ['en-US', 'Can I take my iron tablet and Shelcal together? one less thing to remember'],
    ['zh-CN', '铁片和钙片我每天早上一起吃，省事，这样行吗'],
  ] as const)('%s', (locale, text) => {
    const r = askWith('N50', NURSING, locale, text);
    expect(r.text).toMatch(locale === 'en-US' ? /at least 2 h apart/ : /至少间隔2小时/);
    expect(r.text).not.toMatch(/cause found by a doctor before any iron/);
  });
});

describe('warfarin with a daily green juice or greens that change with the season', () => {
  it.each([
    ['zh-CN', '我爸吃华法林，最近每天早上榨一杯芹菜菠菜汁喝，说能降压，这样行吗', /不要自己突然停/],
    [
      'en-US',
      'Mum is on warfarin and eats loads of kale in summer from the garden but barely any in winter. what should we do?',
      /weekly total stays similar/,
    ],
  ] as const)('%s', (locale, text, element) => {
    const r = askWith('W50', ON_WARFARIN, locale, text);
    expect(r.text).toMatch(element);
    expect(r.text).not.toMatch(/same time each day|同一时间/);
  });
});

describe('coffee on phenelzine', () => {
  it.each([
    ['en-US', 'on nardil — is my morning coffee ok or is caffeine a problem?', /not a tyramine food/],
    ['zh-CN', '吃苯乙肼，早上喝一杯咖啡可以吗', /咖啡不是高酪胺食物/],
  ] as const)('%s', (locale, text, element) => {
    expect(askWith('P50', ON_PHENELZINE, locale, text).text).toMatch(element);
  });
});

describe('a low ferritin after a sleeve on an acid reducer', () => {
  it.each([
    [
      'en-US',
      'had a gastric sleeve last year, ferritin still 12 on my iron tablets and I take omeprazole. am I absorbing it?',
      /several times higher/,
    ],
    [
      'zh-CN',
      '缩胃手术一年了，一直吃铁片，铁蛋白还是12，我也在吃奥美拉唑，是不是吸收不了',
      /是预防量的好几倍/,
    ],
  ] as const)('%s', (locale, text, element) => {
    const r = askWith('B50', SLEEVE, locale, text);
    expect(r.text).toMatch(element);
    expect(r.text).not.toMatch(/dumping|倾倒/);
    expect(r.text).not.toMatch(/upper intake level|可耐受最高摄入量/);
  });
});

describe('a drink "in the evening" on a blood thinner is the alcohol question, not the time of day', () => {
  it('sherry with apixaban', () => {
    const r = askWith(
      'A50',
      ON_APIXABAN,
      'en-US',
      'is her small whisky in the evening alright with the apixaban?',
    );
    expect(r.text).toMatch(/heavy or binge drinking/);
    expect(r.text).not.toMatch(/twice a day, about 12 hours apart/);
  });
});

const ON_LITHIUM = youngWoman({ nickname: 'Li', age: 38, medicines: ['lithium'] });
const ON_LETROZOLE = youngWoman({ nickname: 'Le', age: 63, medicines: ['letrozole'] });
const TRANSPLANT = youngWoman({
  nickname: 'Tx',
  age: 30,
  medicines: ['tacrolimus'],
  conditions: ['kidney_transplant'],
});

describe("judged unsafe in round 50's Chinese half, answered for their class", () => {
  it.each([
    ['zh-CN', '吃着碳酸锂，朋友给了我一瓶燃脂胶囊，能吃吗', /不要吃燃脂片、减肥药/],
    [
      'en-US',
      'on lithium — is a thermogenic fat burner from the gym shop ok to take?',
      /do not take fat burners/,
    ],
  ] as const)('a fat burner on lithium (%s)', (locale, text, element) => {
    expect(askWith('Li50', ON_LITHIUM, locale, text).text).toMatch(element);
  });
  it.each([
    ['zh-CN', '吃苯乙肼，在小贩中心吃叻沙，汤里的虾酱和鱼露要紧吗', /峇拉煎（马来虾酱）、鱼露/],
    ['en-US', 'on nardil, can I have sambal with shrimp paste?', /Belacan \(shrimp paste\), fish sauce/],
  ] as const)('shrimp paste and fish sauce on phenelzine (%s)', (locale, text, element) => {
    expect(askWith('P50b', ON_PHENELZINE, locale, text).text).toMatch(element);
  });
  it.each([
    [
      'zh-CN',
      '我在吃来曲唑，冬天想煲当归羊肉汤，可以喝吗',
      /当归、人参（包括花旗参\/西洋参）煲的药膳汤最好不喝/,
    ],
    [
      'en-US',
      'on letrozole after breast cancer, is ginseng chicken soup ok now and then?',
      /best avoided, or kept rare/,
    ],
  ] as const)('dong quai or ginseng soups on letrozole (%s)', (locale, text, element) => {
    expect(askWith('Le50', ON_LETROZOLE, locale, text).text).toMatch(element);
  });
  it.each([
    ['zh-CN', '换肾以后第一次去吃火锅，涮毛肚鸭肠要注意什么', /涮到完全熟透/],
    [
      'en-US',
      'kidney transplant last year, going to a steamboat dinner — anything to watch?',
      /cook tripe, intestines/,
    ],
  ] as const)('hot pot after a transplant (%s)', (locale, text, element) => {
    expect(askWith('Tx50', TRANSPLANT, locale, text).text).toMatch(element);
  });
  it('a thin child is not given weight-loss staples text', () => {
    const r = askWith(
      'K50',
      youngWoman({ nickname: 'K', age: 35 }),
      'zh-CN',
      '他只爱吃面条米饭，120cm 20kg算偏瘦吗，主食要不要少给点',
    );
    expect(r.text).not.toMatch(/不用戒，馒头面条照吃/);
  });
});
