/**
 * Ciprofloxacin beside iron, calcium, magnesium or zinc, laid out as a day from the person's own dose times: each
 * mineral at least 2 hours after a ciprofloxacin dose and at least 6 hours before the next (Cipro US PI §2). The
 * old text was one person's day — ciprofloxacin at 6 and 6, iron three times, calcium twice, gliclazide and
 * metformin — and was given to a woman who takes cipro at 8 am and 8 pm, one iron tablet and no diabetes medicine,
 * tripling her iron in an active Crohn's flare (fifty-first clinician review, en S4).
 */
import { pickZh } from '../../contracts/common';
import { drugById } from '../../interactions';

/** Ciprofloxacin named, and the clause of the message that follows it (its times). */
const CIPRO_CLAUSE = /(?:环丙沙星|\bcipro\w*\b)([^,，;；。.!?！？]*)/;
const EN_TIME = /\b(\d{1,2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?(?=\b|\s|$)/g;
const ZH_TIME = /(早上|早晨|上午|中午|下午|晚上|夜里|凌晨)?\s*(\d{1,2})\s*(?:点|:00|：00)/g;

/** The hours (0–23) of the two ciprofloxacin doses the message gives, or null. */
export function ciproHoursSaid(text: string): [number, number] | null {
  const m = CIPRO_CLAUSE.exec(text.toLowerCase());
  if (!m) return null;
  const clause = m[1] ?? '';
  const hours: number[] = [];
  for (const t of clause.matchAll(ZH_TIME)) {
    let h = Number(t[2]);
    if (['下午', '晚上', '夜里'].includes(t[1] ?? '') && h < 12) h += 12;
    hours.push(h % 24);
  }
  if (hours.length < 2) {
    hours.length = 0;
    const found = [...clause.matchAll(EN_TIME)];
    for (const t of found) {
      let h = Number(t[1]);
      if (h > 23) continue;
      // "8am and 8pm": am/pm as said; a bare hour as a 24-hour clock ("7 and 7pm": 7 and 19).
      const mer = (t[3] ?? '').replace(/\./g, '');
      if (mer === 'pm' && h < 12) h += 12;
      if (mer === 'am' && h === 12) h = 0;
      hours.push(h);
    }
  }
  const [a, b] = [...new Set(hours)].sort((x, y) => x - y);
  return a !== undefined && b !== undefined && b - a >= 8 ? [a, b] : null;
}

const clock = (h: number, zh: boolean): string => {
  const x = ((h % 24) + 24) % 24;
  if (zh)
    return x < 12
      ? x < 6
        ? `凌晨${x}点`
        : `上午${x}点`
      : x === 12
        ? '中午12点'
        : x < 18
          ? `下午${x - 12}点`
          : `晚上${x - 12}点`;
  return x === 0 ? 'midnight' : x === 12 ? 'noon' : x < 12 ? `${x} am` : `${x - 12} pm`;
};

/** On a sulfonylurea or insulin: ciprofloxacin can bring on lows. */
function lowsRisk(medicines: readonly string[]): boolean {
  return medicines.some(
    (id) => id.startsWith('insulin') || (drugById(id)?.classes ?? []).includes('sulfonylurea'),
  );
}

const IRON_MORE_THAN_ONCE =
  /(铁|iron|ferrous|fe\b)[^。.?？!]{0,24}((一天|每天|每日)[两二三2-3]次|[两二三2-3]次\/?天|\b(twice|three times|2 times|3 times|bd|bid|tds|tid)\b)/;

const RULE = {
  zh: '**环丙沙星每次都要和铁剂、钙片、镁、锌、抗酸药和复合维生素错开：这些在吃完环丙沙星至少2小时后再吃，并且离下一次环丙沙星至少6小时**——矿物质在肠道里会和环丙沙星结合，药吸收不进去，感染就治不好。',
  en: '**Keep iron, calcium, magnesium, zinc, antacids and multivitamins at least 2 hours after a ciprofloxacin dose and at least 6 hours before the next one** — they bind the antibiotic in the gut, so less gets in and the infection may not clear.',
};

/** The day laid out for this person: their times (or 8 am and 8 pm), one iron tablet, calcium and magnesium apart. */
export function ciproTimetable(
  said: { text: string; medicines?: readonly string[]; conditions?: readonly string[] },
  zh: boolean,
): string {
  const flagyl =
    (said.medicines ?? []).includes('metronidazole') ||
    /甲硝唑|灭滴灵|\bflagyl\b|\bmetronidazole\b/i.test(said.text);
  const ibd = (said.conditions ?? []).includes('ibd');
  // Iron prescribed more than once a day, told in the message: the other doses in the windows too, never dropped.
  const ironMore = IRON_MORE_THAN_ONCE.test(said.text.toLowerCase());
  const told = ciproHoursSaid(said.text);
  const [a, b] = told ?? [8, 20];
  const day = { from: a + 2, to: b - 6 };
  const night = { from: b + 2, to: a + 24 - 6 };
  const c = (h: number) => clock(h, zh);
  const times = told
    ? zh
      ? `按你说的环丙沙星${c(a)}和${c(b)}吃`
      : `With your ciprofloxacin at ${c(a)} and ${c(b)}`
    : zh
      ? '环丙沙星一般一天两次、相隔12小时，比如上午8点和晚上8点'
      : 'Ciprofloxacin is usually twice a day, 12 hours apart — say 8 am and 8 pm';
  const windows = zh
    ? `，能吃矿物质的时间是${c(day.from)}到${c(day.to)}、${c(night.from)}到${c(night.to)}这两段。`
    : `, the minerals fit between ${c(day.from)} and ${c(day.to)}, or between ${c(night.from)} and ${c(night.to)}.`;
  const plan = zh
    ? `可以这样排：铁剂一天1片，${c(day.from)}用白开水送服；钙片和镁${c(night.from)}睡前吃——和铁也正好隔开2小时以上。${flagyl ? '甲硝唑（灭滴灵）和这些矿物质没有要错开的，随饭按时吃就行。' : ''}${ironMore ? `医生开的铁剂是一天几次的，另外几片也放在${day.to - day.from >= 4 ? `白天这一段里（比如${c(day.from + 2)}、${c(day.to)}）` : '这两段里，和钙片隔开2小时'}，不要自己减；可以问医生一天1片行不行——英国消化病学会指南认为一天1片（或隔天1片）吸收就够、胃肠反应也少。` : `铁剂一天一片就够，不要为了“补得快”加到一天几次：英国消化病学会指南认为一天1片（或隔天1片）吸收就够、胃肠反应也少${ibd ? '；炎症性肠病发作期间要不要改成静脉补铁，请问消化科或炎症性肠病团队' : '；医生开了别的次数，按医生的'}。`}自己买的镁、锌，疗程这几天也可以先停，结束后再恢复。`
    : `A day that fits: one iron tablet at ${c(day.from)} with water; calcium and magnesium at ${c(night.from)}, at bedtime — which also keeps them more than 2 hours from the iron. ${flagyl ? 'Metronidazole (Flagyl) needs no spacing from the minerals: take it with food at its usual times. ' : ''}${ironMore ? `With iron prescribed more than once a day, the other tablets go ${day.to - day.from >= 4 ? `in the daytime window too (say ${c(day.from + 2)} and ${c(day.to)})` : 'in the same windows, 2 hours from the calcium'} — do not drop them yourself; ask the doctor whether one a day would do, as British Society of Gastroenterology guidance finds one tablet a day (or every other day) absorbed as well, with fewer gut side effects.` : `One iron tablet a day is enough — do not add more doses to "catch up": British Society of Gastroenterology guidance finds one tablet a day (or every other day) absorbed as well, with fewer gut side effects${ibd ? '; during a flare of inflammatory bowel disease ask your gastroenterologist or IBD team whether iron through a drip would suit you better' : '; if your doctor prescribed more, follow them'}.`} A magnesium or zinc you bought yourself can also be left out for the days of the course and restarted after it.`;
  const lows =
    said.medicines && lowsRisk(said.medicines)
      ? zh
        ? '你在用磺脲类降糖药或胰岛素：环丙沙星容易引起低血糖，这几天多测血糖、按时吃饭、身边备好糖；出现手抖、出汗、心慌或血糖低于4 mmol/L，先吃糖，当天告诉医生，两种药都不要自己停。'
        : ' On a sulfonylurea or insulin, ciprofloxacin can also bring on lows: check your glucose more often during the course, eat on time and carry glucose tablets; if you get shaky or sweaty, or a reading is under 4 mmol/L, treat it and tell your doctor the same day — do not stop either medicine yourself.'
      : '';
  return `${pickZh(RULE, zh)}${zh ? '' : ' '}${times}${windows}${zh ? '' : ' '}${plan}${lows}`;
}
