/**
 * Temozolomide and ribociclib, typed in and kept as unknown in the twenty-eighth clinician review (en m8):
 * found by their names as oral anticancer drugs, ribociclib with its label's grapefruit, pomegranate and QT
 * rules (Kisqali US PI §5, §7).
 */
import { describe, expect, it } from 'vitest';
import { askAs } from '../assistant/faq/testing';
import { resolveMedicine } from '../interactions/resolve';
import { drugById } from '../interactions/taboos';
import { QT_PROLONGING_DRUGS } from './lab-markers';

describe('temozolomide and ribociclib in the medicine dictionary', () => {
  it.each([
    ['替莫唑胺', 'temozolomide'],
    ['Temodar 140 mg', 'temozolomide'],
    ['瑞波西利', 'ribociclib'],
    ['Kisqali', 'ribociclib'],
    ['凯丽隆', 'ribociclib'],
  ])('finds %s as %s, an oral anticancer drug', (q, id) => {
    expect(resolveMedicine(q)).toMatchObject({ status: 'resolved', id });
    expect(drugById(id)?.classes).toContain('chemotherapy');
  });

  it('ribociclib prolongs the QT interval', () => {
    expect(QT_PROLONGING_DRUGS).toContain('ribociclib');
  });
});

describe('grapefruit and pomegranate on ribociclib', () => {
  it.each([
    [
      'en-US',
      'can I have grapefruit or pomegranate juice on Kisqali?',
      /no grapefruit, pomelo or pomegranate/,
    ],
    ['zh-CN', '吃凯丽隆能喝石榴汁吗', /西柚（葡萄柚）、柚子、石榴和它们的果汁都要避开/],
  ] as const)(
    '%s "%s"',
    (locale, text, says) => {
      const r = askAs({ locale, text });
      expect(r.text).toMatch(says);
      expect(r.text).not.toMatch(/no reliable rule|没有可靠的规则/);
    },
    60_000,
  );

  it('vitamin C and NAC on temozolomide: no high-dose antioxidants during treatment', () => {
    const r = askAs({
      locale: 'en-US',
      text: "is it ok to keep taking my vitamin C 2000 and the NAC while I'm on temodar and radiation?",
    });
    expect(r.text).toMatch(/take no high-dose antioxidant supplements/);
    expect(r.text).not.toMatch(/no reliable rule for \*\*temozolomide/i);
  }, 60_000);
});
