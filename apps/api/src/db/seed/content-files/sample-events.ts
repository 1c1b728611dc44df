import { z } from 'zod';
import { Slug } from '@meridian/domain/content/slug';
import { readYaml } from './read-content.ts';

// `content/sample/`: webinars and fairs dated from the day the seed runs, outside production only.

const IstTime = z.string().regex(/^\d{2}:\d{2}$/, 'must be a time such as 18:30');

export const readSampleWebinars = () =>
  readYaml(
    'sample/webinars.yaml',
    z.array(
      z.strictObject({
        slug: Slug,
        title: z.string().min(10),
        summary: z.string().min(20),
        countrySlug: Slug,
        universitySlug: Slug.nullable(),
        hostName: z.string().min(3),
        hostRole: z.string().min(3),
        /** Days after the seed runs; negative for past sessions. */
        inDays: z.number().int(),
        istTime: IstTime,
        durationMinutes: z.number().int().positive(),
        seats: z.number().int().positive(),
        registered: z.number().int().nonnegative(),
        /** Past sessions: the host's channel where the session was published, when it was. */
        recordingUrl: z.url().optional(),
      }),
    ),
  );

export const readSampleFairs = () =>
  readYaml(
    'sample/fairs.yaml',
    z.strictObject({
      opensIst: IstTime,
      durationMinutes: z.number().int().positive(),
      schedule: z.array(z.strictObject({ time: z.string().min(4), activity: z.string().min(5) })),
      highlights: z.array(z.string().min(10)),
      fairs: z.array(
        z.strictObject({
          slug: Slug,
          city: z.string().min(2),
          title: z.string().min(10),
          overview: z.string().min(40),
          bannerHeadline: z.string().min(5),
          bannerSubline: z.string().min(5),
          venueName: z.string().min(3),
          venueAddress: z.string().min(10),
          latitude: z.number(),
          longitude: z.number(),
          inDays: z.number().int(),
          universitySlugs: z.array(Slug).min(1),
        }),
      ),
    }),
  );
