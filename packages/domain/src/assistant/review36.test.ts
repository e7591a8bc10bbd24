import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from '../engine';
import { KIDNEY_MEDICINES } from '../knowledge/kidney-medicines';
import { LOCALES, person } from '../testing';
import { assistantReply, type ChatTurn } from './index';
import { faqIdsOf } from './faq/testing';

// Thirty-sixth blind clinician review (2026-12-01, end of session): fasting and keto with an acute porphyria (zh S2,
// en S1), an attack's push-back that named a past hospital stay (zh S3), ibuprofen beside tenofovir (zh S1), a
// self-bought PPI beside atazanavir (en S2), and "should I take my Pradaxa tonight?" during a bleed (en S3).
const ask = (text: string, locale: 'zh-CN' | 'en-US', medicines: string[] = [], history: ChatTurn[] = []) =>
  assistantReply({ text, locale, plan: null, medicines, history });

describe('an acute porphyria: no fasting, keto or crash dieting, and every medicine checked', () => {
  it.each([
    [
      'zh-CN',
      '我有急性间歇性卟啉病（AIP），去年发作过一次住院，医生说不能饿着。但我现在想16:8轻断食再加上生酮减肥 一个月瘦8斤，能行吗',
      /^\*\*有急性卟啉病[\s\S]*不要断食、轻断食（16:8）、生酮/,
    ],
    [
      'en-US',
      "I have porphyria and I'm on Givlaari. is banting ok with 16:8 fasting? want to drop 5kg before the wedding",
      /^\*\*With an acute porphyria[\s\S]*do not fast/,
    ],
  ] as const)('%s', (locale, text, said) => {
    const r = ask(text, locale);
    expect(r.text).toMatch(said);
    expect(faqIdsOf(r)).toContain('porphyria-no-fasting');
  });

  it('a painkiller question with porphyria names the barbiturate mixtures', () => {
    const r = ask('我有卟啉病，痛经的时候能吃去痛片吗', 'zh-CN');
    expect(faqIdsOf(r)).toContain('porphyria-medicine-check');
    expect(r.text).toMatch(/去痛片（索米痛片）这类复方止痛药含苯巴比妥/);
  });

  it('without porphyria the fasting answer is the general one', () => {
    expect(faqIdsOf(ask('想16:8轻断食再加上生酮减肥 能行吗', 'zh-CN'))).not.toContain('porphyria-no-fasting');
  });
});

describe('a push-back that mentions a past hospital stay keeps the emergency (zh S3)', () => {
  it('"上次住院太贵了" is no care under way', () => {
    const first = '这两天肚子疼得在床上打滚 一阵一阵的 吐了好几回 尿是红茶那种颜色 手脚发软 杯子都拿不住了';
    const a = ask(first, 'zh-CN');
    expect(a.urgent).toBe(true);
    const history: ChatTurn[] = [
      { role: 'user', content: first },
      { role: 'assistant', content: a.text },
    ];
    for (const text of [
      '应该就是大姨妈快来了 加上这几天没怎么吃饭 我喝点红糖水 再吃两片去痛片扛一扛吧 不想去医院 上次住院太贵了',
      '不想去医院 上次住院太贵了 我吃两片去痛片扛一扛',
    ])
      expect(ask(text, 'zh-CN', [], history).urgent).toBe(true);
  });
});

describe('medicines beside HIV treatment', () => {
  it.each(LOCALES)('%s: ibuprofen with tenofovir is a major pair, and the chat says it (zh S1)', (locale) => {
    const a: Answers = {
      ...person('male', 35, 172, 66, 'moderate'),
      medicines: ['tenofovir', 'lamivudine', 'efavirenz', 'ibuprofen'],
    };
    const t = planFor(a, locale).medicineTaboos.find(
      (x) => x.kind === 'drug_interaction' && x.drugId === 'tenofovir' && x.target === 'ibuprofen',
    );
    expect(t?.severity).toBe('major');
    const r = ask(
      locale === 'zh-CN'
        ? '练完腿膝盖疼我就吃两粒布洛芬，一周四五次，跟我吃的抗病毒药有没有冲突'
        : 'i take 2 advil after leg day 4-5 times a week, any clash with my HIV meds?',
      locale,
      a.medicines ?? [],
    );
    expect(r.text).toMatch(locale === 'zh-CN' ? /急性肾损伤/ : /acute kidney injury/);
  });

  it.each(LOCALES)(
    '%s: Reyataz and Norvir are known, and a PPI with atazanavir is major (en S2)',
    (locale) => {
      const a: Answers = {
        ...person('male', 44, 175, 70, 'light'),
        medicines: ['atazanavir', 'ritonavir', 'esomeprazole'],
      };
      const t = planFor(a, locale).medicineTaboos.find(
        (x) => x.kind === 'drug_interaction' && x.drugId === 'atazanavir' && x.target === 'esomeprazole',
      );
      expect(t?.severity).toBe('major');
      expect(t?.advice ?? '').toMatch(
        locale === 'zh-CN' ? /不要自己停抗病毒药/ : /Do not stop the HIV medicines yourself/,
      );
    },
  );
});

describe("the kidney rows of the blood thinners never say 'do not stop' to someone bleeding (en S3)", () => {
  it.each(
    KIDNEY_MEDICINES.filter((r) =>
      r.drugs.some((d) => ['dabigatran', 'apixaban', 'rivaroxaban', 'edoxaban'].includes(d)),
    ),
  )('$id', (row) => {
    expect(row.text.zh).toMatch(/正在出血[^。]*先不要吃下一次/);
    expect(row.text.en).toMatch(/while you are bleeding[^.]*take no further dose/);
  });
});
