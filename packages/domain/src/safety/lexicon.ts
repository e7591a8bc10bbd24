/**
 * The red-flag lexicon: symptom features (bilingual patterns with synonyms and colloquial forms) and
 * the rules that combine them, with the user's profile, into kinds of emergency. Patterns run on text
 * folded by `foldText` (NFKC, lower case, traditional → simplified for the characters used here,
 * apostrophes removed so "can't" reads "cant", single spaces).
 *
 * Chinese gap patterns never cross 不/没 so "胸口不痛" is not "胸口…痛".
 */
import type { RedFlagKind } from './kinds';

/** Traditional characters that occur in the patterns below, mapped to their simplified forms. */
const TRAD_TO_SIMP: Record<string, string> = {
  頭: '头',
  暈: '晕',
  嘔: '呕',
  發: '发',
  氣: '气',
  說: '说',
  話: '话',
  邊: '边',
  無: '无',
  腫: '肿',
  視: '视',
  殺: '杀',
  過: '过',
  嚨: '咙',
  難: '难',
  懷: '怀',
  腎: '肾',
  顫: '颤',
  識: '识',
  島: '岛',
  華: '华',
  藥: '药',
  壓: '压',
  緊: '紧',
  厲: '厉',
  嚴: '严',
  腦: '脑',
  風: '风',
  臉: '脸',
  腳: '脚',
  覺: '觉',
  麼: '么',
  沒: '没',
  為: '为',
  這: '这',
  還: '还',
  會: '会',
  側: '侧',
  癱: '瘫',
  瘓: '痪',
  塊: '块',
  亂: '乱',
  塗: '涂',
  燒: '烧',
  癲: '癫',
  癇: '痫',
  驚: '惊',
  誤: '误',
  悶: '闷',
  淚: '泪',
  糞: '粪',
  舊: '旧',
  個: '个',
  體: '体',
  離: '离',
  歲: '岁',
  週: '周',
  鉀: '钾',
  臟: '脏',
  塞: '塞',
  喪: '丧',
  結: '结',
  東: '东',
  樣: '样',
  隻: '只',
  眾: '众',
  煙: '烟',
  從: '从',
  點: '点',
  盡: '尽',
  兒: '儿',
  糊: '糊',
  濕: '湿',
  冒: '冒',
  陣: '阵',
  紅: '红',
  斑: '斑',
  癢: '痒',
  掛: '挂',
  號: '号',
  應: '应',
  該: '该',
  嗎: '吗',
  麻: '麻',
  補: '补',
  劑: '剂',
  錯: '错',
  開: '开',
  戶: '户',
  擔: '担',
  憂: '忧',
  動: '动',
  樓: '楼',
  割: '割',
  腕: '腕',
  瓶: '瓶',
  囉: '啰',
  昏: '昏',
  來: '来',
  喚: '唤',
  醒: '醒',
  饑: '饥',
  餓: '饿',
  陳: '陈',
  傷: '伤',
  讓: '让',
  歡: '欢',
  聽: '听',
  張: '张',
  腸: '肠',
  類: '类',
  醬: '酱',
  顏: '颜',
  痠: '酸',
  樂: '乐',
  後: '后',
};

