/**
 * The first gates: what the product is and whether its amount can be read. A product a condition rules
 * out by name, one that cannot be identified, a count of units of unknown strength, a unit that is no
 * amount of it, an amount that cannot be one, and the salt a dose was given in.
 */
import { pick } from '../contracts/common';
import { SALT_ELEMENTAL_NOTE, SALT_ELEMENTAL_NOTE_NO_MASS, SALT_NOTE } from '../knowledge/salts';
import { doseText, unitWord } from '../units/words';
import type { ReviewContext } from './context';
import { fmt, nutrientLower } from './format';
import { applyEach, eachItem, gate, type Subject } from './gate';
import type { ResolvedItem } from './resolve';
import type { ReviewInput } from './types';

type NamedRule = NonNullable<ReviewInput['namedAvoid']>[number];
interface NamedCase extends Subject {
  rule: NamedRule;
}

// A product the person's condition rules out by what it is (berberine, coptis, pearl powder with G6PD
// deficiency), known to the table or only typed.
const namedHit = (rule: NamedRule, it: ResolvedItem): boolean => {
  const typed = typeof it.input?.name === 'string' ? it.input.name : '';
  const known = it.option ? `${it.option.zh} ${it.option.en} ${it.option.aliases.join(' ')}` : '';
  return (
    rule.names.test(typed) ||
    rule.names.test(known) ||
    (it.option !== undefined && (rule.substances ?? []).includes(it.option.main))
  );
};

const NAMED_AVOID = gate<NamedCase>()({
  id: 'named.avoid',
  why: "A condition rules the product out by what it is (berberine with G6PD deficiency): `avoid` with the condition's reason",
  when: (s) => namedHit(s.rule, s.it),
  text: 'review.quoted',
  apply: (s) => ({
    verdict: s.it.input?.prescribed !== true ? 'avoid' : undefined,
    params: { text: s.rule.text },
  }),
});

const NAMED_CAUTION = gate<NamedCase>()({
  id: 'named.caution',
  why: 'A condition makes the product a caution by what it is (dandelion root with kidney disease): said only',
  when: (s) => namedHit(s.rule, s.it),
  text: 'review.quoted',
  apply: (s) => ({ params: { text: s.rule.text } }),
});

const product = gate<Subject>();

/** Identity and amount, in the order they are said. */
const PRODUCT_GATES = [
  product({
    id: 'unknown',
    why: 'Pharmacist review A3: an unrecognised product cannot be checked, so it is said, never passed as "keep"',
    when: (s) => !s.it.option,
    text: 'review.unknown',
    apply: () => ({ verdict: 'unchecked', params: {} }),
  }),
  product({
    id: 'uncounted',
    why: 'A count of tablets of unknown strength is never guessed, so the UL cannot be checked for it (ADR 0032)',
    when: (s) => !!s.it.option && !!s.it.uncounted,
    text: 'review.uncounted',
    apply: (s, c) => ({
      verdict: 'unchecked',
      params: {
        given: doseText(s.it.input.dose, s.it.input.unit, c.locale),
        one: unitWord(s.it.input.unit, c.locale),
      },
    }),
  }),
  product({
    id: 'unit_unread',
    why: 'Tenth clinician review, zh P1 #1: a known product in a unit that is no amount of it (nattokinase in IU) is unchecked; its interactions still apply',
    when: (s) => !!s.it.option && !!s.it.unitUnread,
    text: 'review.unitUnread',
    apply: (s, c) => ({
      verdict: 'unchecked',
      params: {
        what: pick(s.it.option!, c.locale),
        given:
          typeof s.it.input?.dose === 'number' && typeof s.it.input?.unit === 'string'
            ? `${fmt(s.it.input.dose)} ${String(s.it.input.unit)}`
            : '',
      },
    }),
  }),
  product({
    id: 'unreadable',
    why: 'An amount that cannot be one of the product (grams of a microgram vitamin) is not read',
    when: (s) => !!s.it.option && !!s.it.unreadable,
    text: 'review.unreadable',
    apply: (s, c) => {
      const d = s.it.option!.defaultDose;
      return {
        verdict: 'unchecked',
        params: {
          given: doseText(s.it.input.dose, s.it.input.unit, c.locale),
          serving: doseText(d.amount, d.unit, c.locale),
          times: fmt(Math.floor(s.it.unreadable!.servings)),
        },
      };
    },
  }),
  product({
    id: 'salt',
    why: 'A dose given as a salt: both amounts first, so the user sees what was counted (knowledge/salts.ts)',
    when: (s) => !!s.it.salt,
    text: 'review.quoted',
    apply: (s, c) => {
      const salt = s.it.salt!;
      const element = salt.row.nutrient;
      const note =
        salt.basis !== 'elemental'
          ? SALT_NOTE
          : 'hydrateVaries' in salt.row && salt.row.hydrateVaries
            ? SALT_ELEMENTAL_NOTE_NO_MASS
            : SALT_ELEMENTAL_NOTE;
      return {
        params: {
          text: pick(note, c.locale)
            .replace('{salt}', pick(salt.row, c.locale))
            .replace('{saltMg}', fmt(salt.mg))
            .replace('{element}', nutrientLower(element, c.locale))
            .replace('{elementMg}', fmt(s.it.amounts[element] ?? 0)),
        },
      };
    },
  }),
];

/** Rules by name, each over every product (rule by rule), then what the product is and its amount. */
export function productChecks(c: ReviewContext): void {
  const named = (rules: readonly NamedRule[] | undefined): NamedCase[] =>
    (rules ?? []).flatMap((rule) => eachItem(c).map((s) => ({ ...s, rule })));
  applyEach(c, [NAMED_AVOID], named(c.input?.namedAvoid));
  applyEach(c, [NAMED_CAUTION], named(c.input?.namedCaution));
  applyEach(c, PRODUCT_GATES, eachItem(c));
}
