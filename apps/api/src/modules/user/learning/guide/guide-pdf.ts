import { formatDate } from '@meridian/domain/format-date';
import { guidePlan } from '@meridian/domain/learning/guide';
import type { ContactPhone } from '@meridian/domain/contact';
import { BRAND, PdfWriter } from '#api/platform/pdf/pdf-writer.ts';

export interface GuideContent {
  brandName: string;
  supportEmail: string;
  /** The configured counselling line; without one the guide names no number. */
  helpline: ContactPhone | undefined;
  learnerName: string;
  program: { title: string; summary: string };
  submissionDate: string;
  modules: readonly { title: string; summary: string }[];
}

/** The learner's guide: the program, a dated plan back from the submission date, the course and whom to ask. */
export async function renderGuidePdf(g: GuideContent): Promise<Uint8Array> {
  const w = await PdfWriter.create({
    title: `Learner's guide: ${g.program.title}`,
    author: g.brandName,
    subject: `Plan to submit on ${formatDate(g.submissionDate)}`,
    footer: `${g.brandName} · ${g.program.title} · learner's guide`,
  });
  w.text(`Learner's guide: ${g.program.title}`, { size: 18, bold: true, color: BRAND });
  w.text(`Prepared for ${g.learnerName}, to submit applications on ${formatDate(g.submissionDate)}.`);
  w.text(g.program.summary, { gapAfter: 12 });
  w.text('Your plan', { size: 14, bold: true, color: BRAND });
  for (const step of guidePlan(g.submissionDate)) w.text(`${formatDate(step.date)}: ${step.task}`);
  w.text('Your course', { size: 14, bold: true, color: BRAND });
  w.text('Open each module in your profile’s learning platform; every module ends with a short quiz.');
  for (const m of g.modules) w.text(`${m.title}: ${m.summary}`);
  w.text('Whom to ask', { size: 14, bold: true, color: BRAND });
  const call = g.helpline ? `call us on ${g.helpline.display} (daily 09:30 to 20:00 IST), or ` : '';
  w.text(
    `Your counsellor, through your profile; your buddy, a senior student at your destination; or ${call}write to ${g.supportEmail}.`,
  );
  return w.save();
}
