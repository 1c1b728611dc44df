import { describe, expect, it } from 'vitest';
import { extrasDelayMs, keepsCustomBar } from './extras-delay.ts';

describe('extras timing', () => {
  it.each([
    ['/study-abroad/enquiry', 0],
    ['/study-abroad/enquiry2', 0],
    ['/study-abroad/enquiry12', 0],
    ['/study-abroad/enquiry-medical', 0],
    ['/study-abroad/enquiry/thankyou', 0],
    ['/study-abroad/usa', 5000],
    ['/study-abroad', 5000],
    ['/study-abroad/enquiryform-old', 5000],
  ])('%s waits %i ms', (path, delay) => {
    expect(extrasDelayMs(path)).toBe(delay);
  });

  it('keeps the custom bar on article and exam-detail pages only', () => {
    expect(keepsCustomBar('/study-abroad/articles/sop-guide')).toBe(true);
    expect(keepsCustomBar('/study-abroad/exam/ielts/exam-fee')).toBe(true);
    expect(keepsCustomBar('/study-abroad/exam/ielts')).toBe(false);
    expect(keepsCustomBar('/study-abroad/usa')).toBe(false);
  });
});
