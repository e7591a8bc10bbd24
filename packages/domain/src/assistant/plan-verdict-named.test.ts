import { describe, expect, it } from 'vitest';
import { askAs } from './faq/testing';

// The plan says to avoid a product the person takes; a message naming it reaches an answer that does not say
// so (an everyday row): the plan's verdict comes first, once (blind answer round 38, en-031 and zh-011,
// development data: a green tea extract with an ALT of 118 on tolvaptan answered "stop if you get symptoms").
const kevin = 'Kevin: ADPKD on Jinarc (tolvaptan), ALT 118, bilirubin 24, sodium 147 (en)';

describe("the plan's avoid verdict on a product the message names", { timeout: 60_000 }, () => {
  it('leads an answer that did not say it, in both languages', () => {
    const en = askAs({
      locale: 'en-US',
      persona: kevin,
      text: 'my ALT came back 118. should i stop the green tea extract?',
    });
    expect(en.text).toMatch(
      /^\*\*Your Green tea extract fat burner: your plan's verdict is to hold it for now\*\*/,
    );
    const zh = askAs({ locale: 'zh-CN', persona: kevin, text: '绿茶提取物减肥到底有没有用' });
    expect(zh.text).toMatch(/^\*\*你在吃的Green tea extract fat burner：你的方案的结论是先暂缓服用\*\*/);
  });

  it('is said once: an answer that already carries the verdict is left as it is', () => {
    const en = askAs({
      locale: 'en-US',
      persona: kevin,
      text: 'is the turmeric ok with my liver numbers and the green tea extract?',
    });
    const verdicts =
      en.text.match(/Concentrated green tea extract \(EGCG, catechin capsules\) has been linked/g) ?? [];
    expect(verdicts.length).toBeLessThanOrEqual(1);
    expect(
      en.text.match(/Turmeric and curcumin supplements have been linked to liver injury/g)?.length ?? 0,
    ).toBeLessThanOrEqual(1);
  });

  it('leaves a product the plan keeps, and a message naming no product, alone', () => {
    const d = askAs({ locale: 'en-US', persona: kevin, text: 'when should i take my vitamin D3?' });
    expect(d.text).not.toMatch(/your plan's verdict is to hold it/);
    const water = askAs({ locale: 'en-US', persona: kevin, text: 'how much water should i drink?' });
    expect(water.text).not.toMatch(/your plan's verdict is to hold it/);
  });
});
