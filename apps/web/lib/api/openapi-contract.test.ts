import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BASE_PATH } from '@meridian/domain/base-path';
import { SERVICES } from '@meridian/domain/health';
import { createApiClient, type ApiClient } from './http-client.ts';
import { ANONYMOUS_TOKENS } from './token-store.ts';
import * as accommodation from './accommodation.ts';
import * as alumniClient from './alumni-client.ts';
import * as appointmentsClient from './appointments-client.ts';
import * as authClient from './auth-client.ts';
import * as backOffice from './back-office.ts';
import * as favourites from './favourites.ts';
import * as boosterPrograms from './booster-programs.ts';
import * as calculator from './calculator.ts';
import * as gpaClient from './gpa-client.ts';
import * as catalogue from './catalogue.ts';
import * as catalogueAdmin from './catalogue-admin.ts';
import * as catalogueClient from './catalogue-client.ts';
import * as cms from './cms.ts';
import * as directory from './directory.ts';
import * as ebooks from './ebooks.ts';
import * as editorial from './editorial.ts';
import * as eventCheckIn from './event-check-in.ts';
import * as eventPlace from './event-place.ts';
import * as events from './events.ts';
import * as knowledgeBase from './knowledge-base.ts';
import * as leadAdmin from './lead-admin.ts';
import * as lookups from './lookups.ts';
import * as learnerAdmin from './learner-admin.ts';
import * as paymentAdmin from './payment-admin.ts';
import * as performanceAdmin from './performance-admin.ts';
import * as leadClient from './lead-client.ts';
import * as messagesAdmin from './messages-admin.ts';
import * as pageConfigurationClient from './page-configuration-client.ts';
import * as pages from './pages.ts';
import * as pathway from './pathway.ts';
import * as paymentsClient from './payments-client.ts';
import * as profile from './profile.ts';
import * as recommendation from './recommendation.ts';
import * as recommendationClient from './recommendation-client.ts';
import * as recordImages from './record-images.ts';
import * as scholarships from './scholarships.ts';
import * as search from './search.ts';
import * as searchClient from './search-client.ts';
import * as shortFormClient from './short-form-client.ts';
import * as siteAdmin from './site-admin.ts';
import * as staffAdmin from './staff-admin.ts';
import * as contentChecks from './content-checks.ts';
import * as webinarClient from './webinar-client.ts';
import * as webinars from './webinars.ts';
import { sitePath } from '@meridian/domain/routes/site-routes';

// The content calls' modules are server-only; here they run in plain Node with a fake fetch.
vi.mock('server-only', () => ({}));

/**
 * Every call function of this folder, run once against a fake fetch, must address an operation of
 * the API's committed OpenAPI document (apps/api/openapi.json, kept current by the API's tests):
 * its method and path, only query names the operation documents, and a body only where it takes
 * one (docs/adr/008-api-contract.md). Payloads are the domain schemas' concern, so they are empty here.
 */
interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
}
const document = JSON.parse(readFileSync(new URL('../../../api/openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
};

const payload = <T>() => ({}) as T;
const USER = '5b0c4f0e-2d1a-4c55-9a43-3c1f0b6f7a10';
const DOCUMENT = '9e2f6a41-7c3b-4d8e-a1f0-2b5c7d9e0f12';

const CALLS: Record<string, (api: ApiClient) => Promise<unknown>> = {
  'accommodation.getAccommodation': (api) => accommodation.getAccommodation(api),
  'auth-client.requestLoginOtp': () => authClient.requestLoginOtp({ email: 'priya.sharma@example.com' }),
  'auth-client.verifyAuthOtp': () => authClient.verifyAuthOtp({ otpRequestId: 'r1', otp: '123456' }),
  'auth-client.resendAuthOtp': () => authClient.resendAuthOtp({ otpRequestId: 'r1' }),
  'auth-client.requestEmailVerification': () => authClient.requestEmailVerification(),
  'auth-client.confirmEmail': () => authClient.confirmEmail({ otpRequestId: 'r1', otp: '123456' }),
  'booster-programs.getBoosterPrograms': (api) => boosterPrograms.getBoosterPrograms(api, 'default'),
  'booster-programs.getCheckoutMethods': (api) => boosterPrograms.getCheckoutMethods(api),
  'booster-programs.getBoosterProgram': (api) =>
    boosterPrograms.getBoosterProgram(api, 'study-abroad-booster', 'sa'),
  'calculator.listGradingSystems': (api) => calculator.listGradingSystems(api),
  'calculator.listExpenseCountries': (api) => calculator.listExpenseCountries(api),
  'calculator.listExpenseCategories': (api) => calculator.listExpenseCategories(api),
  'calculator.findCategoryCosts': (api) => calculator.findCategoryCosts(api, 'usa'),
  'gpa-client.getSavedGpa': () => gpaClient.getSavedGpa(USER),
  'gpa-client.saveUsGpa': () => gpaClient.saveUsGpa(payload()),
  'gpa-client.saveGermanGrade': () => gpaClient.saveGermanGrade(payload()),
  'catalogue.listCourses': (api) => catalogue.listCourses(api, { filter: 'c=usa', sort: 'ranking', page: 1 }),
  'catalogue.getCourseFacets': (api) => catalogue.getCourseFacets(api, 'c=usa'),
  'catalogue.getListingExam': (api) => catalogue.getListingExam(api, 'c=usa', 'gre'),
  'catalogue.listUniversities': (api) =>
    catalogue.listUniversities(api, { country: 'canada', educationLevel: 'MASTERS', page: 0 }),
  'catalogue.getUniversityOverview': (api) => catalogue.getUniversityOverview(api, 'university-of-toronto'),
  'catalogue.listUniversityCourses': (api) =>
    catalogue.listUniversityCourses(api, 'university-of-toronto', { educationLevel: 'MASTERS', page: 0 }),
  'catalogue.getCourseDetail': (api) =>
    catalogue.getCourseDetail(api, 'university-of-toronto', 'msc-applied-computing'),
  'catalogue.compareCourses': (api) => catalogue.compareCourses(api, [101, 102]),
  'catalogue.listAcceleratorPrograms': (api) =>
    catalogue.listAcceleratorPrograms(api, { country: 'usa', degree: 'BACHELORS', page: 0 }),
  'catalogue.getAcceleratorProgram': (api) => catalogue.getAcceleratorProgram(api, 'us-pathway-program'),
  'catalogue.getBrochure': (api) => catalogue.getBrochure(api, 'university-of-toronto'),
  'catalogue.getSitemapEntries': (api) => catalogue.getSitemapEntries(api),
  'cms.getSeoMeta': (api) => cms.getSeoMeta(api, { url: '/usa', category: 'country' }, { timeoutMs: 1500 }),
  'cms.getHeaderMenu': (api) => cms.getHeaderMenu(api, 'default'),
  'cms.getSimpleMenu': (api) => cms.getSimpleMenu(api, 'vn'),
  'cms.getFooterMenu': (api) => cms.getFooterMenu(api, 'sa'),
  'cms.getHome': (api) => cms.getHome(api, 'default'),
  'directory.listDirectoryCities': (api) => directory.listDirectoryCities(api, 'consultant'),
  'directory.getCityDirectory': (api) => directory.getCityDirectory(api, 'ielts-coaching', 'pune'),
  'ebooks.listEbooks': (api) => ebooks.listEbooks(api, { category: 'visa', isFeatured: 'true' }),
  'ebooks.listEbookCategories': (api) => ebooks.listEbookCategories(api),
  'ebooks.getEbook': (api) => ebooks.getEbook(api, 'study-in-germany-guide'),
  'event-check-in.checkInVisitor': () => eventCheckIn.checkInVisitor('signed-token'),
  'event-place.getEventPlace': () => eventPlace.getEventPlace(7, USER),
  'events.listEvents': (api) => events.listEvents(api),
  'events.getEvent': (api) => events.getEvent(api, 'indore'),
  'editorial.getArticleHub': (api) => editorial.getArticleHub(api, 2),
  'editorial.getArticle': (api) => editorial.getArticle(api, 'ielts-vs-toefl'),
  'editorial.getCategoryArticles': (api) => editorial.getCategoryArticles(api, 'visa', 2),
  'editorial.listCountryReads': (api) => editorial.listCountryReads(api, 'usa'),
  'editorial.getTagArticles': (api) => editorial.getTagArticles(api, 'gre', 1),
  'editorial.getAuthorArticles': (api) => editorial.getAuthorArticles(api, 'asha-rao', 1),
  'editorial.getTrendingInterlinking': (api) =>
    editorial.getTrendingInterlinking(api, { sourceUrl: '/usa', countrySlug: 'usa' }),
  'editorial.getExamHub': (api) => editorial.getExamHub(api),
  'editorial.listExamPages': (api) => editorial.listExamPages(api, { category: 'gre', page: 2 }),
  'editorial.getExamPage': (api) => editorial.getExamPage(api, 'ielts', 'syllabus'),
  'editorial.getCalculatorContent': (api) => editorial.getCalculatorContent(api, 'ielts-band'),
  'editorial.getEditorialSitemap': (api) => editorial.getEditorialSitemap(api),
  'knowledge-base.getKnowledgeBase': (api) => knowledgeBase.getKnowledgeBase(api),
  'knowledge-base.getKbTopic': (api) => knowledgeBase.getKbTopic(api, 'student-visa'),
  'knowledge-base.getKbCategory': (api) => knowledgeBase.getKbCategory(api, 'student-visa', 'f-1'),
  'knowledge-base.getKbQuestion': (api) =>
    knowledgeBase.getKbQuestion(api, { topic: 'student-visa', category: 'f-1', question: 'what-is-sevis' }),
  'pages.getBuilderPage': (api) => pages.getBuilderPage(api, 'about-us'),
  'pathway.getCountryDetail': (api) => pathway.getCountryDetail(api, 'usa'),
  'pathway.listCountriesLite': (api) => pathway.listCountriesLite(api),
  'lookups.getLookup': (api) => lookups.getLookup(api, 'states'),
  'lookups.getCities': (api) => lookups.getCities(api, 'VN'),
  'lookups.getExchangeRate': (api) => lookups.getExchangeRate(api, 'VND'),
  'payments-client.createOrder': () => paymentsClient.createOrder(payload()),
  'payments-client.completeTestCheckout': () =>
    paymentsClient.completeTestCheckout(DOCUMENT, { outcome: 'success' }),
  'payments-client.getCheckoutOptions': () => paymentsClient.getCheckoutOptions(DOCUMENT),
  'payments-client.postCheckoutCallback': () => paymentsClient.postCheckoutCallback(payload()),
  'payments-client.getTransaction': () => paymentsClient.getTransaction(USER, DOCUMENT),
  'payments-client.getCouponQuote': () =>
    paymentsClient.getCouponQuote(USER, 'WELCOME10', { programSlug: 'sa-lite', packageId: 4, region: 'sa' }),
  'payments-client.listTransactions': () => paymentsClient.listTransactions(USER),
  'payments-client.getBoughtBooster': () => paymentsClient.getBoughtBooster('sa-lite'),
  'back-office.listAdminArticles': () => backOffice.listAdminArticles(),
  'back-office.getArticleFormOptions': () => backOffice.getArticleFormOptions(),
  'back-office.getAdminArticle': () => backOffice.getAdminArticle('ielts-vs-toefl'),
  'back-office.createArticle': () => backOffice.createArticle(payload()),
  'back-office.updateArticle': () => backOffice.updateArticle('ielts-vs-toefl', payload()),
  'back-office.uploadMedia': () =>
    backOffice.uploadMedia({ file: new File(['png'], 'a.png'), alt: 'A campus' }),
  'back-office.listAudit': () => backOffice.listAudit('article', 'ielts-vs-toefl'),
  'back-office.restoreVersion': () => backOffice.restoreVersion(7),
  'back-office.listAdminPages': () => backOffice.listAdminPages('exam-pages'),
  'back-office.getPageGroups': () => backOffice.getPageGroups('kb-pages'),
  'back-office.getAdminPage': () =>
    backOffice.getAdminPage('kb-pages', 'student-visa/uk/uk-student-visa-processing-time'),
  'back-office.createAdminPage': () => backOffice.createAdminPage('ebooks', payload()),
  'back-office.updateAdminPage': () => backOffice.updateAdminPage('exam-pages', 'ielts/overview', payload()),
  'back-office.listSeoMeta': () => backOffice.listSeoMeta(),
  'back-office.saveSeoMeta': () => backOffice.saveSeoMeta(payload()),
  'back-office.deleteSeoMeta': () => backOffice.deleteSeoMeta(sitePath('/usa')),
  'back-office.listRedirects': () => backOffice.listRedirects(),
  'back-office.saveRedirect': () => backOffice.saveRedirect(payload()),
  'content-checks.listStaleContent': () => contentChecks.listStaleContent(90),
  'back-office.importCatalogue': () => backOffice.importCatalogue({ csv: 'slug' }, true, 'universities'),
  'site-admin.listAdminEvents': () => siteAdmin.listAdminEvents(),
  'site-admin.getAdminEvent': () => siteAdmin.getAdminEvent('indore'),
  'site-admin.saveEvent': () => siteAdmin.saveEvent('indore', payload()),
  'site-admin.listAdminWebinars': () => siteAdmin.listAdminWebinars(),
  'site-admin.getAdminWebinar': () => siteAdmin.getAdminWebinar('uk-student-visa-2027'),
  'site-admin.saveWebinar': () => siteAdmin.saveWebinar(undefined, payload()),
  'site-admin.listAdminBanners': () => siteAdmin.listAdminBanners(),
  'site-admin.saveBanner': () => siteAdmin.saveBanner(3, payload()),
  'site-admin.listAdminSiteBars': () => siteAdmin.listAdminSiteBars(),
  'site-admin.saveSiteBar': () => siteAdmin.saveSiteBar(undefined, payload()),
  'site-admin.listAdminPageRules': () => siteAdmin.listAdminPageRules(),
  'site-admin.savePageRule': () => siteAdmin.savePageRule(4, payload()),
  'site-admin.getAdminMenu': () => siteAdmin.getAdminMenu('footer'),
  'site-admin.saveMenu': () => siteAdmin.saveMenu({ key: 'footer', tree: [] }),
  'lead-admin.listLeads': () => leadAdmin.listLeads({ status: 'new', q: 'Kulkarni', page: '1' }),
  'lead-admin.getLead': () => leadAdmin.getLead(USER),
  'lead-admin.listCounsellors': () => leadAdmin.listCounsellors(),
  'lead-admin.saveDesk': () => leadAdmin.saveDesk(USER, { destinations: ['hungary'] }),
  'lead-admin.saveAvailability': () =>
    leadAdmin.saveAvailability(USER, {
      timeZone: 'Asia/Kolkata',
      weekly: [{ weekday: 1, start: '10:00', end: '13:00' }],
    }),
  'lead-admin.listAdminCentres': () => leadAdmin.listAdminCentres(),
  'lead-admin.createCentre': () => leadAdmin.createCentre(payload()),
  'lead-admin.saveCentre': () => leadAdmin.saveCentre(3, payload()),
  'lead-admin.listAppointments': () =>
    leadAdmin.listAppointments({ from: '2026-04-01', to: '2026-04-14', counsellorId: USER }),
  'lead-admin.listFreeCounsellors': () => leadAdmin.listFreeCounsellors('17'),
  'lead-admin.reassignAppointment': () => leadAdmin.reassignAppointment('17', payload()),
  'lead-admin.assignLead': () => leadAdmin.assignLead(USER, payload()),
  'lead-admin.addLeadNote': () => leadAdmin.addLeadNote(USER, payload()),
  'messages-admin.listMessages': () =>
    messagesAdmin.listMessages({ status: 'failed', channel: 'email', to: 'a@example.in', page: '1' }),
  'messages-admin.resendMessage': () => messagesAdmin.resendMessage(42),
  'payment-admin.listCoupons': () => paymentAdmin.listCoupons(),
  'payment-admin.createCoupon': () => paymentAdmin.createCoupon(payload()),
  'payment-admin.changeCoupon': () => paymentAdmin.changeCoupon('WELCOME10', { active: false }),
  'payment-admin.listPrograms': () => paymentAdmin.listPrograms(),
  'payment-admin.createProgram': () => paymentAdmin.createProgram(payload()),
  'payment-admin.changeProgram': () => paymentAdmin.changeProgram('study-abroad-booster', payload()),
  'payment-admin.listOrders': () => paymentAdmin.listOrders({ q: 'Nair', status: 'paid', page: '1' }),
  'payment-admin.noteRefund': () => paymentAdmin.noteRefund(USER, 'Refunded at the gateway.'),
  'recommendation-client.searchCoursesToRecommend': () =>
    recommendationClient.searchCoursesToRecommend(payload()),
  'recommendation-client.findLearner': () => recommendationClient.findLearner('9000000101'),
  'recommendation-client.publishRecommendation': () =>
    recommendationClient.publishRecommendation(USER, payload()),
  'recommendation-client.updateRecommendation': () =>
    recommendationClient.updateRecommendation(USER, 7, payload()),
  'recommendation-client.getMyRecommendations': () => recommendationClient.getMyRecommendations(USER),
  'recommendation-client.updateShortlist': () => recommendationClient.updateShortlist(USER, payload()),
  'recommendation-client.applyRecommendation': () => recommendationClient.applyRecommendation(USER, 7),
  'recommendation-client.searchProgramsToRecommend': () =>
    recommendationClient.searchProgramsToRecommend(payload()),
  'recommendation-client.getProgramFilters': () => recommendationClient.getProgramFilters(payload()),
  'recommendation-client.getMyRecommendedPrograms': () => recommendationClient.getMyRecommendedPrograms(),
  'learner-admin.listLearners': () => learnerAdmin.listLearners({ counsellorId: USER, q: 'Rao', page: '1' }),
  'catalogue-admin.listAdminUniversities': () => catalogueAdmin.listAdminUniversities({ search: 'oxford' }),
  'catalogue-admin.uploadBrochure': () =>
    catalogueAdmin.uploadBrochure('university-of-oxford', new File(['%PDF-1.7'], 'b.pdf')),
  'catalogue-admin.removeBrochure': () => catalogueAdmin.removeBrochure('university-of-oxford'),
  'record-images.uploadRecordImage': () =>
    recordImages.uploadRecordImage(
      recordImages.recordImages.universityLogo('university-of-oxford'),
      new File(['PNG'], 'logo.png'),
    ),
  'record-images.removeRecordImage': () =>
    recordImages.removeRecordImage(recordImages.recordImages.counsellorPhoto(USER)),
  'record-images.listAdminTestimonials': () => recordImages.listAdminTestimonials(),
  'catalogue-admin.listAdminPrograms': () => catalogueAdmin.listAdminPrograms(),
  'catalogue-admin.createProgram': () => catalogueAdmin.createProgram(payload()),
  'catalogue-admin.saveProgram': () => catalogueAdmin.saveProgram('foundation-in-business', payload()),
  'catalogue-admin.listAdminAlumni': () => catalogueAdmin.listAdminAlumni(),
  'catalogue-admin.createAlumnus': () => catalogueAdmin.createAlumnus(payload()),
  'catalogue-admin.saveAlumnus': () => catalogueAdmin.saveAlumnus(1, payload()),
  'catalogue-admin.listAdminBuddies': () => catalogueAdmin.listAdminBuddies(),
  'catalogue-admin.createBuddy': () => catalogueAdmin.createBuddy(payload()),
  'catalogue-admin.saveBuddy': () => catalogueAdmin.saveBuddy(1, payload()),
  'staff-admin.listStaff': () => staffAdmin.listStaff(),
  'staff-admin.addStaff': () => staffAdmin.addStaff(payload()),
  'staff-admin.changeStaff': () => staffAdmin.changeStaff(USER, payload()),
  'profile.getUserDetail': () => profile.getUserDetail(USER),
  'profile.getUserLite': () => profile.getUserLite(USER),
  'profile.getDocumentRequests': () => profile.getDocumentRequests(USER),
  'profile.requestDocument': () => profile.requestDocument(USER, payload()),
  'profile.getCounsellor': () => profile.getCounsellor(USER),
  'profile.getNotes': () => profile.getNotes(USER),
  'profile.addNote': () => profile.addNote(USER, payload()),
  'profile.getDocuments': () => profile.getDocuments(USER),
  'profile.getDocumentViewLink': () => profile.getDocumentViewLink(USER, DOCUMENT),
  'profile.deleteDocument': () => profile.deleteDocument(USER, DOCUMENT),
  'profile.uploadDocument': () =>
    profile.uploadDocument(USER, {
      documentTypeId: 101,
      file: new File(['%PDF-'], 'a.pdf'),
      onProgress: () => {},
    }),
  'profile.getDashboardApplications': () => profile.getDashboardApplications(USER),
  'profile.getDashboardUniversities': () => profile.getDashboardUniversities(USER),
  'profile.createApplication': () => profile.createApplication(USER, payload()),
  'profile.getApplicationStatus': () => profile.getApplicationStatus(USER, 7),
  'profile.getStageDetail': () => profile.getStageDetail(USER, 7, 20),
  'profile.saveStageDetail': () => profile.saveStageDetail(USER, 7, 20, payload()),
  'profile.getRecommendations': () => profile.getRecommendations(USER, 1, 15),
  'favourites.toggleFavourite': () => favourites.toggleFavourite(USER, payload()),
  'favourites.getFavourites': () => favourites.getFavourites(USER),
  'profile.getPersonal': () => profile.getPersonal(USER),
  'profile.savePersonal': () => profile.savePersonal(USER, payload()),
  'profile.getEducation': () => profile.getEducation(USER, 'class-12'),
  'profile.getLearningCourse': () => profile.getLearningCourse(USER),
  'profile.getLearningProgress': () => profile.getLearningProgress(USER, 1),
  'profile.completeLesson': () => profile.completeLesson(USER, 3),
  'profile.submitQuiz': () => profile.submitQuiz(USER, 'visa-documents', payload()),
  'profile.getLearnerGuide': () => profile.getLearnerGuide(USER, 'study-abroad-booster', '2027-03-01'),
  'profile.getDepartureChecklist': () => profile.getDepartureChecklist(USER),
  'profile.tickDepartureItem': () => profile.tickDepartureItem(USER, 'flight-booked', true),
  'profile.getBuddy': () => profile.getBuddy(USER),
  'profile.messageBuddy': () => profile.messageBuddy(USER, payload()),
  'profile.saveEducation': () => profile.saveEducation(USER, 'class-12', payload()),
  'profile.getExamGroup': () => profile.getExamGroup(USER, 1),
  'profile.saveExam': () => profile.saveExam(USER, 'IELTS', payload()),
  'profile.getFunds': () => profile.getFunds(USER),
  'profile.saveFunds': () => profile.saveFunds(USER, payload()),
  'profile.getPreference': () => profile.getPreference(USER),
  'profile.savePreference': () => profile.savePreference(USER, payload()),
  'profile.getProfileAnswers': () => profile.getProfileAnswers(USER),
  'profile.saveProfileAnswers': () => profile.saveProfileAnswers(USER, payload()),
  'profile.getOtherAnswer': () => profile.getOtherAnswer(USER),
  'profile.saveOtherAnswer': () => profile.saveOtherAnswer(USER, payload()),
  'recommendation.searchUniversities': (api) =>
    recommendation.searchUniversities(api, 'toronto', { countryCode: 'CA', educationLevel: 'MASTERS' }),
  'recommendation.searchCourseNames': (api) => recommendation.searchCourseNames(api, 'data science'),
  'scholarships.findScholarships': (api) => scholarships.findScholarships(api, { country: 'uk' }),
  'search.searchSite': (api) => search.searchSite(api, { q: 'mba usa', kind: 'listing' }),
  'search-client.suggest': () => searchClient.suggest('stanfrod', new AbortController().signal),
  'webinars.listUpcomingWebinars': (api) => webinars.listUpcomingWebinars(api, { country: 'usa' }),
  'webinars.listWebinarLists': (api) => webinars.listWebinarLists(api),
  'webinars.getWebinar': (api) => webinars.getWebinar(api, 3),
  'webinars.getLiveWebinar': (api) => webinars.getLiveWebinar(api, 'ms-in-usa-fall-applications'),
  'webinar-client.loadWebinarPage': () => webinarClient.loadWebinarPage('upcoming', { page: 1, size: 6 }),
  'webinar-client.getWebinarRegistration': () => webinarClient.getWebinarRegistration(3),
  'webinar-client.registerForWebinar': () => webinarClient.registerForWebinar(3),
  'catalogue-client.fetchCourseFacets': () => catalogueClient.fetchCourseFacets('c=usa'),
  'alumni-client.listAlumni': () => alumniClient.listAlumni({ university: 'purdue-university', page: 2 }),
  'alumni-client.listAlumniUniversities': () => alumniClient.listAlumniUniversities(),
  'alumni-client.requestAlumniConnection': () => alumniClient.requestAlumniConnection(3, payload()),
  'alumni-client.getConnectionInvite': () => alumniClient.getConnectionInvite('abc.def.ghi'),
  'alumni-client.answerConnectionInvite': () => alumniClient.answerConnectionInvite('abc.def.ghi', payload()),
  'appointments-client.listAppointmentSlots': () =>
    appointmentsClient.listAppointmentSlots('Asia/Kolkata', 'video'),
  'appointments-client.requestAppointment': () => appointmentsClient.requestAppointment(payload()),
  'appointments-client.verifyAppointment': () =>
    appointmentsClient.verifyAppointment({ otpRequestId: 'r1', otp: '123456' }, 'Asia/Kolkata'),
  'appointments-client.listMyBookings': () => appointmentsClient.listMyBookings('Asia/Kolkata'),
  'appointments-client.rescheduleBooking': () =>
    appointmentsClient.rescheduleBooking(DOCUMENT, 3, 'Asia/Kolkata'),
  'appointments-client.cancelBooking': () => appointmentsClient.cancelBooking(DOCUMENT, 'Asia/Kolkata'),
  'page-configuration-client.getPageConfiguration': () =>
    pageConfigurationClient.getPageConfiguration('/study-abroad/usa', 'vn'),
  'performance-admin.getWebVitalsReport': () => performanceAdmin.getWebVitalsReport(),
  'lead-client.postEnquiry': () => leadClient.postEnquiry(payload()),
  'lead-client.verifyEnquiryOtp': () => leadClient.verifyEnquiryOtp({ otpRequestId: 'r1', otp: '123456' }),
  'lead-client.resendEnquiryOtp': () => leadClient.resendEnquiryOtp({ otpRequestId: 'r1' }),
  'lead-client.registerCallMeBack': () => leadClient.registerCallMeBack(payload()),
  'lead-client.getContactPreferences': () => leadClient.getContactPreferences('signed-token'),
  'lead-client.updateContactPreferences': () => leadClient.updateContactPreferences(payload()),
  'short-form-client.requestEbookDownload': () =>
    shortFormClient.requestEbookDownload('study-in-germany-guide', payload()),
  'short-form-client.registerForEvent': () => shortFormClient.registerForEvent('indore', payload()),
  'short-form-client.sendContactMessage': () => shortFormClient.sendContactMessage(payload()),
  'short-form-client.sendAccommodationEnquiry': () => shortFormClient.sendAccommodationEnquiry(payload()),
  'short-form-client.requestBrochure': () =>
    shortFormClient.requestBrochure('university-of-toronto', payload()),
};

/** The web app's own session route (`app/api/auth/session`), which no API operation answers. */
const WEB_OWN = ['auth-client.getSession', 'auth-client.endSession'];

/** Modules with no call of their own: the clients, their errors, token stores and refresh rules. */
const MACHINERY = [
  'api-error',
  'api-error-envelope',
  'browser-client',
  'content-api',
  'cookie-token-store',
  // Streams a file from a URL its callers (the PDF routes under app/) build.
  'file-pass-through',
  'http-client',
  'not-found-on-404',
  // Leaves a page's part out when its call fails.
  'optional-part',
  'refresh-flights',
  'session-api',
  'token-store',
  // The `user/{userId}/…` path the learner's own calls share.
  'user-path',
];

interface Sent {
  method: string;
  /** The API path: the service prefix and the path after it, as the API receives it. */
  path: string;
  query: string[];
  body: boolean;
}

let sent: Sent[] = [];
const fakeFetch = async (input: string | URL | Request, init?: RequestInit) => {
  const url = new URL(String(input), 'http://web.test');
  const proxied = url.pathname.startsWith(`${BASE_PATH}/api/`);
  sent.push({
    method: init?.method ?? 'GET',
    path: proxied ? url.pathname.slice(`${BASE_PATH}/api`.length) : url.pathname,
    query: [...url.searchParams.keys()],
    body: init?.body !== undefined && init.body !== null,
  });
  return Response.json(
    { status: false, errorCode: 'INTERNAL_SERVER_ERROR', message: 'fake' },
    { status: 500 },
  );
};

/** Server-side content calls: each service at `{API_URL}/{service}`, as configured by default. */
const contentApi = createApiClient({
  baseUrls: Object.fromEntries(SERVICES.map((service) => [service, `http://api.test/${service}`])) as Record<
    (typeof SERVICES)[number],
    string
  >,
  tokens: ANONYMOUS_TOKENS,
  supportEmail: 'support@meridian.study',
  timeoutMs: 1000,
  fetch: fakeFetch,
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/** The documented operation a request reaches; a path without parameters wins, as in the router. */
function operationFor(method: string, path: string): Operation | undefined {
  const bare = path.replace(/\/+$/, '') || '/';
  const templates = Object.keys(document.paths)
    .filter((template) => new RegExp(`^${escapeRegExp(template).replace(/\{[^}]+\}/g, '[^/]+')}$`).test(bare))
    .sort((a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0));
  return templates.map((template) => document.paths[template]![method.toLowerCase()]).find(Boolean);
}

/** Uploads go by XMLHttpRequest (for their progress): recorded like a fetch. */
class FakeXhr {
  upload = {};
  onerror: (() => void) | undefined;
  private method = 'GET';
  private url = '';
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send(body: unknown) {
    void fakeFetch(this.url, { method: this.method, body: body as BodyInit });
    this.onerror?.();
  }
}

describe('the web client against the API contract', () => {
  beforeEach(() => {
    sent = [];
    vi.stubGlobal('fetch', fakeFetch);
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    return () => vi.unstubAllGlobals();
  });

  it('lists every call function of lib/api here', () => {
    const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true });
    const functions = Object.entries(modules).flatMap(([file, exports]) => {
      const name = file.slice(2, -3);
      if (MACHINERY.includes(name)) return [];
      return Object.entries(exports)
        .filter(([, value]) => typeof value === 'function')
        .map(([exportName]) => `${name}.${exportName}`)
        .filter((call) => !WEB_OWN.includes(call));
    });
    expect(functions.sort()).toEqual(Object.keys(CALLS).sort());
  });

  it.each(Object.entries(CALLS))('%s addresses a documented operation', async (_name, call) => {
    await call(contentApi).catch(() => undefined);
    expect(sent).toHaveLength(1);
    const [request] = sent as [Sent];
    const operation = operationFor(request.method, request.path);
    expect(operation, `${request.method} ${request.path} is not in the API's OpenAPI document`).toBeDefined();
    const documentedQuery = (operation!.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
    expect(documentedQuery).toEqual(expect.arrayContaining(request.query));
    expect(request.body, 'sends a body exactly when the operation takes one').toBe(!!operation!.requestBody);
  });
});
