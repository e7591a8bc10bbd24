import { describe, expect, it } from 'vitest';
import { withoutRepeatedParagraphs } from './reply-text';

const para =
  '羟氯喹（纷乐）在备孕、怀孕和哺乳期间一般都要继续吃：不吃羟氯喹的话，红斑狼疮等风湿病更容易复发，而复发对妈妈和胎儿的危害比这个药大。';

describe('a paragraph said twice is said once', () => {
  it('and a part heading left empty goes with it (forty-fifth clinician review, zh M16)', () => {
    const text = `**1. 纷乐怀孕了还能继续吃吗？**\n\n${para}\n\n_来源：ACR 2020_\n\n**2. 会不会影响宝宝的眼睛？**\n\n${para}\n\n_来源：ACR 2020_`;
    expect(withoutRepeatedParagraphs(text)).toBe(
      `**1. 纷乐怀孕了还能继续吃吗？**\n\n${para}\n\n_来源：ACR 2020_`,
    );
  });

  it('a heading with its own answer stays; short lines and different sources stay', () => {
    const text = `**1. a?**\n\n${para}\n\n_Source: A_\n\n**2. b?**\n\nOK.\n\nOK.\n\n_Source: B_`;
    expect(withoutRepeatedParagraphs(text)).toBe(text);
  });
});
