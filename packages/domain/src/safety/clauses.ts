/**
 * How the red-flag readers frame a message (ADR 0038): cut into clauses, each marked quiet when it is
 * about the past, hypothetical, an informational question, someone else's story, or the whole message
 * is a training frame. The phrase rules drop symptoms in quiet clauses; the learned reader sees the
 * frame as part of its features, so "chest pain" now and "chest pain" three years ago differ for both.
 */

export const PAST =
  /\b(last (year|month|summer|winter|spring|autumn|fall)|(\d+|a few|few|several|two|three|four|five|six|seven|eight|nine|ten) (years|yrs|months) (ago|back)|years (ago|back)|months (ago|back)|decades ago|(a )?long (time )?ago|ages ago|as a (kid|child|teen|teenager|toddler|baby)|when (i|he|she|they|we|(my|his|her|our|their) (\w+ ){1,2}) ?(was|were) (young|younger|a kid|little|a child|a baby|a toddler|a teen|a teenager|in college|in (high |middle )?school|\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)|at (the )?age (of )?\d+|(?<!\b(like|as) (he|she|they|i|it|we|you|s?he) )used to|in the past|history of|back in (\d{4}|the day|january|february|march|april|june|july|august|september|october|november|december)|(back )?in the ('?\d0'?s|(19|20)\d0'?s|sixties|seventies|eighties|nineties)|once had|once (at|when|as)|(he|she|i|they|we|my \w+) once (fainted|passed out|collapsed|had|took|ate|overdosed)|at (christmas|thanksgiving|easter|new years?) (last year|\d+ years ago)|last (january|february|march|april|may|june|july|august|september|october|november|december)|in (19|20)\d\d|last (christmas|thanksgiving|easter|diwali|eid|new year'?s?|chinese new year|halloween|ramadan)|去年(春节|过年|国庆|中秋|端午)|(back )?in (college|uni|university|high school)|at (\d+|one|two|three) (months|years)( old)?|recover(y|ing|ed)|rehab|survivor|(after|since) (my|his|her|their) (stroke|heart attack|seizure|surgery|overdose))\b|去年|洗过胃|(那|这|都)是[^，。]{0,10}的事了|上一?次(怀孕|怀的|那胎|怀胎|生孩子|生产|流产|小产)|上一胎|前一胎|前年|小时候|(\d+|[一二两三四五六七八九十]+)岁(的时候|那年|时)|(小学|初中|高中|中学|大学|大一|大二|大三|大四|读研|研究生|幼儿园|结婚前|怀孕前)(的时候|那会儿?|时|那年|那阵)|那会儿?|那时候?|那段(时间|日子)|那阵子|当年|十几岁|上学的时候|读书的时候|[一二两三四五六七八九十几\d]+年前|几个月前|上个月|以前|曾经|既往|病史|年轻的时候|(19|20)\d\d年|康复|恢复期|后遗症|(发作|中风|卒中|脑梗|心梗|晕倒|昏倒|抽搐|休克)过(?![来去敏量度])/;
/**
 * Recent past told as over ("had food poisoning last week, all better now"): quiet only together with
 * RESOLVED in the message, since an hour-old chest pain that passed is still urgent.
 */
const RECENT_PAST =
  /\b(last week|(\d+|a few|few|two|three|several) (days|weeks) ago|(on|last) (monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend))\b|上周|上个星期|(几|[两三四五六七\d]+)(天|周)前|前几天|前两天|前些天/;
/**
 * An episode told as over; "后来就一直没碰过" too (blind triage round 82, zh, development data once recorded: a peanut
 * anaphylaxis two years ago, the food never touched since, raised the card). "现在好多了" is not enough: "上个月开始抑郁，有不想
 * 活的念头，现在好多了" must stay a report.
 */
