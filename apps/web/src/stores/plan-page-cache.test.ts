import { beforeEach, describe, expect, it } from 'vitest';
import {
  applyPlanPageCacheRule,
  markPlanPageAlive,
  DEEP_QUESTIONNAIRE_FLAG_KEY,
  setDeepQuestionnaireFlag,
  takeDeepQuestionnaireFlag,
  usePlanPageCache,
} from './plan-store';

describe('plan page cache rule', () => {
  beforeEach(() => {
    sessionStorage.clear();
    usePlanPageCache.setState({ alive: false, generation: 0 });
  });

  it('keeps the page from its first visit while the user goes elsewhere', () => {
    expect(applyPlanPageCacheRule('/qsGeneratePageNew')).toEqual({ alive: false, generation: 0 });
    markPlanPageAlive();
    expect(applyPlanPageCacheRule('/chat')).toEqual({ alive: true, generation: 0 });
    expect(applyPlanPageCacheRule('/addMoreNutrition')).toEqual({ alive: true, generation: 0 });
    expect(applyPlanPageCacheRule('/qsGeneratePageNew')).toEqual({ alive: true, generation: 0 });
  });

  it.each(['/questionnaire', '/reportListPage'])('drops it on %s', (path) => {
    markPlanPageAlive();
    expect(applyPlanPageCacheRule(path)).toEqual({ alive: false, generation: 1 });
    // A fresh instance on the next visit.
    markPlanPageAlive();
    expect(applyPlanPageCacheRule('/qsGeneratePageNew')).toEqual({ alive: true, generation: 1 });
  });

  it('drops it on /questionnaireSpecify only with the session flag, and clears the flag', () => {
    markPlanPageAlive();
    expect(applyPlanPageCacheRule('/questionnaireSpecify')).toEqual({ alive: true, generation: 0 });
    setDeepQuestionnaireFlag();
    expect(sessionStorage.getItem(DEEP_QUESTIONNAIRE_FLAG_KEY)).toBe('1');
    expect(applyPlanPageCacheRule('/questionnaireSpecify')).toEqual({ alive: false, generation: 1 });
    expect(sessionStorage.getItem(DEEP_QUESTIONNAIRE_FLAG_KEY)).toBeNull();
  });

  it('leaves the flag alone when there is no cached page to drop', () => {
    setDeepQuestionnaireFlag();
    applyPlanPageCacheRule('/questionnaireSpecify');
    expect(takeDeepQuestionnaireFlag()).toBe(true);
    expect(takeDeepQuestionnaireFlag()).toBe(false);
  });
});
