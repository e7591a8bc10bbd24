/**
 * Feeding through a tube and taking nothing by mouth (forty-first clinician review, en S1 and S2): a man fed by
 * PEG with Jevity running 18 hours a day had his Dilantin given into the running feed (level 6.8), and his
 * daughter, told by the speech therapist "nothing by mouth", was sent to the neurologist when she asked whether
 * the plan's almonds and chia seeds were all right.
 */
import type { Bilingual, Source } from '../contracts/common';

export const PHENYTOIN_TUBE_FEED: { text: Bilingual; source: Source } = {
  text: {
    zh: '**苯妥英钠（大仑丁）不要在营养液还在滴（泵着）的时候从管子里给：营养液会和药结合，吸收大大减少，血药浓度会掉下来，发作就可能增多。** 常用的做法是：每次给药前约2小时停营养液，给药后再停约2小时；给药前后用温水冲管；停掉的时间由营养师把泵速调高补回来。具体时间请药师或营养师按他的方案排好。改了给法以后请复查血药浓度；不要自己给他加药，加不加量由神经科医生决定。白蛋白低时，总的苯妥英浓度会显得偏低，问医生要不要查游离浓度。',
    en: '**Do not give phenytoin (Dilantin) into the tube while the feed is running: the feed binds it, much less is absorbed, the level falls and seizures can return.** The usual way is to stop the feed about 2 hours before each dose and keep it off about 2 hours after, flushing the tube with water before and after; the dietitian raises the pump rate to make up the paused hours. Ask the pharmacist or dietitian to set the times for his regimen. Have the level rechecked after the change, and do not give extra doses yourself — the neurologist decides any dose change. With a low albumin the total phenytoin level reads low: ask whether a free level is needed.',
  },
  source: {
    ref: 'Dilantin-125 (phenytoin oral suspension) US prescribing information, Drug Interactions (enteral feeding preparations lower phenytoin levels; monitor levels) — section cited from memory; Boullata JI et al. ASPEN Safe Practices for Enteral Nutrition Therapy. JPEN 2017;41:15–103 (hold feeds around phenytoin, flush, adjust the feed rate)',
    url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=dilantin',
  },
};

export const LEVOTHYROXINE_TUBE_FEED: { text: Bilingual; source: Source } = {
  text: {
    zh: '**左甲状腺素（优甲乐）不要混进营养液里，也不要在营养液还在滴的时候给：营养液会让它吸收变差，促甲状腺激素（TSH）就会升高。** 通常在给药前后各停营养液30–60分钟，药片压碎后用少量清水化开、单独从管子里推，前后冲管；钙片、铁剂和含它们的营养液与它隔开至少4小时。改了给法后约6–8周复查TSH，剂量由医生调整。',
    en: '**Do not mix levothyroxine (Synthroid) into the feed or give it while the feed is running: the feed lowers its absorption and the TSH rises.** Usually the feed is paused 30–60 minutes before and after the dose; the crushed tablet is mixed in a little water and given through the tube on its own, with a flush before and after; calcium and iron keep at least 4 hours away. Recheck the TSH 6–8 weeks after the change; the doctor adjusts the dose.',
  },
  source: {
    ref: 'Jonklaas J et al. Guidelines for the Treatment of Hypothyroidism (American Thyroid Association). Thyroid 2014;24:1670–1751 (enteral feeding impairs absorption; hold feeds) — cited from memory; Synthroid (levothyroxine) US prescribing information §2 and §7 (foods and calcium, iron); Boullata JI et al. ASPEN Safe Practices for Enteral Nutrition Therapy. JPEN 2017;41:15–103',
    url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=synthroid',
  },
};

export const NIL_BY_MOUTH: { text: Bilingual; source: Source } = {
  text: {
    zh: '**不能。“禁止经口进食（禁食禁水）”就是嘴里什么都不能吃、不能喝——坚果、瓜子、水、汤、糊都不行，除非言语治疗师（吞咽评估的医生）改了医嘱。** 吞咽有问题的人，吃进去或喝进去的东西可能进到肺里，引起严重的吸入性肺炎。他所有的营养、水分和药都按营养师和药师的安排从管子里给；方案里举例的食物不是给他吃的。口腔护理照样要做（清洁牙齿和牙龈、按护士教的方法湿润口腔）。想知道什么时候能重新评估吞咽、能不能试着吃一点，请问言语治疗师。',
    en: '**No. "Nothing by mouth" means nothing at all by mouth — no nuts or seeds, no food, no drinks, not even sips of water or thickened drinks — unless the speech-language therapist changes it.** With a swallowing problem, food or drink can go into the lungs and cause a serious aspiration pneumonia. All his nutrition, fluid and medicines go through the tube as the dietitian and pharmacist set; the food examples in the plan are not for him. Mouth care still matters (cleaning the teeth and gums, keeping the mouth moist as the nurses show). Ask the speech therapist when his swallow will be reassessed and whether tastes by mouth can be tried.',
  },
  source: {
    ref: 'Royal College of Physicians. Oral feeding difficulties and dilemmas (2010) — cited from memory; Volkert D et al. ESPEN guideline on clinical nutrition and hydration in geriatrics. Clin Nutr 2019;38:10–47 (dysphagia: texture set after a swallow assessment; tube feeding when oral intake is unsafe); IDDSI Framework 2.0 (2019): nuts and seeds as high-risk foods',
    url: 'https://iddsi.org/framework',
  },
};