const RESOLVED =
  /\b(all better( now)?|(totally|completely|perfectly|absolutely) (fine|ok|okay|better|good|recovered) now|(im|i am|hes|shes|were) (fine|ok|okay|better) now|fully (recovered|better)|recovered now|(everyone|everybody|we all)('?s| is| are)? (fine|ok|okay|better|recovered)|(it'?s|its) long gone|never (had )?(another|one since|again since)|never since|(has|have|hasn'?t|haven'?t) (had )?(one|another|any|it) since|(been )?fine ever since|(been |has been |hes been |shes been |ive been )?(totally |completely |perfectly |absolutely )?(fine|grand|ok|okay|well|good|great|right as rain|back to (himself|herself|normal)) (ever )?since\b|(been |is |s )?(fine|ok|okay|well|good|great) (for|since) (months|years|ages|weeks|then)|(shes|hes|im|theyre|were|i am|she is|he is) (all good|fine|ok|okay|better|doing (well|great|fine|amazing|good)) now|doing (well|great|fine|amazing|good) now|(every|all (the |my |his |her )?)?(tests?|ecgs?|ekgs?|bloods|blood tests?|scans?|results?) (was |were |came back |all )*(clear|normal|fine|negative|ok)|(er|a&e|doctors?|hospital) said (it was (just )?(anxiety|a panic attack|muscular|muscle|reflux|nothing)|(my|his|her) heart (is|was) (totally |completely )?fine))\b|已经好了|全好了|都好了|没事了|后来(就)?(一直)?(再)?没(碰|吃)过|痊愈|早(就)?好了|早(就)?没事了|好了很久了|(打了针|吃了药|治疗|针灸)[^，。]{0,6}(就)?好了|(针灸|治|吃药|打针)[^，。]{0,4}好的|检查(结果)?(都|全)?(正常|没事|没问题)|(医生|大夫)说[^，。？！]{0,6}(没事|没问题|是焦虑|没关系|不要紧)|再(也)?没(犯|发|抽|晕|流|出)过|(就)?没再(犯|发|抽|晕|流|出)|(早就|早已)(正常|恢复)(吃饭|饮食|了)?|现在(人|他|她|我|孩子|宝宝)?(都|也)?(挺好|很好|好好的|一切(都)?正常|没什么事|没啥事)|(抢救|救)回来了|过得(挺|很|还)好|[一二两三四五六七八九十几\d]+年(都)?过去了|[一二两三四五六七八九十几多\d]+年(都)?没(碰|吃|犯|发|沾)过|现在(都|已经)?[一二两三四五六七八九十\d]+岁了|(已经|都)[一二两三四五六七八九十几多半\d]+(个)?(年|个月)(都)?没(再)?(这样|犯|吐|发作|发过|犯过)/;
