import { describe, expect, it } from 'vitest';
import { ruleFlagsFor } from './detect';
import { redFlagsFor } from './joined';
import { namedCauseLines } from './named-causes';

const ruleKinds = (text: string) => ruleFlagsFor(text).map((h) => h.kind);
const kinds = (text: string) => redFlagsFor(text).map((h) => h.kind);
const causeLines = (text: string, locale: 'zh-CN' | 'en-US') =>
  namedCauseLines(
    new Set(
      ruleFlagsFor(text)
        .filter((h) => h.kind === 'urgent_general')
        .flatMap((h) => h.features),
    ),
    locale,
  );

// Blind answer round 17, en S3: "my B12 came back low, could that affect Leo through my breastmilk? he's
// been a bit floppy lately and not really smiling or grabbing stuff like he used to" got the B12 need of a
// 0–6-month-old and "no reliable rule". A floppy baby (hypotonia) or one losing skills is seen today
// whatever the cause (NICE NG143; CDC "Learn the Signs. Act Early."); with the mother's low B12 or a vegan
// diet said, infant B12 deficiency is named under the card (NIH ODS; CDC MMWR 2003;52:61–64).
describe('a floppy baby or one losing skills: seen today', () => {
  it.each([
    "my B12 came back low, could that affect Leo through my breastmilk? he's been a bit floppy lately and not really smiling or grabbing stuff like he used to",
    'my baby is floppy like a rag doll today',
    'my 5 month old has gone limp and sleepy',
    'my son is 6 months and he stopped rolling and grabbing things',
    "my baby can't hold his head up anymore, he's 5 months",
    "our 7 month old doesn't sit anymore, she used to",
    '宝宝软软的，不笑了',
    '宝宝这几天不会抓东西了，以前会的',
    '宝宝5个月，最近抱起来软绵绵的',
    '我吃素，B12偏低，宝宝最近不会翻身了，以前会的',
    '我吃母乳的宝宝最近不会抓东西了，我吃纯素',
    '孙子9个月，原来会坐的现在又不会了',
    '宝宝发育好像倒退了，会的都不会了',
    'bb最近成日软下软下，唔识笑',
  ])('"%s" → urgent', (text) => {
    expect(kinds(text).length).toBeGreaterThan(0);
  });

  it('the phrase rules catch the review message itself and name infant B12 deficiency', () => {
    const text =
      "my B12 came back low, could that affect Leo through my breastmilk? he's been a bit floppy lately and not really smiling or grabbing stuff like he used to";
    expect(ruleKinds(text)).toContain('urgent_general');
    expect(causeLines(text, 'en-US').join(' ')).toMatch(/B12[\s\S]*today/);
    const zh = '我B12偏低，吃纯素，宝宝最近软软的，不会抓东西了';
    expect(ruleKinds(zh)).toContain('urgent_general');
    expect(causeLines(zh, 'zh-CN').join(' ')).toMatch(/B12[\s\S]*今天/);
  });

  it('without the mother’s B12 or diet, the card names no B12 cause', () => {
    expect(causeLines('宝宝软软的，不笑了', 'zh-CN')).toEqual([]);
    expect(causeLines('my baby is floppy like a rag doll today', 'en-US')).toEqual([]);
  });
});

describe('ordinary baby questions: no card', () => {
  it.each([
    'my baby is a bit fussy today',
    'my 7 month old is not smiling at strangers',
    'my baby stopped smiling at strangers, is that a phase?',
    'my baby has floppy ears lol',
    'toddler walking with a limp after a fall yesterday, seems fine',
    '4 month sleep regression, baby wakes every hour',
    'baby is 4 months, still can’t hold his head up well, is that normal?',
    "I'm vegan and breastfeeding, do I need B12?",
    'my B12 is low and I breastfeed, does my baby need drops?',
    '宝宝的大便软软的正常吗',
    '宝宝见了生人不笑',
    '孩子成绩退步了',
    '我浑身软绵绵的没力气，在喂母乳',
    '宝宝辅食做得软软的好还是有点颗粒好',
    'I used to get floppy when my sugar dropped',
  ])('"%s" → no rule card', (text) => {
    expect(ruleKinds(text)).toEqual([]);
  });
});

// The floppy-baby rule's general card never takes the place of the card the learned reader names with its
// first aid (development rounds 17–23: dehydration's oral rehydration, anaphylaxis's adrenaline).
describe('a floppy baby with a named emergency keeps that emergency’s card first', () => {
  it.each([
    [
      "my 8 month old has had diarrhoea and vomiting since yesterday, no wet nappy for 9 hours and he's really floppy",
      'child_dehydration',
    ],
    ['娃5个月 腹泄 一天十来次水样便 奶也不怎么吃了 尿布半天都是干的 抱起来软软的没劲儿', 'child_dehydration'],
    [
      'baby (11 months) had first taste of egg 20 min ago, now blotchy red rash all over, lips puffy, vomited and seems floppy',
      'anaphylaxis',
    ],
  ])('%s → %s first', (text, kind) => {
    expect(redFlagsFor(text)[0]?.kind).toBe(kind);
  });
});
