/**
 * The domain's sentences in Chinese, the base catalogue (ADR 0045): every key is typed from this file
 * (`MessageKey` in ./index.ts), en-US.ts must have the same keys, and `{name}` is a placeholder `say`
 * fills. Nested by the module that speaks the sentence. Knowledge tables keep their own `zh`/`en` fields:
 * they are sourced data, not the rules' words.
 */
export const zhCN = {
  targets: {
    standard: {
      cn2023: '中国居民膳食营养素参考摄入量2023版',
      cn2013: '中国居民膳食营养素参考摄入量2013版（WS/T 578）',
      us: '美国膳食营养素参考摄入量，{report}',
      usOmega3: '{report}（美国未设EPA+DHA的DRI）',
    },
    basis: {
      RNI: '推荐摄入量（RNI）',
      RDA: '推荐膳食供给量（RDA）',
      AI: '适宜摄入量（AI）',
      AMDR: '宏量营养素可接受范围下限（AMDR）',
    },
    vegetarian: {
      iron: '铁',
      zinc: '锌',
      text: '素食者{nutrient}需要量按美国DRI为一般人群的 {factor} 倍：{detail}',
      raised: '{from} → {target} 毫克/天',
      capped:
        '{from} × {factor} ≈ {raised} 毫克/天，超过可耐受最高摄入量 {target} 毫克/天，所以目标就定在上限 {target} 毫克/天：目标与上限相同，不能再多',
    },
    osteoporosisVitaminD: '骨质疏松症：维生素D每天 {iu} IU（{min}–{max} 微克）',
    osteoporosisCalcium: '骨质疏松症（50岁及以上）：钙每天 {min}–{max} 毫克（食物和补充剂合计）',
    olderProtein: {
      osteoporosis: '65岁以上且有骨质疏松',
      lowBmi: '65岁以上、体重偏低（有营养不良风险）',
      text: '{why}：蛋白质每天 {perMin}–{perMax} 克/千克体重，约 {min}–{max} 克',
    },
    sportsProtein: '高强度运动或增肌目标：蛋白质每天 {perMin}–{perMax} 克/千克体重，约 {min}–{max} 克',
    bariatric: {
      protein: '减重手术后：蛋白质每天 {min}–{max} 克（ASMBS 2019）',
      calcium: '减重手术后：钙每天 {min}–{max} 毫克，选枸橼酸钙分次服用（ASMBS 2019）',
      thiamin: '减重手术后：维生素B1（硫胺素）每天至少 {min} 毫克，按手术团队的处方补充（ASMBS 2019）',
      b12: '减重手术后：维生素B12 口服每天 {min}–{max} 微克，按手术团队的处方补充（ASMBS 2019）',
      iron: '减重手术后：铁每天至少 {min} 毫克（含铁复合维生素）；需要 {min}–{max} 毫克中的多少，由手术团队按手术方式和是否来月经决定（ASMBS 2019）',
    },
    ibdActiveProtein:
      '炎症性肠病、C反应蛋白升高（炎症活动）：蛋白质每天 {perMin}–{perMax} 克/千克体重，约 {min}–{max} 克（ESPEN 2023）',
    liverProtein: '肝硬化：蛋白质不减，每天 {perMin}–{perMax} 克/千克体重，约 {min}–{max} 克（ESPEN 2019）',
    copdProtein:
      '慢阻肺、体重偏低或需要增重：蛋白质每天 {perMin}–{perMax} 克/千克体重，约 {min}–{max} 克（欧洲呼吸学会2014；GOLD 2024）',
    cancerProtein:
      '癌症（治疗中或治疗后）：蛋白质每天 {perMin}–{perMax} 克/千克体重，约 {min}–{max} 克（ESPEN 2021）',
    kidneyProtein: {
      olderAtRisk:
        '慢性肾脏病、65岁以上有营养不良风险：蛋白质每天 {perKg} 克/千克体重，约 {grams} 克，不要再少（KDIGO 2024）',
      ceiling: '慢性肾脏病：蛋白质不超过每天 {perKg} 克/千克体重（约 {grams} 克，KDIGO 2024）',
      kdoqi:
        '慢性肾脏病（3b–5期、未透析）：蛋白质每天 {perMin}–{perMax} 克/千克体重，约 {min}–{max} 克，具体吃多少按肾内科医生和肾病营养师定的（KDOQI 2020）',
      kdoqiDiabetes:
        '慢性肾脏病（3b–5期、未透析）合并糖尿病：蛋白质每天 {perMin}–{perMax} 克/千克体重，约 {min}–{max} 克，具体吃多少按肾内科医生和肾病营养师定的（KDOQI 2020）',
    },
    dialysisProtein: '维持性透析：蛋白质每天 {perMin}–{perMax} 克/千克体重，约 {min}–{max} 克（KDOQI 2020）',
  },
  schedule: {
    label: {
      medicine: '{drug}（你的药，按医嘱）',
      medicineWeekly: '{drug}（每周只吃一次，只在医生定的那一天吃，其他日子不吃）',
      medicineMonthly: '{drug}（每月只吃一次，只在医生定的那一天吃）',
      amount: '{nutrient} {amount}',
      own: '{name}（你自己在吃的）',
    },
    hours: '{hours} 小时',
    note: {
      order: '起床先用白开水吃{first}，30分钟后再吃{second}，再过30–60分钟吃早饭。',
      split: '钙每次不超过 {mg} 毫克，所以分到两餐吃。',
      spacing: '{a}和{b}至少间隔 {hours} 小时。',
      unplaced: '你在吃{drug}：{what}要和它间隔至少 {hours} 小时，按你吃药的时间错开上面的安排。',
      broken:
        '你的一天里排不开：{a}和{b}本该间隔至少 {hours} 小时，上面的时间做不到。请问药师或医生怎么安排，别自己停药。',
      twice: '{nutrient}每次不超过 {mg} 毫克，但你的一天里排不开：{at}要吃两份。请问药师怎么安排。',
      moved: '{nutrient}{at}吃{food}{why}。',
      binder: {
        lead: '{drug}会在肠道里吸附同时吃下的药和营养素，请按你吃{drug}的时间错开：{groups}。其他药和补充剂也一样；排不开请问药师，不要自己停药。',
        group: '{names}在它之前至少 {before} 小时、或之后 {after} 小时吃',
        groupBeforeOnly: '{names}在它之前至少 {before} 小时吃',
        separator: '；',
        names: '、',
      },
    },
    moved: {
      withFood: '（随餐，不空腹）',
      why: '：这样{list}',
      separator: '，',
      after: '在{name}之后至少 {hours}',
      before: '在{name}之前至少 {hours}',
    },
  },
  reminders: {
    dose: {
      title: '该吃了：{when}',
      slotItems: '{slot}：{items}',
      separator: '、',
      lines: '；',
    },
    person: '{name} · {text}',
    test: {
      title: '提醒已开启',
      body: '到了吃的时间，这台手机会这样提醒你。',
    },
    refill: {
      title: '快吃完了：{name}',
      left: '大约还能吃 {days} 天，记得及时补货。',
      leftOne: '大约还能吃 1 天，记得及时补货。',
      out: '已经吃完了，需要的话记得补货。',
    },
    calendar: {
      name: 'AI 营养师 · 服用提醒',
      note: '按你的每日安排提醒；方案有变化时请重新下载日历文件。',
    },
  },
  energy: {
    bmi: {
      notJudged: 'BMI {bmi}（按当前体重计算）：孕期不按当前体重判断胖瘦，请填写孕前体重',
      judged: '{basis}BMI {bmi}：按{standard}为{category}',
      prePregnancy: '孕前',
      standardCn: '中国成人体重判定标准',
      standardWho: '世界卫生组织（WHO）分类',
    },
    category: {
      underweight: '体重过低',
      normal: '体重正常',
      overweight: '超重',
      obese: '肥胖',
    },
    bmr: '基础代谢按 Mifflin–St Jeor 公式估算为 {kcal} kcal/天',
    activity: '活动水平系数 {factor}，每日总能量约 {kcal} kcal',
    olderLowBmi:
      '{age}岁、BMI {bmi}：老年人体重偏低（GLIM），能量不低于每公斤体重 {perKg} 千卡，即约 {kcal} kcal/天',
    lifeStage: '孕期/哺乳期每日能量增加 {kcal} kcal',
  },
  findings: {
    /** knowledge/lab-markers.ts METFORMIN_B12 (tenth clinician review, zh P3 finding 4). */
    metforminB12: {
      borderline: '临界偏低',
      low: '偏低',
      text: '你长期吃二甲双胍，维生素B12 {value} {unit}，已经{state}：二甲双胍会让B12吸收变少。请这几周内找医生看这个结果，医生可以加查甲基丙二酸（MMA）或同型半胱氨酸来确认；如果有手脚发麻、刺痛、走路像踩棉花、记性变差或明显乏力，请尽快（1–2周内）就医，做神经方面的检查。确诊缺乏时，治疗量由医生定：一般口服维生素B12每天约1000微克，或医生开的甲钴胺，神经症状明显时常先打针；方案里每天2.4微克只是日常需要量，不能治疗缺乏。二甲双胍照常吃，不要因此停药。',
    },
  },
  reply: {
    crisis: {
      /** assistant/reply-emergency.ts `withCrisisReminder` (fifteenth clinician review, zh P4 M3). */
      reminder:
        '你前面说到的想法，我还记着：如果它们还在，请现在就打上面的电话，或者让身边的人陪着你；把攒下的药交给信任的人保管或者拿去药房处理。你的问题回答在下面。',
    },
    urgent: {
      fastingLow:
        '正在封斋时出现这些低血糖表现：不要坚持到开斋时间，现在就开斋吃糖——生病和低血糖时本来就可以不封斋；今天不要再继续封斋，再封斋之前先找糖尿病医生调整药。',
      /** A card's text and its first aid, in one line. */
      withFirstAid: '{card}{aid}',
      notADoctor: '我是营养助手，无法判断急症，也不能替代医生。请先处理紧急情况。',
    },
    vegetarianHeading: '**素食者需要特别注意的营养素**',
    parts: {
      /** A part that names nothing, said with what the part before named. */
      carried: '{names}{part}',
      separator: '、',
    },
  },
} as const;
