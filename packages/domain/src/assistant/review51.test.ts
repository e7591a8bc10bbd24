/**
 * Fifty-first clinician review, zh S1: a woman of 74 and 48 kg on lithium asked "可唔可以食扑热息痛？一日食几多？" and
 * was told "成人每天不超过4克". Under 50 kg the ceiling is 60 mg/kg a day (BNF, Paracetamol), from the plan's weight —
 * also when the row follows the lithium × ibuprofen pair.
 */
import { describe, expect, it } from 'vitest';
import { assistantReply } from '.';
import { storedPlanFor } from './testing';
import type { Answers } from '../contracts/questionnaire';
import { LOCALES, person } from '../testing';

describe.each(LOCALES)('%s: paracetamol on lithium by weight', (locale) => {
  const zh = locale === 'zh-CN';
  const text = zh
    ? '膝头痛有咩可以代替芬必得？可唔可以食扑热息痛（必理痛）？一日食几多？'
    : 'is paracetamol better than ibuprofen for my knee on lithium? how much a day?';
  const ask = (kg: number) => {
    const who: Answers = {
      ...person('female', 74, 152, kg, 'light'),
      medicines: ['lithium', 'hydrochlorothiazide', 'enalapril'],
    };
    return assistantReply({
      text,
      locale,
      plan: storedPlanFor(`rev51-s1:${locale}:${kg}`, who, locale),
      medicines: who.medicines!,
    }).text;
  };

  it('48 kg: about 2.8 g a day, never the 4 g of the label', () => {
    const a = ask(48);
    expect(a).toMatch(zh ? /每天最多约2\.8克/ : /no more than about 2\.8 g a day/);
    expect(a).not.toMatch(zh ? /成人每天不超过4克/ : /no more than 4 g a day for an adult/);
    expect(a).toMatch(zh ? /布洛芬/ : /ibuprofen/i);
  });

  it('60 kg: the label’s 4 g stands', () => {
    expect(ask(60)).toMatch(zh ? /成人每天不超过4克/ : /no more than 4 g a day for an adult/);
  });
});

/**
 * zh S3 and M11: two weeks after Prolia, CKD G3b, calcium 2.02, phosphate 1.62, 25-OH D 11 ng/mL, years of omeprazole.
 * The plan withheld calcium for the phosphate and the chat said the denosumab paragraph ("before the next injection")
 * to three different questions. Now: an urgent finding (prescriber within a day or two), calcium by the doctor rather
 * than "not advised", one vitamin D figure, and the PPI's magnesium named for the omeprazole question.
 */
describe.each(LOCALES)('%s: denosumab with a low calcium in CKD', (locale) => {
  const zh = locale === 'zh-CN';
  const who: Answers = {
    ...person('female', 69, 158, 51, 'light'),
    conditions: ['osteoporosis', 'diabetes', 'kidney_disease', 'hypertension'],
    medicines: ['denosumab', 'amlodipine', 'gliquidone', 'omeprazole'],
    labs: [
      { marker: 'Calcium', value: 2.02, unit: 'mmol/L', labRefLow: 2.11, labRefHigh: 2.52 },
      { marker: '25-OH Vitamin D', value: 11, unit: 'ng/mL', labRefLow: 30, labRefHigh: 100 },
      { marker: 'eGFR', value: 34, unit: 'mL/min/1.73m2', labRefLow: 90, labRefHigh: 200 },
      { marker: 'Phosphorus', value: 1.62, unit: 'mmol/L', labRefLow: 0.85, labRefHigh: 1.51 },
      { marker: 'Magnesium', value: 0.68, unit: 'mmol/L', labRefLow: 0.75, labRefHigh: 1.02 },
    ],
  };
  const plan = storedPlanFor(`rev51-s3:${locale}`, who, locale);
  const ask = (text: string) => assistantReply({ text, locale, plan, medicines: [...who.medicines!] }).text;

  it('the plan: an urgent finding, the prescriber within a day or two, calcium the doctor’s — not withheld', () => {
    const f = plan.findings.find((x) => x.id === 'denosumab-low-calcium');
    expect(f?.severity).toBe('urgent');
    expect(f?.text).toMatch(zh ? /一两天内/ : /within a day or two/);
    const skipped = plan.findings.find((x) => x.id === 'skipped:calcium');
    expect(skipped?.text).toMatch(zh ? /不是不补/ : /not to be left out/);
    expect(JSON.stringify(plan.findings)).not.toMatch(zh ? /下次打针之前/ : /before the next injection/);
  });

  it('three questions, three answers — the calcium, the vitamin D figure, the omeprazole', () => {
    const calcium = ask(
      zh
        ? '钙尔奇我嫌便秘给停了，现在还吃不吃？你这方案说不让补钙，又说打针得吃钙，我听谁的？'
        : 'I stopped my Caltrate because of constipation. Should I take it again? The plan says no calcium, then says I need calcium with the shot — which is right?',
    );
    expect(calcium).toMatch(zh ? /一两天内联系开药的医生/ : /within a day or two/);
    expect(calcium).toMatch(zh ? /枸橼酸钙/ : /calcium citrate/);
    const vitaminD = ask(
      zh
        ? '那维生素D我该吃多少？你说2000单位，可甲状旁腺那块又说别自己补维生素D。'
        : 'How much vitamin D then? You said 2000 units, but the PTH part says no vitamin D of my own.',
    );
    expect(vitaminD.split('\n\n')[0]).toMatch(zh ? /2000 国际单位/ : /2000 IU/);
    expect(vitaminD).not.toBe(calcium);
    const milk = ask(
      zh ? '我这肾不好，牛奶能喝吗？一天喝多少合适？' : 'with my kidneys can I drink milk? how much a day?',
    );
    expect(milk.split('\n\n')[0]).toMatch(zh ? /每天一杯（约250毫升）/ : /one glass \(250 ml\)/);
    const ppi = ask(
      zh
        ? '奥美拉唑吃了好几年了，跟我这钙低有嘛关系？'
        : 'I have been on omeprazole for years — is that why my calcium is low?',
    );
    expect(ppi.split('\n\n')[0]).toMatch(zh ? /血镁/ : /magnesium/);
  });
});

