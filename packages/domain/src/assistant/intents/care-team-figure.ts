/**
 * "My team set 2,500 kcal but the app says 1,392: can I eat 1,400?": a calorie figure set by the
 * person's own doctor, dietitian or treatment team outranks the plan's estimate, and the chat says so
 * (fifth clinician review of 2026-11-25, en P1: in refeeding at BMI 15.1 the chat answered "I will not
 * give a weight-loss calorie figure" twice and never backed the team).
 */
import { findDrugs } from '../entities';
import { fmt, L } from '../format';
import { sourceLine, type Ctx, type Draft } from './shared';

const TEAM_SET_EN =
  /\b(team|doctor|dr|dietitian|dietician|nutritionist|psychiatrist|gp|clinic|consultant|specialist|nurse)\b[^.?!]{0,40}\b(set|sets|prescribed|gave|give|wants?|told|tells|says?|said|put me on|recommended|asked)\b|\b(prescribed|set) by (my|the)\b/;
const TEAM_SET_ZH =
  /(医生|大夫|营养师|营养科|团队|医院|治疗组|门诊|主治)[^。？！?!]{0,12}(定|开|让我|要我|要求|给我|安排|规定|说|建议)/;
const KCAL = /(\d{1,2}[,，]?\d{3}|\d{3,4})(?!\d|\.\d)\s*(kcal|calories|cals?\b|千卡|大卡|卡(?!片|通|尔))?/gi;
/** A bare figure in a message about a vitamin or mineral, with no calorie word, is its dose. */
const NUTRIENT_WORDS =
  /维生素|维[a-eDdKk]|钙|铁|锌|镁|叶酸|鱼油|\bvit(amin)?\b|\biu\b|\bcalcium\b|\biron\b|\bzinc\b|\bmagnesium\b|\bfolic\b|\bfish oil\b/i;
/** A bare figure counts as calories in a message about calories. */
const CALORIE_WORDS = /千卡|大卡|卡路里|热量|能量|\bkcals?\b|\bcalories\b|\bcals\b/i;
/** A unit after the figure that is not energy: "2000单位的维D", "1000 IU", "1500 mg". */
const OTHER_UNIT =
  /^\s*(国际单位|单位|iu\b|i\.u\.|units?\b|mg\b|毫克|µg|ug\b|mcg\b|微克|ml\b|毫升|克|g\b|步|steps?\b|mmol|μmol|umol|元|块|次|天|岁|年)/i;

/**
 * Calorie figures in the message (800–6,000), in order. A figure with another unit is not one — "医生说我维D低，
 * 2000单位的能吃吗" is vitamin D, and a care team never set it as calories (thirtieth clinician review, zh S1).
 * Nor is a bare figure in a message that names a medicine and no calories: "should she still be on the metformin
 * 1000 twice a day" is its dose (fifty-first review, en S1: "keep to the 1000 kcal your care team set").
 */
function kcalFigures(text: string): number[] {
  const out: number[] = [];
  const aboutCalories = CALORIE_WORDS.test(text);
  const aboutMedicine = !aboutCalories && findDrugs(text).length > 0;
  for (const m of text.matchAll(KCAL)) {
    const v = Number(m[1]!.replace(/[,，]/g, ''));
    if (v < 800 || v > 6000) continue;
    if (m[2] === undefined) {
      const after = text.slice((m.index ?? 0) + m[1]!.length);
      if (aboutMedicine || (!aboutCalories && NUTRIENT_WORDS.test(text)) || OTHER_UNIT.test(after)) continue;
    }
    out.push(v);
  }
  return out;
}

/** The answer when the message sets the care team's calorie figure against the app's, else null. */
export function careTeamFigure(ctx: Ctx): Draft | null {
  const norm = ctx.norm;
  if (!TEAM_SET_EN.test(norm) && !TEAM_SET_ZH.test(ctx.text)) return null;
  const figures = kcalFigures(ctx.text);
  if (figures.length === 0) return null;
  const tdee = ctx.plan?.profile.tdeeKcal;
  const near = (v: number) => tdee !== undefined && Math.abs(v - tdee) <= 10;
  // The team's figure: the one that is not the app's, and the largest of the rest when several remain
  // (the person asks to eat less than it); never a figure the app printed.
  const others = figures.filter((v) => !near(v));
  const team = others.length ? Math.max(...others) : null;
  const l = ctx.locale;
  const teamText = team !== null ? L(l, `${fmt(team)} 千卡`, `${fmt(team)} kcal`) : L(l, '能量', 'figure');
  const app =
    tdee !== undefined
      ? L(
          l,
          `本应用算出的 ${fmt(tdee)} 千卡只是维持现在体重的估计，不是为增重或治疗定的，不是你的目标。`,
          `The app’s ${fmt(tdee)} kcal is only an estimate of what keeps your weight where it is today; it was not made for regaining weight or for your treatment, and it is not a target for you.`,
        )
      : L(
          l,
          '本应用的估计只是一般人维持体重的量，不是为你的治疗定的。',
          'The app’s estimate is only what keeps a typical weight steady; it was not made for your treatment.',
        );
  return {
    text:
      L(
        l,
        `**请按治疗团队给你定的${teamText}吃，不要少于它。**`,
        `**Keep to the ${teamText} your care team set — not less.**`,
      ) +
      ' ' +
      app +
      ' ' +
      L(
        l,
        '如果吃这么多觉得很难，请告诉团队，而不是自己减少：他们可以把它分到更多的正餐和加餐里，或者调整吃法。',
        'If eating that much feels too hard, tell your team rather than cutting back: they can spread it over more meals and snacks or change how it is made up.',
      ) +
      (ctx.plan?.findings.some((f) => f.id === 'refeeding-risk')
        ? ' ' +
          L(
            l,
            '脚踝肿、心跳很快、躺下就喘，请当天联系团队或就医。',
            'Swollen ankles, a racing heart or breathlessness lying down need your team or a doctor the same day.',
          )
        : '') +
      sourceLine(
        'NICE CG32 Nutrition support for adults (2006, updated 2017) §1.6 (refeeding planned by the team); NICE NG69 Eating disorders (2017) §1.3 (weight restoration with the treatment team)',
        l,
      ),
    suggestions: [],
    warnings: [{ kind: 'see_doctor' }],
  };
}
