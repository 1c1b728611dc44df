import { EnquiryPage, enquiryMetadata } from '@/components/forms/enquiry/enquiry-page.tsx';

export const generateMetadata = () => enquiryMetadata('enquiry2');

export default function Page() {
  return <EnquiryPage layoutId="enquiry2" />;
}
