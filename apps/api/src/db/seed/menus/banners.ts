import type { InferInsertModel } from 'drizzle-orm';
import type { banners } from '#api/db/schema/home.ts';
import type { IsLive } from './live-routes.ts';

export type BannerSeed = InferInsertModel<typeof banners> & { region: string; sortOrder: number };

const ACCELERATOR_PROGRAMS = '/ua-accelerator-programs';

/**
 * Home banners per region (SPEC.md §2): each is a video or a link to the accelerator programs.
 * The video banner carries no video id of its own, so it plays the site's configured promo video
 * (PROMO_VIDEO_ID); Vietnam and Saudi Arabia have no video popup, so only link banners there.
 * A link banner is seeded without its link while the page does not exist, and is then not shown.
 */
export function homeBanners(isLive: IsLive): BannerSeed[] {
  const accelerator = isLive(ACCELERATOR_PROGRAMS) ? ACCELERATOR_PROGRAMS : null;
  return [
    {
      region: 'default',
      kind: 'video',
      title: 'Your masters abroad starts with the right shortlist',
      subtitle:
        'See how a counsellor compares costs, intakes, visas and post-study work rights across 18 destinations with you, free.',
      ctaText: 'Watch how it works',
      href: null,
      videoId: null,
      image: 'default',
      imageAlt: 'A globe with flight paths over a blue horizon',
      sortOrder: 1,
    },
    {
      region: 'default',
      kind: 'link',
      title: 'Start your degree in India, finish it abroad',
      subtitle:
        'Accelerator programs let you complete the first part online and transfer to a partner university.',
      ctaText: 'See accelerator programs',
      href: accelerator,
      videoId: null,
      image: 'default',
      imageAlt: 'A globe with flight paths over a blue horizon',
      sortOrder: 2,
    },
    {
      region: 'vn',
      kind: 'link',
      title: 'Du học: start your degree in Vietnam, finish it abroad',
      subtitle:
        'Accelerator programs with partner universities in the USA and the UK: study the first part online, then move to campus.',
      ctaText: 'See accelerator programs',
      href: accelerator,
      videoId: null,
      image: 'vn',
      imageAlt: 'A globe with flight paths over a red and gold horizon',
      sortOrder: 1,
    },
    {
      region: 'sa',
      kind: 'link',
      title: 'Study abroad from Saudi Arabia: start at home, finish on campus',
      subtitle:
        'Accelerator programs with partner universities in the USA and the UK: the first part online, the rest abroad.',
      ctaText: 'See accelerator programs',
      href: accelerator,
      videoId: null,
      image: 'sa',
      imageAlt: 'A globe with flight paths over a green horizon',
      sortOrder: 1,
    },
  ];
}
