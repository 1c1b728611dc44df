import type { Faq } from '../faq.ts';
import { formatMoney } from '../money.ts';
import { EXAMS } from './exams.ts';
import { formatDuration } from './format-duration.ts';
import type { CourseDetail } from './schemas.ts';
import { monthName } from '../month-name.ts';

/** The questions students ask about a course, answered from its own facts (FAQPage on the course page). */
export function courseFaqs(course: CourseDetail): Faq[] {
  const at = `${course.title} at ${course.university.name}`;
  const fee = formatMoney(course.tuition.amountMinor, course.tuition.currency);
  const faqs: Faq[] = [
    {
      question: `How long is ${at}?`,
      answer: `${formatDuration(course.durationDays)} of full-time study on campus in ${course.university.city}.`,
    },
    {
      question: `What is the tuition fee of ${at}?`,
      answer:
        course.tuition.amountMinor === 0
          ? 'The university charges international students no tuition for this course; budget for the semester contribution and living costs.'
          : `About ${fee} ${course.feeType === 'annual' ? 'a year' : 'for the whole course'}, which is about ₹${course.tuitionInrAnnual.toLocaleString('en-IN')} a year at the rate shown on this page.`,
    },
  ];
  if (course.exams.length > 0) {
    faqs.push({
      question: `Which tests and scores does ${at} accept?`,
      answer: `${course.exams.map((e) => `${EXAMS[e.exam].name} with at least ${e.minScore}`).join('; ')}.`,
    });
  }
  if (course.intakes.length > 0) {
    faqs.push({
      question: `When does ${at} start?`,
      answer: `It starts in ${course.intakes.map((m) => monthName(m)).join(' and ')}. Apply six to nine months ahead.`,
    });
  }
  return faqs;
}