/**
 * Moderates: zh M2 (low-sodium salt on lithium with enalapril: "no reliable rule for potassium"), zh M8 (an INR of 1.6
 * with no time frame), zh M9 ("纳豆激酶比华法林还好吧？" never answered "no").
 */
describe.each(LOCALES)('%s: review 51 moderates', (locale) => {
  const zh = locale === 'zh-CN';
  const ask = (name: string, who: Answers, text: string) =>
    assistantReply({
      text,
      locale,
      plan: storedPlanFor(`rev51-m:${name}:${locale}`, who, locale),
      medicines: [...who.medicines!],
    }).text;
  const onLithium: Answers = {
    ...person('female', 74, 152, 48, 'light'),
    medicines: ['lithium', 'hydrochlorothiazide', 'enalapril'],
  };
  const onWarfarin: Answers = {
    ...person('male', 46, 174, 82, 'light'),
    medicines: ['warfarin', 'metoprolol'],
    supplements: [{ optionId: 'vitamin-k2', dose: 1, unit: 'capsule' }],
  };

  it('M2: back to ordinary salt in the same amount, lithium and potassium rechecked', () => {
    const a = ask(
      'lithium',
      onLithium,
      zh
        ? '佢而家食紧低钠盐，医生话要少盐，咁佢仲食唔食得低钠盐？定系换返普通盐？'
        : 'She uses a low sodium salt because the doctor said less salt — should she keep it or go back to normal salt?',
    );
    expect(a).toMatch(zh ? /换回普通的加碘盐/ : /Switch back to ordinary iodised salt/);
    expect(a).toMatch(zh ? /复查血锂、血钠和血钾/ : /lithium, sodium and potassium rechecked/);
    expect(a).not.toMatch(zh ? /没有可靠的规则/ : /no reliable rule/);
  });

  it('M1: a lithium of 1.3 with a sodium of 133 — her values, the psychiatrist today, the dose asked about first', () => {
    const a = ask(
      'lithium-nsaid',
      { ...onLithium, medicines: [...onLithium.medicines!, 'ibuprofen'] },
      zh
        ? '化验单话血锂1.3，血钠133，系咪好危险？使唔使即刻停咗锂盐？'
        : 'her lithium level was 1.3 and sodium 133, is that dangerous? should she stop the lithium right away?',
    );
    expect(a).toMatch(zh ? /血锂1\.3已经高于1\.2/ : /above 1\.2/);
    expect(a).toMatch(zh ? /今天就联系精神科医生/ : /psychiatrist or lithium clinic today/);
    expect(a).toMatch(
      zh ? /今天这次锂盐先打电话问过医生再吃/ : /ask them about today’s dose before you take it/,
    );
  });

  it('M3: on lithium with a sodium of 133, no extra plain water — sweat replaced with salted fluids', () => {
    const who: Answers = {
      ...onLithium,
      labs: [{ marker: 'Sodium', value: 133, unit: 'mmol/L', labRefLow: 137, labRefHigh: 147 }],
    };
    const a = ask(
      'lithium-na',
      who,
      zh
        ? '天气热佢成日出汗，每日要饮几多水先够？'
        : 'It is hot and she sweats a lot — how much water should she drink a day?',
    );
    expect(a).toMatch(zh ? /不要额外大量喝白开水/ : /do not drink a lot of extra plain water/);
    expect(a).not.toMatch(zh ? /出汗多时额外多喝/ : /drink extra when you sweat/);
  });

  it('M10: half a jin of baijiu at a weekend sitting is a binge, in grams', () => {
    const a = ask(
      'warfarin',
      onWarfarin,
      zh
        ? '周末跟朋友喝酒，一般半斤白酒，有影响吗？'
        : 'at the weekend with friends I usually drink 250 ml of baijiu, does it matter?',
    );
    expect(a).toMatch(/83–105/);
    expect(a).toMatch(zh ? /酗酒/ : /a binge/);
  });

  it('M8: a low INR — the clinic today or tomorrow, the same day with a mechanical valve', () => {
    const a = ask(
      'warfarin',
      onWarfarin,
      zh ? '我现在INR 1.6，要不要紧？' : 'my INR is 1.6 now, is that a problem?',
    );
    expect(a).toMatch(zh ? /今天或明天/ : /today or tomorrow/);
    expect(a).toMatch(zh ? /机械心脏瓣膜/ : /mechanical heart valve/);
  });

  it('M9: nattokinase is no substitute for warfarin', () => {
    const a = ask(
      'warfarin',
      onWarfarin,
      zh
        ? '纳豆激酶能溶血栓，我吃了不是更保险吗？比华法林还好吧？'
        : 'nattokinase dissolves clots — isn’t it better than warfarin?',
    );
    expect(a).toMatch(zh ? /不能替代，也不要自己停用抗凝药/ : /No — it cannot replace it/);
    // The natto (food) text is not the answer to a question about nattokinase.
    expect(a).not.toMatch(zh ? /服用华法林期间不要吃纳豆：/ : /natto is very high/);
  });
});

