/**
 * Everyday questions about living with a medicine (how to take it, food, drink and common remedies
 * beside it) that the medicine–diet table does not answer.
 */
import type { FaqRow } from './types';

const BISPHOSPHONATE = { medicines: ['bisphosphonate'] } as const;

export const MEDICINE_FAQ: readonly FaqRow[] = [
  {
    // Answer round 7, zh-118/zh-119: "how do I take the weekly alendronate, with my calcium?" was
    // declined although the label says exactly how.
    id: 'bisphosphonate-how-to-take',
    when: [
      /怎么吃|怎么服|如何服|服用方法|吃法|正确(吃|服)|隔多久.{0,6}(吃|喝|早饭|早餐)|多久(才能|能|可以)?(吃|喝)|\bhow (do|should) i take\b|\bhow to take\b|\bhow long (do i|should i|before|until|after)\b|\bwait\b|(钙|铁|镁|补充剂|维生素|\bcalcium\b|\biron\b|\bmagnesium\b|\bsupplements?\b|\bvitamins?\b).{0,16}(一起|同时|\btogether\b|\bsame time\b)|(一起|同时|\btogether\b|\bsame time\b|\bwith my\b).{0,16}(钙|铁|镁|\bcalcium\b|\biron\b|\bmagnesium\b)/,
    ],
    for: BISPHOSPHONATE,
    intent: 'medicine_question',
    text: {
      zh: '**阿仑膦酸钠（一周一次）的吃法**：选固定的一天，早上起床后空腹，先用一大杯（约200–250毫升）白开水送服整片，不要嚼、不要含；服药后至少30分钟保持坐直或站立，不要躺下。这30分钟里只喝白开水：不吃早饭，不喝咖啡、茶、牛奶、果汁或矿泉水，也不吃其他药和补充剂——钙片、铁剂、镁和抗酸药会让它几乎吸收不了，最好放到当天午饭或晚饭时再吃。忘了吃：第二天早上补吃一次，然后回到原来的固定那天，不要同一天吃两片。吞咽时疼痛、胸骨后疼痛或新出现的烧心，请尽快联系医生。',
      en: '**Taking weekly alendronate**: on the same day each week, first thing after getting up and on an empty stomach, swallow the tablet whole with a full glass (about 200–250 ml) of plain water; do not chew or suck it. Stay sitting upright or standing for at least 30 minutes afterwards. During those 30 minutes have plain water only: no breakfast, coffee, tea, milk, juice or mineral water, and no other medicines or supplements — calcium, iron, magnesium and antacids stop it being absorbed, so take them with lunch or dinner that day. If you miss it, take it the next morning, then go back to your usual day; never two tablets on one day. Pain on swallowing, pain behind the breastbone or new heartburn: contact your doctor soon.',
    },
    source: {
      ref: 'Fosamax (alendronate) US prescribing information §2.5 Important administration instructions and §17 Patient counselling (2019); 原发性骨质疏松症诊疗指南（2022）',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=fosamax',
    },
  },
];