/** A feeding tube or a tube feed said or typed (a medicine or product name such as "Jevity 1.5 Cal tube feeding"). */
export const TUBE_FEED =
  /鼻饲|胃管|鼻胃管|空肠管|管饲|胃造瘘|造瘘管|营养泵|肠内营养|营养液(?:在|还在)?(?:滴|泵)|\bpeg\b|\bpeg tube\b|\bg-?tube\b|\bng tube\b|\bnasogastric\b|\bfeeding tube\b|\btube[- ]?fe(e|)d\w*|\bthru the tube\b|\bthrough the tube\b|\benteral\b|\bjevity\b|\bosmolite\b|\bnutren\b|\bperative\b|\bisosource\b|\bfeed(ing)? pump\b|\bthe pump\b|\bfeed ?bags?\b|\b(in|into|with) (the|his|her|their) feeds?\b|空肠造瘘|造瘘|打营养液|(从|往|经)管子里?(打|推|注|灌)|能全力|\bj-?tube\b|\bjejunostom\w*|\bnutrison\b/;

/**
 * Reflux at night with tube feeding ("空肠造瘘管每天晚上打 … 他晚上躺下就反酸", "his PEG feed runs overnight and he coughs
 * lying down"): the head raised, the rate and timing the team's (blind answer round 63, zh-004, unsafe: a man fed at
 * night through a jejunostomy after an oesophagectomy got an older person's protein food list).
 */
export const TUBE_FEED_REFLUX: { text: Bilingual; source: Source } = {
  text: {
    zh: '**打营养液时和打完后30–60分钟，上半身要抬高30–45度（床头垫高或半坐着），不要平躺——夜里反酸时呛进气管（误吸）是管饲最要紧的风险。** 改成白天也打、分几次打，还是夜里打慢一点、时间拉长，要由手术医生或营养师来定：速度和总量不要自己改。食管切除术后，胃被上提到胸腔，躺平时更容易反酸，所以睡觉时整晚床头都要垫高；嘴里吃东西的最后一顿离睡觉至少2–3小时。夜里咳嗽、呛咳后发烧、气急，要尽快看医生。',
    en: '**Keep the head and chest raised 30–45° (bed head raised or half sitting) during the feed and for 30–60 minutes after it — never lying flat: reflux at night breathed into the lungs (aspiration) is the main danger of tube feeding.** Whether to move part of the feed into the day, split it, or run it more slowly over more hours is for the surgical team or the dietitian to decide — do not change the rate or the volume yourselves. After an oesophagectomy the stomach sits up in the chest, so reflux comes easily lying flat: keep the bed head raised all night, and the last food by mouth at least 2–3 hours before bed. A night cough, or fever or breathlessness after choking: see a doctor promptly.',
  },
  source: {
    ref: 'Bischoff SC et al. ESPEN guideline on home enteral nutrition. Clin Nutr 2020;39:5–22 (upper body raised at least 30° during and after feeding) — cited from memory; Boullata JI et al. ASPEN safe practices for enteral nutrition therapy. JPEN 2017;41:15–103 (head of bed 30–45°) — cited from memory',
  },
};

/**
 * Tablets and medicines through a feeding tube (blind answer round 63, en-011 and zh-051, development data: "give the
 * Centrum by mouth or down the J-tube?", "碾碎了兑水从管子里打进去，会不会堵管" got fluid-intake text and swallowing advice).
 */
export const TUBE_MEDICINES: { text: Bilingual; source: Source } = {
  text: {
    zh: '**经营养管给药：能用液体剂型的先用液体（问药师有没有糖浆、口服液或可溶片），片剂一次只碾一种、碾成细粉，用15–30毫升温水化开再推；每次给药前后用约30毫升温水冲管，不要把药直接混进营养液里。** 缓释片、肠溶片和胶囊里的小药丸不能碾碎（会失效或一下子释放太多），换不换剂型问药师或医生。复合维生素片有的不好碾、容易堵管，可以问有没有液体的。空肠管在胃的后面，有的药从空肠吸收不一样，开药时告诉医生药是从空肠管走的。管子堵了用温水轻轻推拉，不要用硬东西去捅。',
    en: '**Medicines through a feeding tube: use a liquid form where there is one (ask the pharmacist for a syrup, oral solution or dispersible tablet); crush tablets one at a time to a fine powder and mix it in 15–30 ml of warm water; flush the tube with about 30 ml of water before and after each medicine, and never mix medicines into the feed.** Slow-release and enteric-coated tablets, and the beads inside capsules, must not be crushed (they stop working or release all at once) — ask the pharmacist about another form. Some multivitamin tablets crush poorly and block tubes; ask whether a liquid one suits. A jejunostomy delivers past the stomach, which changes how some medicines are absorbed: make sure the prescriber knows the medicine goes down a J-tube. For a blocked tube, flush gently with warm water; never push anything stiff down it.',
  },
  source: {
    ref: 'BAPEN, Administering drugs via enteral feeding tubes: a practical guide (2004) — cited from memory; Boullata JI et al. ASPEN safe practices for enteral nutrition therapy. JPEN 2017;41:15–103 (medication administration, flushing) — cited from memory',
  },
};
