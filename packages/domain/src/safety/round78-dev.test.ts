/**
 * Blind triage round 78 (development data once its after-measurement was recorded): "在吃甲硝唑…婆婆今晚做了醉鸡，我吃了好几块，
 * 现在整个人脸发烫，心砰砰跳，吐了一次…喘不过气" was caught but named a breathing emergency. A dish steeped in wine (醉鸡, 糟卤) is
 * the alcohol of a disulfiram-like reaction on metronidazole or a cephalosporin (Flagyl label §5 and §7).
 */
import { describe, expect, it } from 'vitest';
import { redFlagsFor } from './joined';

const kinds = (text: string) => redFlagsFor(text).map((h) => h.kind);

describe('a wine-steeped dish on metronidazole or disulfiram', () => {
  it.each([
    '吃着甲硝唑呢，晚饭吃了几块醉鸡，现在脸烫得厉害，心跳好快，还吐了',
    '在吃双硫仑，吃了糟卤鸭掌，现在满脸通红，恶心想吐',
  ])('%s → the disulfiram-like reaction', (text) => {
    expect(kinds(text)).toContain('disulfiram_reaction');
    expect(kinds(text)).not.toContain('breathing');
  });

  it('a recipe question about 醉鸡 raises nothing', () => {
    expect(kinds('醉鸡怎么做才入味？黄酒放多少')).toEqual([]);
  });
});