const PRESENT =
  /\b(now|right now|today|tonight|this (morning|afternoon|evening)|again|still|currently|at the moment|since (this|last night)|suddenly|just)\b|\bsince (this )?(morning|yesterday|last night|breakfast|lunch|dinner)\b|\b(has|have) been \w+ing\b|^(been|ive been|i'?ve been) \w+ing\b|\bfor the (last|past) (few |couple of |\d+ )?(days?|weeks?|months?)\b|\b(hasnt|hasn't|havent|haven't)\b|现在|今天|刚才|刚刚|又|还在|一直|突然|此刻|今晚|今早/;
/**
 * A clause dated to a month or more ago ("上个月我爸突然胸口疼", "3 years back he suddenly had a fit"): there
 * "suddenly" and "just" tell how it began, not that it is happening now (blind triage round 51, development data:
 * a stent put in last month read as chest pain now).
 */
const DATED_PAST =
  /上个?月|去年|前年|[一二两三四五六七八九十几\d]+(个月|年)前|几个月前|\blast (year|month)\b|\b(\d+|a few|few|several|two|three|four|five|six|seven|eight|nine|ten) (years|yrs|months) (ago|back)\b|\b(years|months) (ago|back)\b/;
/** PRESENT without the words that only tell an onset ("突然", "suddenly", "just"). */
const PRESENT_NOT_ONSET =
  /\b(now|right now|today|tonight|this (morning|afternoon|evening)|again|still|currently|at the moment|since (this|last night))\b|\bsince (this )?(morning|yesterday|last night|breakfast|lunch|dinner)\b|\b(has|have) been \w+ing\b|^(been|ive been|i'?ve been) \w+ing\b|\bfor the (last|past) (few |couple of |\d+ )?(days?|weeks?|months?)\b|\b(hasnt|hasn't|havent|haven't)\b|现在|今天|刚才|刚刚|又|还在|一直|此刻|今晚|今早/;
/** Whether a clause tells of now: an onset word in a clause dated a month or more ago does not. */
const tellsNow = (clause: string): boolean => {
  // "(I'm 30 now)", "现在七岁了": an age told now dates the rest, it is no sign happening now (blind triage round 55).
  const c = clause.replace(AGE_NOW, ' ');
  return DATED_PAST.test(c) ? PRESENT_NOT_ONSET.test(c) : PRESENT.test(c);
};
/** An age said with "now" ("i'm 30 now", "she's 7 now", "现在七岁了"). */
const AGE_NOW =
  /\b(i'?m|i am|she'?s|she is|he'?s|he is|they'?re|they are) (\d{1,2}|[a-z]+-?[a-z]*) now\b|现在(都|已经)?[一二两三四五六七八九十\d]+岁了?/g;
/**
 * Asking whether something could happen ("could I overdose on fish oil and vitamin D?", "鱼油加维D会不会
 * overdose", "am I gonna hurt myself doing keto?") is a worry about the future, not an overdose or
 * self-harm now (issue 30: both were sent to 120 and the suicide line).
 */
const HYPOTHETICAL =
  /^(if|what if|in case|suppose|supposing|should i ever|say i)\b|\bhypothetical(ly)?\b|\b(what if|in case|what (should|do) (i|we|you) do if|what to do if|what counts as|if i (ever|get|got|have|had|develop|start|were))\b|(怕|担心|害怕)(她|他|我|孩子|宝宝|老人|我妈|我爸)?(会|万一)?[^，。]{0,3}(摔|磕|噎|呛|误吃|误食|出血|晕)|(怕|担心|害怕)(她|他|我|孩子|宝宝|老人|我妈|我爸)?(以后|将来|哪天|有一天|万一)[^，。]{0,10}(摔|磕|噎|呛|误吃|误食|偷吃|出血|晕|低血糖|过敏|胎动|不动了|发作|抽筋|抽搐|中风|卒中|心梗)|\b(worried|afraid|scared|fear|worry|terrified|petrified|anxious|nervous|dread) (that )?(one day |some day |someday )?(she|he|i|they|my \w+)('?ll| will| might| could| may) (one day )?(fall|choke|bleed|faint|hit|swallow)\b|\b(is|are|will) [\w ]{1,20} (going to|gonna) (make|cause|give)\b|\bif (i'?m|i am|you'?re|you are|he'?s|she'?s|they'?re) (on|taking) [^.?!]{0,30}\band (get|have|start|develop|notice)\b|如果|假如|万一|要是|假设|假使|如有|若有|迟早|早晚(会|得|要)|梦见|梦到|做梦|做了个?(噩)?梦|\b(dreamt|dreamed|had a (bad )?dream|in my dream|a nightmare)\b|什么情况下|哪些情况|\b(could|can|will|would|might) (i|you|we|he|she|they|someone|a person) (ever )?(overdose|od|hurt (myself|yourself|himself|herself|themselves))\b|\b(am i|are you|is (he|she)) (gonna|going to) (overdose|od|hurt (myself|yourself|himself|herself))\b|会不会.{0,6}(overdose|过量|中毒|吃坏|伤身)|(吃|补)多了?会.{0,4}(中毒|过量)吗/;
/**
 * Asking whether something can bring a sign on ("can intermittent fasting cause fainting? asking before
 * I try it", "断食会不会导致晕倒") is a question about a risk, not a report: quiet unless the clause says
 * it is happening now (round 10 look-alike).
 */
const CAUSE_QUESTION =
  /^(can|could|does|do|will|would|might|is it (normal|common|possible) (for|that|to))\b[^.?!]{0,40}\b(cause|causes|give (you|me|people)|lead to|trigger|bring on|make (you|me|people|someone))\b|(会不会|能不能|是否会|会)[^，。？]{0,10}(导致|引起|造成|诱发)[^，。？]{0,10}(吗|呢|么)?$/;
/** Asked ahead: "asking before I try it", "提前问一下" (the sign asked about has not happened). */
const ASKED_AHEAD =
  /\b(asking|checking|wondering) (before|ahead|in advance|for (the )?future|just in case)\b|\bbefore i (try|start|begin|go on)\b|提前问|先问(一下|问)|开始之前|试之前/;

/**
 * A message that says its question is asked ahead ("asking ahead of time… not happening now", "孕37周 医生说
 * 见红加规律宫缩再来医院 提前问问", "想提前学学"): the signs it names are not happening, so its clauses are
 * hypothetical unless one says now (blind rounds 1–16's look-alikes; "just in case" is not enough, a
 * person describing an emergency says it too).
 */
const ASKED_IN_ADVANCE =
  /\b(asking|checking|wondering|want(ing)? to know|wanna know|learning)\b[^.?!]{0,20}\b(ahead of time|in advance|beforehand|for (the )?future|for later)\b|\b(it'?s |its |this is |nothing'?s |nothing is )?not happening (now|right now|yet)\b|\bnothing (is )?happening (now|right now)\b|提前(问问|问一下|问下|了解|学学|学一下|准备)|想提前(问|了解|学|知道|准备)|(还|并)没(有)?发生/;
/**
 * An instruction reported, not a report: "my nurse said call if a nosebleed goes past 10 minutes", "医生说
 * 见红加规律宫缩再来医院" names the signs to watch for.
 */
const INSTRUCTED =
  /(医生|护士|大夫)(说|讲|交代|嘱咐|叮嘱|告诉(我|我们)?)[^。？！?!]{0,24}((如果|要是|万一|一旦)[^。？！?!]{0,16}(就|再|要|马上)|(再来|再去|再回)(医院|急诊)?)|\b(said|told (me|us|him|her|them)|advised|instructed|says)( to)? (call|come (back|in)|go (in|back|to)|phone|ring)\b[^.?!]{0,40}\bif\b/;

/**
 * A question about how much would be too much ("is 5000 IU of vitamin D an overdose?", "how much caffeine
 * would be an overdose?", "is it possible to overdose on vitamin C?") asks about a dose, not about one
 * taken: quiet only when the clause tells of nothing swallowed ("I took 30 of her pills, is that an
 * overdose?" is an event and stays with the rules).
 */
const OVERDOSE_QUESTION =
  /\b(is (it|that|this|[\w ]{1,30}) (an )?overdose|(would|could|will) (it |that |this )?be (an )?overdose|(is it |it'?s )?possible to (overdose|od)|how much [^.?!]{0,40}(overdose|od)\b|can (you|i|one) (overdose|od) on|what happens if (you|i|someone|a person|people) (overdose|od))\b|多少(才)?(算|会)(过量|中毒)|算不算(过量|中毒)|会不会过量|吃多了(会|有)(怎样|怎么样|什么后果|什么问题|啥后果|啥问题)/;
const TAKEN_EVENT =
  /\b(took|taken|swallowed|ate|eaten|drank|chewed|gave (him|her|them)|got into)\b|吃了|吞了|喝了|误食|误吃|偷吃/;
const INFO =
  /\bwhat (temperature|temp|number|reading|level) (counts|is considered|should i (report|call))\b|\bcounts as a fever\b|\b(what|which) (are|is) (the )?(early |warning |common |typical )?(signs?|symptoms?)\b|\b(signs?|symptoms?) of (a |an )?(stroke|heart attack|pre-?eclampsia|anaphylaxis|hypoglyc|bleeding|hyperkal)|\bhow (do|can|would|to) (i |you |one |we )?(tell|know|recogni[sz]e|spot|prevent)\b|\b(can|could) (you|u|one|people|i|a person|someone) (get|be) (poisoned|sick)\b|\bprevent(ing|ion)?\b|\brisk (of|for)\b|\b(reduce|lower|cut|minimi[sz]e) (the )?(chance|risk|odds)s? of\b|\bavoid (getting |being )?(poison\w*|overdos\w*|chok\w*)\b|(教|学|认|认识|识别)[^，。]{0,6}(中风|卒中|心梗|脑梗|过敏|低血糖)的?(样子|表现|症状|信号)|fast原则|\bbe ?fast (test|acronym|rule|method|signs)\b|\b(poisoning|overdose|toxicity|bleeding|choking) (risk|danger|concern)s?\b|\b(overblown|overhyped|overrated|a myth)\b|(症状|征兆|表现|前兆|信号|迹象)(有哪些|是什么|有什么|都有|包括)|(对|治|防)(抽搐|癫痫|中风|脑梗|心梗|过敏|低血糖|哮喘)[^，。？]{0,4}(有用|有效|有帮助|好|管用)|(发作|出事|中风|心梗|脑梗)?(前|之前)?有(什么|哪些|啥)(症状|征兆|表现|前兆|信号|迹象)|怎么(判断|识别|预防|分辨)|如何(判断|识别|预防)|预防|风险|\b(used|good|helps?|works?|recommended|useful|safe|best|diets?|foods?|keto|ketogenic|supplements?|vitamins?|nutrition|eat|eating)\b[^.?!]{0,20}\b(for|against|prevent|treat|control|reduce)\b (seizures?|epilepsy|fits|strokes?|migraines?|asthma|fainting|blood clots?|dvt|anaphylaxis|hypos?)\b/;
/**
 * A chronic condition named as a habit or a diagnosis ("my cousin has seizures", "she gets migraines"),
 * not an event now: quiet unless the clause says it is happening now (decision, issue 15 §1 blind
 * round 2: "my cousin has epilepsy, is the keto diet really used for seizures?" is not an emergency).
 */
const CHRONIC =
  /\b(has|have|gets|get|suffers? from|prone to|diagnosed with|lives? with|living with)\b (\w+ )?(seizures|fits|epilepsy|migraines|asthma|panic attacks)\b/;
/**
 * A training or teaching frame anywhere in the message ("急救培训 过敏性休克要怎么处理", "for my first
 * aid course, how do you treat a seizure"): nobody is affected now, unless a present report says so.
 */
/**
 * Someone else's story: a novel, a film, the news ("小说里的主角割腕了"), or a saying repeated ("我爸常说
 * 胸痛要注意"). Quiet in its clause unless a present report says otherwise.
 */
const STORY =
  /\b(reading|read|watching|watched|finished) (a|the|this|that) (book|novel|movie|film|show|series|memoir|documentary|article|story|poem) about\b|(小说|电影|电视剧|剧|书|故事|新闻|视频)(里|中)|主角|女主|男主|(常说|总说|经常说)(?![^，。]{0,12}(不想活|活着没意思|活够了|想死|死了算了|自杀|轻生|(没有|没了)(他|她|我)))|听说|据说|(开玩笑|吓唬我|吓我)(地)?(说|讲)|说明书(上)?(写|说|讲|提到|标)|标签上(写|说)|\b(the )?(label|leaflet|insert|bottle|package) (says|said|warns|mentions)\b|\b(reading|read|heard|hearing) about (people|someone|somebody|runners|cases?|a (guy|woman|man|girl|runner|case|kid))\b|\bin (a|the|this|that|my) (novel|movie|film|tv show|show|book|series|story|documentary|podcast|video)\b|\bon the news\b|\bthe news (said|says|reported)\b|\b(character|protagonist)\b|\b(always says|keeps saying|i heard that|they say)\b(?![^.?!]{0,60}\b(better off without|wants? to die|kill (him|her|them)sel(f|ves)|not worth living|end (it|it all|his life|her life)|no reason to live|tired of living|be gone|not be here|no point|be with (her|him|mum|mom|dad)|(she|he)s a burden|cant go on))|\b(saw|seen|read|heard|seeing|reading) (people|someone|somebody|others|a (post|video|tiktok|thread|story|reel))( \w+){0,2} (saying|say|said|posting|posted|talking about|claiming|who)\b|\bpeople (say|said|are saying|were saying|keep saying)\b|\b(a|the) news (story|report|article)\b|(看|听|刷)(到)?[^，。]{0,2}新闻|新闻(上|说|报道)|(看到|看见|刷到)[^，。]{0,4}(有人|网友|别人)|网上(说|有人)|(大家|别人|人家|网友)(都)?说(的)?/;
/**
 * A clause that is only a time in the past ("…passed out once, like 5 years ago", "晕倒过一次 大概三年前"):
 * it dates the clause before it, which is then past too.
 */
const TIME_ONLY =
  /^(like |about |around |maybe |roughly |over |almost |probably |more than )?((\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|a few|few|several|many|a couple of?) (years?|yrs|months?) ago|years ago|months ago|ages ago|a long time ago|long ago|back in (19|20)\d\d|in (19|20)\d\d)( or so)?$|^(大概|差不多|大约|好像是)?([一二两三四五六七八九十几\d]+年前|几个月前|去年|前年|小时候|很久以前)(吧|的事|的时候)?$|^(那|这)(是|都是|已经是)([一二两三四五六七八九十几\d]+年前|几个月前|去年|前年|小时候|很久以前|以前|之前)的事(了|情了)?$|^((sorry|oh|no|oops|sry|my bad|ah) )?(that|this|it) (was|is|happened) (years|months|ages|a long time) ago$|^((sorry|oh|no|oops|sry|my bad|ah) )?(that|this|it) (was|happened) (back )?(last (year|summer|winter|spring|autumn|fall)|in (19|20)\d\d|(\d+|two|three|four|five|a few|several) years ago)$/;
/**
 * A later message that dates or closes an earlier one ("那是去年的事了，现在早好了", "sorry, that was back in
 * 2019, he's fully recovered"): the only kind of message allowed to withdraw an emergency told before it
 * (see `withdrawnBy`). A training frame, a hypothetical or a downplay ("it's not that bad") is not one.
 */
export function datesOrCloses(folded: string): boolean {
  return (
    RESOLVED.test(folded) ||
    folded.split(CLAUSE_SPLIT).some((c) => {
      const clause = (c ?? '').trim();
      return clause.length > 0 && (TIME_ONLY.test(clause) || (PAST.test(clause) && !PRESENT.test(clause)));
    })
  );
}

/** A word taken back in the next clause: "其实不是", "其实没有啦" (blind triage round 30). */
const RETRACTED = /^其实(也)?(不是|没有|没事)(啦|的|哈|呀|吧)?$/;

/** An apology or "I didn't say it clearly" between a story and the time that dates it. */
const APOLOGY =
  /^(不好意思|抱歉|对不起|sorry|sry|my bad|oops|oh|ah)?(，|,| )?(没说清楚|我没说清楚|说得不清楚|说错了|忘了说|i should have said|i forgot to say|i meant|should have said)?$/;

const TRAINING =
  /急救(培训|课|知识|考试|演练)|培训(课|班|时|上|讲)|考试(题|会考|要考|里|中)|考题|科普|(?<!体育|游泳|舞蹈|跑步|军训)课上|上课讲|老师讲|作业题|论文|讲座|\b(first aid|cpr|bls|nursing|emt) (course|class|training|exam|test|quiz|cheat ?sheet|poster|checklist|guide|card)\b|\bfor (an?|my|the) (exam|test|class|course|quiz|essay|assignment|lecture|training)\b|\bnursing school\b|\bmed(ical)? school\b/;

/** A film, a series, a novel or the news (not hearsay: "听说…" frames only its own clause). */
const MEDIA =
  /小说|电影|电视剧|剧|纪录片|新闻|视频|主角|女主|男主|\b(novel|movie|film|tv show|show|series|documentary|character|protagonist|news)\b/;

/** The writer or their family in a clause: no longer the story of an earlier clause. */
const FIRST_PERSON =
  /我|咱|俺|\b(i|im|i'm|me|my|mine|we|our|us)\b|(妈|爸|儿子|女儿|孩子|宝宝|老公|老婆|爷爷|奶奶|外婆|外公|姥姥|姥爷)/;

/** A first-person, present report that overrides an informational frame in the same clause. */
const SELF_NOW =
  /\b(i think i(m| am)|im having|i am having|happening to me|right now)\b|我(现在|好像|感觉|觉得)|正在/;

// A space between a number and Chinese text also ends a clause unless a measure word follows ("空腹血糖29.6
// 以前没有糖尿病": the past of the second clause hid the value of the first — blind triage round 10). A
// result's unit followed by a space and Chinese text ends one too ("血紅蛋白只有55 g/L 她最近總說累": the hearsay of the
// second clause hid a haemoglobin of 55 — blind triage round 56, once lab names in traditional characters were read). A
// Chinese question ending followed by a new subject ends one too in a message typed without punctuation
// ("…要是一次全吃了会怎么样我今年七十八了…我不想活了": the "if" of the question hid the death wish after it —
// blind triage round 28).
const CLAUSE_SPLIT =
  /[。！？!?；;\n]+|\s[—–]+\s|—|(?<!\d)\.(?!\d)|(?<=\d)\.(?= [a-z\u3400-\u9fff])|[,，、]+|\bbut\b|\bhowever\b|\band (?=(now|today|currently|these days)\b)|但是|可是|不过(?!气|来|去)|但|(?<=[\u3400-\u9fff])(?<!差点|差一点|险些) (?=[\u3400-\u9fff])|(?<=\d) (?=[\u3400-\u9fff])(?![片粒颗个次克千毫微斤两天周年月岁小分秒度瓶盒支袋勺杯碗根只位倍])|(?<=\d ?(?:[mµu]?mol|[mµun]?g|iu|u|m?eq)\/(?:l|dl|ml)|\d ?%|\d ?mmhg) (?=[\u3400-\u9fff])|(?<=会怎么样|会怎样|会咋样|怎么办|吗(?!啡))(?=[我俺咱他她][\u3400-\u9fff])|(?<=\b(jk|just kidding|just joking)) (?=[a-z])/;

/**
 * The message's clauses, each with whether its symptoms are quiet: about the past, hypothetical, an
 * informational question, a story, or a training frame anywhere in the message.
 */
export function clausesOf(folded: string): { clause: string; quiet: boolean; hypotheticalOnly?: boolean }[] {
  const training = TRAINING.test(folded) && !SELF_NOW.test(folded);
  const resolved = RESOLVED.test(folded);
  const ahead = ASKED_AHEAD.test(folded);
  const inAdvance = ASKED_IN_ADVANCE.test(folded);
  const out: { clause: string; quiet: boolean; hypotheticalOnly?: boolean }[] = [];
  // An episode told as over carries its past to the clauses that follow it ("上个月吃虾过敏 嘴唇肿了
  // 去急诊打了针 现在早好了"): each of them is the same story until a clause says now.
  let story = false;
  // A film, a novel or the news told in an earlier clause: the clauses after it are the story too
  // ("看了个电影 主角是糖尿病 低血糖晕倒了"), until one speaks of the writer or says now.
  let media = false;
  for (const raw of folded.split(CLAUSE_SPLIT)) {
    const clause = (raw ?? '').trim();
    if (!clause) continue;
    const now = tellsNow(clause);
    const mediaCarried: boolean = media && !now && !SELF_NOW.test(clause) && !FIRST_PERSON.test(clause);
    media = (STORY.test(clause) && MEDIA.test(clause) && !SELF_NOW.test(clause)) || mediaCarried;
    const told = (PAST.test(clause) || CHRONIC.test(clause)) && !now;
    // A clause that says today or now is not the past a resolved episode dates ("today my chest … — I went to the ER
    // last week and the ECG was normal").
    const past: boolean = told || (resolved && !now && (RECENT_PAST.test(clause) || story));
    story = resolved && (past || (story && !now));
    const hypothetical =
      HYPOTHETICAL.test(clause) ||
      INSTRUCTED.test(clause) ||
      (inAdvance && !now && !SELF_NOW.test(clause)) ||
      (OVERDOSE_QUESTION.test(clause) && !TAKEN_EVENT.test(clause)) ||
      (CAUSE_QUESTION.test(clause) && (ahead || (!now && !SELF_NOW.test(clause))));
    const info = ((INFO.test(clause) || STORY.test(clause)) && !SELF_NOW.test(clause)) || mediaCarried;
    const quiet = past || hypothetical || info || training;
    // "…once, like 5 years ago": the time alone dates the clause before it (an apology between them,
    // "不好意思没说清楚 那是前年的事了", is passed over)
    // "胸闷?? 其实不是 就是穿了太紧的运动内衣": a short word taken back at once is not a report
    if (RETRACTED.test(clause) && out.length > 0) {
      const prev = out[out.length - 1]!;
      if (prev.clause.length <= 6 && !PRESENT.test(prev.clause))
        out[out.length - 1] = { clause: prev.clause, quiet: true };
    }
    if (TIME_ONLY.test(clause)) {
      let i = out.length - 1;
      while (i > 0 && APOLOGY.test(out[i]!.clause)) i--;
      if (i >= 0 && !PRESENT.test(out[i]!.clause)) out[i] = { clause: out[i]!.clause, quiet: true };
    }
    out.push(
      quiet && hypothetical && !past && !info && !training
        ? { clause, quiet, hypotheticalOnly: true }
        : { clause, quiet },
    );
  }
  return out;
}
