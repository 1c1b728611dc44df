import { EnquiryPage, enquiryMetadata } from '@/components/forms/enquiry/enquiry-page.tsx';

export const generateMetadata = () => enquiryMetadata('enquiry11');

export default function Page() {
  return <EnquiryPage layoutId="enquiry11" />;
}
