/**
 * A fever medicine's dose for a child, or how to alternate two (eighteenth clinician review, M13: "老大3岁
 * 14公斤，发烧38.9度，美林和泰诺林怎么交替喂，各喂多少毫升" got a 120 card that also discouraged fever medicine).
 * The answer: a fever alone is not an emergency; one medicine, not two in turn; each one's dose by weight
 * (and the mg for a weight said), the mL only from the strength printed on the bottle; fluids and rest; the
 * signs that need the emergency department now. A baby under 3 months, a fever of 40 °C or more, one of
 * five days or that will not come down, or a danger sign is triage's (safety/joined.ts), never this.
 */
import type { Locale } from '../../contracts/common';
import { L } from '../format';
import { normaliseQuestion } from '../lexicon';
import { sourceLine } from './shared';
import { CHILD_SAID, weightKg } from '../child-said';

const FEVER = /发烧|发热|烧到|体温|\b(fever\w*|temp|temperature)\b/;
const IBUPROFEN = /美林|布洛芬|芬必得|\b(ibuprofen|motrin|advil|nurofen|brufen)\b/;
const PARACETAMOL =
  /泰诺林|对乙酰氨基酚|扑热息痛|必理通|百服宁|\b(tylenol|panadol|calpol|paracetamol|acetaminophen)\b/;
const ANY_FEVER_MEDICINE = /退烧药|退热药|\bfever (medicine|reducers?)\b/;
const ALTERNATE = /交替|轮流|换着|轮着|\balternat\w*|\bswitch\w* between\b|\bback and forth\b|\bstagger\w*/;
const DOSE_ASKED =
  /多少|几毫升|几\s*ml|几袋|几片|怎么(喂|吃|用|交替)|交替|轮流|剂量|用量|喂几|吃几|隔多久|间隔|\b(how much|how many|doses?|dosage|ml|mls|alternat\w*|how often|switch\w*)\b/;
const SOURCE =
  '中国0至5岁儿童病因不明急性发热诊断和处理若干问题循证指南（2016）（布洛芬每次5–10 mg/kg，间隔6–8小时；对乙酰氨基酚每次10–15 mg/kg，间隔4–6小时；不推荐两药联合或交替使用）；NICE NG143, Fever in under 5s (2019) (antipyretics for distress, not to prevent febrile convulsions; do not give both at the same time; consider alternating only if distress persists or recurs before the next dose is due; red and amber signs); WHO Model Formulary for Children 2010, Paracetamol and Ibuprofen';

/** The answer to a child's fever-medicine dose question, or null when this is not one. */
export function childFeverMedicineAnswer(text: string, locale: Locale): string | null {
  const t = normaliseQuestion(text);
  if (!FEVER.test(t) || !DOSE_ASKED.test(t) || !CHILD_SAID.test(t)) return null;
  const ibu = IBUPROFEN.test(t);
  const para = PARACETAMOL.test(t);
  if (!ibu && !para && !ANY_FEVER_MEDICINE.test(t)) return null;
  const kg = weightKg(t);
  const w = kg !== null && kg >= 3 && kg < 60 ? kg : null;
  const alternate = ALTERNATE.test(t) || (ibu && para);
  const mg = (lo: number, hi: number): string =>
    w === null
      ? ''
      : L(
          locale,
          `（${fmt(w)}公斤每次约${Math.round(w * lo)}–${Math.round(w * hi)}毫克）`,
          ` (at ${fmt(w)} kg about ${Math.round(w * lo)}–${Math.round(w * hi)} mg a dose)`,
        );
  const lines: string[] = [];
  lines.push(
    alternate
      ? L(
          locale,
          '**单纯发烧不是急症，也不用两种药交替喂：美林（布洛芬）和泰诺林（对乙酰氨基酚）选一种、按体重喂就够了。**退烧药是让孩子舒服一点，不是非要把体温降到正常；交替喂容易算错剂量和次数。',
          '**A fever by itself is not an emergency, and there is no need to alternate two medicines: choose one — ibuprofen (Motrin, Nurofen) or paracetamol (Tylenol, Calpol) — and give it by weight.** Fever medicine is to make the child comfortable, not to bring the temperature back to normal; alternating makes mistakes with doses and timing more likely.',
        )
      : L(
          locale,
          '**单纯发烧不是急症：退烧药按体重喂一种就够了。**退烧药是让孩子舒服一点，不是非要把体温降到正常。',
          '**A fever by itself is not an emergency: one fever medicine, given by weight, is enough.** It is to make the child comfortable, not to bring the temperature back to normal.',
        ),
  );
  const doses: string[] = [];
  if (ibu || !para)
    doses.push(
      L(
        locale,
        `- 布洛芬（美林）：每次5–10毫克/公斤${mg(5, 10)}，两次间隔6–8小时，24小时内不超过4次；6个月以下不用。`,
        `- Ibuprofen: 5–10 mg per kg a dose${mg(5, 10)}, 6–8 hours apart, no more than 4 doses in 24 hours; not under 6 months.`,
      ),
    );
  if (para || !ibu)
    doses.push(
      L(
        locale,
        `- 对乙酰氨基酚（泰诺林）：每次10–15毫克/公斤${mg(10, 15)}，两次间隔4–6小时，24小时内不超过4次；不要再同时吃含对乙酰氨基酚的感冒药（小儿氨酚黄那敏等）。`,
        `- Paracetamol (acetaminophen): 10–15 mg per kg a dose${mg(10, 15)}, 4–6 hours apart, no more than 4 doses in 24 hours; no cold medicine that also contains it at the same time.`,
      ),
    );
  lines.push(doses.join('\n'));
  lines.push(
    L(
      locale,
      '喂几毫升要看瓶子上印的浓度（每毫升含多少毫克，滴剂和混悬液差好几倍）：毫升数 = 毫克数 ÷ 每毫升的毫克数。看不明白就请药师算好写在盒子上，不要估，用药盒里的量杯或喂药器量。一种药用够量、过了间隔时间孩子还是很难受，再问医生要不要换另一种。',
      'How many mL depends on the strength printed on the bottle (mg per mL — drops and syrups differ several-fold): mL = mg ÷ mg per mL. If unsure, ask the pharmacist to work it out and write it on the box — never guess — and measure with the syringe or cup that comes with it. If the child is still distressed after a full dose of one, once its interval has passed, ask a doctor before adding the other.',
    ),
  );
  lines.push(
    L(
      locale,
      '多喝水（母乳、配方奶、温水都行），多休息，穿盖不要太多；不用酒精擦身，也不要捂汗。',
      'Offer plenty to drink (breast milk, formula or water), let the child rest and do not over-wrap; no alcohol rubs.',
    ),
  );
  lines.push(
    L(
      locale,
      '**出现下面任何一种，马上去急诊或拨打120：**3个月以下的宝宝体温≥38℃；特别想睡、叫不醒或反应差；皮肤上出现按压不褪色的红紫色点；脖子发硬；呼吸很快或很费力；抽搐；8小时以上没有尿（尿布一直是干的）；发烧超过5天。',
      '**Go to the emergency department now, or call 911, with any of these:** a baby under 3 months with 38 °C or more; very sleepy, hard to wake or not responding normally; a rash that does not fade when pressed; a stiff neck; breathing fast or hard; a fit; no urine (dry nappies) for 8 hours or more; a fever lasting more than 5 days.',
    ),
  );
  return lines.join('\n\n') + sourceLine(SOURCE, locale);
}

const fmt = (n: number): string => String(Math.round(n * 10) / 10);
