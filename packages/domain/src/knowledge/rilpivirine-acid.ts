/**
 * Rilpivirine (Edurant; in Odefsey, Complera and Juluca) needs stomach acid to be absorbed. A proton pump
 * inhibitor lowers its level so far that the HIV medicine can fail and the virus become resistant — the
 * labels make it a contraindication; an H2 blocker or an antacid is allowed only at a distance.
 * Twenty-seventh blind clinician review (2026-11-29, en S4): a person on Odefsey with omeprazole and Tums
 * asked when to take Tums around the HIV pill and was told only "Keep taking omeprazole as prescribed".
 *
 * The injection (Cabenuva) is not absorbed from the stomach and has no row here.
 */
import type { Bilingual, Source } from '../contracts/common';
import type { DrugInteractionRule } from './drug-interactions';
import type { DrugId } from './drugs';
import { c, d, row } from './drug-interaction-row';

/** The oral rilpivirine products whose labels give the same acid-reducer rules (Juluca differs on antacids). */
export const RILPIVIRINE_ORAL: readonly DrugId[] = [
  'rilpivirine',
  'emtricitabine-rilpivirine-tenofovir-alafenamide',
  'emtricitabine-rilpivirine-tenofovir-disoproxil',
];

export const RILPIVIRINE_ACID: Source = {
  ref: 'Odefsey (emtricitabine/rilpivirine/tenofovir alafenamide) US prescribing information (Gilead, 2024) §4 Contraindications (proton pump inhibitors such as dexlansoprazole, esomeprazole, lansoprazole, omeprazole, pantoprazole, rabeprazole: significant decreases in rilpivirine concentrations, loss of virologic response and possible resistance) and §7 Drug Interactions (antacids such as aluminium or magnesium hydroxide and calcium carbonate: at least 2 hours before or at least 4 hours after; H2-receptor antagonists such as famotidine: at least 12 hours before or at least 4 hours after); Edurant (rilpivirine) and Complera US prescribing information §4 and §7 (the same); US DHHS Adult and Adolescent Antiretroviral Guidelines, NNRTI drug interaction table (cited from memory)',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=odefsey',
};
const JULUCA_ACID: Source = {
  ref: 'Juluca (dolutegravir/rilpivirine) US prescribing information (ViiV) §4 (proton pump inhibitors contraindicated) and §7 (antacids: Juluca at least 4 hours before or 6 hours after; H2-receptor antagonists: Juluca at least 4 hours before or 12 hours after) — hours cited from memory, to be checked against the current label',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=juluca',
};

/**
 * A proton pump inhibitor beside rilpivirine, bought over the counter or prescribed (thirty-fifth clinician
 * review, M1: "stop neither on your own" kept a self-bought, contraindicated omeprazole going "for the next few
 * days"). The label's contraindication: one bought over the counter is not taken any more, a prescribed one is
 * sorted with the HIV clinic today; the HIV medicine is never stopped. Said by the interaction pair and the
 * chat's acid-reducer row; the answer check lets it through as the label's own stop (assistant/safety.ts).
 */
export const RILPIVIRINE_PPI_STOP: Bilingual = {
  zh: '如果这个胃药是你自己在药店买的（非处方），就不要再吃了——抗艾滋病药照常吃——今天就问艾滋病门诊或药师烧心改用什么：通常是按间隔时间吃的抗酸药，或H2受体拮抗剂（如法莫替丁）。如果是医生开的，今天就联系艾滋病门诊，由医生换胃药或换抗病毒方案。抗艾滋病药不要自己停。',
  en: 'If you bought the heartburn medicine yourself (over the counter), do not take it any more — keep taking the HIV medicine — and ask your HIV clinic or pharmacist today what to use for heartburn instead: usually a timed antacid or an H2 blocker such as famotidine. If a doctor prescribed it, contact your HIV clinic today so they can change the heartburn medicine or the HIV regimen. Do not stop the HIV medicine on your own.',
};

const PPI_BODY = {
  severity: 'major',
  management: 'avoid',
  mechanism: {
    zh: '利匹韦林需要胃酸才能吸收。质子泵抑制剂（奥美拉唑、埃索美拉唑、兰索拉唑、泮托拉唑、雷贝拉唑等）让胃酸大减，利匹韦林的血药浓度明显下降，抗病毒治疗可能失败，病毒还可能产生耐药。说明书规定两者禁止同用。',
    en: 'Rilpivirine needs stomach acid to be absorbed. A proton pump inhibitor (omeprazole/Prilosec, esomeprazole/Nexium, lansoprazole, pantoprazole, rabeprazole …) cuts the acid so much that the rilpivirine level falls, the HIV treatment can fail and the virus can become resistant. The label says never to take them together.',
  },
  advice: {
    zh: `这两种药不能一起吃，错开时间吃（比如隔12小时）也没用。${RILPIVIRINE_PPI_STOP.zh}`,
    en: `These two must not be taken together, and spacing them apart (12 hours, say) does not help. ${RILPIVIRINE_PPI_STOP.en}`,
  },
} satisfies Pick<DrugInteractionRule, 'severity' | 'management' | 'mechanism' | 'advice'>;

