/**
 * Fourteenth clinician review — emergencies in both languages (en P4 #2, en P5 #3, zh P2 #2 and #3):
 * - "ok I used my epi pen, do I still need to go anywhere? I feel a bit better" got "no reliable rule":
 *   an adrenaline pen used is the emergency department now even if better (biphasic reactions), a second
 *   dose after 5 minutes if no better, lie down (sit up if breathing is hard) — NIAID 2010, Resuscitation
 *   Council UK 2021, EAACI 2021;
 * - a guest's "my eyes are yellow and my pee is dark" was not triaged: jaundice is the same day, and with
 *   herbal products or supplements liver injury from them is named (NICE CKS 2023; LiverTox);
 * - "胃管被他自己拽出来一截，我能自己推回去吗" got blending advice, and coughing after every tube feed got
 *   calcium figures: never push a tube back or feed through it; stop the feed, sit up, the same day
 *   (NPSA/2011/PSA002; ASPEN 2017).
 * Each with the reviewer's words, everyday words, a typo and mixed language, with a plan and as a guest.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import { redFlagsFor } from '../safety';
import { assistantReply, type AssistantReply, type ChatTurn } from './reply';
import { CHAT_PERSONA, storedPlanFor } from './testing';

function converse(locale: Locale, messages: readonly string[], withPlan: boolean): AssistantReply {
  const history: ChatTurn[] = [];
  let r: AssistantReply | null = null;
  for (const text of messages) {
    r = assistantReply({
      text,
      locale,
      plan: withPlan ? storedPlanFor('Lin', CHAT_PERSONA, locale) : null,
      medicines: withPlan ? [...(CHAT_PERSONA.medicines ?? [])] : [],
      history: [...history],
    });
    history.push({ role: 'user', content: text }, { role: 'assistant', content: r.text });
  }
  return r!;
}

function each(locale: Locale, messages: readonly string[], check: (r: AssistantReply) => void) {
  for (const withPlan of [true, false]) check(converse(locale, messages, withPlan));
}

describe('en P4 #2: an adrenaline pen used → the emergency department now, even if better', () => {
  const EN = /call 911 now, or go to the emergency department now, even if you feel better/;
  const ZH = /即使感觉好多了，也要现在拨打120，或马上去医院急诊/;
  it.each([
    // the reviewer's words, after the anaphylaxis turn and alone
    [
      [
        'my throat is closing and my lips are swelling after eating shrimp',
        'ok I used my epi pen, do I still need to go anywhere? I feel a bit better',
      ],
    ],
    [['ok I used my epi pen, do I still need to go anywhere? I feel a bit better']],
    // everyday words, another brand, a typo, mixed language
    [['gave him the auvi-q 10 min ago, hes breathing ok now, do we still go to the ER?']],
    [['just used my adrenaline pen, feel fine now']],
    [['jabbed my epipen in my thigh, do i need to go to hopsital?']],
    [['用了epipen 感觉好点了 还要去医院吗']],
  ])('%j', (messages) => {
    each('en-US', messages, (r) => {
      expect(r.urgent).toBe(true);
      expect(r.text).toMatch(EN);
      expect(r.text).toMatch(/biphasic/);
      expect(r.text).toMatch(/no better 5 minutes after the dose[^.]*second pen/);
      expect(r.text).toMatch(/Lie down with your legs raised; sit up if breathing is hard/);
      expect(r.text).not.toMatch(/use it now|no reliable rule/);
    });
  });

  it.each([
    ['刚用了肾上腺素笔，现在好多了，还要去医院吗'],
    ['孩子吃花生过敏，打了一针肾上腺素，现在不喘了'],
    ['肾上腺素笔已经打了 好一点了 要不要去急诊'],
    ['打了epipen，感觉ok了'],
  ])('%s', (text) => {
    each('zh-CN', [text], (r) => {
      expect(r.urgent).toBe(true);
      expect(r.text).toMatch(ZH);
      expect(r.text).toMatch(/双相反应/);
      expect(r.text).toMatch(/5分钟仍不见好转[^。]*第二支笔/);
      expect(r.text).toMatch(/平躺并把双腿抬高；呼吸困难时改为坐着/);
      expect(r.text).not.toMatch(/[A-Za-z]{3,}/);
    });
  });

  it('a pen not used, or a question about it, is not this card', () => {
    expect(redFlagsFor('I have never used my epipen, does it expire?')).toEqual([]);
    expect(redFlagsFor('肾上腺素笔怎么保存？')).toEqual([]);
    const ask = converse('en-US', ['should I use my epipen if my lips tingle?'], false);
    expect(ask.text).not.toMatch(/You have used the adrenaline/);
  });
});

describe('en P5 #3: yellow eyes and dark urine → the same day, liver injury from herbs named', () => {
  it.each([
    ['my eyes are yellow and my pee is dark, what does that mean', false],
    [
      'been taking ashwagandha and turmeric from india, now the whites of my eyes look yellow and my urine is dark brown',
      true,
    ],
    ['yelow eyes n dark pee since last week, 我在吃中药', true],
  ] as const)('%s', (text, herbs) => {
    each('en-US', [text], (r) => {
      expect(r.urgent).toBe(true);
      expect(r.text).toMatch(/signs of jaundice[^.]*liver or bile ducts/);
      expect(r.text).toMatch(/See a doctor today for liver blood tests/);
      if (herbs) expect(r.text).toMatch(/stop all of them now \(do not stop a prescribed medicine/);
    });
  });

  it.each([
    ['最近眼睛发黄、皮肤黄、尿像浓茶，一直在吃朋友给的中药', true],
    ['眼睛有点黄，小便颜色很深，怎么回事', false],
    ['皮肤黄了 尿是茶色的 在吃保健品和减肥茶', true],
  ] as const)('%s', (text, herbs) => {
    each('zh-CN', [text], (r) => {
      expect(r.urgent).toBe(true);
      expect(r.text).toMatch(/是黄疸的表现，问题在肝脏或胆道/);
      expect(r.text).toMatch(/请今天就医查肝功能/);
      if (herbs) expect(r.text).toMatch(/现在全部停用（医生开的药不要自己停）/);
    });
  });

  it('carrots, a question about signs, and rifampicin urine stay quiet', () => {
    expect(redFlagsFor('吃胡萝卜多了皮肤会发黄吗')).toEqual([]);
    expect(redFlagsFor('can hepatitis cause yellow eyes and dark urine?')).toEqual([]);
  });
});

describe('zh P2 #2: a nasogastric tube half out → never pushed back or fed through, today', () => {
  const ZH = /不要自己推回去，也不要再从这根管子打任何东西（包括水和药）/;
  it.each([
    ['胃管被他自己拽出来一截，我能自己推回去吗'],
    ['鼻饲管往外滑了好几厘米 要不要往里推'],
    ['老人的胃管脱出来一点 能继续打匀浆吗 ok吗'],
  ])('%s', (text) => {
    each('zh-CN', [text], (r) => {
      expect(r.urgent).toBe(true);
      expect(r.text).toMatch(ZH);
      expect(r.text).toMatch(/今天就联系社区护士或居家护理团队，或去医院重新置管/);
      expect(r.text).not.toMatch(/打成糊|营养基本不会损失/);
    });
  });

  it.each([
    ['his NG tube came half out, can I push it back in?'],
    ['dad pulled his feeding tube out partway, cn i just push it bak'],
    ['the 胃管 / ng tube has slipped out a bit, push it back?'],
  ])('%s', (text) => {
    each('en-US', [text], (r) => {
      expect(r.urgent).toBe(true);
      expect(r.text).toMatch(/must not be pushed back in, and nothing should go down it/);
      expect(r.text).toMatch(/today to have it replaced and its position checked/);
    });
  });
});

describe('zh P2 #3: coughing after every tube feed → stop the feed, sit up, the same day', () => {
  it.each([
    [['每次打完饭他老咳嗽，是不是打太快了？每次打多少合适？']],
    [['拜新同碾碎了从胃管打进去可以吗？护工一直这么弄的', '每次喂完他就咳，喂多少合适']],
    [['鼻饲完老爷子就呛咳、喘得厉害']],
  ])('%j', (messages) => {
    each('zh-CN', messages, (r) => {
      expect(r.urgent).toBe(true);
      expect(r.text).toMatch(/现在就停止喂食，不要再从管子打任何东西/);
      expect(r.text).toMatch(/床头摇高到30–45度/);
      expect(r.text).toMatch(/发烧、呼吸急促或费力、嘴唇发紫，立即拨打120/);
      expect(r.text).not.toMatch(/海姆立克|钙补充剂/);
    });
  });

  it.each([
    ['mom coughs and chokes after every tube feed'],
    ['he gets breathless during his tube feeds, 是不是太快'],
  ])('%s', (text) => {
    each('en-US', [text], (r) => {
      expect(r.urgent).toBe(true);
      expect(r.text).toMatch(/stop the feed now and put nothing else down the tube/);
      expect(r.text).toMatch(/raise the head of the bed to 30–45°/);
      expect(r.text).not.toMatch(/Heimlich|back blows/i);
    });
  });

  it('a canteen meal, a baby’s feed and tube questions stay quiet', () => {
    expect(redFlagsFor('胃管多久换一次？')).toEqual([]);
    expect(redFlagsFor('how often should an NG tube be changed?')).toEqual([]);
    expect(redFlagsFor('宝宝每次喂完奶就咳嗽几声')).toEqual([]);
  });
});
