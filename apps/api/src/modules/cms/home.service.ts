import { DESTINATIONS } from '@meridian/domain/destinations';
import { EXAM_FACTS } from '@meridian/domain/exams/exam-facts';
import type { HomeResponse, HomeSection } from '@meridian/domain/home/schemas';
import { homeSectionShown } from '@meridian/domain/home/shown-sections';
import type { Region } from '@meridian/domain/region/regions';
import type { Db } from '../../db/client.ts';
import { listBanners, listTestimonials, listWorldTopUniversities } from './home.repo.ts';

/** SPEC.md §2 quick country links, in its order. */
const QUICK_COUNTRIES = ['germany', 'usa', 'uk', 'canada', 'australia'];
const TOP_UNIVERSITIES_ON_HOME = 8;

export async function getHome(db: Db, region: Region): Promise<HomeResponse> {
  const shown = (section: HomeSection) => homeSectionShown(region, section);
  const [bannerRows, universityRows, testimonialRows] = await Promise.all([
    shown('banners') ? listBanners(db, region) : [],
    shown('top-universities') ? listWorldTopUniversities(db, TOP_UNIVERSITIES_ON_HOME) : [],
    shown('testimonials') ? listTestimonials(db) : [],
  ]);
  return {
    banners: bannerRows,
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
