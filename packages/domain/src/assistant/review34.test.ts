import { describe, expect, it } from 'vitest';
import { askAs } from './faq/testing';
import { assistantReply, type ChatTurn } from './index';

// Thirty-fourth blind clinician review (2026-11-30), the chat side of the serious finding both reviewers
// made: a liver test typed on tolvaptan got a generic "see a doctor" (en) or the medicine's stock water
// paragraph (zh, "转氨酶118，要紧不？"), and "no reliable rule for tolvaptan".

describe('thirty-fourth review: a liver test typed on tolvaptan', () => {
  const man = 'healthy man, weight loss';

  it('zh: a bare 转氨酶 with a value is read as ALT, and the tolvaptan rule says today', () => {
    const r = askAs({
      locale: 'zh-CN',
      persona: man,
      medicines: ['tolvaptan'],
      text: '转氨酶118，上个月还四十多，要紧不？苏麦卡还照吃吗',
    });
    expect(r.text).toMatch(/^\*\*丙氨酸氨基转移酶 118：偏高/);
    expect(r.text).toMatch(/今天就联系肾内科医生/);
    expect(r.text).toMatch(/48–72小时内复查肝功能/);
  });

  it('en: "my ALT came back 118 … still taking my jinarc" names tolvaptan, today, and never "no reliable rule"', () => {
    const r = askAs({
      locale: 'en-US',
      persona: man,
      medicines: ['tolvaptan'],
      text: "my ALT came back 118 last week, nephrologist hasn't called yet. should I worry? still taking my jinarc",
    });
    expect(r.text).toMatch(/contact your nephrologist \(or whoever prescribes it\) today/);
    expect(r.text).not.toMatch(/no reliable rule/);
  });

  it('a longer name stays its own marker: 谷草转氨酶 is AST, not ALT', () => {
    const r = askAs({ locale: 'zh-CN', persona: man, text: '谷草转氨酶60要紧吗' });
    expect(r.text).toMatch(/天门冬氨酸氨基转移酶 60/);
    expect(r.text).not.toMatch(/丙氨酸氨基转移酶 60/);
  });
});

describe('thirty-fourth review: moderates on tolvaptan and nilotinib', () => {
  const kevin = 'Kevin: ADPKD on Jinarc (tolvaptan), ALT 118, bilirubin 24, sodium 147 (en)';
  const amma = 'Amma Lakshmi: CML on Tasigna after meals with Pan 40 and Shelcal, K 3.3, Mg 1.5 mg/dL (en)';

  it('en M9: a sodium of 147 on tolvaptan is water not kept up, not salt', () => {
    const r = askAs({
      locale: 'en-US',
      persona: kevin,
      text: 'my sodium was 147 high, should I cut salt more or what?',
    });
    expect(r.text).toMatch(/your drinking is not keeping up with the urine/);
    expect(r.text).toMatch(/Salt is not the cause/);
  });

  it('en M3: potassium 3.3 and magnesium 1.5 on nilotinib — the oncology team today or tomorrow, food is not enough', () => {
    const r = askAs({
      locale: 'en-US',
      persona: amma,
      text: 'Her potassium 3.3 and magnesium 1.5. How urgent is this? Can she drink tender coconut water daily for potassium?',
    });
    expect(r.text).toMatch(/haematology or oncology team today or tomorrow/);
    expect(r.text).toMatch(/food alone \(coconut water, bananas\) is not enough/);
  });

  it('en M4: Pan 40, Gelusil or Digene, and Shelcal taken with Tasigna after food get the label’s rules', () => {
    const acid = askAs({
      locale: 'en-US',
      persona: amma,
      text: 'She also takes Pan 40 for acidity. Doctor said it is not good with Tasigna? What else she can take, Gelusil or Digene ok?',
    });
    expect(acid.text).toMatch(/^Nilotinib is absorbed less when stomach acid is low/);
    expect(acid.text).not.toMatch(/no reliable rule/);
    const shelcal = askAs({
      locale: 'en-US',
      persona: amma,
      text: 'She takes Shelcal 500 two times daily along with Tasigna after food. Is that ok?',
    });
    expect(shelcal.text).toMatch(/no food for 2 hours before and 1 hour after each dose/);
    expect(shelcal.text).toMatch(/Shelcal or Caltrate counts too\) about 2 hours before or after it/);
  });
});

describe('thirty-fourth review: an emergency is not re-read as another kind on the next message', () => {
  const converse = (locale: 'zh-CN' | 'en-US', medicines: string[], messages: string[]) => {
    const history: ChatTurn[] = [];
    const replies = [];
    for (const text of messages) {
      const r = assistantReply({ text, locale, plan: null, medicines, history });
      replies.push(r);
      history.push({ role: 'user', content: text }, { role: 'assistant', content: r.text });
    }
    return replies;
  };
  const kindOf = (r: ReturnType<typeof assistantReply>) =>
    (r.cards ?? []).flatMap((c) => ('kind' in c && typeof c.kind === 'string' ? [c.kind] : []));

  it('zh M3, M4: a father’s coughed-up blood, then the family declines care — the bleeding card again, no crisis line', () => {
    const [first, second] = converse(
      'zh-CN',
      [],
      [
        '刚刚我爸咳嗽咳出好多鲜红的血 一口接一口 得有小半碗 人有点喘 脸煞白',
        '现在好像不咳了 他死活不想去医院 说折腾 家里有云南白药 先吃点看看明天再说行不',
      ],
    );
    expect(kindOf(first!)).toEqual(['bleeding']);
    expect(first!.text).not.toMatch(/阴道/);
    expect(second!.urgent).toBe(true);
    expect(kindOf(second!)).toEqual(['bleeding']);
    expect(second!.text).toMatch(/你前面说的情况没有变/);
    expect(second!.text).not.toMatch(/12356|心理援助/);
  });

  it('zh M12: a child who swallowed tablets, the mother would make him sick — the ingestion card, never the eating-disorder one', () => {
    const replies = converse(
      'zh-CN',
      ['hydroxychloroquine', 'irbesartan'],
      [
        '我家3岁娃刚才趁我不注意 把我药盒里的药抠出来吃了 好像有雷公藤和降压药 不知道几颗 现在看着还好',
        '娃活蹦乱跳的 没啥反应啊 我给他灌点水抠喉咙吐出来是不是就行了 不想大半夜跑医院',
        '那要是娃吃的是我的羟氯喹呢 一两片也危险吗',
      ],
    );
    for (const r of replies) {
      expect(r.urgent).toBe(true);
      expect(kindOf(r)).toEqual(['child_ingestion']);
      expect(r.text).not.toMatch(/进食障碍/);
    }
    expect(replies[1]!.text).toMatch(/不要催吐/);
  });

  it('a writer’s own crisis told after an emergency keeps the crisis card', () => {
    const [, second] = converse(
      'zh-CN',
      [],
      ['刚刚我爸咳嗽咳出好多鲜红的血 一口接一口 得有小半碗 人有点喘 脸煞白', '我撑不下去了 不想活了'],
    );
    expect(second!.text).toMatch(/12356/);
  });
});
