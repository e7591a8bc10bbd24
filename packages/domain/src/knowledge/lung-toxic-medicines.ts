/**
 * Cancer medicines whose labels warn of pneumonitis, as people name them in the chat (the triage's
 * `ctx_lung_toxic`, the pneumonitis lines of safety/medicine-signs-lungs.ts, the immunotherapy rows).
 */

/**
 * EGFR inhibitors by generic name, misspelt ("gefitnib"), brand and the class in words: the dictionary
 * holds them (class `egfr_tki`), but a misspelt name is still theirs.
 */
export const EGFR_INHIBITOR_SAID =
  /吉非替尼|易瑞沙|伊瑞可|奥希替尼|泰瑞沙|厄洛替尼|特罗凯|阿法替尼|吉泰瑞|埃克替尼|凯美纳|阿美替尼|阿美乐|伏美替尼|艾弗沙|达可替尼|多泽润|egfr[^，。]{0,6}(靶向|抑制剂)|\bgef\w*t\w*nib\b|\biressa\b|\bosimert\w*nib\b|\btagrisso\b|\berlot\w*nib\b|\btarceva\b|\bafatinib\b|\bgilotrif\b|\bgiotrif\b|\bicotinib\b|\bdacomitinib\b|\bvizimpro\b|\b(aumolertinib|almonertinib|furmonertinib)\b|\begfr (pill|inhibitor|tki|drug|targeted)s?\b/i;

/**
 * Immune checkpoint inhibitors (PD-1, PD-L1, CTLA-4 antibodies) as people name them: generic names, Chinese
 * and US brands, "K药/O药" and the class in words. Only pembrolizumab, nivolumab and ipilimumab are in the
 * medicine dictionary (class `checkpoint_inhibitor`, thirty-fifth clinician review); the others are kept as
 * typed, so the chat reads them all from the words.
 * Names from the US prescribing information (DailyMed) and the NMPA labels of each antibody.
 */
export const CHECKPOINT_INHIBITOR_SAID =
  /特瑞普利单抗|拓益|信迪利单抗|达伯舒|卡瑞利珠单抗|艾瑞卡|替雷利珠单抗|百泽安|帕博利珠单抗|可瑞达|纳武利尤单抗|欧狄沃|阿替利珠单抗|泰圣奇|度伐利尤单抗|英飞凡|舒格利单抗|派安普利单抗|斯鲁利单抗|伊匹木单抗|卡度尼利单抗|[kKoO]药|免疫治疗|免疫疗法|免疫检查点|pd-?l?1|\b(pembrolizumab|keytruda|nivolumab|opdivo|atezolizumab|tecentriq|durvalumab|imfinzi|cemiplimab|libtayo|ipilimumab|yervoy|dostarlimab|jemperli|toripalimab|loqtorzi|tislelizumab|tevimbra|sintilimab|camrelizumab|avelumab|bavencio|immunotherapy|checkpoint inhibitors?)\b/i;
