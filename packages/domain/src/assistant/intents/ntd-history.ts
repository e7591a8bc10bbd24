/**
 * A pregnancy affected by a neural tube defect before (spina bifida, anencephaly): the next one needs
 * folic acid 4 mg a day from before conception to 12 weeks, prescribed — the 400–800 µg of a prenatal is
 * not enough (sixth clinician review of 2026-11-26, en P2: "6 weeks pregnant, last pregnancy had spina
 * bifida" was read as a question about a child, and 800 µg was "enough").
 */
import { L } from '../format';
import { sourceLine, type Ctx, type Draft } from './shared';

const NTD =
  /脊柱裂|神经管(缺陷|畸形|闭合不全)|无脑儿|脑膨出|\bspina bifida\b|\bneural tube\b|\bntds?\b|\banencephal\w*|\bencephalocele\b/;
const PREGNANCY =
  /怀孕|怀上|孕|备孕|要孩子|要二胎|下一胎|叶酸|\bpregnan\w*|\btrying (to conceive|for a baby)\b|\bttc\b|\bnext (baby|pregnancy|one)\b|\bfolic\b|\bfolate\b|\bconceiv\w*/;

/** NICE/ACOG high-risk dose, in µg of folic acid a day. */
export const NTD_RECURRENCE_FOLIC_ACID_UG = 4000;

export function ntdHistoryAnswer(ctx: Ctx): Draft | null {
  const t = ctx.norm;
  if (!NTD.test(t) || !PREGNANCY.test(t)) return null;
  const l = ctx.locale;
  return {
    text:
      L(
        l,
        '**以前怀过神经管缺陷（如脊柱裂、无脑儿）的宝宝，这次属于高风险：叶酸要用大剂量，每天 4 毫克（4000 微克），由医生开处方**，从计划怀孕前至少1个月（最好3个月）开始，一直吃到孕满12周。孕期复合维生素里的 400–800 微克不够；不要用多吃几片复合维生素来凑（会同时吃进过多维生素A等）。如果已经怀孕，现在就开始，这周内联系产科医生：告诉医生上一胎的情况，按医生安排做早期的详细超声和筛查。',
        '**After a pregnancy with a neural tube defect (such as spina bifida or anencephaly), this pregnancy is high-risk: the folic acid dose is much higher — 4 mg (4,000 µg) a day, prescribed by your doctor** — from at least 1 month (ideally 3) before conception through 12 weeks of pregnancy. The 400–800 µg in a prenatal vitamin is not enough, and do not make up the dose with extra prenatal tablets (that adds too much vitamin A and other things). If you are already pregnant, start now and contact your obstetrician this week: tell them about the last pregnancy and follow their plan for early detailed ultrasound and screening.',
      ) +
      sourceLine(
        'ACOG Practice Bulletin 187, Neural tube defects (2017): 4 mg folic acid daily from 3 months before conception through 12 weeks after a previous NTD-affected pregnancy; CDC MMWR 1991;40:513 (4 mg); 围受孕期增补叶酸预防神经管缺陷指南(2017)：既往生育过神经管缺陷儿，每日增补4 mg',
        l,
      ),
    suggestions: [],
    warnings: [{ kind: 'see_doctor' }],
    prescribedDoses: { folate: NTD_RECURRENCE_FOLIC_ACID_UG },
  };
}
