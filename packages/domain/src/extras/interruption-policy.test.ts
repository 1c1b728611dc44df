import { describe, expect, it } from 'vitest';
import { chooseInterruption, isFormPage, type InterruptionContext } from './interruption-policy.ts';

const ALL = ['helloBar', 'bottomBar', 'videoPopup', 'popform', 'locationPrompt'] as const;
const second = (pathname: string, rest: Partial<InterruptionContext> = {}): InterruptionContext => ({
  pathname,
  pageViews: 2,
  hasCounsellor: false,
  showing: null,
  waiting: ALL,
  ...rest,
});

describe('one interruption at a time', () => {
  it('shows nothing on the page the visitor arrived on', () => {
    expect(chooseInterruption(second('/study-abroad/usa', { pageViews: 1 }))).toBeNull();
  });

  it('shows one at most, the popform before the bars', () => {
    expect(chooseInterruption(second('/study-abroad/usa'))).toBe('popform');
    expect(chooseInterruption(second('/study-abroad/usa', { waiting: ['bottomBar', 'helloBar'] }))).toBe(
      'helloBar',
    );
  });

  it('keeps the one on screen until it is closed, whatever arrives after', () => {
    expect(chooseInterruption(second('/study-abroad/usa', { showing: 'bottomBar' }))).toBe('bottomBar');
    expect(
      chooseInterruption(second('/study-abroad/usa', { showing: 'bottomBar', waiting: ['helloBar'] })),
    ).toBe('helloBar');
  });

  it.each([
    '/study-abroad/enquiry',
    '/study-abroad/enquiry12',
    '/study-abroad/login',
    '/study-abroad/schedule-appointment',
    '/study-abroad/booster-program/ielts-booster/apply-now',
    '/study-abroad/payments/checkout',
    '/study-abroad/profile/documents',
  ])('shows nothing on %s, where the visitor fills a form', (path) => {
    expect(isFormPage(path)).toBe(true);
    expect(chooseInterruption(second(path))).toBeNull();
  });

  it('shows no sales bar or popup on the thank-you page after an enquiry, however late in the visit', () => {
    expect(chooseInterruption(second('/study-abroad/enquiry/thankyou', { pageViews: 7 }))).toBeNull();
  });

  it('treats content pages as content', () => {
    expect(isFormPage('/study-abroad/usa')).toBe(false);
    expect(isFormPage('/study-abroad/enquiryform-old')).toBe(false);
    expect(isFormPage('/study-abroad/profile-completed')).toBe(false);
  });

  it('shows nothing to a learner whose counsellor looks after them', () => {
    expect(chooseInterruption(second('/study-abroad/usa', { hasCounsellor: true }))).toBeNull();
  });

  it('asks for the location only where the visitor chooses a centre', () => {
    expect(chooseInterruption(second('/study-abroad/consultant'))).toBe('locationPrompt');
    expect(chooseInterruption(second('/study-abroad/usa', { waiting: ['locationPrompt'] }))).toBeNull();
  });
});
