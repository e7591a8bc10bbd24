/**
 * Performance and fat-loss drugs taken without a prescription: anabolic steroids (stanozolol/康力龙,
 * testosterone esters, nandrolone, trenbolone …), SARMs (Ostarine), clenbuterol (克伦特罗, 瘦肉精), DNP
 * (2,4-dinitrophenol) and yohimbine. Thirteenth clinician review, zh P4 #1/#2 and en P3 #1: "教练给我上了康力龙
 * 和克伦特罗，减脂期饮食怎么配合", "那克伦特罗一天吃多少合适？" and "听说DNP减脂效果好，能吃吗" got the weight-loss
 * card with a calorie figure; "I take clen for the cut, any supplements to take with it?" got a potassium
 * answer. None of them has a safe dose for this use: the app never gives one, never a diet card beside
 * them, and says the harm, to stop and to see a doctor.
 *
 * Each row: the words that name it (matched on the normalised message or a name kept as typed), its
 * harm and its source. Testosterone is prescribed for hypogonadism, so it counts only in a gym context.
 */
import type { Bilingual, Source } from '../contracts/common';

export type PerformanceDrugId = 'anabolicSteroid' | 'sarm' | 'clenbuterol' | 'dnp' | 'yohimbine';

export interface PerformanceDrug {
  readonly id: PerformanceDrugId;
  /** Names and slang (normalised, lower-case text). */
  readonly names: RegExp;
  /** Names that count only with a gym or body-shaping context (testosterone). */
  readonly inContext?: RegExp;
  readonly name: Bilingual;
  readonly harm: Bilingual;
  readonly source: Source;
}

/** A gym, cutting or bulking context: a testosterone ester is then not a prescribed replacement. */
export const GYM_CONTEXT =
  /健身|增肌|减脂|刷脂|练肌肉|教练|撸铁|备赛|\bgym\b|\bcutting\b|\b(on|for) (a|the|my) cut\b|\bbulk(ing)?\b|\bblast\b|\bcruise\b|\bstack\b|\bbodybuild\w*\b|\bcoach\b|\bnot prescribed\b|\bunderground\b/;

const ENDOCRINE_SOCIETY_2014: Source = {
  ref: 'Pope HG Jr et al. Adverse health consequences of performance-enhancing drugs: an Endocrine Society scientific statement. Endocr Rev 2014;35:341–375 (anabolic-androgenic steroids: liver injury with oral 17α-alkylated steroids such as stanozolol, low HDL and high LDL cholesterol, raised haematocrit, heart muscle damage, suppressed testosterone and infertility); WADA Prohibited List (S1 anabolic agents, including SARMs and clenbuterol)',
  url: 'https://academic.oup.com/edrv/article/35/3/341/2354648',
};

