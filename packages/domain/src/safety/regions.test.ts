/**
 * Emergency numbers by where the person is (twelfth clinician review, en P1 #1 "I'm in Bradford in
 * England" and en P3 #1 "I live in Adelaide" were told 911; eleventh review, UK and Australian users).
 */
import { describe, expect, it } from 'vitest';
import {
  localiseNumbers,
  REGION_CODES,
  REGION_NUMBERS,
  regionCodeOf,
  regionFor,
  regionOfTag,
  regionSaid,
  withOtherChineseNumbers,
  type RegionCode,
} from './regions';
import { emergencyCalls, urgentLeadsFor } from './texts';

describe('a country said in the message', () => {
  it.each([
    // The reviewer's words, then everyday words, a typo and mixed language.
    ['GB', "I'm in Bradford in England. My brother is diabetic too and he's gone very drowsy"],
    ['GB', 'we live in the UK, who do I ring'],
    ['GB', 'im in englnd, in manchester actually'],
    ['GB', '我在英国，我哥哥叫不醒'],
    ['GB', 'in london 我妈妈胸口痛'],
    ['AU', 'I live in Adelaide, South Australia. My lips are blue again and I can hardly talk'],
    ['AU', 'here in Adelaide'],
    ['AU', 'Sydney'],
    ['AU', 'we are in aussie, melbourne'],
    ['AU', '我们在澳洲，妈妈喘不上气'],
    ['AU', '人在悉尼，怎么办'],
    ['IE', 'in Ireland, my dad collapsed'],
    ['IE', 'we are in dublin'],
    ['IE', '我在爱尔兰'],
    ['IN', 'in India, my mother took too many tablets'],
    ['IN', 'I am in Mumbai'],
    ['IN', '我在印度'],
    ['NZ', 'I live in New Zealand'],
    ['NZ', 'auckland here'],
    ['NZ', '人在新西兰'],
    ['CA', 'Toronto'],
    ['CA', "I'm in canada"],
    ['CA', '我在多伦多'],
    ['HK', '香港'],
    ['HK', 'I live in Hong Kong'],
    ['HK', '我在香港，爸爸胸口痛'],
    ['TW', '台湾'],
    ['TW', '我住在台北'],
    ['TW', "I'm in Taiwan"],
    ['US', "I'm in the US, Ohio"],
    ['US', '我在美国'],
    ['CN', '我在国内'],
  ] as const)('%s: "%s"', (code, text) => {
    expect(regionSaid(text)).toBe(code);
  });

  it.each([
    'I take Australian fish oil',
    '澳洲的鱼油能和华法林一起吃吗',
    '美国进口的钙片',
    '从澳洲带的维生素',
    '我有香港脚，能吃维生素B吗',
    'fish oil from Australia',
    'Indian food is spicy',
    'an english muffin',
    'my chest hurts',
    '胸口痛',
  ])('no country: "%s"', (text) => {
    expect(regionSaid(text)).toBeNull();
  });

  it('New South Wales is Australia, New England is not England, Northern Ireland is the UK', () => {
    expect(regionSaid('we live in New South Wales')).toBe('AU');
    expect(regionSaid('we live in New England')).toBeNull();
    expect(regionSaid('in Belfast, Northern Ireland')).toBe('GB');
  });
});

describe('where the country comes from: said, set, the language tag, then the default', () => {
  it('said in this message outranks everything', () => {
    expect(regionFor({ text: 'I am in Sydney', region: 'GB', languageTag: 'en-IE' })).toEqual({
      region: 'AU',
      from: 'said',
    });
  });
  it('said in an earlier message of the conversation', () => {
    const history = [
      { role: 'user', content: 'I live in Adelaide' },
      { role: 'assistant', content: 'call 911 (120 in China)' },
    ];
    expect(regionFor({ text: 'my lips are blue', history, region: 'US' }).region).toBe('AU');
  });
  it("the assistant's own words are not read", () => {
    const history = [{ role: 'assistant', content: 'In China call 120; in the UK call 999' }];
    expect(regionFor({ text: 'help', history }).region).toBeNull();
  });
  it('then the country set, then the language tag', () => {
    expect(regionFor({ text: 'help', region: 'gb', languageTag: 'en-AU' })).toEqual({
      region: 'GB',
      from: 'set',
    });
    expect(regionFor({ text: 'help', languageTag: 'en-AU' })).toEqual({ region: 'AU', from: 'language' });
    expect(regionFor({ text: 'help', region: 'XX', languageTag: 'zh-HK' }).region).toBe('HK');
  });
  it('none: the default', () => {
    expect(regionFor({ text: 'help' })).toEqual({ region: null, from: 'default' });
    expect(regionFor({ text: 'help', languageTag: 'en' }).region).toBeNull();
    // en-US is the app's English, used in the UK and Australia too: not a country.
    expect(regionFor({ text: 'help', languageTag: 'en-US' }).region).toBeNull();
    expect(regionFor({ text: 'help', languageTag: 'zh-CN' }).region).toBe('CN');
  });
  it.each([
    ['en-GB', 'GB'],
    ['en-UK', 'GB'],
    ['en-AU', 'AU'],
    ['en-IE', 'IE'],
    ['en-IN', 'IN'],
    ['en-NZ', 'NZ'],
    ['en-CA', 'CA'],
    ['zh-HK', 'HK'],
    ['zh-Hant-TW', 'TW'],
    ['zh_TW', 'TW'],
    ['zh-CN', 'CN'],
    ['en', null],
    ['fr-FR', null],
  ] as const)('language tag %s → %s', (tag, code) => {
    expect(regionOfTag(tag)).toBe(code);
  });
  it('a set value is a known country code or nothing', () => {
    expect(regionCodeOf('AU')).toBe('AU');
    expect(regionCodeOf('uk')).toBe('GB');
    expect(regionCodeOf('Australia')).toBeNull();
    expect(regionCodeOf(3)).toBeNull();
  });
});

