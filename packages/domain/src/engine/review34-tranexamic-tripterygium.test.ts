/**
 * Thirty-fourth clinician review: two medicines the dictionary did not know, so the plan and the chat were
 * silent on their label rules — tranexamic acid with the combined pill (en persona 2, heavy periods on
 * Cyklokapron and Microgynon; Lysteda US label §4: contraindicated together) and tripterygium glycosides
 * before a pregnancy (zh persona 8, IgA nephropathy on 雷公藤多苷 planning a second child; blind answer round
 * 38, zh-036 and en-036/037, unsafe). Both languages.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { findDrugs } from '../assistant/entities';
import { assistantReply } from '../assistant';
import { LOCALES } from '../testing';
import { planFor } from './index';

const NGOZI: Answers = {
  gender: 'female',
  age: 36,
  heightCm: 163,
  weightKg: 84,
  activityLevel: 'light',
  conditions: ['anemia'],
  medicines: ['tranexamic-acid', 'levonorgestrel-ethinylestradiol'],
};
const TAO: Answers = {
  gender: 'female',
  age: 31,
  heightCm: 160,
  weightKg: 52,
  activityLevel: 'light',
  goals: ['pregnancy_prep'],
  conditions: ['kidney_disease'],
  medicines: ['tripterygium-glycosides', 'irbesartan', 'prednisone', 'hydroxychloroquine'],
};

describe('the names are read', () => {
  it.each([
    ['Cyklokapron', 'tranexamic-acid'],
    ['氨甲环酸', 'tranexamic-acid'],
    ['Lysteda 650', 'tranexamic-acid'],
    ['雷公藤多苷片', 'tripterygium-glycosides'],
    ['雷公藤', 'tripterygium-glycosides'],
  ])('%s', (name, id) => {
    expect(findDrugs(name).map((d) => d.id)).toContain(id);
  });
});

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';
  it('tranexamic acid with a combined pill: the label’s contraindication, the gynaecologist, the clot signs', () => {
    const taboo = planFor(NGOZI, locale).medicineTaboos.find(
      (t) => t.drugId === 'tranexamic-acid' && t.target === 'levonorgestrel-ethinylestradiol',
    );
    expect(taboo?.severity).toBe('major');
    expect(`${taboo?.mechanism} ${taboo?.advice}`).toMatch(
      zh
        ? /说明书把它们列为禁止同用[\s\S]*妇科医生[\s\S]*胸痛/
        : /the label says not to use them together[\s\S]*gynaecologist[\s\S]*chest pain/,
    );
    const chat = assistantReply({
      text: zh ? '氨甲环酸能和避孕药一起吃吗' : 'can i take my cyklokapron with microgynon?',
      locale,
      plan: null,
      medicines: NGOZI.medicines ?? [],
    });
    expect(chat.text).toMatch(zh ? /说明书把它们列为禁止同用/ : /the label says not to use them together/);
  });

  it('a progestogen-only pill is not the label’s combined pill: no contraindication', () => {
    const taboos = planFor(
      { ...NGOZI, medicines: ['tranexamic-acid', 'norethindrone'] },
      locale,
    ).medicineTaboos;
    expect(taboos.some((t) => t.drugId === 'tranexamic-acid' && t.target === 'norethindrone')).toBe(false);
  });

  it('tripterygium before a pregnancy: fertility harm, the prescriber switches it, never stopped alone', () => {
    const f = planFor(TAO, locale).findings.find((x) => x.id === 'teratogen:tripterygium');
    expect(f?.text).toMatch(
      zh
        ? /会损伤生育力[\s\S]*有孕育要求的人也不宜使用[\s\S]*不要自己停药/
        : /harm fertility[\s\S]*nor by anyone trying for a baby[\s\S]*do not stop it yourself/,
    );
    const pregnant = planFor({ ...TAO, lifeStage: 'pregnant_t1', goals: [] }, locale).findings.find(
      (x) => x.id === 'teratogen:tripterygium',
    );
    expect(pregnant?.severity).toBe('urgent');
  });

  it('a man on tripterygium gets no pregnancy finding', () => {
    const f = planFor({ ...TAO, gender: 'male', goals: [] }, locale).findings.find(
      (x) => x.id === 'teratogen:tripterygium',
    );
    expect(f).toBeUndefined();
  });
});