export const PERFORMANCE_DRUGS: readonly PerformanceDrug[] = [
  {
    id: 'anabolicSteroid',
    names:
      /司坦唑醇|康力龙|诺龙|癸酸诺龙|群勃龙|美雄酮|大力补|氧雄龙|合成类固醇|蛋白同化|同化激素|\bstanozolol\b|\bwinstrol\b|\bwinny\b|\bnandrolone\b|\bdeca\b|\btrenbolone\b|\btren\b|\bmethandienone\b|\bmethandrostenolone\b|\bdianabol\b|\bdbol\b|\boxandrolone\b|\banavar\b|\banadrol\b|\boxymetholone\b|\banabolic steroids?\b|\banabolics?\b|\baas\b|\broids\b|\bjuice\b.*\bcycle\b/,
    inContext:
      /睾酮|庚酸睾酮|十一酸睾酮|丙酸睾酮|\btestosterone\b|\btest ?(e|c|p|enanthate|cypionate|prop)\b|\benanthate\b|\bcypionate\b|\btrt\b/,
    name: {
      zh: '合成代谢类固醇（康力龙、睾酮类等）',
      en: 'anabolic steroids (stanozolol, testosterone and others)',
    },
    harm: {
      zh: '合成代谢类固醇（康力龙/司坦唑醇、非处方使用的睾酮、诺龙等）会伤肝（口服的康力龙尤其明显，转氨酶升高、胆汁淤积，甚至肝肿瘤），让好胆固醇（HDL）大幅下降、坏胆固醇（LDL）升高，让血红蛋白和红细胞压积升高（血液变稠，容易形成血栓、中风），还会损伤心肌、抑制自身睾酮、导致不育。',
      en: 'Anabolic steroids (stanozolol/Winstrol, testosterone not prescribed for you, nandrolone and others) harm the liver (oral stanozolol especially: raised liver enzymes, cholestasis, even liver tumours), crash the good HDL cholesterol and raise LDL, push up haemoglobin and haematocrit (thicker blood, with clots and stroke), damage the heart muscle, shut down your own testosterone and can leave you infertile.',
    },
    source: ENDOCRINE_SOCIETY_2014,
  },
  {
    id: 'sarm',
    names:
      /\bsarms?\b|\bostarine\b|\benobosarm\b|\bmk-?2866\b|\blgd-?4033\b|\bligandrol\b|\brad-?140\b|\btestolone\b|\bandarine\b|选择性雄激素受体调节剂|奥斯塔林/,
    name: { zh: 'SARMs（如Ostarine）', en: 'SARMs (Ostarine and others)' },
    harm: {
      zh: 'SARMs（如Ostarine/MK-2866、LGD-4033、RAD-140）不是批准上市的药，也不是膳食补充剂；美国食品药品监督管理局警告它们可引起肝损伤，并可能增加心脏病发作和中风的风险，还会抑制自身睾酮、降低好胆固醇；产品里实际成分和剂量常与标签不符。',
      en: 'SARMs (Ostarine/MK-2866, LGD-4033, RAD-140) are not approved medicines or dietary supplements; the US FDA warns they can cause liver injury and may raise the risk of heart attack and stroke, and they suppress your own testosterone and lower HDL cholesterol; what the product really contains often differs from the label.',
    },
    source: {
      ref: 'US FDA, FDA warns against using SARMs in body-building products (consumer update, 2017–2018: liver toxicity, increased risk of heart attack and stroke); Pope HG Jr et al. Endocr Rev 2014;35:341–375; WADA Prohibited List S1.2',
      url: 'https://www.fda.gov/consumers/consumer-updates/fda-warns-against-using-sarms-body-building-products',
    },
  },
  {
    id: 'clenbuterol',
    names: /克伦特罗|克仑特罗|瘦肉精|\bclenbuterol\b|\bclen\b/,
    name: { zh: '克伦特罗（瘦肉精）', en: 'clenbuterol (clen)' },
    harm: {
      zh: '克伦特罗（瘦肉精）在国内禁止用于食用动物，在美国不批准用于人；用来减脂时会让心跳过快、心律失常、心肌缺血和损伤，并让血钾、血磷下降——抽筋、手抖、心慌正是它的危险信号，吃牛磺酸或补钾不能让它变安全。',
      en: 'Clenbuterol is banned in food animals in China and not approved for human use in the US; taken for fat loss it drives a fast heart, arrhythmias and heart-muscle strain or damage, and lowers potassium and phosphate — cramps, tremor and palpitations are its warning signs, and taurine or potassium does not make it safe.',
    },
    source: {
      ref: 'Hoffman RJ et al. Clenbuterol ingestion causing prolonged tachycardia, hypokalemia, and hypophosphatemia with confirmation by quantitative levels. J Toxicol Clin Toxicol 2001;39:339–344; 盐酸克仑特罗片说明书【不良反应】（心悸、手指震颤等；说明书章节凭记忆）; US FDA: clenbuterol is not approved for human use; WADA Prohibited List S1.2',
    },
  },
  {
    id: 'dnp',
    names: /二硝基苯酚|\bdnp\b|\b2,?4-?dinitrophenol\b|\bdinitrophenol\b/,
    name: { zh: 'DNP（2,4-二硝基苯酚）', en: 'DNP (2,4-dinitrophenol)' },
    harm: {
      zh: 'DNP（2,4-二硝基苯酚）是工业化学品，不是药，也不是补充剂，没有安全剂量：它让身体无法控制地产热，可引起致命的高热，每年都有年轻人因它死亡，一旦中毒没有解药。',
      en: 'DNP (2,4-dinitrophenol) is an industrial chemical, not a medicine or a supplement, and there is no safe dose: it makes the body produce heat it cannot control, causing fatal hyperthermia — young people die of it every year, and there is no antidote.',
    },
    source: {
      ref: 'Grundlingh J et al. 2,4-Dinitrophenol (DNP): a weight loss agent with significant acute toxicity and risk of death. J Med Toxicol 2011;7:205–212; UK Food Standards Agency, DNP warning (not fit for human consumption)',
      url: 'https://www.food.gov.uk/safety-hygiene/dnp',
    },
  },
  {
    id: 'yohimbine',
    names: /育亨宾|\byohimbine\b|\byohimbe\b/,
    name: { zh: '育亨宾', en: 'yohimbine' },
    harm: {
      zh: '育亨宾（常见于“燃脂”胶囊和氮泵）会升高血压、加快心跳，引起焦虑和失眠；有报告与心脏病发作和癫痫发作有关，和大剂量咖啡因等兴奋剂叠加更危险。',
      en: 'Yohimbine (in "fat burner" capsules and pre-workouts) raises blood pressure and heart rate and causes anxiety and insomnia; it has been linked to heart attacks and seizures, and stacked with high-dose caffeine or other stimulants it is more dangerous.',
    },
    source: {
      ref: 'NIH NCCIH, Yohimbe (herbs at a glance): linked to heart attacks and seizures; raises blood pressure and heart rate',
      url: 'https://www.nccih.nih.gov/health/yohimbe',
    },
  },
];

