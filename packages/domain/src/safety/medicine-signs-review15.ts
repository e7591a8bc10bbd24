/**
 * Emergencies whose likely cause is one of the person's own medicines, named under the urgent card
 * (fifteenth clinician review, zh: P2-M2 a faint with a pulse of 40-odd on donepezil and metoprolol got
 * "晕倒或意识不清需要尽快检查原因"; P5-M1 bleeding gums, bruises and petechiae in ITP on eltrombopag got the
 * warfarin text; G-M3 a child on aspirin with chickenpox, vomiting and drowsiness got a general card with
 * no word of Reye syndrome). Rows of the medicine-toxicity table (safety/texts.ts): they never make a
 * message urgent or not — triage decides that — they only say what the signs most likely mean and what to
 * tell the emergency team.
 */
import type { MedicineToxicitySign } from './texts';

/** Chickenpox or flu said. */
const VARICELLA_OR_FLU = '(水痘|流感|chicken ?pox|varicella|influenza|\\bflu\\b)';
/** Vomiting, drowsiness, slowness, confusion: how Reye syndrome shows. */
const REYE_SIGNS =
  '(吐|呕|想睡|嗜睡|昏睡|犯困|叫不醒|反应.{0,4}(慢|迟钝|差)|迷糊|糊涂|抽搐|vomit|throw\\w* up|threw up|being sick|drows|sleepy|letharg|confus|hard to wake|not (himself|herself)|seizure)';

export const REVIEW15_MEDICINE_SIGNS: readonly MedicineToxicitySign[] = [
  {
    drugs: ['aspirin'],
    signs: new RegExp(`^(?=[\\s\\S]*${VARICELLA_OR_FLU})(?=[\\s\\S]*${REYE_SIGNS})`),
    text: {
      zh: '在吃阿司匹林的孩子出水痘或得流感后，又呕吐、特别想睡、反应变慢或糊涂，要先想到瑞氏综合征（Reye综合征）：这是阿司匹林在水痘或流感时可能引起的急性脑病和肝损伤，进展很快。请立即去急诊或拨打120，告诉医生孩子在吃阿司匹林（吃多少、为什么吃，比如川崎病）、出了水痘或得了流感；下一顿阿司匹林先不要给，之后怎么用由医生决定。需要退烧时只用对乙酰氨基酚，不要用布洛芬或别的含阿司匹林的药。',
      en: 'A child on aspirin who has chickenpox or flu and then vomits, is unusually drowsy, slow to respond or confused may have Reye syndrome — an acute brain and liver illness that aspirin can set off during chickenpox or flu, and it moves fast. Go to the emergency department now or call 911, and tell the doctors that the child takes aspirin (how much, and why — Kawasaki disease, for example) and has chickenpox or flu; do not give the next aspirin dose — the doctors decide how to go on. For a fever use paracetamol (acetaminophen) only, never ibuprofen or another aspirin-containing medicine.',
    },
    source:
      'McCrindle BW et al. Diagnosis, treatment, and long-term management of Kawasaki disease: a scientific statement from the American Heart Association. Circulation 2017;135:e927 (aspirin and the risk of Reye syndrome with influenza or varicella; ibuprofen antagonises aspirin) — section from memory; American Academy of Pediatrics, Red Book (Reye syndrome: salicylates avoided in children with varicella or influenza) — edition and chapter from memory; NHS, Chickenpox (do not give ibuprofen)',
  },
  {
    drugs: ['donepezil'],
    classes: ['beta_blocker'],
    signs:
      /(脉|心跳|心率).{0,8}(慢|很低|四十|三十|[34]\d)|(四十|三十|[34]\d).{0,3}下|\b(slow (pulse|heart ?(rate|beat)?)|(pulse|heart rate) (is |was |of |in the )?(very )?(slow|low|[34]\ds?)|bradycard\w*)\b/,
    text: {
      zh: '在吃多奈哌齐（安理申）等治疗痴呆的药或倍他乐克（美托洛尔）等β受体阻滞剂的人，晕倒或脉搏很慢（每分钟低于50次），可能是药让心跳过慢或出现心脏传导阻滞（多奈哌齐说明书的警示：心动过缓、传导阻滞、晕厥），两类药一起吃更容易发生。请立即拨打120或去急诊，把所有药盒带上，告诉医生在吃哪些药、每天几片；在医生看过之前，下一顿这些药先不要吃。',
      en: 'On donepezil (Aricept) or another dementia medicine of its kind, or on a beta-blocker such as metoprolol, a faint or a very slow pulse (under 50 a minute) can mean the medicine has slowed the heart too much or caused heart block (the donepezil label warns of slow heart rate, heart block and fainting), more likely when both are taken. Call 911 or go to the emergency department now, bring every medicine box and say what is taken and how much; take no further dose of these medicines until a doctor has seen the person.',
    },
    source:
      'Aricept (donepezil) US prescribing information §5.2 Cardiovascular conditions (vagotonic effects: bradycardia and heart block; syncopal episodes) and §7 (beta-blockers: additive bradycardia) — section numbers from memory; Toprol-XL (metoprolol) US prescribing information §5 (bradycardia, heart block)',
  },
  {
    drugs: ['eltrombopag'],
    classes: ['thrombopoietin_agonist'],
    signs:
      /牙龈.{0,8}(血|出血)|出血点|小红点|红点|紫癜|瘀青|瘀斑|青紫|一片.{0,6}紫|紫的|鼻血|\b(gums? (are |keep )?bleed\w*|bleeding gums?|petechi\w*|purpur\w*|bruis\w*|nosebleeds?|blood blisters?|red spots?|pinpoint spots?)\b/,
    namesInstead: ['anticoagulant_bleeding'],
    text: {
      zh: '你在用艾曲泊帕等升血小板的药（免疫性血小板减少，ITP）：牙龈出血止不住、皮肤大片瘀青、很多针尖样小红点（出血点），说明血小板可能已经很低，有内脏或颅内出血的风险。请立即去急诊或拨打120，告诉医生你有血小板减少症、最近一次的血小板数和在用的药；用干净纱布压住出血的地方，不要用牙签、不要用力刷牙，不要吃阿司匹林、布洛芬这类止痛药，鱼油、银杏、纳豆激酶等补充剂也先停。出现剧烈头痛、呕吐、黑便或呕血，更要马上打120。',
      en: 'You take eltrombopag or another platelet-raising medicine (immune thrombocytopenia, ITP): gums that keep bleeding, large bruises and many pinpoint red spots (petechiae) mean your platelets may now be very low, with a risk of internal or brain bleeding. Go to the emergency department now or call 911, and tell them you have ITP, your last platelet count and your medicines; press clean gauze on bleeding gums, do not use toothpicks or brush hard, take no aspirin or ibuprofen, and stop fish oil, ginkgo and nattokinase for now. A severe headache, vomiting, black stools or vomiting blood make it all the more urgent.',
    },
    source:
      'Neunert C et al. American Society of Hematology 2019 guidelines for immune thrombocytopenia. Blood Adv 2019;3:3829–3866 (bleeding with a low platelet count: urgent assessment; avoid antiplatelet agents) — wording from memory; Promacta (eltrombopag) US prescribing information §5 (bleeding risk, platelet monitoring)',
  },
];
