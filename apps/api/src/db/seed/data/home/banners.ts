import type { IsLive } from '../navigation/live-routes.ts';

/** Home banners per region; a banner's call to action shows only while its page exists. */
export function homeBanners(isLive: IsLive) {
  const link = (href: string) => (isLive(href) ? href : null);
  return [
    {
      region: 'default',
      title: 'Your masters abroad starts with the right shortlist',
      subtitle:
        'Compare costs, intakes, visas and post-study work rights for 18 destinations, then talk to a counsellor free.',
      ctaText: 'Explore the USA',
      href: link('/usa'),
      image: 'default',
      imageAlt: 'A globe with flight paths over a blue horizon',
      sortOrder: 1,
    },
    {
      region: 'default',
      title: 'Start your degree in India, finish it abroad',
      subtitle:
        'Accelerator programs let you complete the first part online and transfer to a partner university.',
      ctaText: 'See accelerator programs',
      href: link('/ua-accelerator-programs'),
      image: 'default',
      imageAlt: 'A globe with flight paths over a blue horizon',
      sortOrder: 2,
    },
    {
      region: 'vn',
      title: 'Du học: find the right university and course',
      subtitle: 'Honest costs, intakes and visa rules for the UK, Australia, Canada, the USA and more.',
      ctaText: 'Explore Australia',
      href: link('/australia'),
      image: 'vn',
      imageAlt: 'A globe with flight paths over a red and gold horizon',
      sortOrder: 1,
    },
    {
      region: 'vn',
      title: 'Start your degree at home, finish it abroad',
      subtitle: 'Accelerator programs with partner universities in the USA and the UK.',
      ctaText: 'See accelerator programs',
      href: link('/ua-accelerator-programs'),
      image: 'vn',
      imageAlt: 'A globe with flight paths over a red and gold horizon',
      sortOrder: 2,
    },
    {
      region: 'sa',
      title: 'Plan your study abroad journey from Saudi Arabia',
      subtitle: 'Universities, courses, costs and visa rules for the UK, the USA, Canada and Australia.',
      ctaText: 'Explore the UK',
      href: link('/uk'),
      image: 'sa',
      imageAlt: 'A globe with flight paths over a green horizon',
      sortOrder: 1,
    },
    {
      region: 'sa',
      title: 'Start your degree at home, finish it abroad',
      subtitle: 'Accelerator programs with partner universities in the USA and the UK.',
      ctaText: 'See accelerator programs',
      href: link('/ua-accelerator-programs'),
      image: 'sa',
      imageAlt: 'A globe with flight paths over a green horizon',
      sortOrder: 2,
    },
  ];
}