/**
 * zh M5 and M6: on isoniazid with her own zinc 100 mg and B6 200 mg, "這樣劑量OK嗎" got the isoniazid–B6 paragraph
 * ("已经在吃就按处方继续"), and "腳底麻麻刺刺的，是B6吃太多還是INH造成的" the same template. Both amounts are over their UL.
 */
describe.each(LOCALES)('%s: isoniazid with zinc 100 mg and B6 200 mg of her own', (locale) => {
  const zh = locale === 'zh-CN';
  const who: Answers = {
    ...person('female', 59, 156, 53, 'light'),
    medicines: ['adalimumab', 'leflunomide', 'isoniazid'],
    supplements: [
      { optionId: 'zinc-50', dose: 2, unit: 'tablet' },
      { optionId: 'vitamin-b6-50', dose: 4, unit: 'tablet' },
    ],
  };
  const plan = storedPlanFor(`rev51-m5:${locale}`, who, locale);
  const ask = (text: string) => assistantReply({ text, locale, plan, medicines: [...who.medicines!] }).text;

  it('M5: each amount over its limit said, B6 down to 25–50 mg', () => {
    const a = ask(
      zh
        ? '我每天吃鋅100毫克、維他命B6 200毫克，這樣劑量OK嗎？'
        : 'I take zinc 100 mg and vitamin B6 200 mg every day, is that dose ok?',
    );
    expect(a).toMatch(zh ? /锌每天100 mg，超过了每日上限/ : /Zinc at 100 mg a day is above the upper limit/);
    expect(a).toMatch(
      zh ? /维生素B6每天200 mg，超过了每日上限/ : /Vitamin B6 at 200 mg a day is above the upper limit/,
    );
    expect(a).toMatch(/25–50/);
  });

  it('M6: numb feet — isoniazid, the B6 itself and the zinc named', () => {
    const a = ask(
      zh
        ? '最近腳底麻麻刺刺的，是B6吃太多還是INH造成的？'
        : 'my feet have been tingling lately — is it too much B6 or the INH?',
    );
    expect(a).toMatch(zh ? /异烟肼/ : /isoniazid/);
    expect(a).toMatch(zh ? /长期大剂量B6本身/ : /long-term high-dose B6 itself/);
    expect(a).toMatch(zh ? /缺铜/ : /copper deficiency/);
  });
});
