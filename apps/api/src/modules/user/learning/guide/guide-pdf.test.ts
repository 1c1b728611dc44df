import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { contactPhone } from '@meridian/domain/contact';
import { renderGuidePdf, type GuideContent } from './guide-pdf.ts';

const GUIDE: GuideContent = {
  brandName: 'Meridian',
  supportEmail: 'help@example.org',
  helpline: undefined,
  learnerName: 'Asha Rao',
  program: {
    title: 'UK Masters Accelerator',
    summary: 'Applications to five UK universities, with a counsellor.',
  },
  submissionDate: '2027-01-15',
  modules: [{ title: 'Shortlisting', summary: 'Choosing universities that fit your marks and budget.' }],
};

/** The guide's text, its wrapped lines joined again. */
const textOf = async (guide: GuideContent) =>
  (await extractText(await getDocumentProxy(await renderGuidePdf(guide)), { mergePages: true })).text.replace(
    /\s+/g,
    ' ',
  );

describe("the learner's guide PDF", () => {
  it('names the configured counselling line and support address', async () => {
    const text = await textOf({ ...GUIDE, helpline: contactPhone('IN', '+9118002102030') });
    expect(text).toContain('call us on 1800 210 2030');
    expect(text).toContain('help@example.org');
  });

  it('names no number while none is configured', async () => {
    const text = await textOf(GUIDE);
    expect(text).not.toMatch(/call us|1800/);
    expect(text).toContain('write to help@example.org');
  });
});
