import { describe, expect, it } from 'vitest';
import { askAs, faqIdsOf, type FaqCase } from './testing';

/** Each case: the question as people asked it (answer round 7 and variants), and the row that answers. */
const CASES: readonly (FaqCase & { id: string | null })[] = [
  {
    id: 'bisphosphonate-how-to-take',
    locale: 'zh-CN',
    persona: 'osteoporosis on alendronate with Tums',
    text: '阿仑膦酸钠一周一次，早上怎么吃才对？能跟钙片一起吃吗',
  },
  {
    id: 'bisphosphonate-how-to-take',
    locale: 'zh-CN',
    persona: 'osteoporosis on alendronate with Tums',
    previous: '阿仑膦酸钠一周一次，早上怎么吃才对？',
    text: '要隔多久才能吃早饭',
  },
  {
    id: 'bisphosphonate-how-to-take',
    locale: 'en-US',
    persona: 'osteoporosis on alendronate with Tums',
    text: 'how do i take my fosamax properly, can it go with my calcium',
  },
  {
    id: 'bisphosphonate-how-to-take',
    locale: 'en-US',
    medicines: ['alendronate'],
    text: 'how long do I have to wait after the alendronate before breakfast?',
  },
  // Not on a bisphosphonate: not this row.
  {
    id: null,
    locale: 'en-US',
    persona: 'healthy woman',
    text: 'how do i take my calcium, can it go with iron',
  },
];

describe('medicine everyday rows', () => {
  it.each(CASES)('$locale "$text" → $id', (c) => {
    const r = askAs(c);
    expect(r.urgent).toBe(false);
    if (c.id) expect(faqIdsOf(r)).toContain(c.id);
    else expect(faqIdsOf(r)).toEqual([]);
  });
});
