import { describe, expect, it } from 'vitest';
import { ruleFlagsFor } from './detect';

const ruleKinds = (text: string) => ruleFlagsFor(text).map((h) => h.kind);

// False alarms of the phrase rules found with the leave-one-round-out check (`npm run
// eval:triage-folds`, docs/assistant-triage.md), worked into general forms: a hypo treated and over,
// said not to be diabetes or a daily pattern; a nosebleed on a blood thinner that stopped within minutes
// or with pressure; a face numb from the dentist or uneven since birth; sore chest muscles after a
// workout; a question asked ahead ("not happening now", "提前问问") or an instruction reported ("call if",
// "医生说…再来医院"); a worry that something might happen; an idiom ("die of embarrassment"), a word
// mentioned ("the word "overdose""), a homework "worst headache". The rows are new phrasings.
describe('fold look-alikes: not emergencies now', () => {
  it.each([
    'felt shaky before lunch, had a granola bar and 10 minutes later I was totally fine. not diabetic, just curious',
    '我没有糖尿病 饿的时候会手抖 低血糖吗 吃什么零食好',
    'on glipizide, sugar dipped to 3.6 and i got sweaty, drank juice and it came back up to 6. what bedtime snack?',
    '打胰岛素 下午有点低血糖 手抖 喝了半瓶可乐 十分钟就缓过来了 晚上吃什么',
    'I get a sugar crash every afternoon, a bit shaky and tired, what lunch keeps me steady?',
    'on warfarin, small nosebleed after blowing my nose, pinched it and it stopped within 5 minutes',
    '吃华法林 刷牙牙龈出了点血 按了一下就止住了 要换牙膏吗',
    'my cheek is still numb from the novocaine at the dentist, can I drink coffee?',
    '补完牙打了麻药 半边脸还是麻的 能吃饭吗',
    'my smile has always been a bit lopsided, since I was born. does facial yoga work?',
    'benched heavy yesterday and my chest is sore today, hurts when I press on it. more protein?',
    'asking in advance, nothing is happening right now: on apixaban, when is a nosebleed an ER trip?',
    '医生说如果胎动少了就马上去医院 我现在一切正常 想问孕晚期怎么吃',
    '怕我爸在浴室摔倒磕到头 他在吃利伐沙班 扶手装哪里好',
    'this tax paperwork is giving me the worst headache, any calming teas?',
    'I could die of embarrassment, my stomach growled during the exam. filling breakfast?',
    'the label uses the word "overdose" which scared me, i take one gummy a day. is that fine?',
    // a time after a meal is not a glucose level ("餐后2小时7.6": 2 is the hours)
    '妊娠糖尿病 血糖餐后2小时7.9 算正常吗',
    'post meal 2h glucose 7.4, is that ok in pregnancy?',
  ])('%s', (text) => {
    expect(ruleKinds(text)).toEqual([]);
  });
});

describe('fold look-alikes: still emergencies', () => {
  it.each<[string, string]>([
    ['on insulin, sugar 2.5, had juice twice and she is confused and sweaty now', 'severe_hypoglycaemia'],
    ['低血糖，浑身发抖出汗', 'severe_hypoglycaemia'],
    ['吃利伐沙班 牙龈出血 压着半小时也不停', 'anticoagulant_bleeding'],
    [
      'on warfarin and the nosebleed has gone 20 minutes, pinching is not stopping it',
      'anticoagulant_bleeding',
    ],
    ['went to the dentist this morning and now his face droops and his speech is slurred', 'stroke'],
    ['chest pain after the gym, sweating and short of breath', 'chest_pain'],
    ['just found my husband passed out on the sofa, cannot wake him', 'fainting'],
    ['grandma has black stools since yesterday and fainted once, on aspirin', 'bleeding'],
    ['喝了半瓶百草枯 他说现在没事 还能走路', 'poisoning'],
    ['医院抽血血糖2.6 护士让我去急诊 我觉得没事', 'severe_hypoglycaemia'],
  ])('%s → %s', (text, kind) => {
    expect(ruleKinds(text)).toContain(kind);
  });
});
