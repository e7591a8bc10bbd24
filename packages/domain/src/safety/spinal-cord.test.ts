import { describe, expect, it } from 'vitest';
import { redFlagsFor } from './index';

const kindsOf = (text: string) => redFlagsFor(text).map((h) => h.kind);

// Closing note 2026-11-25: "乳腺癌骨转移，今天腰疼，两条腿发麻没力气" got no card. Cancer with back pain and
// numb or weak legs, or lost bladder or bowel control, is spinal cord compression until an MRI says
// otherwise (NICE NG234, 2023); back pain with those signs that came on suddenly or severely is cauda
// equina syndrome with or without cancer (GIRFT 2023). The card stays general: it names no condition.
describe('spinal cord compression and cauda equina', () => {
  it.each([
    '乳腺癌骨转移，今天腰疼，两条腿发麻没力气',
    '我爸肺癌，这两天背痛得厉害，今天腿软站不稳，小便也解不出来',
    '前列腺癌做过放疗，最近腰痛，今天早上起来两条腿麻麻的，迈不开步',
    'my mum has breast cancer and her back has been killing her, now her legs feel weak and numb',
    'prostate cancer, back pain for a week and today I cant pee and my legs are tingly',
    'on chemo for myeloma, my spine hurts and my legs keep giving way',
    'sudden terrible back pain and now I lost control of my bladder',
  ])('%s → urgent, no condition named', (text) => {
    expect(kindsOf(text)).toEqual(['urgent_general']);
  });

  it.each([
    '腰疼好几年了，想问吃钙片有没有用',
    '做完化疗，腿有点麻，吃什么B族好',
    '腰椎间盘突出，腿有点麻，平时吃什么好',
    '妈妈乳腺癌术后五年了，想问吃什么补钙',
    'my back hurts after gardening, is magnesium good for sore muscles',
    'I have lower back pain and my legs are a little tired after long walks',
    'my dad had colon cancer 10 years ago, what should he eat now?',
    'numb toes from chemo last year, does B6 help neuropathy?',
  ])('%s → quiet', (text) => {
    expect(kindsOf(text)).toEqual([]);
  });
});
