/**
 * Losing or gaining weight: the plan's energy target and protein, never a crash diet — and never a
 * deficit for someone still growing or an older person who is already thin. One intent per file;
 * reply.ts dispatches through its HANDLERS table.
 */
import { noDeficitReasonsOf } from '../../knowledge/no-deficit';
import { fmt, L } from '../format';
import { sourceLine, suggestionsFor, type Ctx, type Draft } from './shared';
import {
  BMI_LABEL,
  crashDietLine,
  energyTargetLine,
  goalPaceLine,
  noDeficitLine,
  proteinLine,
  weightLossTarget,
} from './bmi';
import { tipAnswer } from './tips';
import { CONDITION_TOPIC_RULES, dysphagiaWeightRule } from './condition-topics';
import { pick } from '../../contracts/common';
import {
  EATING_DISTRESS,
  EATING_DISTRESS_REPLY,
  EATING_SCREEN_FINDING_ID,
  EATING_SCREEN_REPLY,
  SCOFF_SOURCE,
} from '../../knowledge/scoff';

const GAIN =
  /增重|增肥|长胖|增肌|胖一点|长点肉|长肉|胖起来|增加体重|体重上不去|长不胖|长回来|胖回来|(体重|肉|斤)[^，。？?]{0,4}(补|长|养|涨)回来|恢复(原来的)?体重|\bgain\b|\bbulk|\bmuscle\b|\bput on (some )?weight\b|\bput (some |the )?weight (back )?on\b|\bregain\w*\b|\bweight back (up|on)\b|\bunderweight\b|\btoo thin\b|\bkeeps? losing weight\b|\blosing weight without trying\b/;

