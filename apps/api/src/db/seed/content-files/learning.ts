import { z } from 'zod';
import { Slug } from '@meridian/domain/content/slug';
import { DepartureCategory } from '@meridian/domain/learning/departure';
import { DESTINATION_SLUGS } from '@meridian/domain/destinations';
import { readYaml } from './read-content.ts';

const Text = z.string().min(1);

// `content/learning/`: the booster programs' course and the pre-departure checklist's tasks.

/** The course's modules in order, each with its lessons and a quiz whose right option is counted from 0. */
export const readCourseModules = () =>
  readYaml(
    'learning/course.yaml',
    z.array(
      z.strictObject({
        key: Slug,
        title: Text,
        summary: Text,
        lessons: z.array(
          z.strictObject({
            key: Slug,
            title: Text,
            minutes: z.number().int().positive(),
            paragraphs: z.array(Text).min(1),
          }),
        ),
        quiz: z.array(
          z
            .strictObject({
              prompt: Text,
              options: z.array(Text).min(2).max(10),
              correctOption: z.number().int().min(0),
              explanation: Text,
            })
            .refine((q) => q.correctOption < q.options.length, 'correctOption must name one of the options'),
        ),
      }),
    ),
  );

/** Tasks due a number of days before the course starts, for every destination or one (its slug). */
export const readDepartureTasks = () =>
  readYaml(
    'learning/departure-tasks.yaml',
    z.array(
      z.strictObject({
        key: Slug,
        destination: z.enum(DESTINATION_SLUGS).optional(),
        category: DepartureCategory,
        title: Text,
        detail: Text,
        daysBefore: z.number().int().min(0).max(365),
      }),
    ),
  );

/** `content/sample/buddies.yaml`: senior students who volunteer as buddies (example.com never receives mail). */
export const readSampleBuddies = () =>
  readYaml(
    'sample/buddies.yaml',
    z.array(
      z.strictObject({
        fullName: Text,
        email: z.email(),
        destination: z.enum(DESTINATION_SLUGS),
        university: Text,
        course: Text,
        about: Text,
      }),
    ),
  );