/** The performance drugs a text names (a message, or a medicine kept as typed). */
/**
 * A supplement said to raise testosterone ("gym guys say zinc boosts testosterone", "ZMA", "锌能提高睾酮吗"): the
 * hormone is the claim asked about, not a steroid taken (blind answer rounds 29–34, development data: five such
 * questions got the anabolic-steroid warning).
 */
const SUPPLEMENT_FOR_TESTOSTERONE =
  /(锌|镁|维生素\s*d|葫芦巴|南非醉茄|\bzma\b|\bzinc\b|\bmagnesium\b|\bvitamin d\b|\bfenugreek\b|\bashwagandha\b|\btongkat\b)[^。？?.!]{0,60}(提高|提升|升高|增加|促进|补|\bboost\w*|\braise\w*|\bincreas\w*|\bup\b|\bhelp\w*|\bgood for\b)[^。？?.!]{0,12}(睾酮|\btestosterone\b|\bt levels?\b)|\bzma\b/;

export function performanceDrugsNamed(norm: string): PerformanceDrug[] {
  const t = norm.toLowerCase();
  const supplementClaim = SUPPLEMENT_FOR_TESTOSTERONE.test(t);
  return PERFORMANCE_DRUGS.filter(
    (d) =>
      d.names.test(t) ||
      (d.inContext !== undefined && d.inContext.test(t) && GYM_CONTEXT.test(t) && !supplementClaim),
  );
}

// ---- "male vitality" products (thirteenth clinician review, zh P1 #2) -----------------------------

/** Products sold to men for "vitality", sexual performance or 补肾壮阳. */
export const MALE_VITALITY =
  /玛卡|鹿鞭|牛鞭|海狗鞭|海狗丸|补肾壮阳|壮阳|男性保健|男士保健|肾宝|男宝|牡蛎肽|淫羊藿|\bmaca\b|\bmale (enhancement|vitality)\b|\bsexual enhancement\b|\bhorny goat weed\b|\brhino (pills?|capsules?)\b|\bstamina (pills?|capsules?)\b/;

export const MALE_VITALITY_TEXT = {
  tainted: {
    zh: '**这类“男士玛卡”、鹿鞭、补肾壮阳片不是减肥药，但同样不安全。** 国家药监局和美国食品药品监督管理局多次查出这类号称“纯天然”的男性保健品里偷偷加了西地那非（伟哥的成分）、他达拉非等处方药，标签上不写，剂量也不清楚；微商、朋友圈卖的最常见。玛卡本身也没有可靠证据能改善性功能。',
    en: '**"Male vitality" products like these — maca, deer penis, "kidney-yang" tablets, male-enhancement pills — are not diet pills, but they are not safe either.** China’s drug regulator and the US FDA keep finding "all-natural" products of this kind secretly spiked with sildenafil (the drug in Viagra), tadalafil or similar prescription drugs, not on the label and in unknown amounts; those sold through WeChat or social media most often. Maca itself has no reliable evidence of improving sexual function.',
  },
  nitrate: {
    zh: '**你在用{drug}（硝酸酯类）：这类产品如果加了西地那非类成分，和它一起吃会让血压骤降，可能引起晕厥、心肌梗死甚至死亡。请把它放到一边，别再买，把包装拿给心内科医生或药师看。** 吃过以后出现头晕、眼前发黑或胸痛，立即拨打120，告诉急救人员吃过什么、什么时间吃的。治心绞痛的药照常用，不要自己停。',
    en: '**You use {drug}, a nitrate: if such a product holds a sildenafil-type drug, taking it with the nitrate can drop your blood pressure steeply, with fainting, a heart attack or death. Put it aside, do not buy more, and show the package to your cardiologist or pharmacist.** If you get dizzy, black out or have chest pain after taking it, call emergency services now and say what you took and when. Keep using your angina medicine as prescribed.',
  },
  noNitrate: {
    zh: '来路不明的这类产品最好不要吃。尤其是在用硝酸甘油、单硝酸异山梨酯（依姆多）、消心痛等治心绞痛的硝酸酯类药时，合用可能致命。勃起问题可能是心血管病的早期信号，请去正规医院的男科或泌尿外科看，由医生开药。',
    en: 'Products like this from an unknown source are best not taken — above all with a nitrate for angina (nitroglycerin, isosorbide mononitrate or dinitrate), where the combination can kill. Erection problems can be an early sign of heart disease: see a doctor (a GP, urologist or men’s-health clinic), who can prescribe safely.',
  },
} as const satisfies Record<string, Bilingual>;

export const MALE_VITALITY_SOURCE =
  'US FDA, Tainted Sexual Enhancement Products (public notifications, ongoing: hidden sildenafil, tadalafil and analogues); 国家药品监督管理局关于保健食品非法添加西地那非等药物的多次通告（通告编号凭记忆，未逐条核对）; VIAGRA (sildenafil) US prescribing information (Pfizer, 2017) §4.1 Contraindications: nitrates; 万艾可（枸橼酸西地那非片）说明书【禁忌】';
