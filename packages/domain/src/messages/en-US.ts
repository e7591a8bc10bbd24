/** The domain's sentences in English: the keys of zh-CN.ts (the base), the same `{name}` placeholders. */
import type { Translation } from './catalogue';
import type { zhCN } from './zh-CN';

export const enUS = {
  targets: {
    standard: {
      cn2023: 'Chinese DRIs 2023',
      cn2013: 'Chinese DRIs 2013 (WS/T 578)',
      us: 'US DRIs, {report}',
      usOmega3: '{report}; no US DRI for EPA+DHA',
    },
    basis: {
      RNI: 'Recommended Nutrient Intake (RNI)',
      RDA: 'Recommended Dietary Allowance (RDA)',
      AI: 'Adequate Intake (AI)',
      AMDR: 'Lower end of the acceptable range (AMDR)',
    },
    vegetarian: {
      iron: 'iron',
      zinc: 'zinc',
      text: 'Vegetarian {nutrient} need is {factor} × the RDA (US DRIs): {detail}',
      raised: '{from} → {target} mg/day',
      capped:
        '{from} × {factor} ≈ {raised} mg/day, above the {target} mg/day upper limit, so your target is the upper limit itself, {target} mg/day: target and limit are the same, with no room above it',
    },
    osteoporosisVitaminD: 'Osteoporosis: vitamin D {iu} IU ({min}–{max} µg) a day',
    osteoporosisCalcium:
      'Osteoporosis (50 and over): calcium {min}–{max} mg a day (food and supplements together)',
    olderProtein: {
      osteoporosis: '65 or older with osteoporosis',
      lowBmi: '65 or older with a low BMI (a risk of malnutrition)',
      text: '{why}: protein {perMin}–{perMax} g/kg body weight a day, about {min}–{max} g',
    },
    sportsProtein:
      'Very active or building muscle: protein {perMin}–{perMax} g/kg body weight a day, about {min}–{max} g',
    bariatric: {
      protein: 'After bariatric surgery: protein {min}–{max} g a day (ASMBS 2019)',
      calcium:
        'After bariatric surgery: calcium {min}–{max} mg a day, as calcium citrate in divided doses (ASMBS 2019)',
      thiamin:
        'After bariatric surgery: thiamine (vitamin B1) at least {min} mg a day, as your surgical team prescribes (ASMBS 2019)',
      b12: 'After bariatric surgery: vitamin B12 {min}–{max} µg by mouth a day, as your surgical team prescribes (ASMBS 2019)',
      iron: 'After bariatric surgery: iron at least {min} mg a day (a multivitamin with iron); how much of {min}–{max} mg you need is set by your surgical team by the operation and whether you menstruate (ASMBS 2019)',
    },
    ibdActiveProtein:
      'Inflammatory bowel disease with a raised CRP (active inflammation): protein {perMin}–{perMax} g/kg body weight a day, about {min}–{max} g (ESPEN 2023)',
    liverProtein:
      'Cirrhosis: protein is not cut, {perMin}–{perMax} g/kg body weight a day, about {min}–{max} g (ESPEN 2019)',
    copdProtein:
      'COPD with a low weight or a weight-gain goal: protein {perMin}–{perMax} g/kg body weight a day, about {min}–{max} g (ERS 2014; GOLD 2024)',
    cancerProtein:
      'Cancer (during or after treatment): protein {perMin}–{perMax} g/kg body weight a day, about {min}–{max} g (ESPEN 2021)',
    kidneyProtein: {
      olderAtRisk:
        'Kidney disease at 65 or older with a risk of malnutrition: protein {perKg} g/kg body weight a day, about {grams} g, and no less (KDIGO 2024)',
      ceiling:
        'Kidney disease: protein no more than {perKg} g/kg body weight a day (about {grams} g, KDIGO 2024)',
      kdoqi:
        'Kidney disease (G3b–G5, not on dialysis): protein {perMin}–{perMax} g/kg body weight a day, about {min}–{max} g, the amount set by your nephrologist and renal dietitian (KDOQI 2020)',
      kdoqiDiabetes:
        'Kidney disease (G3b–G5, not on dialysis) with diabetes: protein {perMin}–{perMax} g/kg body weight a day, about {min}–{max} g, the amount set by your nephrologist and renal dietitian (KDOQI 2020)',
    },
    dialysisProtein:
      'On maintenance dialysis: protein {perMin}–{perMax} g/kg body weight a day, about {min}–{max} g (KDOQI 2020)',
  },
  schedule: {
    label: {
      medicine: '{drug} (your medicine, as prescribed)',
      medicineWeekly: '{drug} (once a week only — on the day your prescriber set, not on other days)',
      medicineMonthly: '{drug} (once a month only — on the day your prescriber set)',
      amount: '{nutrient} {amount}',
      own: '{name} (your own)',
    },
    hours: '{hours} hours',
    note: {
      order:
        'On waking take {first} first with plain water, {second} 30 minutes later, then breakfast 30–60 minutes after that.',
      split: 'Calcium goes at most {mg} mg at a time, so it is split between two meals.',
      spacing: '{a} and {b} at least {hours} hours apart.',
      unplaced:
        'You take {drug}: keep {what} at least {hours} hours from it — move the times above around your dose.',
      broken:
        'Your day cannot keep {a} and {b} {hours} hours apart at the times above. Ask your pharmacist or doctor how to fit them in; do not stop a medicine on your own.',
      twice:
        '{nutrient} goes at most {mg} mg at a time, but your day has two portions {at}. Ask your pharmacist how to fit them in.',
      moved: 'Take the {nutrient} {at}{food}{why}.',
      binder: {
        lead: '{drug} binds the medicines and nutrients taken with it in the gut, so space them around your dose of it: {groups}. The same goes for any other medicine or supplement; if they do not fit, ask your pharmacist — do not stop a medicine on your own.',
        group: 'take {names} at least {before} h before it or {after} h after it',
        groupBeforeOnly: 'take {names} at least {before} h before it',
        separator: '; ',
        names: ', ',
      },
    },
    moved: {
      withFood: ', with food rather than on an empty stomach',
      why: ': {list}',
      separator: ', ',
      after: '{hours} after your {name}',
      before: '{hours} before your {name}',
    },
  },
  reminders: {
    dose: {
      title: 'Time to take: {when}',
      slotItems: '{slot}: {items}',
      separator: ', ',
      lines: '; ',
    },
    person: '{name} · {text}',
    test: {
      title: 'Reminders are on',
      body: 'This is how this phone will remind you when it is time to take something.',
    },
    refill: {
      title: 'Running low: {name}',
      left: 'About {days} days left — time to reorder.',
      leftOne: 'About 1 day left — time to reorder.',
      out: 'It has run out — reorder if you still need it.',
    },
    calendar: {
      name: 'AI Nutritionist · dose reminders',
      note: 'Reminders from your daily schedule; download the calendar file again when your plan changes.',
    },
  },
  energy: {
    bmi: {
      notJudged:
        'BMI {bmi} (current weight): weight is not judged on current weight in pregnancy; add your pre-pregnancy weight',
      judged: '{basis}BMI {bmi}: {category} by {standard}',
      prePregnancy: 'Pre-pregnancy ',
      standardCn: "China's adult weight standard (WS/T 428-2013)",
      standardWho: 'the WHO classification',
    },
    category: {
      underweight: 'underweight',
      normal: 'normal',
      overweight: 'overweight',
      obese: 'obese',
    },
    bmr: 'Resting energy by the Mifflin–St Jeor equation: {kcal} kcal/day',
    activity: 'Activity factor {factor}: about {kcal} kcal/day in total',
    olderLowBmi:
      'Age {age}, BMI {bmi}: low for an older person (GLIM), so energy is at least {perKg} kcal per kg, about {kcal} kcal/day',
    lifeStage: 'Pregnancy/lactation adds {kcal} kcal/day',
  },
  findings: {
    metforminB12: {
      borderline: 'borderline low',
      low: 'low',
      text: 'You have taken metformin for a long time and your vitamin B12 of {value} {unit} is {state}: metformin lowers B12 absorption. Have a doctor look at this result in the next few weeks; they can confirm it with methylmalonic acid (MMA) or homocysteine. Numbness or tingling in the hands or feet, feeling as if walking on cotton, memory problems or marked tiredness need a doctor soon (within 1–2 weeks) and a check of the nerves. A confirmed deficiency is treated at a dose your doctor sets — usually about 1,000 µg of oral B12 a day, or injections first when nerve symptoms are marked; the 2.4 µg a day in your plan is a daily need and is not a treatment for a deficiency. Keep taking your metformin; this is not a reason to stop it.',
    },
  },
  reply: {
    crisis: {
      reminder:
        'I have not forgotten what you told me earlier: if those thoughts are still there, please call the number above now or ask someone to stay with you, and give any pills you have saved to someone you trust or take them back to a pharmacy. Your question is answered below.',
    },
    urgent: {
      fastingLow:
        'If you are fasting: do not wait for iftar — break the fast now to take the sugar; illness and a low exempt you from fasting. Do not restart the fast today, and see your diabetes team before fasting again.',
      withFirstAid: '{card} {aid}',
      notADoctor:
        'I am a nutrition assistant: I cannot assess emergencies or replace a doctor. Please get help first.',
    },
    vegetarianHeading: '**Nutrients to watch on a vegetarian or vegan diet**',
    parts: {
      carried: '{names}: {part}',
      separator: ', ',
    },
  },
} as const satisfies Translation<typeof zhCN>;
