import type { ReactNode } from 'react';
import type { EnquiryFormValues, ProgramInterest } from '@meridian/domain/lead/schemas';
import { CounsellorPhone } from '@/components/layout/counsellor-phone.tsx';
import styles from '@/components/catalogue/catalogue.module.css';
import { ApplyProgram } from './apply-program.tsx';

/**
 * The section of a course or program page that leads to a counsellor: the Apply popup and the
 * counsellor's phone, then the page's own promise (`note`) and any further links (`children`).
 */
export function ApplySection(props: {
  title: string;
  program: ProgramInterest;
  level: EnquiryFormValues['interestedEducationLevel'];
  note?: string;
  children?: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby="apply-title">
      <h2 id="apply-title">{props.title}</h2>
      {/* Not a <p>: the Apply popup is a <dialog>, whose tag ends a paragraph, so the browser's page
          would differ from React's and hydration fail (React error #418). */}
      <div className={styles.applyLine}>
        <ApplyProgram program={props.program} level={props.level} />{' '}
        <CounsellorPhone>{(call) => <>or call {call}</>}</CounsellorPhone>.{props.note && ` ${props.note}`}
      </div>
      {props.children}
    </section>
  );
}
