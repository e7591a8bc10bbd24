import { describe, expect, it, vi } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { assistantReply } from './index';
import { storedPlanFor } from './testing';

// Forty-sixth blind clinician review (2026-12-02): the chat's side, in words of our own.

// The first plan of a file loads the tables: slower than the default 5 s on a busy 2-core machine.
vi.setConfig({ testTimeout: 30_000 });

const adult = (sex: 'male' | 'female', age: number, extra: Partial<Answers> = {}): Answers => ({
  nickname: 'R',
  gender: sex,
  age,
  heightCm: sex === 'male' ? 172 : 160,
  weightKg: sex === 'male' ? 72 : 52,
  activityLevel: 'light',
  ...extra,
});

describe('colchicine beside a clarithromycin course: pausing is a pharmacist today (zh S1, en M13)', () => {
  const medicines = ['colchicine', 'clarithromycin', 'atorvastatin'];
  const answers = adult('male', 76, {
    conditions: ['gout', 'kidney_disease'],
    medicines,
    labs: [{ marker: 'eGFR', value: 38, unit: 'mL/min/1.73m2' }],
  });
  it.each([
    ['zh-CN', '医生下礼拜一才上班，秋水仙碱我先自己停几天行不行'],
    ['zh-CN', '今晚那顿秋水仙碱还吃不吃'],
    ['en-US', "doc's office is closed till monday, can I just hold my colchicine?"],
    ['en-US', "Already had the antibiotic and colchicine this morning, should I skip tonight's colchicine?"],
  ] as const)('%s: %s', (locale, text) => {
    const plan = storedPlanFor('zhou', answers, locale);
    const r = assistantReply({ text, locale, plan, medicines });
    expect(r.urgent).toBeFalsy();
    const lead = r.text.split('\n\n')[0]!;
    expect(lead).toMatch(locale === 'zh-CN' ? /今天.*药师/ : /pharmacist.*today/);
    expect(lead).not.toMatch(/两种药都照常吃|keep taking both/i);
  });
});

describe('methadone beside an azole and a benzodiazepine (zh S2, zh S3)', () => {
  const medicines = ['methadone', 'fluconazole', 'diazepam'];
  const answers = adult('male', 45, { medicines });
  it('the plan carries both pairs as major', () => {
    const plan = storedPlanFor('qiang', answers, 'zh-CN');
    expect(plan.medicineTaboos.map((t) => `${t.drugId}>${t.target}:${t.severity}`)).toEqual(
      expect.arrayContaining(['methadone>fluconazole:major', 'methadone>diazepam:major']),
    );
  });
  it.each([
    ['zh-CN', '朋友给了几片安定，晚上配点白酒睡得香，行不行', /阿片类|一口都不要/],
    [
      'en-US',
      'a buddy gave me some valium, is it ok with a couple beers to sleep? im on methadone',
      /kills|No alcohol at all/,
    ],
  ] as const)('%s: the friend’s sedative with alcohol is answered with the opioid', (locale, text, said) => {
    const plan = storedPlanFor('qiang', answers, locale);
    const r = assistantReply({ text, locale, plan, medicines });
    expect(r.text).toMatch(said);
  });
});

describe('Wilson disease: prescribed zinc is taken on an empty stomach and never dropped (zh S4)', () => {
  const medicines = ['penicillamine'];
  const answers = adult('female', 26, {
    conditions: ['liver_disease'],
    medicines,
    supplements: [
      { optionId: 'p-zn-10', name: '葡萄糖酸锌片（医院开的）', dose: 15, unit: 'tablet', prescribed: true },
    ],
  });
  it.each([
    ['zh-CN', '锌片吃了胃不舒服，能不能改成饭后吃，实在不行先停了？'],
    ['en-US', 'the zinc makes me queasy, can I take it with dinner instead or just drop it?'],
  ] as const)('%s', (locale, text) => {
    const plan = storedPlanFor('yu', answers, locale);
    const r = assistantReply({ text, locale, plan, medicines });
    expect(r.text).toMatch(locale === 'zh-CN' ? /空腹/ : /empty stomach/);
    expect(r.text).not.toMatch(/就先停掉|just stop it/);
  });
});

describe('NyQuil liquid on disulfiram (en S1)', () => {
  const medicines = ['disulfiram'];
  it.each([
    ['en-US', 'is the nyquil syrup ok at night with my antabuse? 2 tablespoons'],
    ['zh-CN', '吃着戒酒药双硫仑，晚上喝点止咳糖浆可以吗'],
  ] as const)('%s: the alcohol in the syrup leads', (locale, text) => {
    const plan = storedPlanFor('derek', adult('male', 46, { medicines }), locale);
    const r = assistantReply({ text, locale, plan, medicines });
    expect(r.text.split('\n\n')[0]).toMatch(locale === 'zh-CN' ? /含酒精/ : /contain alcohol/);
  });
  it('an alcohol-free form is not this row', () => {
    const plan = storedPlanFor('derek', adult('male', 46, { medicines }), 'en-US');
    const r = assistantReply({
      text: 'are nyquil liquicaps ok with antabuse?',
      locale: 'en-US',
      plan,
      medicines,
    });
    expect(r.text.split('\n\n')[0]).not.toMatch(/Swap it tonight/);
  });
});

describe('a positive test on leflunomide: the label’s steps, not the ectopic card (en S2)', () => {
  const medicines = ['leflunomide', 'hydroxychloroquine'];
  it.each([
    ['en-US', "period's late and I got a faint positive this morning, took my Arava already, what now?"],
    ['zh-CN', '验孕两条杠了，今天早上还吃了来氟米特，怎么办'],
  ] as const)('%s', (locale, text) => {
    const plan = storedPlanFor('jess', adult('female', 33, { medicines }), locale);
    const r = assistantReply({ text, locale, plan, medicines });
    expect(r.urgent).toBeFalsy();
    expect(r.text.split('\n\n')[0]).toMatch(
      locale === 'zh-CN' ? /考来烯胺|加速清除|洗脱/ : /accelerated elimination/,
    );
    expect(r.text).not.toMatch(/do a pregnancy test today|今天就验孕/);
  });
});

describe('cystic fibrosis vitamins with raised liver tests: keep as prescribed (en S3)', () => {
  const medicines = ['elexacaftor-tezacaftor-ivacaftor', 'pancrelipase'];
  it.each([
    ['en-US', 'my CF team put me on AquADEKs but the plan says no vitamin A, should I stop them?'],
    ['zh-CN', 'CF团队给我开了AquADEKs，方案说不要吃维生素A，我要停吗'],
  ] as const)('%s', (locale, text) => {
    const plan = storedPlanFor(
      'maya',
      adult('female', 22, { conditions: ['liver_disease'], medicines }),
      locale,
    );
    const r = assistantReply({ text, locale, plan, medicines });
    expect(r.text.split('\n\n')[0]).toMatch(locale === 'zh-CN' ? /照常吃/ : /Keep taking/);
    expect(r.text).not.toMatch(/take no preformed vitamin A|不要自己吃维生素A/);
  });
});
