/**
 * Blind answer round 16, zh-053 (unsafe): an 80-year-old woman who sometimes chokes on food asked about
 * bone soup for calcium and was offered 芝麻酱 and 连骨吃的小鱼小虾. The class: a food list for a person who
 * chokes (dysphagia in the plan, or said) offers no choking hazards (IDDSI 2019) and says soft, moist
 * forms instead — a row's own `ifSwallowing` text, or the hazard note after any row that names one, and
 * the food-source list filtered.
 */
import { describe, expect, it } from 'vitest';
import { chokingHazardsIn } from '../../knowledge/dysphagia-foods';
import { FAQ_ROWS } from './index';
import { askAs, faqIdsOf, type FaqCase } from './testing';

// The blind writers' 80-year-old chokes: her eval persona ticks dysphagia (scripts/eval-answers-personas.ts);
// the reference persona with dysphagia in the plan stands for her here.
const OLD = 'dysphagia at 82, weight loss asked';
const HAZARD_ZH = /芝麻酱|麻酱|连骨|小鱼小虾|虾皮|坚果|花生(?!油)|瓜子/;
const HAZARD_EN = /sesame paste|with their bones|dried shrimp|\bnuts?\b|\bseeds\b|tahini|peanut butter/i;

const zh = (text: string, persona?: string): FaqCase => ({
  locale: 'zh-CN',
  text,
  ...(persona ? { persona } : {}),
});
const en = (text: string, persona?: string): FaqCase => ({ ...zh(text, persona), locale: 'en-US' });

/** Before the text's own "leave these out" note: the list the answer offers. */
const offered = (text: string) =>
  text.split(/\n\n\*\*你（或家人）吃东西容易呛|\n\n\*\*As eating makes you/)[0]!.split(/\n\n_/)[0]!;

const BROTH: readonly FaqCase[] = [
  zh('老人家天天喝骨头汤说补钙，真的有用吗？她另外还在吃钙尔奇D', OLD),
  zh('骨头汤熬得白白的，补钙管用吗', OLD),
  // A guest who says the choking.
  zh('我妈80了吃饭容易呛，天天喝骨头汤补钙有用吗'),
  en('does bone broth help with calcium?', OLD),
  en('my mum chokes on food sometimes, is bone broth good for her calcium?'),
];

describe('no choking hazards for a person who chokes (round 16 zh-053)', () => {
  it.each(BROTH)('$locale "$text" → the bone-broth row in soft, moist forms', (c) => {
    const r = askAs(c);
    expect(faqIdsOf(r)).toContain('bone-broth-calcium');
    if (c.locale === 'zh-CN') {
      expect(offered(r.text)).not.toMatch(HAZARD_ZH);
      expect(r.text).toMatch(/软、烂、湿润/);
      expect(r.text).toMatch(/言语治疗师/);
    } else {
      expect(offered(r.text)).not.toMatch(HAZARD_EN);
      expect(r.text).toMatch(/soft, moist/);
    }
  });

  it('the food-source list leaves hazards out and says so', () => {
    const z = askAs(zh('吃什么补钙好', OLD)).text;
    expect(z).not.toMatch(/芝麻酱|虾皮/);
    expect(z).toMatch(/已去掉带小骨头的鱼虾/);
  });

  // A row written for anyone, with no text of its own for a person who chokes: the note after it names
  // the hazards its list offered (a vegan guest who says the choking).
  it.each([
    zh('我吃素，吃饭容易呛，不喝牛奶怎么补钙'),
    en('I am vegan and I choke on food easily, how do I get calcium without dairy?'),
  ])('$locale "$text" → the row, then the hazard note', (c) => {
    const r = askAs(c);
    expect(faqIdsOf(r)).toContain('plant-calcium-foods');
    expect(FAQ_ROWS.find((x) => x.id === 'plant-calcium-foods')!.ifSwallowing).toBeUndefined();
    expect(r.text).toMatch(
      c.locale === 'zh-CN'
        ? /上面提到的芝麻酱[^。]*先不要这样吃/
        : /sesame paste[^.]*choking hazards — leave them out/,
    );
    expect(r.text).toMatch(/IDDSI/);
  });
  // The weight said beside the choking is the BMI row's since blind answer round 22 (zh-048,
  // rows-round22-zhpart.ts older-choking-gain-weight), which is written for choking too.
  it('a row written for choking (older-choking-gain-weight says what to do about it) gets no second note', () => {
    const r = askAs(zh('我妈80了，148cm才41公斤，吃东西老呛，给她吃什么能长点肉？', OLD));
    expect(faqIdsOf(r)).toContain('older-choking-gain-weight');
    expect(r.text).not.toMatch(/上面提到的/);
  });
  it('the same row for a vegan who does not choke: no note', () => {
    const r = askAs(zh('我吃素，不喝牛奶怎么补钙'));
    expect(faqIdsOf(r)).toContain('plant-calcium-foods');
    expect(r.text).not.toMatch(/容易呛/);
  });

  // Look-alikes: people who do not choke keep the full list.
  it.each([
    zh('骨头汤补钙有用吗'),
    zh('吃什么补钙好', 'healthy woman'),
    en('is bone broth good for calcium?'),
  ])('$locale "$text" (no choking) → the list unchanged', (c) => {
    const r = askAs(c);
    expect(r.text).toMatch(c.locale === 'zh-CN' ? /芝麻酱/ : /sesame paste/i);
    expect(r.text).not.toMatch(/容易呛|choke/);
  });

  it('every row text written for a person who chokes names no hazard', () => {
    const bad = FAQ_ROWS.filter(
      (r) =>
        r.ifSwallowing &&
        (chokingHazardsIn(r.ifSwallowing.zh, true).length > 0 ||
          chokingHazardsIn(r.ifSwallowing.en, false).length > 0),
    ).map((r) => r.id);
    expect(bad).toEqual([]);
  });
});
