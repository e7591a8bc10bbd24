/**
 * Thirty-fifth blind clinician review (2026-12-01), en S4: Liam, on Odefsey (emtricitabine/rilpivirine/tenofovir
 * alafenamide), wrote "so i take my odefsey first thing with just a black coffee, dont eat til like 7pm cos im
 * doing OMAD to drop the gut. thats fine yeah?" and was answered about calories. Rilpivirine must be taken with a
 * meal: fasting, about 40 % less is absorbed, and day after day the virus can become resistant (Odefsey US PI §2,
 * Edurant US PI §12.3, Odefsey UK SmPC §4.2). The medicine's rule answers before the weight-loss card.
 */
import { MEDICINE_DIET, TAKEN_FASTING } from '../../knowledge/medicine-diet';
import { RILPIVIRINE } from './rows-review27';
import type { FaqRow } from './types';

const WITH_MEAL = MEDICINE_DIET.find((r) => r.id === 'rilpivirine-with-meal')!;

export const REVIEW35_FAQ: readonly FaqRow[] = [
  {
    id: 'rilpivirine-taken-fasting',
    wholeMessage: true,
    beforeMedicineDiet: true,
    when: [TAKEN_FASTING],
    for: RILPIVIRINE,
    intent: 'medicine_question',
    text: {
      zh: '**不行——含利匹韦林的抗艾滋病药（Odefsey、Edurant、Complera/Eviplera、Juluca）必须和一顿正餐一起吃，不能空腹吃，也不能只配一杯黑咖啡。** 空腹吃，利匹韦林的吸收少约40%；天天这样，病毒可能对它和同类药产生耐药，而耐药无法逆转。只喝饮料、咖啡或一杯蛋白粉奶昔都不算一顿饭。两种办法选一种：每天固定和你吃的那一顿饭一起吃（怎么把服药时间挪过去，先问艾滋病门诊医生或药师，不要一天吃两次来“补”），或者早上吃药时配一顿正经的早饭。之后每天都是同一顿饭、同一时间。如果你是为了减重才一天只吃一顿，也请告诉艾滋病门诊，让医生确认减重的方法和你的治疗不冲突。',
      en: '**No — HIV medicines with rilpivirine (Odefsey, Edurant, Complera/Eviplera, Juluca) must be taken with a meal, not on an empty stomach and not with just a black coffee.** Taken fasting, about 40 % less rilpivirine is absorbed; day after day that can let the virus become resistant to it and to similar medicines, which cannot be undone. A drink, a coffee or a protein shake on its own is not a meal. Choose one: take it with your one meal, at the same time every day (ask your HIV clinic or pharmacist how to move the time across — never two doses in one day to catch up), or have a proper breakfast with it in the morning. Then keep to the same meal and time every day. If one meal a day is how you are losing weight, tell your HIV clinic too, so they can check it fits your treatment.',
    },
    source: WITH_MEAL.source,
  },
];
