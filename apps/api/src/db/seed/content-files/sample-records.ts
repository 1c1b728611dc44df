import { z } from 'zod';
import { Author } from '@meridian/domain/content/articles';
import { DirectoryKind, DirectoryReview } from '@meridian/domain/content/directory';
import { Slug } from '@meridian/domain/content/slug';
import { Testimonial } from '@meridian/domain/home/schemas';
import { readYaml } from './read-content.ts';

// `content/sample/`: invented people and their words, outside production only, stored marked as sample.

/** Author personas, each with the articles whose byline it is outside production. */
export const readSampleAuthors = () =>
  readYaml(
    'sample/authors.yaml',
    z.array(z.strictObject({ ...Author.omit({ sample: true }).shape, articles: z.array(Slug).min(1) })),
  );

export const readSampleTestimonials = () =>
  readYaml(
    'sample/testimonials.yaml',
    z.array(
      z.strictObject({
        ...Testimonial.omit({ id: true, sample: true, photo: true }).shape,
        sortOrder: z.number().int(),
      }),
    ),
  );

/** Reviews of the centres, by directory and city. */
export const readSampleCentreReviews = () =>
  readYaml(
    'sample/centre-reviews.yaml',
    z.record(
      DirectoryKind,
      z.record(Slug, z.array(z.strictObject(DirectoryReview.omit({ sample: true }).shape))),
    ),
  );