/** An age under 18 the message states ("我16岁", "im 16", "15-year-old", "高一"). */
export function statedMinorAge(text: string): boolean {
  const zh = /(?<![\d.])(\d{1,2})\s*(周)?岁/.exec(text);
  if (zh && !zh[2] && Number(zh[1]) >= 8 && Number(zh[1]) < 18) return true;
  // "我16 160cm 55kg", "今年15了": an age said without 岁, before a height, a weight or the end of the
  // clause (blind answer round 20, zh-154: "我还不知道你的年龄" to a girl who had said 16).
  const bare =
    /今年\s*(\d{1,2})(?![\d.]|\s*(?:年|月|号|日|斤|公斤|kg|次|个|天))|我\s*(\d{1,2})(?:\s*了)?(?=[\s，,、]*(?:\d{2,3}(?:\.\d)?\s*(?:cm|厘米|公分|kg|公斤|斤)|身高|体重|[，,。！？!?]|$))/i.exec(
      text,
    );
  if (bare && Number(bare[1] ?? bare[2]) >= 8 && Number(bare[1] ?? bare[2]) < 18) return true;
  // "16f 160cm", "F16": an age and a sex letter, as people write them in forums.
  if (
    /(?<![\d.])(?:1[0-7])\s?[fm]\b|(?<!['’])\b[fm]\s?1[0-7](?!\d|\.\d|\s*(?:hours?|hrs?|minutes?|mins?|weeks?|months?|days?))/i.test(
      text,
    )
  )
    return true;
  const en =
    /\b(?:i['’]?m|i am|im|age|aged)\s+(\d{1,2})\b(?!\s*(?:weeks?|wks?|months?|days?|hours?|hrs?|minutes?|mins?|kg|kgs|kilos?|lbs?|pounds?|stone|cm|%))|\b(\d{1,2})[- ]?(?:yo|y\/o|years? old|year-old)\b/i.exec(
      text,
    );
  const n = en ? Number(en[1] ?? en[2]) : NaN;
  if (n >= 8 && n < 18) return true;
  // "My son is 17", "she's 15", "is it safe at 17?" (blind answer round 63, en-054, en-056, development data: a
  // parent's 17-year-old given adult creatine advice).
  const told =
    /\b(?:son|daughter|kid|child|boy|girl|he|she)(?:['’]s| is)\s+(1[0-7]|[89])\b(?!\s*(?:weeks?|months?|days?|hours?|hrs?|h\b|minutes?|mins?|kg|kgs|kilos?|lbs?|pounds?|stone|st\b|cm|%|:|\.\d|mg|g\b|ml|am\b|pm\b|o'?clock))|\b(?:safe|ok|okay|fine|allowed|good|too young|old enough|start(?:ing)?)\b[^.?!]{0,20}\bat (1[2-7])\s*(?=[?!.,]|$)/i.exec(
      text,
    );
  if (told) return true;
  return /中考|初中|高中|高[一二三]|初[一二三]|中学生|\bhigh school\b|\bmiddle school\b|\bteen(ager)?\b/i.test(
    text,
  );
}

/** Someone still growing asks about losing weight (AAP 2016; 中国学龄儿童膳食指南 2022). */
export function minorWeight(ctx: Ctx): Draft {
  const l = ctx.locale;
  return {
    text:
      L(
        l,
        '**你还在长身体，不建议节食减重。** 每天只吃1000千卡、不吃晚饭、只喝代餐、减肥药、燃脂软糖或功能饮料，都可能影响生长、月经、骨骼和学习，也容易发展成进食问题。\n\n' +
          '- 一日三餐按时吃，早餐别省；每餐有主食、蛋白质（蛋、奶、豆、鱼肉）和蔬菜\n- 含糖饮料和奶茶换成白水或无糖奶，零食选水果、酸奶\n- 每天活动至少60分钟，睡够8小时以上\n\n' +
          '想调整体重，请和家长一起去儿科、青少年门诊或学校医生那里评估：他们会按你的生长曲线判断要不要调整、怎么调整。如果你常常因为体重不敢吃饭、吃完想吐或觉得自己失控，请尽快告诉家长或医生。',
        '**You are still growing, so dieting to lose weight is not advised.** 1,000 calories a day, skipping meals, meal-replacement shakes, diet pills, fat-burner gummies or energy drinks can affect growth, periods, bones and concentration, and can lead to an eating disorder.\n\n' +
          '- Eat three regular meals (do not skip breakfast), each with a starch, protein (eggs, milk, beans, fish or meat) and vegetables\n- Swap sugary drinks and boba for water or plain milk; snack on fruit or yogurt\n- Move for at least 60 minutes a day and sleep 8 hours or more\n\n' +
          'If you want to change your weight, see your paediatrician or family doctor with a parent: they judge it on your growth chart and plan it with you. If you often feel afraid to eat, want to throw up after eating or feel out of control around food, tell a parent or your doctor soon.',
      ) +
      sourceLine(
        'Golden NH et al., Preventing Obesity and Eating Disorders in Adolescents, AAP Clinical Report, Pediatrics 2016;138(3):e20161649; 中国营养学会《中国学龄儿童膳食指南（2022）》',
        l,
      ),
    suggestions: [],
    warnings: [{ kind: 'see_doctor' }],
  };
}

/** Whether the plan's eating-disorder screen was positive (its finding is there). */
export function eatingScreenPositive(ctx: Pick<Ctx, 'plan'>): boolean {
  return ctx.plan?.findings.some((f) => f.id === EATING_SCREEN_FINDING_ID) === true;
}

/** A question about gaining weight rather than losing it (the gain tips stay open after a screen). */
export function asksToGain(ctx: Pick<Ctx, 'norm'>): boolean {
  return GAIN.test(ctx.norm) && !GAIN_WORRY.test(ctx.norm);
}

/**
 * A weight or calorie question after a positive eating-disorder screen (SCOFF): no deficit, target or
 * calorie figure — counting and cutting can feed an eating disorder (NICE NG69) — but regular meals and
 * the same gentle referral as the plan's finding.
 */
export function eatingScreenAnswer(ctx: Ctx): Draft {
  const referral = pick(EATING_SCREEN_REPLY, ctx.locale);
  return {
    text: referral + sourceLine(SCOFF_SOURCE.ref, ctx.locale),
    suggestions: [],
    warnings: [{ kind: 'see_doctor' }],
    notes: [{ id: 'eating-screen-referral', text: referral }],
  };
}

/** Words of distress about eating or the body (失控, 讨厌自己的身体, 暴食, hate my body, binge …). */
export function eatingDistress(ctx: Pick<Ctx, 'norm'>): boolean {
  return EATING_DISTRESS.test(ctx.norm);
}

/**
 * Distress about eating or body image, with or without a screen: kind words and the gentle referral,
 * never a nutrient list or a calorie figure (NICE NG69). A model never rewrites it (rule-only note).
 */
export function eatingDistressAnswer(ctx: Ctx): Draft {
  const text = pick(EATING_DISTRESS_REPLY, ctx.locale);
  return {
    text: text + sourceLine(SCOFF_SOURCE.ref, ctx.locale),
    suggestions: [],
    warnings: [{ kind: 'see_doctor' }],
    notes: [{ id: 'eating-screen-referral', text }],
  };
}

/**
 * An older person with a low BMI: weight loss is a malnutrition sign, not a goal (GLIM 2019: BMI under
 * 22 at 70 or over, under 20 below 70).
 */
function tooThinToLose(ctx: Ctx): boolean {
  const p = ctx.plan?.profile;
  if (!p) return false;
  return p.bmiCategory === 'underweight' || (p.age >= 70 && p.bmi < 22);
}

/**
 * A worry about gaining ("吃德巴金是不是会长胖", "will it make me gain weight", "这顿是不是最长肉的"), not a
 * wish to.
 */
const GAIN_WORRY =
  /最(容易)?长(肉|胖)|最(容易)?(发|致)胖|\b(most|more|very|so) fattening\b|会(不会)?(让人|让我)?长胖|是不是会长胖|长胖了|胖了(好)?[几\d]|越来越胖|\bmake (me|you|her|him) (gain|fat)\b|\b(gain(ed|ing)?|put on) (\w+ )?(weight|pounds|lbs|kg|kilos) (on|from|since|because)\b|\bweight gain\b/;

/**
 * Weight going down that nobody is trying to lose: "人越来越瘦", "消瘦", "my dad is on dialysis and losing
 * weight" (ninth clinician review, zh P2 Q4: a dialysis patient's weight loss must never read as a wish to
 * diet). A person said to be losing weight (he, she, dad …) or thinner by the day.
 */
const LOSING_UNWANTED =
  /越来越瘦|一直(在)?瘦|消瘦|掉秤|体重(一直|不断|越来越|老是)(在)?(下降|减轻|掉)|瘦了(好多|很多|一圈)|\b(he|she|dad|mum|mom|father|mother|husband|wife|grandma|grandpa|granny)\b[^.?!]{0,40}\b(losing|lost) (so much |a lot of )?weight\b|\bgetting thinner\b/;

/**
 * A wish to lose weight from now on ("现在92公斤想减15公斤", "trying to lose 20 lb"): the gain card never
 * answers it, whatever other word matched (answer round 39, zh-019: weight-gain snacks for a man of 92 kg).
 * Past dieting ("以前减肥减掉10公斤，现在想长回来") is not a wish.
 */
const LOSS_WISH =
  /(想|要|准备|打算|计划|争取)(再)?减(肥|重|掉|个|下|到)?\s*\d*|\b(want|wanna|trying|try|need|hoping|hope|plan(ning)?|going) to (lose|drop|shed|slim)\b/;

export function weight(ctx: Ctx): Draft {
  const l = ctx.locale;
  if (statedMinorAge(ctx.text)) return minorWeight(ctx);
  const unwanted = LOSING_UNWANTED.test(ctx.norm);
  // Underweight or wanting to gain (the plan's own reasons for no deficit): the gain answer, never the
  // loss tips (tenth clinician review, zh P4 finding 1).
  const gainPlanned = noDeficitReasonsOf(ctx.plan).some(
    (r) => r === 'underweight' || r === 'weight_gain_goal',
  );
  const thin = tooThinToLose(ctx) || unwanted || gainPlanned;
  const wantsGain = GAIN.test(ctx.norm) && !GAIN_WORRY.test(ctx.norm) && !LOSS_WISH.test(ctx.norm);
  if (wantsGain || thin) {
    const extra: string[] = [];
    const p = ctx.plan?.profile;
    if (thin && p)
      extra.push(
        L(
          l,
          `BMI ${fmt(p.bmi)}${p.age >= 70 ? `，${fmt(p.age)}岁` : ''}：不建议减重；${unwanted ? '体重在掉本身就要' : '如果体重在不知不觉地掉，就要'}请医生查原因（营养不良、吞咽、牙齿、疾病或药物）。先保证每餐有蛋白质，少量多餐，需要时由医生或营养师决定是否用口服营养补充剂。`,
          `BMI ${fmt(p.bmi)}${p.age >= 70 ? ` at ${fmt(p.age)}` : ''}: weight loss is not advised, and ${unwanted ? 'losing weight is itself' : 'losing weight without trying would be'} a reason for a doctor to look for the cause (undernutrition, swallowing, teeth, illness or medicines). Put protein in every meal, eat small and often, and let a doctor or dietitian decide on oral nutritional supplements.`,
        ) +
          sourceLine(
            'Cederholm T et al., GLIM criteria for the diagnosis of malnutrition, Clin Nutr 2019;38(1):1–9 (low BMI: < 20 under 70 years, < 22 at 70 or over); Volkert D et al., ESPEN guideline on clinical nutrition and hydration in geriatrics, Clin Nutr 2019;38(1):10–47',
            l,
          ),
      );
    // A swallowing difficulty: soft, energy- and protein-dense food at the therapist's texture and oral
    // nutritional supplements at a safe consistency — never nuts or "strength training" (clinician
    // review 2026-11-25, Z4; IDDSI 2019; ESPEN geriatrics 2019).
    if (dysphagiaWeightRule(p?.conditions ?? [], ctx.text)) {
      const rule = CONDITION_TOPIC_RULES['dysphagia-weight'];
      return {
        text: [...extra, pick(rule.text, l) + sourceLine(rule.source.ref, l)].join('\n\n'),
        suggestions: suggestionsFor(ctx, [], undefined),
        warnings: [{ kind: 'see_doctor' }],
      };
    }
    return tipAnswer(
      ctx,
      'weight_gain',
      L(l, '**健康增重**', '**Gaining weight healthily**'),
      ctx.views,
      extra,
    );
  }
  const crash = crashDietLine(ctx);
  const extra: string[] = crash ? [crash] : [];
  if (ctx.plan) {
    const p = ctx.plan.profile;
    const target = weightLossTarget(ctx);
    extra.push(
      target
        ? energyTargetLine(ctx, target)
        : L(l, `你每天大约消耗 ${fmt(p.tdeeKcal)} kcal。`, `You use about ${fmt(p.tdeeKcal)} kcal a day.`),
    );
    const pace = target ? goalPaceLine(ctx) : null;
    if (pace) extra.push(pace);
    const held = noDeficitLine(ctx);
    if (held) extra.push(held);
    extra.push(proteinLine(ctx));
    if (p.bmiCategory === 'normal') {
      extra.push(
        L(
          l,
          `你的BMI是 ${fmt(p.bmi)}（${BMI_LABEL[p.bmiCategory].zh}），不建议再减重；如有体型方面的顾虑，可以咨询医生或营养师。`,
          `Your BMI is ${fmt(p.bmi)} (${BMI_LABEL[p.bmiCategory].en}); losing weight is not advised. Talk to a doctor or dietitian about any concerns.`,
        ),
      );
    }
  } else {
    return unknownAgeWeightLoss(ctx, crash);
  }
  if (PERIOD_CHANGE.test(ctx.norm)) extra.unshift(periodLine(l));
  return tipAnswer(ctx, 'weight_loss', L(l, '**健康减重**', '**Losing weight healthily**'), ctx.views, extra);
}

/** Periods that change or stop while cutting food (the dieting is the context the question gives). */
const PERIOD_CHANGE = /月经|例假|大姨妈|经期|\bperiods?\b|\bmenstrua/;
const DIETING = /减肥|节食|减重|少吃|控制饮食|\bdiet(ing)?\b|\blos(e|ing) weight\b|\bcalories\b/;

/** "My period is late since I started dieting — do I need iron?": the dieting is the question. */
export function isDietingPeriodQuestion(norm: string): boolean {
  return PERIOD_CHANGE.test(norm) && DIETING.test(norm);
}

function periodLine(l: Ctx['locale']): string {
  return (
    L(
      l,
      '**节食期间月经变得不规律、推迟或停了，常常是吃得太少、能量不够的信号，不是正常现象：** 请先别再减少饮食，尽快去看医生（妇科或全科），查明原因；补不补铁要看验血结果，由医生决定。',
      '**Periods that become irregular, late or stop while you are dieting are often a sign of eating too little energy, not something to ignore:** stop cutting food further and see a doctor soon (GP or gynaecologist) to find the cause; whether you need iron depends on a blood test, which the doctor orders.',
    ) +
    sourceLine(
      'Mountjoy M et al., 2023 International Olympic Committee consensus statement on Relative Energy Deficiency in Sport (REDs), Br J Sports Med 2023;57:1073–1097 (menstrual disturbance as a sign of low energy availability); Golden NH et al., AAP Clinical Report, Pediatrics 2016;138(3):e20161649',
      l,
    )
  );
}

/**
 * Weight loss asked with no plan: the age is unknown and the asker may be a teenager, so no calorie
 * deficit is named (AAP 2016) — what holds for anyone, the under-18 rule first, and the questionnaire
 * for a number.
 */
function unknownAgeWeightLoss(ctx: Ctx, crash: string | null): Draft {
  const l = ctx.locale;
  const lines = [
    L(l, '**健康减重**', '**Losing weight healthily**'),
    L(
      l,
      '我还不知道你的年龄。**如果你不满18岁，不建议节食减重：** 不吃饭、只喝代餐、减肥药、燃脂产品或功能饮料都可能影响生长、月经和骨骼，请和家长一起找医生评估。',
      'I do not know your age yet. **If you are under 18, dieting is not advised:** skipping meals, meal-replacement shakes, diet pills, fat burners or energy drinks can affect growth, periods and bones — see a doctor with a parent.',
    ),
    L(
      l,
      '对任何年龄都适用的做法：\n- 一日三餐按时吃，每餐有蛋白质（蛋、奶、豆、鱼肉）和蔬菜，主食选全谷物\n- 少喝含糖饮料和奶茶，少吃油炸食品\n- 每天多活动，睡够觉',
      'What helps at any age:\n- Three regular meals, each with protein (eggs, milk, beans, fish or meat) and vegetables; choose whole grains\n- Cut sugary drinks and fried food\n- Move every day and sleep enough',
    ),
    ...(PERIOD_CHANGE.test(ctx.norm) ? [periodLine(l)] : []),
    ...(crash ? [crash] : []),
    L(
      l,
      '成年人完成一份简短问卷（约2分钟），我就能按你的年龄、身高体重和活动量给出每天的热量目标。',
      'If you are an adult, answer the short questionnaire (about 2 minutes) and I can give you a daily calorie target for your age, size and activity.',
    ),
  ];
  return {
    text:
      lines.join('\n\n') +
      sourceLine(
        'Golden NH et al., Preventing Obesity and Eating Disorders in Adolescents, AAP Clinical Report, Pediatrics 2016;138(3):e20161649; WHO guidelines on physical activity (2020)',
        l,
      ),
    suggestions: suggestionsFor(ctx, [], 'protein'),
    warnings: [{ kind: 'see_doctor' }],
  };
}

/** Alcohol named in a message (both languages). */
const ALCOHOL_WORDS =
  /喝酒|啤酒|白酒|红酒|酒精|鸡尾酒|\b(alcohol\w*|beers?|wine|liquor|vodka|drinks? at (a |the )?party|get(ting)? drunk|shots?)\b/;

export function asksAboutAlcohol(norm: string): boolean {
  return ALCOHOL_WORDS.test(norm);
}

/** Alcohol for someone under 18: none, and what it does with insulin (ADA 2025 §14; ISPAD 2022). */
export function minorAlcohol(ctx: Ctx): Draft {
  const l = ctx.locale;
  return {
    text:
      L(
        l,
        '**你还不到18岁：不建议喝酒，国内法律也不允许向未成年人售酒。** 酒精会影响正在发育的大脑和肝脏。如果你有1型糖尿病或在打胰岛素，喝酒还会让血糖在几个小时后、甚至第二天早上掉得很低，而且喝醉时低血糖的样子很容易被当成“醉了”；普通啤酒含麸质，有乳糜泻的人也不能喝。聚会时可以选无糖饮料或水；和家长、糖尿病医生聊聊遇到聚会怎么办。',
        '**You are under 18: alcohol is not advised (and in the US it is not legal under 21).** It affects a brain and liver that are still developing. With type 1 diabetes or on insulin, alcohol can also drop your glucose hours later or the next morning, and a low can be mistaken for being drunk; regular beer contains gluten, so it is out with coeliac disease too. At parties choose sugar-free drinks or water, and talk with a parent and your diabetes team about what to do at parties.',
      ) +
      sourceLine(
        'American Diabetes Association, Standards of Care in Diabetes—2025 §14 Children and Adolescents (alcohol and hypoglycaemia counselling) and §5; WHO, Alcohol (fact sheet, 2024): no safe level for young people; 中华人民共和国未成年人保护法（2020修订）第五十九条（不得向未成年人销售烟酒）',
        l,
      ),
    suggestions: [],
    warnings: [{ kind: 'see_doctor' }],
  };
}
