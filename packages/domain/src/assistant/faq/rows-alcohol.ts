/**
 * Stopping after heavy daily drinking (thirtieth clinician review, en S2: "i drink like 10-12 beers a day.
 * planning to just quit cold turkey this weekend, any vitamins that help" got the liver disease's alcohol
 * line and no word of withdrawal). The knowledge is knowledge/heavy-drinking.ts.
 */
import { HEAVY_DRINKING_SOURCE, STOPPING_HEAVY_DRINKING } from '../../knowledge/heavy-drinking';
import type { FaqRow } from './types';

/** Stopping or cutting out drinking, said as people say it. */
const STOP_DRINKING =
  /戒酒|把酒戒|酒戒(了|掉)|不喝(酒)?了|停酒|断酒|一下子(不喝|停)|\bcold turkey\b|\b(quit|quitting|stop|stopping|give up|giving up|cut out|cutting out|off) (the )?(drinking|drink|booze|alcohol|beers?|wine|liquor)\b|\b(go|going|get|getting) (dry|sober)\b|\bsober (october|january)|\bdry (january|july)\b/;
/** Drinking every day in amounts that carry a withdrawal risk. */
const HEAVY_DAILY =
  /(每天|一天|天天|每晚|一晚上?)[^。？！?!]{0,8}(\d+|[两三四五六七八九十几半一]+)\s*(瓶|两|斤|杯|罐|听|打)|(\d+|[两三四五六七八九十几半一]+)\s*(瓶|两|斤|杯|罐|听|打)[^。？！?!]{0,6}(每天|一天|天天|每晚)|(酗酒|酒瘾|离不开酒|天天喝)|\b([4-9]|1\d|2\d|several|a dozen|a case of|a bottle of|a fifth)\b[^.?!]{0,20}\b(beers?|drinks|cans|pints|shots|glasses|bottles)\b[^.?!]{0,20}\b(a|per|every) (day|night)\b|\b(every day|daily|every night)\b[^.?!]{0,20}\b([4-9]|1\d|several)\b[^.?!]{0,10}\b(beers?|drinks|cans|pints|shots)\b|\b(heavy drinker|drink heavily|alcoholic|alcohol(ism| dependence| use disorder))\b/;

export const ALCOHOL_FAQ: readonly FaqRow[] = [
  {
    id: 'stopping-heavy-drinking',
    when: [STOP_DRINKING, HEAVY_DAILY],
    wholeMessage: true,
    intent: 'medicine_question',
    text: STOPPING_HEAVY_DRINKING,
    source: HEAVY_DRINKING_SOURCE,
  },
];
