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
    cancerKidneyProtein:
      'Cancer (during or after treatment) with reduced kidney function: protein {perMin}–{perMax} g/kg body weight a day, about {min}–{max} g — enough to keep weight and muscle, and not more with kidney disease (ESPEN 2017; KDIGO 2024)',
    kidneyProtein: {
      olderAtRisk:
        'Kidney disease at 65 or older: protein {perKg} g/kg body weight a day, about {grams} g, not less on your own (KDIGO 2024)',
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
      medicineSomeDays:
        '{drug} (you wrote “{days}”: on the days your prescriber set, as often as prescribed — not every day)',
      amount: '{nutrient} {amount}',
      own: '{name} (your own)',
      ownOne: '{name} ×1 (your own)',
      ownWeekly: '{name} (your own — once a week only, on your usual day, not on other days)',
      ownMonthly: '{name} (your own — once a month only, on your usual day)',
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
  emergency: {
    antiseizureMedicine: 'your antiseizure medicine',
    noExtraDose:
      '**No — do not take an extra or double dose of {drug} (or of any other medicine, sleeping pills included) now:** until a doctor has seen you, more of a medicine can make this worse — with a heart-rhythm problem or low potassium or magnesium, some medicines such as citalopram raise the risk further. Do not wait until tomorrow.',
    noExtraDoseAnyMedicine: 'your medicine',
    methotrexateHold:
      '**On methotrexate: take no further dose{cotrimoxazole} until a doctor has seen you; tell the emergency team you take methotrexate and how much each week** — a fever or mouth ulcers can be a low white count from the medicine building up, which needs a blood count now.',
    methotrexateHoldCotrimoxazole: ' (and no co-trimoxazole/Bactrim)',
    strokeNothingByMouth:
      '**Until the ambulance crew arrive, give nothing by mouth — no aspirin, no herbal or traditional pills, not even water**: a stroke often affects swallowing and things go down the wrong way, and if it is a bleed aspirin makes it worse. Keep them lying on their side or propped up, and note the time the signs started.',
    noAspirinForChildren:
      '**Do not give a child aspirin** (not under 16: it can cause Reye’s syndrome, harming the liver and brain); for a fever use a children’s paracetamol or ibuprofen, dosed by weight.',
    valproatePancreatitis:
      "**You take valproate: severe upper belly pain going through to the back with repeated vomiting can be pancreatitis caused by valproate (a boxed warning on its label) and needs the emergency department now.** Tell the doctors you take valproate (bring the box) — they need to check your amylase and lipase — and, if you are pregnant, how many weeks. Whether to pause valproate is the doctors' decision: do not stop it suddenly on your own.",
    loperamideMax:
      '**Do not take extra loperamide (Imodium)**: no more than the prescribed amount, and bought yourself no more than 8 capsules (16 mg) a day; too much can cause dangerous heart rhythms. Watery diarrhoea with little urine and faintness on standing needs fluids in hospital, which no antidiarrhoeal replaces.',
    topiramateEyeStop:
      '**Leave topiramate (Topamax) to the emergency or eye doctor, today: the treatment of this eye emergency is usually to come off topiramate quickly, so do not wait at home — go now and tell them first thing that you take it (take the box).** No further dose before you are seen, and no extra painkillers to push through.',
    keepAntiseizure:
      '**Do not stop {drug} yourself — take the next dose on time**: stopping suddenly brings more and longer fits (in pregnancy a fit is more dangerous for mother and baby). Any change is for the doctors who see you; take the medicine and its box with you.',
  },
  findings: {
    /**
     * A medicine typed above its regulator's daily maximum (knowledge/medicine-daily-max.ts; engine/plan.ts, and the
     * chat's dose answer).
     */
    domperidoneAboveMax:
      '**{name} at {daily} mg a day is above the {max} mg a day maximum.** The European and Canadian regulators set 10 mg up to three times a day ({max} mg) for adults; above that the risk of serious heart rhythm problems and sudden cardiac death rises, more so over 60, with heart disease, a low potassium or magnesium, or with medicines such as fluconazole, clarithromycin or erythromycin. Do not stop or change it yourself today: call the prescriber this week, say exactly how many tablets how often, and ask them to review the dose and whether you need an ECG. Palpitations, a racing or irregular heartbeat, or feeling faint or fainting: emergency care at once.',
    tumourLysis:
      '**Two or more of a high urate, potassium or phosphate and a low calcium together, during cancer treatment (above all in its first weeks or a dose ramp-up), can be tumour lysis syndrome: contact your haematology or oncology team today and show them these results.** Until then take no calcium supplement of your own (with a high phosphate it can deposit in the kidneys and tissues), and follow the team on fluids and potassium; much less urine, palpitations, muscle twitching or a fit need emergency care at once.',
    highPhosphateNoCalcium:
      'Your phosphate is high: no calcium supplement of your own (calcium and phosphate can deposit in the kidneys and blood vessels); whether and how much is for your doctor to decide from your results.',
    /** engine/plan.ts denosumabLowCalciumFinding (fifty-first clinician review, zh S3). */
    denosumabLowCalcium:
      '**Your calcium is low and you are on denosumab (Prolia): this is its most important side effect — contact the prescriber (or your kidney doctor) within a day or two for a repeat calcium (with albumin and magnesium); do not wait for the next injection.** Calcium is lowest one to two weeks after a dose, and falls most with weak kidneys, a low vitamin D or no calcium tablets. Daily calcium (about 500–1,000 mg of elemental calcium) and vitamin D are usually needed, at doses the doctor sets from your kidney function and phosphate — a high phosphate is for the doctor to weigh, not a reason to go without; if calcium carbonate constipates you, ask about calcium citrate. Tingling around the mouth or in the fingers, cramps, or hands drawing into spasm need emergency care now. Do not stop denosumab on your own.',
    denosumabCalciumByDoctor:
      'Your phosphate is high, but you are on denosumab with a low calcium: calcium is not to be left out — the doctor sets the amount within a day or two (see the denosumab and low calcium finding); do not add it on your own.',
    methotrexateDaily:
      '**You wrote methotrexate as "{frequency}": low-dose methotrexate for rheumatoid arthritis, psoriasis and similar conditions is taken once a week — taking it daily is a known fatal error (bone-marrow failure, mouth and gut ulcers, liver injury). Do not take the next dose; contact your prescriber or pharmacist today to check how it should be taken.**{urgent}',
    methotrexateDailyUrgent:
      ' Your results already show low white cells or platelets or abnormal liver tests, which can be the medicine building up: go to hospital today for a blood count and kidney and liver tests, and let the doctor decide what to do. Mouth ulcers, a sore throat, fever, or unexplained bruising or bleeding need a doctor at once.',
    calciumCitrateAluminium:
      'You take an antacid that contains aluminium ({drugs}): calcium citrate multiplies how much aluminium the gut absorbs, and with weaker kidneys or at an older age aluminium builds up (harming bones, brain and blood), so do not switch your calcium to citrate, and keep citrate salts (potassium citrate, bismuth citrate) away from it too. Take calcium carbonate with meals (with food it absorbs adequately even on an acid reducer), at least 2 hours from the aluminium antacid; if you need the antacid long term, ask the prescriber about another.',
    lactationB12Baby: {
      low: 'Your vitamin B12 is low and you are breastfeeding: a breastfed baby gets all of its B12 from the milk, and a mother who is low makes milk that is low, so an exclusively breastfed baby can become deficient too (usually at 2–12 months: poor feeding, listlessness, floppiness, losing skills — the nerve damage can be permanent). In the next week or two ask your GP, paediatrician or health visitor to check the baby, saying your B12 is low and you breastfeed; treat your own deficiency at the dose your doctor sets. A baby who is already floppy, very sleepy, hard to wake or feeding much less needs a doctor the same day.',
      borderline:
        'Your vitamin B12 is borderline (200–300 pg/mL, 148–221 pmol/L) and you are breastfeeding: a breastfed baby gets all of its B12 from the milk, and a mother who is low may make milk that is low. Have a reliable B12 source every day (a B12 supplement or fortified foods; a vegetarian diet often gives too little) and have your doctor look at this result; they can confirm it with methylmalonic acid (MMA) and set the dose. B12 has no upper limit: the usual tablets, up to 1,000 µg a day, are safe while breastfeeding. Tell your baby’s doctor or health visitor too; a baby who feeds poorly, is listless or floppy, or loses skills needs a doctor soon.',
      vegan:
        'Vegan and breastfeeding: a breastfed baby gets all of its B12 from the milk, so you need a reliable B12 source every day (a B12 supplement or fortified foods; plant foods and unfortified nutritional yeast do not count), or an exclusively breastfed baby can become deficient, which harms the developing nerves. Take a B12 supplement daily and tell your baby’s doctor or health visitor that you are vegan.',
    },
    metforminB12: {
      borderline: 'borderline low',
      low: 'low',
      text: 'You have taken metformin for a long time and your vitamin B12 of {value} {unit} is {state}: metformin lowers B12 absorption. Have a doctor look at this result in the next few weeks; they can confirm it with methylmalonic acid (MMA) or homocysteine. Numbness or tingling in the hands or feet, feeling as if walking on cotton, memory problems or marked tiredness need a doctor soon (within 1–2 weeks) and a check of the nerves. A confirmed deficiency is treated at a dose your doctor sets — usually about 1,000 µg of oral B12 a day, or injections first when nerve symptoms are marked; the 2.4 µg a day in your plan is a daily need and is not a treatment for a deficiency. Keep taking your metformin; this is not a reason to stop it.',
    },
  },
  review: {
    quoted: '{text}',
    name: '"{name}"',
    list: ', ',
    unknown:
      'We could not identify this product or its dose unit, so its contents, dose and interactions with your medicines were not checked. Show the product (or its label) to your pharmacist.',
    uncounted:
      'Your dose is {given}, but we do not know how much one {one} contains, so it is not counted in your daily intake and the upper limit could not be checked. Enter the amount per {one} from the label (for example 600 mg per {one}), or the daily amount.',
    unitUnread:
      'Recognised as "{what}", but the dose "{given}" is in a unit that cannot be read as an amount of it: it is not counted in your daily intake and the amount could not be checked. Enter it again from the label in mg, g or tablets/capsules. Its interactions with your medicines were checked as usual.',
    unreadable:
      'The daily amount given, {given}, cannot be an amount of this product (one serving is {serving}, so this would be {times} servings a day), so the amount could not be read: it is not counted in your daily intake and the upper limit could not be checked. Check the label and enter how much you take a day again, minding the unit (g, mg or µg).',
    supervised: {
      topUp:
        '{nutrient} from supplements is {supp} {u}/day, below a treatment dose (the guideline range is {min}–{max} {u}/day): add {add} {u}, {all} {u} a day in all, as your plan says, under medical supervision; the {ul} {u} upper limit for self-supplementation does not apply to supervised treatment. Re-test on time.',
      within:
        '{nutrient} from supplements is {supp} {u}/day, a treatment dose under medical supervision in your plan (a lab-confirmed deficiency; the guideline range goes up to {max} {u}/day); the {ul} {u} upper limit for self-supplementation does not apply to supervised treatment. Take it as your doctor directs and re-test on time.',
    },
    treatment: {
      head: "{nutrient} from supplements is {supp} {u}/day, above the treatment range for a lab-proven deficiency (the guideline's {limit}; the {ul} {u} upper limit for self-supplementation does not apply to supervised treatment)",
      range: '{min}–{max} {u}/day',
      upTo: 'up to {max} {u}/day',
      prenatal:
        '{head}; this is your pregnancy multivitamin ({amount} {u} iron, and your folic acid among others): keep taking it, and tell your obstetrician your daily iron total — they decide whether to switch to a prenatal without iron or change the iron tablets.',
      prescribed:
        '{head}; this product is prescribed ({amount} {u}): keep taking it as prescribed and ask your prescriber to check the daily total.',
      farAbove: '{head}; this product gives {amount} {u}. {stop}',
      aboveUl:
        '{head}; this product gives {amount} {u}. The deficiency needs treating, so do not stop it on your own; but a higher dose does not replete faster and causes more side effects: ask your doctor soon to set the daily dose within the treatment range, and re-test on time.',
      besideVitaminDCourse:
        'A small amount of vitamin D ({amount} µg a day) comes with this product beside your vitamin D course: it is not what to leave out — keep it for what else it gives, such as calcium, unless your doctor says otherwise.',
      withinUl:
        '{head}; this product gives {amount} {u}. A higher dose does not replete faster and causes more side effects: ask your doctor to confirm the daily total, and leave out the extra product with {nutrient}.',
    },
    ul: {
      besideRxDose:
        '{nutrient} totals {total} {u}/day, above the upper limit of {ul} {u}, because of {other}, a dose only a prescriber gives (see that product); the {amount} {u} in this product stays within the limit with the rest, so this total is no reason to stop this one; tell the prescriber you take it when you ask about that dose.',
      keptBeside:
        '{nutrient} totals {total} {u}/day, above the upper limit of {ul} {u}, because you also take {other}; without {other}, the {amount} {u} in this product and the rest stay within the limit, so this one need not be stopped for it.',
      addedToPrescribed:
        '{nutrient} totals {total} {u}/day including the prescribed {prescribed} {u}, above the upper limit of {ul} {u}; with {drug} as well, the {amount} {u} you add with this product makes a too-high blood level more likely: do not take it on your own — ask your prescriber whether you need it, and keep the prescribed dose as it is.',
      ownWithinUl:
        '{nutrient} is above the {ul} {u} upper limit for self-supplementation because of the prescribed dose ({prescribed} {u}); the {amount} {u} in this product, with the rest you chose, stays within the limit: you can keep it, and tell your prescriber you take it.',
      head: '{what} totals {total} {u}/day (supplements {supp} {u}{food})',
      food: ' + about {food} {u} from food',
      preformedVitaminA: 'Preformed vitamin A (retinol)',
      prescribed:
        '{head}, above the upper limit of {ul} {u} for self-supplementation; this product is prescribed ({amount} {u}): keep taking it as prescribed and talk to your prescriber with any questions.',
      rxDose:
        '{head}, above the {ul} {u} upper limit for self-supplementation; this product gives {amount} {u}, a dose only a prescriber gives, and you have not marked it as prescribed for you: ask your prescriber whether you should take this dose, and do not start or raise it yourself; if you already take it, tell them before you change it.',
      over: '{head}, above the upper limit of {ul} {u}; this product gives {amount} {u}.{more}',
      stopThisOne:
        'Without this product the total is about {total} {u} a day, within the limit, so {kept} need not be stopped for it.',
    },
    duplicate: {
      text: 'Duplicates "{first}": both supply {what}.',
      multi: 'a multivitamin',
    },
    taboo: {
      yourMedicine: 'your medicine',
      bleedingPrescribed:
        'Adds to bleeding risk with {drug} and your other supplements; it is prescribed, so keep taking it as prescribed and make sure the prescriber knows every product you take.',
      bleeding:
        'Together with {drug} and your other supplements it adds to bleeding risk (major when taken together — more than any one of them with {drug}, which may be rated moderate on its own): do not take it for now, and show these products to your prescriber or pharmacist, who decide whether to keep any; tell them when you stop one too.',
      prescribed:
        'May not be safe with {drug}; it is prescribed, so keep taking it as prescribed and make sure the prescriber knows you take {drug}.',
      warfarinVitaminK:
        'Interacts with {drug}: do not add it on your own, and if you already take it daily, do not stop or change it suddenly either — your {vka} dose was set with it, and stopping can push the INR up. Tell your anticoagulation clinic first, let them decide, and have your INR checked after any change.',
      calciumTreatingLow:
        'With a low blood calcium on {drug}, this calcium is part of the treatment: do not stop or cut it yourself; ask the doctor who prescribes {drug} whether its vitamin D suits you, and have your calcium checked as they say.',
      major: 'Serious interaction with {drug}: do not take them together; ask your doctor or pharmacist.',
      separateHours: 'Take {hours} hours apart from {drug}.',
      separate: 'Take at a different time from {drug}.',
      avoidBought:
        'Not safe with {drug}: do not take it unless your doctor advises it; ask your doctor or pharmacist.',
      avoid: 'Best not taken with {drug}; ask your doctor or pharmacist.',
      monitor: 'Needs monitoring when taken with {drug}; tell your doctor.',
    },
    tracePotassium: {
      one: 'It has only {mg} mg of potassium a day (a medium banana has about 420 mg): not the potassium supplement or salt substitute the {drugs} label warns about, so there is no need to stop it for that; keep your potassium tests as your doctor plans.',
      many: 'It has only {mg} mg of potassium a day (a medium banana has about 420 mg): not the potassium supplement or salt substitute the {drugs} labels warn about, so there is no need to stop it for that; keep your potassium tests as your doctor plans.',
      and: ' and ',
    },
    ruledOut: {
      prescribed:
        '{text} This product is prescribed for you, though: keep taking it as prescribed and make sure the prescriber knows your whole picture.',
      contains: 'Contains {what}: {note}',
      and: ' and ',
    },
    pregnancyCaution: '{text} {high}',
    biotin:
      '{ug} µg of biotin a day can falsify many blood tests (thyroid TSH/FT4, troponin and others): stop it 2–3 days before a blood test and tell the doctor and the lab that you take it.',
    noBenefit: {
      nutrients: 'Your assessment shows no shortfall in what this product supplies, so it adds little.',
      goals: 'There is no good evidence that this product helps with your goals.',
    },
    antenatalIron: {
      within: 'within the WHO antenatal range of {min}–{max} mg elemental iron',
      notAbove: 'not above the WHO antenatal amount of {min}–{max} mg elemental iron',
      ruledOut:
        'Iron from supplements totals {total} mg a day, {range}: the iron is not the problem — this product is ruled out for the reason above; choose a replacement that still has iron, and tell your obstetrician what you take.',
      keep: 'Iron from supplements totals {total} mg a day, {range}: you can keep taking it; tell your obstetrician what you take.',
      ironRuledOut:
        'Iron from supplements totals {total} mg a day: for the reason above, take no iron in pregnancy on your own — your obstetrician decides from your ferritin whether you need iron and how much.',
    },
    keptPrenatal:
      'It is your pregnancy multivitamin: keep taking it, and tell your obstetrician what you take.',
    prenatal: {
      keep: '**Keep this one — do not stop it:** it gives {folate} µg of folic acid, and from trying to conceive (IVF included) to 12 weeks of pregnancy at least 400 µg a day is needed to prevent neural tube defects. {others}Whether its iron and other amounts suit you is for your fertility doctor or obstetrician to say — take the box along.',
      others:
        'The one to stop is the other, {names}: together they double the folic acid, iron and vitamin A. ',
      stopOther:
        '**Stop this one and keep "{kept}":** two prenatal multivitamins together double the folic acid, iron and vitamin A; one is enough, and the folic acid continues every day.',
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
      prophylaxisKeep:
        '**Do not stop the co-trimoxazole (Bactrim) that prevents Pneumocystis pneumonia on your own: tell the emergency doctors every medicine you take (methotrexate, mercaptopurine, co-trimoxazole and any other — bring the boxes) and let them decide what to pause.**',
      notADoctor:
        'I am a nutrition assistant: I cannot assess emergencies or replace a doctor. Please get help first.',
    },
    unknownMedicine: {
      planningPregnancy:
        '**Before trying for a pregnancy, go through this medicine with the doctor who prescribes it: some medicines harm an unborn baby or fertility, and the doctor changes them months before trying.** Until then keep using contraception, and do not stop the medicine on your own.',
      pregnantNow:
        '**You are pregnant: if your obstetrician and the doctor who prescribes this medicine do not know yet that you take it, tell them this week — some medicines are changed in pregnancy, and only they can weigh it.** Until then do not stop or change it on your own.',
    },
    vegetarianHeading: '**Nutrients to watch on a vegetarian or vegan diet**',
    parts: {
      carried: '{names}: {part}',
      separator: ', ',
    },
    /** The medicines a supplement must not be taken with, joined (intents/stop-the-supplement.ts). */
    medicinesJoined: ' and ',
    dose: {
      /**
       * A child's low vitamin D and "how many IU a day" (intents/vitamin-d-repletion.ts
       * `childVitaminDRepletion`): the guideline's figures for children 1–18, never an adult's.
       */
      childVitaminDLow:
        "**A 25-OH vitamin D of {ng} ng/mL ({nmol} nmol/L) is low for a child of {age}.** An adult's repletion dose is not for a child.",
      childVitaminDDeficient:
        'The Endocrine Society guideline (2011) treats children aged 1–18 below 20 ng/mL with {treatIu} IU of vitamin D a day for at least 6 weeks, to bring the level above 30 ng/mL, then {keepMin}–{keepMax} IU a day to keep it there; let the community doctor or paediatrician set and supervise the course.',
      childVitaminDInsufficient:
        'The Endocrine Society guideline (2011) says children aged 1–18 need at least {need} IU a day, and at least {raise} IU a day in all may be needed to keep the level above 30 ng/mL; the community doctor or paediatrician sets the amount.',
      childVitaminDCount:
        'Your child’s {what} counts too: read on the label how many IU of vitamin D are in {servings} and count them in that total, not on top. At {band} keep the day’s total under the upper limit of {ulIu} IU ({ulUg} µg).',
      childVitaminDRecheck:
        'Ask the doctor to recheck 25-OH vitamin D after 6–12 weeks. Keep vitamin D out of the child’s reach: gummies are easily eaten like sweets.',
      /** The protein target to someone who says they eat little (intents/dose.ts `eatingLittleProteinLine`). */
      proteinTargetMoreWanted:
        '**Your plan’s protein target is at least {target} a day.** The plan estimates about {fromFood} from food from the usual meals in your questionnaire; what is really eaten may be less, and more protein than the target is fine with healthy kidneys: build it up with food first (some egg, milk or yoghurt, fish, meat or tofu at each meal), and let your doctor or dietitian set how much of any supplement (protein powder, a nutrition drink) to add.',
      proteinTargetEatingLittle:
        '**Your plan’s protein target is {target} a day.** The plan estimates about {fromFood} from food from the usual meals in your questionnaire, but eating as little as you describe, the real amount is probably lower: build it up with food first (some egg, milk or yoghurt, fish, meat or tofu at each meal), and ask your doctor or dietitian before adding a supplement.',
    },
    caffeine: {
      /** A product whose caffeine the message states (intents/caffeine-total.ts). */
      stated: 'the {mg} mg of caffeine you said a serving holds',
      sugarLimit:
        'Sugar: the WHO advises keeping free sugars (added sugar, condensed milk, sweet drinks) under 10 % of energy, about 50 g a day, and ideally around 25 g or less.',
      item: '{what} × {count} (about {mg} mg each)',
      within: {
        adult:
          '**That is about {total} mg of caffeine a day ({list}): within the {limit} mg a day that is safe for healthy adults.**',
        pregnant:
          '**That is about {total} mg of caffeine a day ({list}): within the {limit} mg a day advised in pregnancy and while breastfeeding.**',
        teen: '**That is about {total} mg of caffeine a day ({list}): within the teenage limit of about 2.5 mg per kg of body weight (about {limit} mg).**',
      },
      over: {
        adult:
          '**That is about {total} mg of caffeine a day ({list}): above the {limit} mg a day advised for healthy adults, so cut back.**',
        pregnant:
          '**That is about {total} mg of caffeine a day ({list}): above the {limit} mg a day advised in pregnancy and while breastfeeding, so cut back.**',
        teen: '**That is about {total} mg of caffeine a day ({list}): above the teenage limit of about 2.5 mg per kg of body weight (about {limit} mg), so cut back.**',
      },
      servingsAtOnce:
        '{count} servings taken together are about {mg} mg at once, above the {limit} mg at one time that is safe for healthy adults (less for a teenager or in pregnancy): take one serving, and none after mid-afternoon if you train in the evening.',
      statedTimes: '{what} × {count}',
      singleDose:
        'A single serving of {mg} mg is already at or above the 200 mg-at-once limit for healthy adults: do not stack other caffeine on top of it at the same time.',
      sugar:
        'These drinks also bring about {sugar} g of sugar a day; the WHO advises keeping free sugars under 10 % of energy (about 50 g a day), and less still with diabetes or while losing weight.',
      kidney:
        'With kidney disease, look at the rest of the drink too: the sugar, and caffeine raising blood pressure for a few hours (keeping blood pressure down protects the kidneys). On a fluid limit (dialysis or advanced kidney disease) every can or cup counts in it, and colas add phosphate. Your kidney team or renal dietitian can say what fits your own results.',
      milkTea:
        'Milk tea is counted as a cup of black tea: shop cups are often bigger and stronger, so it may be more; the condensed milk and sugar add calories of their own.',
      tips: 'In most adults half of the caffeine is still in the body about 4 hours later, and about 100 mg close to bedtime can already disturb sleep: keep caffeine to the first part of your day or shift. A racing heart, shakiness or poor sleep mean cutting down further.',
    },
    interaction: {
      /**
       * Bleeding-risk supplements asked about as new on two blood thinners (intents/interaction.ts
       * `addingToTwoThinners`): a clear no before the rows.
       */
      twoThinnersNewSupplement:
        '**Better not to add {supplements} supplements: {drugs} together already raise the risk of bleeding, and these supplements add to it; nor do they replace these medicines in preventing clots or another attack.** Ask {who} before adding any supplement. The amounts used to flavour food are fine.',
    },
    medicines: {
      /** Milk tea or tea named beside the thyroid pill's timing (intents/medicines.ts `levothyroxine_timing`). */
      thyroidMilkTea:
        '**Milk tea counts as breakfast:** milk tea (Hong Kong style or chai) has evaporated or fresh milk (calcium) that, like tea and coffee, lowers how much of the tablet is absorbed, so have it at least 30–60 minutes after the tablet; the same for breakfast or dim sum.',
      /**
       * The paracetamol limit for an adult under 50 kg, from the plan's weight (faq/rows-medicines.ts
       * `lowWeightParacetamolLimit`).
       */
      paracetamolLimitUnder50Kg:
        "**At {kg} kg, keep to about {grams} g of acetaminophen in 24 hours at most, counting every product that contains it — less than the 4 g label limit for adults, which is for people of 50 kg or more; under 50 kg the limit is 60 mg per kg a day (15 mg per kg a dose).** That is at most {tablets650} tablets of 650 mg (Tylenol 8 HR Arthritis) or {tablets500} of 500 mg a day; regular tablets at least 4–6 hours apart, the 650 mg extended-release ones 8 hours apart. Tylenol PM, cold-and-flu products and combinations such as Percocet or Norco contain it too: count them. With regular drinking, liver disease or raised liver tests, or when eating very little, the doctor may set it lower still. A pill box with the day's doses set out, and a note of each time one is taken, stops doses being doubled. Ask the doctor or pharmacist to confirm this limit.",
    },
  },
} as const satisfies Translation<typeof zhCN>;
