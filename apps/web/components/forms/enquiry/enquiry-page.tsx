import { CounsellorPhone } from '@/components/layout/counsellor-phone.tsx';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { pageMetadata } from '@/lib/seo/page-metadata.ts';
import { callingHours } from '@/lib/region/calling-hours.ts';
import { enquiryFormContext } from '@/components/forms/load-lead-form-context.ts';
import { CallMeBackForm } from '@/components/forms/call-me-back-form.client.tsx';
import { EnquiryForm } from './enquiry-form.client.tsx';
import { ENQUIRY_LAYOUTS, type EnquiryPageLayoutId } from './enquiry-layouts.ts';
import styles from './enquiry-page.module.css';

export function enquiryMetadata(layoutId: EnquiryPageLayoutId) {
  return pageMetadata({
    title: ENQUIRY_LAYOUTS[layoutId].heading,
    description: 'Free study-abroad counselling: tell us your plans and a counsellor will call you.',
    path: siteRoutes.enquiry(layoutId),
  });
}

/** What every /enquiry* page renders: its layout of the enquiry form, and a call-me-back aside. */
export async function EnquiryPage({ layoutId }: { layoutId: EnquiryPageLayoutId }) {
  const layout = ENQUIRY_LAYOUTS[layoutId];
  const [context, hours] = await Promise.all([enquiryFormContext(), callingHours()]);
  return (
    <div className={styles.page}>
      <section aria-labelledby="enquiry-title">
        <h1 id="enquiry-title">{layout.heading}</h1>
        <p className={styles.intro}>{layout.intro}</p>
        <EnquiryForm layoutId={layoutId} {...context} planFromQuery />
      </section>
      <aside aria-labelledby="callback-title" className={styles.aside}>
        <h2 id="callback-title">Request a call-back</h2>
        <p>
          Leave your number and a counsellor will call you
          <CounsellorPhone>
            {(call) => (
              <>
                , or call us free on {call} ({hours})
              </>
            )}
          </CounsellorPhone>
          .
        </p>
        <CallMeBackForm {...context} source={layoutId} />
      </aside>
    </div>
  );
}