export const RILPIVIRINE_ACID_PAIRS: readonly DrugInteractionRule[] = [
  ...RILPIVIRINE_ORAL.map((id) => row(d(id), c('ppi'), PPI_BODY, RILPIVIRINE_ACID)),
  ...RILPIVIRINE_ORAL.map((id) =>
    row(
      d(id),
      c('h2_blocker'),
      {
        severity: 'moderate',
        management: 'monitor',
        mechanism: {
          zh: 'H2受体拮抗剂（如法莫替丁）让胃酸减少，同时吃会让利匹韦林吸收变少。',
          en: 'An H2 blocker (such as famotidine/Pepcid) lowers stomach acid, and taken close to it less rilpivirine is absorbed.',
        },
        advice: {
          zh: 'H2受体拮抗剂要在含利匹韦林的药之前至少12小时吃，或之后至少4小时吃。例如早饭时吃抗病毒药，H2受体拮抗剂放在下午或晚上（至少4小时后）吃。请让药师核对你的时间。',
          en: 'Take the H2 blocker at least 12 hours before or at least 4 hours after the rilpivirine medicine. For example: the HIV medicine with breakfast, the H2 blocker in the afternoon or evening (4 hours or more later). Ask your pharmacist to check your times.',
        },
      },
      RILPIVIRINE_ACID,
    ),
  ),
  ...RILPIVIRINE_ORAL.map((id) =>
    row(
      d(id),
      c('antacid'),
      {
        severity: 'moderate',
        management: 'monitor',
        mechanism: {
          zh: '抗酸药（碳酸钙如Tums、含铝或镁的胃药如达喜）中和胃酸，同时吃会让利匹韦林吸收变少。',
          en: 'An antacid (calcium carbonate such as Tums, aluminium or magnesium antacids) neutralises stomach acid, and taken close to it less rilpivirine is absorbed.',
        },
        advice: {
          zh: '抗酸药要在含利匹韦林的药之前至少2小时吃，或之后至少4小时吃，不要同时吃。',
          en: 'Take the antacid at least 2 hours before or at least 4 hours after the rilpivirine medicine, never at the same time.',
        },
      },
      RILPIVIRINE_ACID,
    ),
  ),
  row(d('dolutegravir-rilpivirine'), c('ppi'), PPI_BODY, JULUCA_ACID),
  row(
    d('dolutegravir-rilpivirine'),
    c('h2_blocker'),
    {
      severity: 'moderate',
      management: 'monitor',
      mechanism: {
        zh: 'H2受体拮抗剂（如法莫替丁）让胃酸减少，同时吃会让多替拉韦利匹韦林（Juluca）中的利匹韦林吸收变少。',
        en: 'An H2 blocker (such as famotidine/Pepcid) lowers stomach acid, and taken close to Juluca less of its rilpivirine is absorbed.',
      },
      advice: {
        zh: '多替拉韦利匹韦林（Juluca）要在H2受体拮抗剂之前至少4小时吃，或之后至少12小时吃。请让药师核对你的时间。',
        en: 'Take Juluca at least 4 hours before or at least 12 hours after the H2 blocker. Ask your pharmacist to check your times.',
      },
    },
    JULUCA_ACID,
  ),
  row(
    d('dolutegravir-rilpivirine'),
    c('antacid'),
    {
      severity: 'moderate',
      management: 'monitor',
      mechanism: {
        zh: '抗酸药中和胃酸让利匹韦林吸收变少；含铝、镁、钙的抗酸药还会在肠道内与多替拉韦结合。病毒可能反弹并产生耐药。',
        en: 'An antacid neutralises the acid rilpivirine needs, and aluminium, magnesium or calcium in it binds dolutegravir in the gut; the virus can rebound and become resistant.',
      },
      advice: {
        zh: '多替拉韦利匹韦林（Juluca）要在抗酸药之前至少4小时吃，或之后至少6小时吃，不要同时吃。',
        en: 'Take Juluca at least 4 hours before or at least 6 hours after the antacid, never at the same time.',
      },
    },
    JULUCA_ACID,
  ),
];