export function foldText(text: unknown): string {
  const s = typeof text === 'string' ? text : '';
  return s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u0080-\uffff]/g, (c) => TRAD_TO_SIMP[c] ?? c)
    .replace(/[’‘`´]/g, "'")
    .replace(/'/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A gap of up to n characters inside one Chinese phrase that never crosses a negation or a stop. */
const gap = (n: number) => `[^，。！？,.!?；;不没]{0,${n}}`;
const re = (src: string) => new RegExp(src);

/**
 * Symptom and context features. Context features (pregnancy, anticoagulant, kidney disease, diabetes)
 * may also come from the profile; see `PROFILE_FEATURES` in detect.ts.
 */
export const FEATURES = {
  // ---- cardiac (AHA/ACC 2021 chest-pain guideline: pain, pressure, tightness, discomfort; radiation
  // to arm, jaw, neck, back; sweating, breathlessness, nausea) ----
  chest_strong: [
    re(
      `胸痛|心脏${gap(4)}(痛|疼|揪|绞|压|攥|抓)|胸口${gap(8)}(痛|疼|压住|压着|压得|紧|绞|堵|憋|闷|剧痛|勒|揪)|心口${gap(6)}(痛|疼|绞|压|紧|闷|揪)|胸前${gap(3)}(痛|疼|压|紧)|胸部${gap(3)}(痛|疼|压|紧)|胸闷|心绞痛|压着${gap(3)}石头|压了${gap(3)}石头`,
    ),
    /\bchest (pain|pian|pains|pressure|tightness|tight|hurts?|hurting|aches?|aching|is (so )?(tight|sore|heavy|hurting|killing me))\b|\b(pain|pressure|tightness|squeezing|crushing|heaviness|burning pain|ache)( feeling| sensation)? (in|on|across) (my |the )?chest\b|\bchest (feels|is) (tight|heavy|crushed|squeezed|like)|\belephant (sitting )?on my chest\b|\b(tight|heavy|band|weight)\b[^.?!]{0,15}\b(around|on|across) my chest\b|\bchest (is |feels )?(crushing|squeezing)\b|\bmy chest (really )?(hurts|is killing me)\b|\bangina\b/,
  ],
  chest_weak: [
    re(`胸口${gap(4)}(不舒服|难受|发慌|怪怪)|心口${gap(3)}(不舒服|难受)|胸${gap(2)}(不舒服|难受)`),
    /\bchest (discomfort|feels (weird|funny|off|strange))\b|\b(weird|funny|strange) feeling in my chest\b|\bdiscomfort in (my )?chest\b/,
  ],
  heart_attack: [
    re(`(心梗|心肌梗死?|心脏病发作?)(了|吧|吗|的感觉|的样子|发作)|是不是心梗|像${gap(2)}心梗`),
    /\b(having|had|is having|think i(m| am) having|might be having) a heart attack\b|\bheart attack (right )?now\b|\bis this a heart attack\b/,
  ],
  arm_jaw: [
    re(
      `(左|右|两|双)?(臂|胳膊|手臂|胳臂|左手)${gap(3)}(麻|痛|疼|酸|没劲)|下巴${gap(3)}(痛|疼|麻)|下颌${gap(2)}(痛|疼)|牙${gap(2)}(痛|疼)${gap(2)}(胸|一起)|(放射|窜)到${gap(4)}(背|肩|胳膊|手臂|下巴|脖子)|后背${gap(3)}(痛|疼)`,
    ),
    /\b(left |right )?arm (is |feels |went |goes )?(numb|tingl|hurt|ach|pain|weak|heavy)|\b(numb|tingling|pain in|aching) (my )?(left |right )?arm\b|\bjaw (pain|hurts|aches|is aching)|\bpain (spreading|radiating|going) (to|into|down)\b|\b(pain|hurts?) in my jaw\b|\bleft shoulder\b/,
  ],
  sweat: [
    /冷汗|虚汗|大汗|出汗|冒汗|一身汗|汗直流/,
    /\bsweat(ing|y|s)?\b|\bclammy\b|\bcold sweat\b|\bdrenched\b/,
  ],
  breathless: [
    re(
      `喘不上气|喘不过气|喘不匀|上气不接下气|上不来气|透不过气|喘${gap(2)}气|气短|气促|憋气|憋得慌|呼吸${gap(2)}(困难|急促|费劲|不畅)|没法呼吸|吸不上气`,
    ),
    /\bshort(ness)? of breath\b|\bout of breath\b|\bbreathless\b|\bcant (catch my )?breath|\bhard to breathe\b|\btrouble breathing\b|\bstruggling to breathe\b|\bdifficulty breathing\b|\bwinded\b/,
  ],
  nausea: [/恶心|想吐|反胃/, /\bnause|\bsick to my stomach\b|\bfeel like throwing up\b/],

  // ---- stroke (BE FAST, American Stroke Association) ----
  face_droop: [
    re(
      `嘴${gap(2)}歪|走路${gap(4)}(往一边倒|往一侧倒)|(口角|嘴角|一边嘴)${gap(4)}(歪|耷拉|下垂|往下)|口眼歪斜|脸${gap(3)}(歪|垂|耷拉|不对称)|半边脸${gap(3)}(麻|动不了|不能动|耷拉)|眼歪嘴斜`,
    ),
    /\bface (is |looks )?(droop|drooping|lopsided|uneven)|\bface (went|is|feels|has gone) numb\b|\bnumb on (the |one )?(left |right |one )?side\b|\bdroop(ing|y)? (face|mouth|smile|on one side)\b|\bmouth (is )?droop|\bcrooked smile\b|\bside of (my|his|her) face (is )?(droop|numb|fallen)/,
  ],
  speech: [
    re(
      `口齿不清|听不懂${gap(4)}说话|说话${gap(3)}(不清|含糊|不利索|结巴)|大舌头|说不出话|说不了话|说话含糊|讲话${gap(2)}不清|话说不清楚|吐字不清`,
    ),
    /\bslur(red|ring)? (speech|words|my words)\b|\bspeech (is )?slurred\b|\bcant (speak|talk|get (the |my )?words out)\b|\bwords (come|coming) out (wrong|jumbled)\b|\btalking funny\b/,
  ],
  one_side: [
    re(
      `(一侧|一边|半边|半身|左侧|右侧|左边|右边)${gap(4)}(无力|麻木|发麻|不能动|动不了|没力气|没知觉|瘫)|半身不遂|(左|右)(手|腿|胳膊|脚)${gap(3)}(没力气|无力|抬不起|不听使唤|没劲)|(拿|握)不住${gap(2)}(筷子|东西|杯子|勺)|偏瘫|突然${gap(3)}(手|腿|胳膊)${gap(3)}(无力|抬不起|不听使唤)`,
    ),
    /\b(one|left|right) side of (my|his|her|the) (body|face) (is |went |feels )?(numb|weak|paraly|dead|heavy)|\bsudden (numbness|weakness)\b|\b(left|right) (arm|leg|hand|side)( and (arm|leg|hand|foot|face))? (is |are |feel |feels |went |has gone |have gone )?(numb|weak|limp|dead)\b|\bcant (lift|raise|move) (my|his|her) (left |right )?(arm|leg)\b|\b(arm|leg) (suddenly )?(went|is|feels) (weak|limp|dead)\b/,
  ],
  sudden_vision: [
    re(`突然${gap(4)}(看不见|看不清|失明|视力)|一只眼${gap(3)}(看不见|黑了|失明)`),
    /\bsudden(ly)? (loss of vision|vision loss|cant see|blind)|\blost (the )?vision in one eye\b|\bblind in one eye\b/,
  ],
  stroke_self: [
    re(
      `(中风|脑卒中|脑梗|卒中)(了|吧|吗|的样子|的症状|发作)|是不是${gap(2)}(中风|脑梗)|像${gap(2)}(中风|脑梗)`,
    ),
    /\b(having|had|is having|think i(m| am) having|might be having|think (he|she|my \w+) (is|s) having) a stroke\b(?! of)|\bstroke (right )?now\b|\bis this a stroke\b/,
  ],

  // ---- bleeding (NICE NG141 acute upper GI bleeding; NHS "blood in poo" / "black poo") ----
  vomit_blood: [
    /吐血|呕血|吐[^，。,.不没]{0,8}咖啡色|吐[^，。,.不没]{0,4}血|马桶[^，。,.不没]{0,4}血|吐出[^，。,.]{0,3}血|咖啡渣|呕吐物[^，。,.]{0,3}血/,
    /\b(vomit|vomiting|vomited|throwing up|threw up|puking|puked) (up )?(blood|something like coffee grounds)|\bcoffee[- ]ground|\bblood\b[^.?!]{0,20}\b(threw up|throw up|throwing up|vomit\w*|puk\w*)|\b(threw up|throwing up|vomit\w*|puk\w*)\b[^.?!]{0,20}\bblood\b|\bblood in (my )?vomit\b/,
  ],
  black_stool: [
    re(`黑便|柏油|(大便|便便|粪便|拉的|屎|粑粑)${gap(8)}(黑|柏油|墨)|拉${gap(2)}黑${gap(2)}(屎|便)`),
    /\b(black|tarry|tar-like|dark black|pitch black)( and tarry| tarry|,? sticky)? (stool|stools|poo|poop|poops|bowel movements?|feces|faeces)\b|\b(stool|stools|poo|poop) (is |are |looks |look |has been |have been )?(black|tarry|like tar)\b|\bmelena\b|\b(stool|stools|poo|poop)\b[^.?!]{0,25}\b(black|tarry|like tar|dark)\b/,
  ],
  blood_stool: [
    re(`便血|(大便|便便|粪便|拉的|屎)${gap(4)}(血|红)|拉血|肛门${gap(2)}出血`),
    /\bblood (in|on) (my |the )?(stool|poo|poop|toilet paper)\b|\bbloody (stool|poo|poop|diarrh)|\bpooping blood\b|\bblood\b[^.?!]{0,20}\b(poop|poo|stool|bowel movement)|\brectal bleeding\b|\bbleeding from (my )?(bottom|rectum|butt)\b/,
  ],
  cough_blood: [/咯血|咳血|咳出[^，。,.]{0,3}血/, /\bcough(ing|ed)? (up )?blood\b/],
  /** Other bleeding that matters on a blood thinner (warfarin label: signs of bleeding need prompt care). */
  other_bleeding: [
    /尿血|尿里有血|尿[^，。,.]{0,3}红|牙龈[^，。,.]{0,3}出血|鼻血[^，。,.]{0,3}(止不住|不止)|出血不止|血止不住|皮下[^，。,.]{0,3}(瘀斑|青紫)/,
    /\bblood in (my )?(urine|pee)\b|\b(pee|urine) is (red|pink)\b|\bnosebleed (that )?(wont|will not) stop\b|\bbleeding (wont|will not) stop\b|\bbleeding gums\b|\bbruis(es|ing) all over\b/,
  ],
  /** A benign cause the user names for black stool (NHS: iron tablets, bismuth, liquorice, blueberries). */
  benign_black: [
    /铁剂|补铁|铁片|硫酸亚铁|黑芝麻|猪血|鸭血|蓝莓|桑葚|铋|活性炭|墨鱼/,
    /\biron (tablets?|pills?|supplements?)\b|\btaking iron\b|\bpepto|\bbismuth\b|\bblueberr|\bliquorice\b|\blicorice\b|\bsquid ink\b|\bactivated charcoal\b/,
  ],

  // ---- pre-eclampsia (ACOG Practice Bulletin 222, 2020, severe features; NHS pre-eclampsia) ----
  headache: [
    /头痛|头疼|脑袋疼|头[^，。,.不没]{0,3}(痛|疼|胀)/,
    /\bheadache|\bhead (is )?(pounding|throbbing|hurts|aches)|\bmigraine\b/,
  ],
  headache_severe: [
    re(
      `剧烈头痛|头痛欲裂|头${gap(3)}(痛|疼)得${gap(3)}(厉害|受不了|要命|炸)|头${gap(2)}(要)?炸|头${gap(2)}(痛|疼)${gap(2)}(厉害|受不了|要命)|吃了${gap(4)}(药|布洛芬|扑热息痛)${gap(4)}(不管用|没用|不见好)`,
    ),
    /\b(severe|splitting|pounding|terrible|awful|excruciating|blinding|really bad|worst|throbbing) headache|\bhead (is )?(pounding|splitting|killing me)\b|\bheadache (wont|that wont|doesnt) go away\b/,
  ],
  vision: [
    re(
      `视物模糊|眼花|看${gap(3)}(模糊|不清|重影)|眼前${gap(3)}(发黑|冒金星|闪|黑点|星星|模糊)|视力${gap(2)}(模糊|下降)|眼睛${gap(3)}(花|模糊)`,
    ),
    /\bblurr(y|ed) vision\b|\bvision (is |went |gets )?(blurr|fuzzy|spotty)|\bseeing (spots|stars|flashing|flashes|double)\b|\bsee (spots|stars|flashing lights|flashes)\b|\bflashing lights\b|\bspots in (my )?vision\b|\bdouble vision\b/,
  ],
  swelling_face: [
    re(`(脸|面部|眼皮|手|手指)${gap(3)}(肿|浮肿|水肿|胖了一圈)|突然${gap(3)}肿`),
    /\b(face|hands?|fingers|eyelids)( and (face|hands?|feet|fingers))? (is |are |look |looks |got |have gotten |went )?(so |really )?(puffy|swollen|swelling|puffed up)\b|\bpuffy (face|hands|eyes)\b|\bswollen (face|hands|fingers)\b|\bsudden swelling\b|\b(face|lips|eyes|hands) (swelled|swelled up|swelling up|blew up|puffed up)\b/,
  ],
  ruq_pain: [
    re(`(右上腹|上腹|胃口|肋骨下|心窝)${gap(3)}(痛|疼)`),
    /\bpain (just )?(under|below) (my )?(right )?ribs\b|\bupper (right )?(abdominal|stomach|belly) pain\b|\bpain in (my )?upper (right )?(abdomen|belly|stomach)\b/,
  ],
  bp_very_high: [
    /血压[^，。,.]{0,4}(1[6-9]\d|2\d\d)\s?[/／]\s?\d{2,3}|血压[^，。,.]{0,4}\d{2,3}\s?[/／]\s?(1[1-9]\d)/,
    /\b(bp|blood pressure)( is| was| reading)?( at)? (1[6-9]\d|2\d\d) ?\/ ?\d{2,3}\b|\b(bp|blood pressure)( is| was)? \d{2,3} ?\/ ?(1[1-9]\d)\b/,
  ],

  // ---- anaphylaxis (WAO anaphylaxis guidance 2020) ----
  throat_swelling: [
    re(
      `喉咙${gap(3)}(肿|发紧|紧|堵|卡住|收缩)|喉头水肿|嗓子${gap(3)}(肿|发紧|堵)|舌头${gap(2)}(肿|发麻变大)|嘴唇${gap(6)}(肿|发紫)|脸${gap(2)}肿${gap(4)}(喘|呼吸)`,
    ),
    /\bthroat (is |feels )?(swelling|swollen|closing|tight|tightening|closing up)\b|\bthroat\b[^.?!]{0,20}\b(closing|swelling shut)\b|\bswollen (throat|tongue|lips?)\b|\b(tongue|lips?) (is |are )?(swelling|swollen)\b|\bcant swallow\b/,
  ],
  anaphylaxis_word: [
    /过敏性休克|严重过敏反应|肾上腺素笔/,
    /\banaphyla|\bsevere allergic reaction\b|\bepi-?pen\b|\bgoing into (allergic )?shock\b/,
  ],
  skin_allergy: [
    /荨麻疹|风团|起疹子|全身[^，。,.]{0,3}(痒|红|疹)|起了[^，。,.]{0,3}(疹|包)/,
    /\bhives\b|\bwelts\b|\b(itchy|red) rash all over\b|\bbroke out in (a )?rash\b/,
  ],
  allergen: [
    /过敏|花生|坚果|海鲜|虾|蜂蜇|被蜂|青霉素/,
    /\ballerg|\bpeanut|\btree nut|\bshellfish\b|\bshrimp\b|\bbee sting|\bstung by\b|\bpenicillin\b/,
  ],
  dizzy: [
    /头晕|眩晕|天旋地转|要晕|快晕|晕乎/,
    /\bdizzy\b|\blightheaded\b|\blight-headed\b|\bfeel (like )?(i(m| am) (going to|gonna) )?faint\b/,
  ],

  // ---- hypoglycaemia (ADA Standards of Care 2025, §6: level 3 = altered mental/physical state) ----
  hypo_word: [
    /低血糖|血糖[^，。,.]{0,3}(低|掉)|血糖[^，。,.]{0,4}(1\.\d|2\.\d|[0-2](\s?mmol))/,
    /\bhypo(glyc[a-z]*)?\b|\b(blood )?sugar (is |went |dropped |crashed |is really |so )?(low|crash|drop)|\blow (blood )?sugar\b|\b(sugar|glucose|bg)( is| was| reading)?( at)? ([1-4]\d|5[0-3])( ?mg)?\b|\b(sugar|glucose|bg)( is| was)?( at)? [12]\.\d\b/,
  ],
  shaky: [/手[^，。,.不没]{0,3}抖|发抖|哆嗦|颤抖|心慌手抖|浑身抖/, /\bshak(y|ing)\b|\btrembl|\bjittery\b/],
  confused: [
    /意识模糊|昏昏沉沉|叫不太?醒|叫不应|醒不过来|糊涂|颠三倒四|认不出|胡言乱语|答非所问|神志不清|迷糊|反应迟钝|说胡话|认不出人|叫不醒|不认人/,
    /\bconfus|\bdisorient|\bnot making sense\b|\bcant think straight\b|\bincoherent\b|\bwont wake up\b|\bcant wake (him|her|them)\b/,
  ],

  // ---- hyperkalaemia (KDIGO 2020 Controversies Conference on potassium; NHS high potassium) ----
  palpitations: [
    re(`心慌|心悸|心跳${gap(4)}(乱|快|不规律|不齐|漏|停|怪|慢)|心律不齐|心脏${gap(3)}(乱跳|漏跳|停跳)`),
    /\bpalpitat|\bheart (is )?(racing|pounding|fluttering|skipping|skips)|\birregular heart ?beat|\bheart\b[^.?!]{0,15}\birregular|\bheartbeat (is |feels )?(irregular|weird|off|slow|funny)\b|\bskipped beats?\b/,
  ],
  weakness: [
    re(
      `(浑身|全身|四肢|手脚|腿|两条腿|肌肉)${gap(2)}(无力|发软|没力气|软)|瘫软|抬不起${gap(2)}(腿|胳膊|手)|站不起来`,
    ),
    /\bmuscle weakness\b|\b(muscles|legs|arms|limbs|body) (are |feel |feels |is )?(so |really |very )?(weak|heavy|like jelly)\b|\bcant (stand up|lift my (arms|legs))\b|\bweak all over\b|\bfeel(s|ing)? (so |really |very )?weak\b/,
  ],
  k_high: [
    /血钾[^，。,.]{0,4}([6-9](\.\d)?)\b|钾[^，。,.]{0,2}(6\.\d|[7-9]\.\d)/,
    /\bpotassium( level)?( is| was| of| at)? ([6-9](\.\d)?)\b|\bpotassium\b[^?!]{0,20}?\b(came back|result|reading|level)[^?!]{0,10}?\b([6-9](\.\d)?)\b(?! ?(mg|g|%))|\bk\+? ?(is |of |at )?([6-9]\.\d)\b/,
  ],

  // ---- muscle breakdown / rhabdomyolysis (statin labels §5.1; MSD Manual "Rhabdomyolysis") ----
  dark_urine: [
    re(
      `(尿|小便|尿液)${gap(6)}((酱油|浓茶|可乐|咖啡|茶|深褐|褐|棕|红褐)色|发黑|很黑|很深|变深|发红)|(尿|小便|尿液)${gap(4)}(像|似|如)${gap(2)}(酱油|浓茶|可乐)|(酱油|浓茶|可乐|茶)色的?(尿|小便)`,
    ),
    /\b(urine|pee|wee)\b[^.?!]{0,20}\b(dark|brown|cola|tea|coke|black|reddish)\b|\b(dark|brown|cola|tea|coke)[- ]colou?red (urine|pee)\b|\b(dark|brown) (urine|pee)\b/,
  ],
  muscle_pain: [
    re(`肌肉${gap(4)}(痛|疼|酸痛)|(浑身|全身|四肢|腿|胳膊)${gap(3)}(酸痛|疼|痛)|肌痛`),
    /\bmuscles?\b[^.?!]{0,20}\b(ache|aches|aching|pain|painful|sore|hurt|hurts|hurting|cramps?)\b|\b(legs?|arms?|thighs?|calves|body)\b[^.?!]{0,12}\b(ache|aches|aching|hurts?|hurting|sore)\b|\bmyalgia\b|\bsore muscles\b|\baching all over\b|\bweak\b[^.?!]{0,20}\b(barely|hardly|cant|cannot) (stand|walk)\b/,
  ],

  // ---- suicidal thoughts (988 Lifeline; WHO LIVE LIFE 2021) ----
  suicidal: [
    /自杀|不想(再)?活(?!得|成)|想解脱|(攒|准备|存)了[^，。,.]{0,8}安眠药|安眠药[^，。,.]{0,8}(吃掉|全吃|一起吃)|活不下去|活着没(有)?意思|活着[^，。,.]{0,3}没意义|轻生|结束(自己的?)?(生命|一切)|了结(自己|生命)|一了百了|(从|在)[^，。,.]{0,4}(楼|桥|天台|顶)[^，。,.]{0,4}跳下去|跳河|卧轨|怎么死|怎样死|想去死|结束这一切|(真的|实在)撑不下去|遗书|遗言|(我是|我就是|我只是)[^，。,.]{0,2}累赘|没有我[^，。,.]{0,6}(更好|会好)|大家[^，。,.]{0,4}会更好|想死(?!你|您|他|她|了你|我了|的心)|去死算了|不如死了|死了算了|割腕|跳楼|寻死|自残|伤害自己|不想醒来|离开这个世界/,
    /\bsuicid|\bkill(ing)? myself\b|\b(want to|wanna|going to|gonna|thinking (of|about)|feel like|plan to|ready to) end(ing)? (it|it all|my life|things|everything)\b|\bend(ing)? (it all|my life)\b|\bending it\b|\bdont want to (live|be alive|be here|exist|wake up)\b|\bwant to die\b|\bwanna die\b|\bbetter off dead\b|\bno reason to live\b|\bnot worth living\b|\btake my (own )?life\b|\bself[- ]?harm\b|\bhurt(ing)? myself\b|\bcut(ting)? myself\b|\bunalive\b|\bwish i (was|were) dead\b|\bdisappear forever\b|\bdisappear and never\b|\bwant (it|this|everything) (all )?to (be over|stop|end)\b|\b((dont|do not|cant|no longer) see )?(the |any )?point (in|of) (living|life|going on)\b|\b(just|might|will|gonna|going to) (just )?end it\b|\bnever wake up\b|\bto end (it|it all|my life|things)\b|\bnobody would (miss|care)\b|\b(everyone|they|people|my family) would be better off without me\b|\bif i (was|were) gone\b|\bsuicide note\b/,
  ],

  // ---- other emergencies kept from the first table ----
  faint: [
    /晕倒|昏倒|眼前一黑[^，。,.]{0,4}倒|突然倒下|倒地|昏过去|昏厥|晕厥|昏迷|失去意识|意识不清|不省人事|晕过去|叫不醒/,
    /\bfaint(ed|ing)\b|\bpass(ed)? out\b|\bpassing out\b|\bunconscious\b|\bblack(ed)? out\b|\bsyncope\b|\bcollapsed\b|\bunresponsive\b/,
  ],
  breathing_severe: [
    /呼吸困难|说不(了|出)[^，。,.]{0,3}完整|喘不上气|喘不过气|喘不动|上不来气|透不过气|窒息|没法呼吸|憋得脸发紫|嘴唇发紫/,
    /\bcant breathe?\b|\bcant get (any )?air\b|\bwheez|\b(barely|hardly) (breathe|breathing)\b|\bcannot breathe\b|\bstruggling to breathe\b|\bdifficulty breathing\b|\bchoking\b|\bgasping( for air)?\b|\blips (are |turning )?blue\b/,
  ],
  seizure: [
    /抽搐|惊厥|(高烧|发烧|烧)[^，。,.]{0,4}抽筋|浑身抽|全身抽|两眼上翻|癫痫发作|抽风|口吐白沫/,
    /\bseizure|\bconvuls|\bfoaming at the mouth\b|\bfitting\b|\bhaving a fit\b/,
  ],
  thunderclap: [
    re(`突然${gap(4)}剧烈头痛|剧烈头痛|这辈子最${gap(3)}头痛|从没这么${gap(2)}(头痛|头疼)`),
    /\bworst headache\b|\bthunderclap\b|\bsudden (severe|excruciating) headache\b/,
  ],
  abdominal_severe: [
    re(`剧烈腹痛|肚子${gap(3)}(痛|疼)得${gap(4)}(打滚|受不了|直不起)|腹痛${gap(3)}(难忍|剧烈)`),
    /\bsevere (abdominal|stomach|belly) pain\b|\b(stomach|belly) pain (is )?(unbearable|excruciating)\b/,
  ],
  high_fever: [/高烧不退|高热不退|烧到(4[0-2]|39\.[5-9])/, /\bfever (of )?(10[4-9]|4[0-2])\b/],
  overdose: [
    re(
      `误服|误吞|误食${gap(4)}(药|片|铁剂|维生素)|吃了${gap(4)}([二三四五六七八九]?十[一二三四五六七八九]?|几十|好几十)片|吃了(一整瓶|一瓶|半瓶|整瓶|好多片|很多|大量|一把|\\d{2,}片)${gap(6)}(药|片|维生素|铁)?|服药过量|吃药过量|过量服(用|药)|吞了${gap(4)}(药|片)`,
    ),
    /\btook an overdose\b|\boverdos(ed|e)\b|\bswallowed (a|the) (whole )?bottle\b|\btook (a whole bottle|too many pills|\d{2,} (pills|tablets))\b|\btoo many( \w+)? (pills|tablets)\b|\b(ate|swallowed) (my|his|her|the|some|a bunch of|all (of )?(my|the))( \w+)? (pills|tablets|gummies)\b|\bgot into (my|the|his|her)\b[^.?!]{0,20}\b(pills|vitamins|medicine|meds|gummies|tablets)\b|\bpoison(ed|ing)\b|\b(ate|swallowed) (a bunch of|some of) (my|the) (pills|iron|vitamins|gummies)\b/,
  ],

  // ---- context: who is speaking ----
  ctx_pregnant: [
    re(
      `怀孕|孕期|孕妇|孕${gap(2)}\\d+周|怀着|孕晚期|孕中期|孕早期|\\d+周${gap(2)}(孕|胎)|(我|现在)${gap(2)}\\d{2}周|宝宝${gap(2)}\\d+周|产后`,
    ),
    /\bpregnan|\b\d{1,2} weeks( pregnant| along| gestation)?\b|\bexpecting (a baby|twins)\b|\bthird trimester\b|\bsecond trimester\b|\bgave birth\b|\bpostpartum\b/,
  ],
  ctx_anticoag: [
    /华法林|抗凝|利伐沙班|阿哌沙班|达比加群|依度沙班|氯吡格雷|阿司匹林|波立维/,
    /\bwarfarin\b|\bcoumadin\b|\bblood thinners?\b|\banticoagul|\bapixaban\b|\beliquis\b|\brivaroxaban\b|\bxarelto\b|\bdabigatran\b|\bpradaxa\b|\bedoxaban\b|\bclopidogrel\b|\bplavix\b|\baspirin\b/,
  ],
  ctx_ckd: [
    /肾病|肾衰|肾功能不全|肾功能差|透析|尿毒症|慢性肾|肾不好/,
    /\bkidney (disease|failure|problems?)\b|\bckd\b|\bkidney patient\b|\bdialysis\b|\brenal (failure|disease)\b|\bbad kidneys\b/,
  ],
  ctx_diabetes: [
    /糖尿病|胰岛素|格列|降糖药|打针控糖/,
    /\bdiabet|\binsulin\b|\bglipizide\b|\bgliclazide\b|\bglimepiride\b|\bglyburide\b|\bsulfonylurea\b|\btype (1|2|one|two)\b/,
  ],
} as const satisfies Record<string, readonly [RegExp, RegExp]>;
export type Feature = keyof typeof FEATURES;

/** Features that describe the person rather than a symptom: past or hypothetical wording does not hide them. */
export const CONTEXT_FEATURES = [
  'ctx_pregnant',
  'ctx_anticoag',
  'ctx_ckd',
  'ctx_diabetes',
  'benign_black',
] as const satisfies readonly Feature[];

export interface RedFlagRule {
  /** Every feature must be present (and not negated, past or hypothetical). */
  all: readonly Feature[];
  /** When given, at least one of these must be present too. */
  any?: readonly Feature[];
  /** When any of these is present the rule does not fire. */
  none?: readonly Feature[];
}

export interface RedFlagKindRow {
  rules: readonly RedFlagRule[];
  source: string;
}

/**
 * Which feature combinations make each kind. A kind fires when any of its rules fires.
 */
export const RED_FLAG_RULES = {
  suicidal: {
    rules: [{ all: ['suicidal'] }],
    source:
      '988 Suicide & Crisis Lifeline (SAMHSA, 2022); WHO LIVE LIFE implementation guide (2021); China national psychological assistance hotline 12356 (National Health Commission, 2025)',
  },
  chest_pain: {
    rules: [
      { all: ['chest_strong'] },
      { all: ['heart_attack'] },
      { all: ['chest_weak'], any: ['arm_jaw', 'sweat', 'breathless', 'nausea', 'dizzy', 'faint'] },
      { all: ['arm_jaw', 'sweat'] },
    ],
    source:
      'AHA/ACC 2021 Guideline for the Evaluation and Diagnosis of Chest Pain (Gulati et al., Circulation 2021;144:e368), §2.1: call 9-1-1 for acute chest pain; pressure, tightness, radiation to arm/jaw, sweating, dyspnoea',
  },
  stroke: {
    rules: [
      { all: ['face_droop'] },
      { all: ['speech'] },
      { all: ['one_side'] },
      { all: ['sudden_vision'] },
      { all: ['stroke_self'] },
    ],
    source:
      'American Stroke Association BE FAST (Balance, Eyes, Face, Arms, Speech, Time); Chinese Stroke Association 中风120 (2016)',
  },
  anaphylaxis: {
    rules: [
      { all: ['throat_swelling'] },
      { all: ['swelling_face'], any: ['breathing_severe', 'breathless'], none: ['ctx_pregnant'] },
      { all: ['anaphylaxis_word'] },
      { all: ['skin_allergy'], any: ['breathless', 'breathing_severe', 'dizzy', 'faint'] },
      { all: ['allergen'], any: ['breathless', 'breathing_severe', 'faint', 'dizzy'] },
    ],
    source:
      'World Allergy Organization Anaphylaxis Guidance 2020 (Cardona et al., WAO J 2020;13:100472), diagnostic criteria 1 and 2',
  },
  pre_eclampsia: {
    rules: [
      {
        all: ['ctx_pregnant'],
        any: ['headache_severe', 'vision', 'ruq_pain', 'bp_very_high', 'thunderclap'],
      },
      { all: ['ctx_pregnant', 'swelling_face'], any: ['headache', 'vision', 'breathless'] },
    ],
    source:
      'ACOG Practice Bulletin No. 222, Gestational Hypertension and Preeclampsia (2020), severe features: BP ≥ 160/110, new headache unresponsive to medication, visual disturbances, RUQ/epigastric pain; NHS pre-eclampsia (sudden swelling of face, hands)',
  },
  bleeding: {
    rules: [
      { all: ['vomit_blood'] },
      { all: ['blood_stool'] },
      { all: ['cough_blood'] },
      { all: ['black_stool'], none: ['benign_black'] },
      { all: ['black_stool', 'ctx_anticoag'] },
      { all: ['other_bleeding', 'ctx_anticoag'] },
    ],
    source:
      'NICE NG141 / CG141 Acute upper gastrointestinal bleeding (2012, updated 2016); NHS "Black poo" and "Blood in poo" (999 if on blood thinners); warfarin label (Coumadin, bleeding warning)',
  },
  severe_hypoglycaemia: {
    rules: [
      { all: ['hypo_word'], any: ['confused', 'faint', 'seizure', 'shaky', 'sweat', 'dizzy'] },
      { all: ['ctx_diabetes'], any: ['confused', 'faint', 'seizure'] },
      { all: ['ctx_diabetes', 'shaky'], any: ['sweat', 'confused', 'dizzy'] },
    ],
    source:
      'ADA Standards of Care in Diabetes 2025, §6 Glycemic Goals and Hypoglycemia (level 3: altered mental and/or physical status requiring assistance); insulin and sulfonylureas as the main causes',
  },
  hyperkalaemia: {
    rules: [{ all: ['ctx_ckd'], any: ['palpitations', 'weakness'] }, { all: ['k_high'] }],
    source:
      'KDIGO 2020 Controversies Conference, Potassium homeostasis and management in CKD (Clase et al., Kidney Int 2020;97:42); UK Kidney Association hyperkalaemia guideline (2023): K ≥ 6.0 mmol/L is severe',
  },
  muscle_breakdown: {
    rules: [{ all: ['dark_urine'], any: ['muscle_pain', 'weakness'] }],
    source:
      'FDA prescribing information for statins (e.g. Lipitor/atorvastatin §5.1 Myopathy and Rhabdomyolysis: promptly report unexplained muscle pain, tenderness or weakness); MSD Manual Professional Version, "Rhabdomyolysis" (myalgia, weakness and dark reddish-brown urine)',
  },
  breathing: {
    rules: [{ all: ['breathing_severe'] }],
    source: 'NHS 999 emergencies: severe difficulty breathing',
  },
  fainting: {
    rules: [{ all: ['faint'] }],
    source: 'NHS 999 emergencies: loss of consciousness',
  },
  seizure: {
    rules: [
      { all: ['seizure'] },
      { all: ['thunderclap'] },
      { all: ['abdominal_severe'] },
      { all: ['high_fever'] },
    ],
    source: 'NHS 999 emergencies: seizure, sudden severe headache, severe abdominal pain',
  },
  poisoning: {
    rules: [{ all: ['overdose'] }],
    source: 'NHS 999 / Poison Help 1-800-222-1222 (HRSA); 120 in China',
  },
} as const satisfies Record<RedFlagKind, RedFlagKindRow>;
