import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { HealthReport, ReportProgressEvent } from '@nutri/domain/contracts';
import { STAGES, analysisReducer, initialAnalysis, stageIndex } from './analysis';

const started = analysisReducer(initialAnalysis, { type: 'start', fileIds: ['a', 'b'] });
const progress = (event: ReportProgressEvent) => ({ type: 'progress' as const, event });

describe('analysisReducer', () => {
  it('follows each file through the four stages and keeps what earlier events said', () => {
    let s = started;
    s = analysisReducer(s, progress({ fileId: 'a', stage: 'received' }));
    s = analysisReducer(
      s,
      progress({ fileId: 'a', stage: 'text_extracted', method: 'pdf_text', characters: 287, pages: 1 }),
    );
    s = analysisReducer(s, progress({ fileId: 'a', stage: 'markers_found', count: 0, message: 'none' }));
    s = analysisReducer(s, progress({ fileId: 'a', stage: 'analysed', count: 0 }));
    expect(s.status).toBe('running');
    expect(s.files[0]).toMatchObject({
      fileId: 'a',
      stage: 'analysed',
      method: 'pdf_text',
      characters: 287,
      pages: 1,
      count: 0,
      message: 'none',
    });
    expect(s.files[1]?.stage).toBeNull();
  });

  it('never moves a stage back, whatever order the events come in', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...STAGES), { maxLength: 12 }), (stages) => {
        let s = started;
        let best = -1;
        for (const stage of stages) {
          s = analysisReducer(s, progress({ fileId: 'a', stage }));
          best = Math.max(best, stageIndex(stage));
          expect(stageIndex(s.files[0]?.stage ?? null)).toBe(best);
        }
      }),
    );
  });

  it('adds a file it was not told about instead of dropping its events', () => {
    const s = analysisReducer(started, progress({ fileId: 'c', stage: 'received' }));
    expect(s.files.map((f) => f.fileId)).toEqual(['a', 'b', 'c']);
  });

  it('takes the stored outcome from the review and keeps failures apart', () => {
    const report: HealthReport = {
      reportId: 'r',
      customNutritionPlanId: 'p',
      status: 'review',
      fileIds: ['a'],
      files: [
        {
          fileId: 'a',
          method: 'ocr',
          characters: 10,
          pages: null,
          pagesWithoutText: null,
          count: 0,
          message: 'm',
        },
      ],
      markers: [],
      createdAt: '',
      confirmedAt: null,
    };
    const s = analysisReducer(started, { type: 'review', report });
    expect(s.status).toBe('review');
    expect(s.files).toHaveLength(1);
    expect(s.files[0]).toMatchObject({ stage: 'analysed', method: 'ocr', count: 0, message: 'm' });
    const failed = analysisReducer(s, { type: 'failed', message: 'boom' });
    expect(failed).toMatchObject({ status: 'error', error: 'boom' });
    expect(analysisReducer(failed, { type: 'reset' })).toEqual(initialAnalysis);
  });
});
