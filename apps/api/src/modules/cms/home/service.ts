import { DESTINATIONS } from '@meridian/domain/destinations';
import { EXAM_FACTS } from '@meridian/domain/exams/exam-facts';
import type { Banner, HomeResponse, HomeSection } from '@meridian/domain/home/schemas';
import { homeSectionShown } from '@meridian/domain/home/shown-sections';
import { REGION_CONFIG } from '@meridian/domain/region/region-config';
import type { Region } from '@meridian/domain/region/regions';
import type { Db } from '#api/db/client.ts';
import { listWorldTopUniversities } from '#api/modules/pathway/service.ts';
import { listBanners, listTestimonials } from './repo.ts';

/** SPEC.md §2 quick country links, in its order. */
const QUICK_COUNTRIES = ['germany', 'usa', 'uk', 'canada', 'australia'];
const TOP_UNIVERSITIES_ON_HOME = 8;

type BannerRow = Awaited<ReturnType<typeof listBanners>>[number];

/**
 * A row as the banner the page shows, or null when it cannot work: a link whose page does not
 * exist yet, or a video in a region without the video player (SPEC.md §1).
 */
function bannerOf(row: BannerRow, region: Region): Banner | null {
  const { kind, href, videoId, ...fields } = row;
  if (kind === 'video') return REGION_CONFIG[region].videoPopup ? { ...fields, kind, videoId } : null;
  return href === null ? null : { ...fields, kind: 'link', href };
}

export async function getHome(db: Db, region: Region, now: Date): Promise<HomeResponse> {
  const shown = (section: HomeSection) => homeSectionShown(region, section);
  const [bannerRows, universityRows, testimonialRows] = await Promise.all([
    shown('banners') ? listBanners(db, region, now) : [],
    shown('top-universities') ? listWorldTopUniversities(db, TOP_UNIVERSITIES_ON_HOME) : [],
    shown('testimonials') ? listTestimonials(db) : [],
  ]);
  return {
    banners: bannerRows.flatMap((row) => bannerOf(row, region) ?? []),
    quickCountries: shown('quick-countries')
      ? QUICK_COUNTRIES.map((slug) => DESTINATIONS.find((d) => d.slug === slug)!).map((d) => ({
          id: d.iso3,
          name: d.name,
          slug: d.slug,
        }))
      : [],
    topUniversities: universityRows,
    exams: shown('exams') ? EXAM_FACTS.map((exam) => ({ ...exam, facts: [...exam.facts] })) : [],
    testimonials: testimonialRows,
  };
}