describe('the numbers', () => {
  it('each region names its own emergency number on the card', () => {
    const want: Record<RegionCode, string> = {
      CN: '120',
      US: '911',
      GB: '999',
      IE: '112',
      AU: '000',
      NZ: '111',
      IN: '112',
      CA: '911',
      HK: '999',
      TW: '119',
    };
    for (const r of REGION_CODES) {
      expect(emergencyCalls(['chest_pain'], 'en-US', r)).toEqual([{ label: 'Emergency', number: want[r] }]);
      expect(emergencyCalls(['chest_pain'], 'zh-CN', r)[0]!.number).toBe(want[r]);
    }
  });
  it('crisis lines: Samaritans 116 123, Lifeline 13 11 14, 1737, Tele-MANAS 14416, 988, 2389 2222, 1925', () => {
    const crisis = (r: RegionCode) => emergencyCalls(['suicidal'], 'en-US', r)[0]!.number;
    expect(crisis('GB')).toBe('116123');
    expect(crisis('IE')).toBe('116123');
    expect(crisis('AU')).toBe('131114');
    expect(crisis('NZ')).toBe('1737');
    expect(crisis('IN')).toBe('14416');
    expect(crisis('CA')).toBe('988');
    expect(crisis('US')).toBe('988');
    expect(crisis('HK')).toBe('23892222');
    expect(crisis('TW')).toBe('1925');
    expect(crisis('CN')).toBe('12356');
  });
  it('the defaults stay: zh-CN 12356 then 120; en-US 988 then 911', () => {
    expect(emergencyCalls(['suicidal'], 'zh-CN').map((c) => c.number)).toEqual(['12356', '120']);
    expect(emergencyCalls(['suicidal'], 'en-US').map((c) => c.number)).toEqual(['988', '911']);
  });
  it('English with no country known names 911 and the local numbers', () => {
    const [lead] = urgentLeadsFor(['bleeding']);
    expect(lead!.en).toBe(
      'See a doctor now or call 911, or your local emergency number (999 in the UK, 000 in Australia, 112 in Europe and India).',
    );
    expect(lead!.zh).toBe('请立即就医，或马上拨打120急救电话。');
  });
  it('a stroke, a heart attack or anaphylaxis: the number alone, call now (fourteenth review, en P1 #2)', () => {
    for (const kind of ['stroke', 'chest_pain', 'anaphylaxis'] as const) {
      const [lead] = urgentLeadsFor([kind]);
      expect(lead!.en).toBe(
        'Call 911 now, or your local emergency number (999 in the UK, 000 in Australia, 112 in Europe and India).',
      );
      expect(lead!.zh).toBe('请马上拨打120急救电话。');
    }
    expect(urgentLeadsFor(['stroke'], 'GB')[0]!.en).toMatch(/^Call 999 now/);
  });
  it('an overdose already taken: the emergency number first, then the crisis line (zh P4 #6)', () => {
    expect(emergencyCalls(['suicidal', 'poisoning'], 'zh-CN').map((c) => c.number)).toEqual(['120', '12356']);
    expect(emergencyCalls(['suicidal', 'opioid_overdose'], 'en-US', 'GB').map((c) => c.number)).toEqual([
      '999',
      '116123',
    ]);
    const leads = urgentLeadsFor(['suicidal', 'poisoning']);
    expect(leads[0]!.zh).toContain('120');
    expect(leads[1]!.zh).toContain('12356');
  });
  it('a Chinese source line carries no English words', () => {
    for (const r of REGION_CODES) {
      expect(REGION_NUMBERS[r].source.zh).not.toMatch(/\b(the|and|of|call|free)\b/i);
    }
  });
});

