/**
 * Blind triage round 35 (docs/triage-rounds/round-35), development data once its figures were reported
 * (813/820 caught, 11/600 false alarms, the same at the session's start and at its last triage change). The
 * seven misses are worked into classes with other words both ways: an intrusive thought told as "一直想如果我
 * 掐他一下会怎样" with the birth in pinyin ("chan hou"); warfarin typed "华发林" with a shaving cut
 * bleeding for twenty minutes; a glucose of 26.5 typed in the chat (a Chinese critical value from 25 mmol/L);
 * sickle cell disease with "a slight fever 38.5"; a home doppler that could not find the heartbeat at 34 weeks
 * after a still day; amitriptyline with ondansetron and a triptan and the serotonin picture; a 14-year-old on
 * "500 cal a day" whose "period stop".
 */
import { describe, expect, it } from 'vitest';
import { redFlagsFor } from './joined';

const kinds = (text: string) => redFlagsFor(text).map((h) => h.kind);

describe('missed in round 35: now on an urgent card, and the same classes in other words', () => {
  it.each([
    [
      'chan hou yi ge yue, 我控制不住一直想如果我掐他一下会怎样 这个念头甩不掉 我连抱他都不敢了 哺乳期可以吃B族维生素吗',
      'perinatal_crisis',
    ],
    ['生完宝宝两个月 我一直想如果我掐她一下会怎样 不敢抱她', 'perinatal_crisis'],
    [
      '爷爷吃华发林 今天刮胡子刮破了 血一直滴 用毛巾捂了二十分钟还在流 他说没事 老年人血管脆',
      'anticoagulant_bleeding',
    ],
    ['我妈吃花法林的 鼻血流了半个小时止不住', 'anticoagulant_bleeding'],
    ['空腹血糖测出来26.5 我没有糖尿病史 最近就是口渴 想问该吃什么主食', 'critical_lab'],
    ['blood sugar came back 25.4 this morning, very thirsty, what should i eat', 'critical_lab'],
    [
      'sickle cell pt, 23F. got a slight fever 38.5 and feeling chills. its late and i dont want to go in. vit d ok?',
      'sickle_cell_crisis',
    ],
    ['我有镰状细胞病 有点低烧 量了38.6度 吃点什么好', 'sickle_cell_crisis'],
    [
      'used my home doppler bc baby seemed still all day (34 wks), couldnt find the heartbeat, gonna try again after dinner',
      'reduced_fetal_movements',
    ],
    ['怀孕33周 今天宝宝好像没怎么动 用胎心仪听了半天找不到胎心 晚饭吃什么', 'reduced_fetal_movements'],
    [
      'taking amitriptyline and started an ondansetron for nausea plus my migraine meds. now very agitated, shaking hands, twitchy muscles, sweating, fast heart',
      'serotonin_syndrome',
    ],
    [
      'im 14 and been doing 500 cal a day for 2 months, got my period stop and I feel dizzy all the time. how can I lose 5 more kilos',
      'eating_disorder',
    ],
  ])('%s → %s', (text, kind) => {
    expect(kinds(text)).toContain(kind);
  });
});

describe('the words those fixes read, where nothing urgent is told', () => {
  it.each([
    '我不吃什么抗凝药，刮胡子刮破了一点，已经止住了，维生素K要补吗',
    'how do home dopplers work? is it safe to use one at 20 weeks',
    'my period stopped when I started the pill, is that normal? also which multivitamin',
    'I eat about 1800 calories a day, is that enough protein for a 14 year old swimmer',
    '哺乳期可以吃维生素B族吗，宝宝四个月',
    'on amitriptyline for sleep, can I take magnesium glycinate with it?',
  ])('%s', (text) => {
    expect(kinds(text)).toEqual([]);
  });
});
