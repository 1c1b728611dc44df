import type { CourseCard, UniversityOverview } from '@meridian/domain/catalogue/schemas';
import { formatDuration } from '@meridian/domain/catalogue/format-duration';
import { LEVEL_NAMES } from '@meridian/domain/catalogue/levels';
import { formatDate } from '@meridian/domain/format-date';
import { formatMoney, formatMoneyRange, toInrMinor } from '@meridian/domain/money';
import { BRAND, PdfWriter } from '#api/platform/pdf/pdf-writer.ts';

export interface BrochureContent {
  brochure: { title: string; edition: string; updatedOn: string };
  university: UniversityOverview;
  /** The university's courses, best ranked first; `totalCourses` says how many it has in all. */
  courses: CourseCard[];
  totalCourses: number;
  brandName: string;
}

function monthName(month: number): string {
  return new Date(Date.UTC(2000, month - 1, 1)).toLocaleString('en', { month: 'long', timeZone: 'UTC' });
}

function intakeText(months: readonly number[]): string {
  return months.length === 0 ? 'Ask your counsellor' : months.map(monthName).join(', ');
}

/** "CAD 62,000 a year (about ₹38,44,000)" when a rate is known. */
function feeText(u: UniversityOverview, course: CourseCard): string {
  const fee = formatMoney(course.tuition.amountMinor, course.tuition.currency);
  const per = course.feeType === 'annual' ? ' a year' : ' for the whole course';
  const rate = u.exchangeRate;
  if (!rate || rate.currency !== course.tuition.currency || course.tuition.currency === 'INR')
    return fee + per;
  const inr = toInrMinor(course.tuition.amountMinor, course.tuition.currency, rate.inrPerUnit);
  return `${fee}${per} (about ${formatMoney(inr, 'INR')})`;
}

function heading(w: PdfWriter, text: string): void {
  w.text(text, { size: 15, bold: true, color: BRAND, gapAfter: 4 });
}

function writeOverview(w: PdfWriter, u: UniversityOverview): void {
  heading(w, 'Overview');
  w.text(u.about, { gapAfter: 8 });
  const facts = [
    `Location: ${u.city.name}, ${u.country.name}${u.campus ? ` (${u.campus})` : ''}`,
    `Type: ${u.institutionType.charAt(0).toUpperCase()}${u.institutionType.slice(1)}`,
    u.worldRanking
      ? `World ranking: #${u.worldRanking}${u.rankingSource ? ` (${u.rankingSource})` : ''}`
      : undefined,
    `Courses: ${u.courseCounts.BACHELORS} bachelors, ${u.courseCounts.MASTERS} masters`,
  ];
  for (const fact of facts) if (fact) w.text(`• ${fact}`, { indent: 12, gapAfter: 2 });
  w.text(' ', { size: 8 });
}

function writeCourses(w: PdfWriter, content: BrochureContent): void {
  const { university: u, courses } = content;
  heading(w, 'Courses');
  for (const level of ['MASTERS', 'BACHELORS'] as const) {
    const ofLevel = courses.filter((c) => c.educationLevel === level);
    if (ofLevel.length === 0) continue;
    w.text(`${LEVEL_NAMES[level]} courses`, { size: 12.5, bold: true, gapAfter: 4 });
    for (const course of ofLevel) {
      w.text(course.title, { bold: true, indent: 12, gapAfter: 1 });
      w.text(
        `${formatDuration(course.durationDays)} · ${feeText(u, course)} · Intakes: ${intakeText(course.intakes)}`,
        { indent: 12, size: 9.5, gapAfter: 5 },
      );
    }
  }
  if (content.totalCourses > courses.length) {
    w.text(
      `${content.totalCourses - courses.length} more courses are listed on the ${content.brandName} website.`,
    );
  }
  w.text(' ', { size: 8 });
}

function writeFees(w: PdfWriter, u: UniversityOverview): void {
  heading(w, 'Fees and living costs');
  if (u.annualTuition) w.text(`Annual tuition: ${formatMoneyRange(u.annualTuition)}.`);
  if (u.city.monthlyLiving.amountMinor > 0) {
    w.text(
      `Living in ${u.city.name}: about ${formatMoney(u.city.monthlyLiving.amountMinor, u.city.monthlyLiving.currency)} a month for rent, food and travel.`,
    );
  }
  if (u.exchangeRate && u.exchangeRate.currency !== 'INR') {
    w.text(
      `Rupee amounts use 1 ${u.exchangeRate.currency} = ${formatMoney(Math.round(u.exchangeRate.inrPerUnit * 100), 'INR', { fractionDigits: 2 })} (rate of ${formatDate(u.exchangeRate.asOf)}).`,
      { size: 9.5 },
    );
  }
  w.text(' ', { size: 8 });
}

function writeIntakesAndScholarships(w: PdfWriter, u: UniversityOverview): void {
  heading(w, 'Intakes');
  w.text(`International students usually start in: ${intakeText(u.intakes)}.`, { gapAfter: 10 });
  heading(w, 'Scholarships');
  if (u.scholarships.length === 0) {
    w.text('Your counsellor will tell you which scholarships you can apply for.');
  }
  for (const s of u.scholarships) {
    w.text(s.name, { bold: true, gapAfter: 1 });
    w.text(`${s.provider} · ${s.value} · ${s.url}`, { indent: 12, size: 9.5, gapAfter: 5 });
  }
}

/** The university brochure as an A4 PDF: overview, courses with fees, living costs, intakes, scholarships. */
export async function renderBrochurePdf(content: BrochureContent): Promise<Uint8Array> {
  const { brochure, university: u, brandName } = content;
  const w = await PdfWriter.create({
    title: brochure.title,
    author: brandName,
    subject: `${u.name}, ${u.country.name}: courses, fees, intakes and scholarships`,
    footer: `${brandName} · ${brochure.title} · ${brochure.edition} edition`,
  });
  w.text(brochure.title, { size: 22, bold: true, color: BRAND, gapAfter: 4 });
  w.text(`${brochure.edition} edition · updated ${formatDate(brochure.updatedOn)}`, {
    size: 10,
    gapAfter: 14,
  });
  writeOverview(w, u);
  writeCourses(w, content);
  writeFees(w, u);
  writeIntakesAndScholarships(w, u);
  w.text(' ', { size: 8 });
  w.text(
    `Fees, intakes and scholarships change from year to year: check them with your ${brandName} counsellor or on the university's website before you apply.`,
    { size: 9.5 },
  );
  return w.save();
}
