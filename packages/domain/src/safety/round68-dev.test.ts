/**
 * Blind triage round 68 (development data once its figures were recorded), in words of our own: a missed dialysis
 * session told as "两次都没去成", with both legs swollen and breathlessness, got the clot card first. Missed sessions
 * counted that way are missed sessions, and after one the breathlessness is the fluid: the clot card stays only for
 * one leg swollen.
 */
import { describe, expect, it } from 'vitest';
import { redFlagsFor } from './joined';

const kindsOf = (text: string) => redFlagsFor(text).map((h) => h.kind);

describe('a missed dialysis session with fluid overload is named as such', () => {
  it.each([
    '我妈做血透的，这周三次有两次都没去成，现在两条腿都肿，喘不上气',
    '我爸洗肾的，这礼拜一次都没去成，脚肿得厉害，晚上躺下就憋气',
    'my husband is on dialysis and missed both sessions this week, his ankles are puffy and he is short of breath lying down',
  ])('%s', (text) => {
    const kinds = kindsOf(text);
    expect(kinds[0]).toBe('missed_dialysis');
    expect(kinds).not.toContain('vte');
  });
  it('one leg swollen keeps the clot card beside it', () => {
    expect(
      kindsOf(
        'dad on dialysis missed friday, now his left calf is swollen and hot and he is short of breath',
      ),
    ).toEqual(expect.arrayContaining(['missed_dialysis', 'vte']));
  });
  it('a gym session missed twice is nothing', () => {
    expect(kindsOf('健身房这周两次都没去成，腿有点肿，吃什么消肿')).toEqual([]);
  });
});