describe('numbers written in texts follow the region', () => {
  it('English', () => {
    expect(localiseNumbers('call 911 now', 'GB', 'en-US')).toBe('call 999 now');
    expect(localiseNumbers('inject and call 911 (120 in China) now', 'AU', 'en-US')).toBe(
      'inject and call 000 now',
    );
    expect(localiseNumbers('call 120 (China) / 911 (US) first', 'IE', 'en-US')).toBe('call 112 or 999 first');
    expect(
      localiseNumbers('call or text 988 (Suicide & Crisis Lifeline) or call 911 now', 'AU', 'en-US'),
    ).toBe('call 13 11 14 (Lifeline, 24/7) or call 000 now');
    expect(localiseNumbers('get help now (US Poison Help: 1-800-222-1222); do not', 'GB', 'en-US')).toBe(
      'get help now (for poison advice call NHS 111); do not',
    );
    expect(localiseNumbers('get help now (US Poison Help: 1-800-222-1222); do not', 'AU', 'en-US')).toBe(
      'get help now; do not',
    );
    expect(localiseNumbers('call 911', null, 'en-US')).toBe('call 911');
    expect(localiseNumbers('call 911', 'US', 'en-US')).toBe('call 911');
  });
  it('Chinese: 120 only where it is called, never a dose or a blood pressure', () => {
    expect(localiseNumbers('请立即拨打120。', 'HK', 'zh-CN')).toBe('请立即拨打999。');
    expect(localiseNumbers('马上打120，按120调度员的指导做', 'TW', 'zh-CN')).toBe(
      '马上打119，按119调度员的指导做',
    );
    expect(localiseNumbers('请立即就医（拨打120）', 'GB', 'zh-CN')).toBe('请立即就医（拨打999）');
    expect(localiseNumbers('心理援助热线12356或120', 'HK', 'zh-CN')).toBe(
      '香港撒玛利亚防止自杀会 2389 2222或999',
    );
    expect(localiseNumbers('血压 > 180/120 mmHg，每天 60–120 mg', 'HK', 'zh-CN')).toBe(
      '血压 > 180/120 mmHg，每天 60–120 mg',
    );
    expect(localiseNumbers('请立即拨打120。', 'CN', 'zh-CN')).toBe('请立即拨打120。');
  });
});

/**
 * Fiftieth clinician review, zh M4: a Taipei reader writing traditional characters and a Hong Kong reader
 * writing Cantonese were told 120 only. With no country known, their own script names the other numbers.
 */
describe('a Chinese reader who writes as in Hong Kong, Macau or Taiwan, country not known', () => {
  const urgent = '请立即就医，或马上拨打120急救电话。血钙可能已经高到危险的程度。';
  it.each([
    ['呢幾日好口渴，成日去廁所，仲有啲嘔，頭暈暈，人好攰，係咪正常㗎？'],
    ['那我把冠脂妥停掉只吃紅麴可以嗎？醫生開的藥吃了腳很痠'],
    ['佢食咗好多藥，唔係好清醒'],
  ])('%s → 120 with 999 and 119 named', (text) => {
    expect(withOtherChineseNumbers(urgent, { text }, 'zh-CN')).toBe(
      '请立即就医，或马上拨打120急救电话（在香港、澳门拨打999，在台湾拨打119）。血钙可能已经高到危险的程度。',
    );
  });
  it('an earlier message of theirs counts; an assistant message does not', () => {
    const history = [
      { role: 'user', content: '我嘅血鈣有啲高' },
      { role: 'assistant', content: '這個問題…' },
    ];
    expect(withOtherChineseNumbers(urgent, { text: '现在很不舒服', history }, 'zh-CN')).toContain(
      '台湾拨打119',
    );
    expect(withOtherChineseNumbers(urgent, { text: '现在很不舒服', history: [history[1]!] }, 'zh-CN')).toBe(
      urgent,
    );
  });
  it('simplified Mandarin, a country known, or an English answer: unchanged', () => {
    expect(withOtherChineseNumbers(urgent, { text: '这几天很口渴，老是上厕所，头晕' }, 'zh-CN')).toBe(urgent);
    expect(withOtherChineseNumbers(urgent, { text: '呢幾日好口渴，係咪正常㗎', region: 'CN' }, 'zh-CN')).toBe(
      urgent,
    );
    expect(withOtherChineseNumbers('Call 911 now.', { text: '醫生開的藥' }, 'en-US')).toBe('Call 911 now.');
  });
  it('the crisis line too, and a dose or a blood pressure of 120 is left alone', () => {
    expect(
      withOtherChineseNumbers(
        '请马上拨打心理援助热线12356（全国统一），或告诉身边信任的人。',
        { text: '我唔想再活落去，冇意思' },
        'zh-CN',
      ),
    ).toBe(
      '请马上拨打心理援助热线12356（全国统一）（在香港拨打香港撒玛利亚防止自杀会 2389 2222，在台湾拨打安心专线 1925），或告诉身边信任的人。',
    );
    const dose = '血压 > 180/120 mmHg，每天 60–120 mg';
    expect(withOtherChineseNumbers(dose, { text: '醫生開的藥' }, 'zh-CN')).toBe(dose);
  });
  it('said once in a whole answer, and twice applied is the same', () => {
    const twice = `${urgent}\n\n如果昏过去，马上打120。`;
    const once = withOtherChineseNumbers(twice, { text: '醫生開的藥' }, 'zh-CN');
    expect(once.match(/台湾拨打119/g)).toHaveLength(1);
    expect(withOtherChineseNumbers(once, { text: '醫生開的藥' }, 'zh-CN')).toBe(once);
  });
});
