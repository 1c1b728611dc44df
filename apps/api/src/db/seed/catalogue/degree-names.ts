import type { EducationLevel } from '@meridian/domain/catalogue/levels';
import type { DegreeKind } from './programmes.ts';

/** Degree naming conventions: each country names the same field's degree its own way. */
export type NamingStyle = 'us' | 'uk' | 'au' | 'ca' | 'eu' | 'in' | 'medical';

type Namer = (field: string, kind: DegreeKind) => string | null;

const short = (field: string) => field.replace(/ Engineering$/, '');

const NAMES: Record<NamingStyle, Record<EducationLevel, Namer>> = {
  us: {
    BACHELORS: (f, k) =>
      ({
        science: `BS in ${f}`,
        engineering: `BS in ${f}`,
        arts: `BA in ${f}`,
        business: `BS in ${f}`,
        mba: 'Bachelor of Business Administration',
        law: null,
        architecture: 'Bachelor of Architecture',
        design: `BFA in ${f}`,
        health: `BS in ${f}`,
        medicine: null,
      })[k],
    MASTERS: (f, k) =>
      ({
        science: `MS in ${f}`,
        engineering: `MS in ${f}`,
        arts: `MA in ${f}`,
        business: `MS in ${f}`,
        mba: 'MBA',
        law: f === 'Law' ? 'LLM' : `LLM in ${f}`,
        architecture: 'Master of Architecture',
        design: `MDes in ${f}`,
        health: f === 'Public Health' ? 'Master of Public Health' : `MS in ${f}`,
        medicine: null,
      })[k],
  },
  uk: {
    BACHELORS: (f, k) =>
      ({
        science: `BSc (Hons) ${f}`,
        engineering: `BEng (Hons) ${f}`,
        arts: `BA (Hons) ${f}`,
        business: `BSc (Hons) ${f}`,
        mba: 'BSc (Hons) Business Management',
        law: f === 'Law' ? 'LLB (Hons) Law' : null,
        architecture: 'BA (Hons) Architecture',
        design: `BA (Hons) ${f}`,
        health: f === 'Pharmacy' ? 'MPharm Pharmacy' : `BSc (Hons) ${f}`,
        medicine: null,
      })[k],
    MASTERS: (f, k) =>
      ({
        science: `MSc ${f}`,
        engineering: `MSc ${f}`,
        arts: `MA ${f}`,
        business: `MSc ${f}`,
        mba: 'MBA',
        law: f === 'Law' ? 'LLM Law' : `LLM ${f}`,
        architecture: 'MArch Architecture',
        design: `MA ${f}`,
        health: f === 'Public Health' ? 'MPH Public Health' : `MSc ${f}`,
        medicine: null,
      })[k],
  },
  au: {
    BACHELORS: (f, k) =>
      ({
        science: `Bachelor of Science (${f})`,
        engineering: `Bachelor of Engineering (Honours) (${short(f)})`,
        arts: `Bachelor of Arts (${f})`,
        business: `Bachelor of Commerce (${f})`,
        mba: 'Bachelor of Business',
        law: f === 'Law' ? 'Bachelor of Laws' : null,
        architecture: 'Bachelor of Architectural Design',
        design: `Bachelor of Design (${f})`,
        health: `Bachelor of ${f}`,
        medicine: null,
      })[k],
    MASTERS: (f, k) =>
      ({
        science: `Master of ${f}`,
        engineering: `Master of Engineering (${short(f)})`,
        arts: `Master of ${f}`,
        business: `Master of ${f}`,
        mba: 'Master of Business Administration',
        law: f === 'Law' ? 'Master of Laws' : `Master of Laws (${f})`,
        architecture: 'Master of Architecture',
        design: `Master of Design (${f})`,
        health: `Master of ${f}`,
        medicine: null,
      })[k],
  },
  ca: {
    BACHELORS: (f, k) =>
      ({
        science: `BSc in ${f}`,
        engineering: `BASc in ${f}`,
        arts: `BA in ${f}`,
        business: `BCom in ${f}`,
        mba: 'Bachelor of Business Administration',
        law: null,
        architecture: 'Bachelor of Architectural Studies',
        design: `Bachelor of Design in ${f}`,
        health: `BSc in ${f}`,
        medicine: null,
      })[k],
    MASTERS: (f, k) =>
      ({
        science: `MSc in ${f}`,
        engineering: `MEng in ${f}`,
        arts: `MA in ${f}`,
        business: `Master of Management in ${f}`,
        mba: 'MBA',
        law: f === 'Law' ? 'LLM' : `LLM in ${f}`,
        architecture: 'Master of Architecture',
        design: `MDes in ${f}`,
        health: f === 'Public Health' ? 'Master of Public Health' : `MSc in ${f}`,
        medicine: null,
      })[k],
  },
  eu: {
    BACHELORS: (f, k) =>
      ({
        science: `BSc ${f}`,
        engineering: `BSc ${f}`,
        arts: `BA ${f}`,
        business: `BSc ${f}`,
        mba: 'Bachelor in Business Administration',
        law: f === 'Law' ? 'LLB International and European Law' : null,
        architecture: 'BSc Architecture',
        design: `BA ${f}`,
        health: `BSc ${f}`,
        medicine: null,
      })[k],
    MASTERS: (f, k) =>
      ({
        science: `MSc ${f}`,
        engineering: `MSc ${f}`,
        arts: `MA ${f}`,
        business: `MSc ${f}`,
        mba: 'MBA',
        law: f === 'Law' ? 'LLM International Law' : `LLM ${f}`,
        architecture: 'MSc Architecture',
        design: `MA ${f}`,
        health: `MSc ${f}`,
        medicine: null,
      })[k],
  },
  in: {
    BACHELORS: (f, k) =>
      ({
        science: `B.Tech ${f}`,
        engineering: `B.Tech ${f}`,
        arts: `BA ${f}`,
        business: null,
        mba: null,
        law: null,
        architecture: 'B.Arch Architecture',
        design: `B.Des ${f}`,
        health: null,
        medicine: null,
      })[k],
    MASTERS: (f, k) =>
      ({
        science: `M.Tech ${f}`,
        engineering: `M.Tech ${f}`,
        arts: `MA ${f}`,
        business: null,
        mba: 'MBA',
        law: null,
        architecture: 'M.Arch Architecture',
        design: `M.Des ${f}`,
        health: null,
        medicine: null,
      })[k],
  },
  medical: {
    BACHELORS: (f, k) =>
      ({
        science: null,
        engineering: null,
        arts: null,
        business: null,
        mba: null,
        law: null,
        architecture: null,
        design: null,
        health: f === 'Pharmacy' ? 'Pharmacy (PharmD)' : f === 'Nursing' ? 'Bachelor of Nursing' : null,
        medicine:
          f === 'General Medicine' ? 'MD General Medicine' : f === 'Dentistry' ? 'Dentistry (DDS)' : null,
      })[k],
    MASTERS: (f, k) => (k === 'health' && f === 'Public Health' ? 'Master of Public Health' : null),
  },
};

export function degreeTitle(options: {
  style: NamingStyle;
  level: EducationLevel;
  field: string;
  kind: DegreeKind;
}): string | null {
  return NAMES[options.style][options.level](options.field, options.kind);
}
