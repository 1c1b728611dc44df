import { EnquiryPage, enquiryMetadata } from '@/components/forms/enquiry/enquiry-page.tsx';

export const generateMetadata = () => enquiryMetadata('enquiry');

export default function Page() {
  return <EnquiryPage layoutId="enquiry" />;
}
