import { z } from 'zod';
import { FactCheck } from '@meridian/domain/content/fact-check';
import { fileNames, readMarkdown } from './read-content.ts';

/** The front matter of `content/calculator/pages/{slug}.md`. */
const CalculatorPageFrontMatter = z.strictObject({
  title: z.string().min(10).max(200),
  summary: z.string().min(40).max(400),
  updatedOn: z.iso.date(),
  ...FactCheck.shape,
});

/** The words around the IELTS band and education-loan calculators, category `calculator`. */
export function readCalculatorPages() {
  return fileNames('calculator/pages', '.md').map((slug) => {
    const { data, body } = readMarkdown(`calculator/pages/${slug}.md`, CalculatorPageFrontMatter);
    return { category: 'calculator', slug, ...data, body };
  });
}
