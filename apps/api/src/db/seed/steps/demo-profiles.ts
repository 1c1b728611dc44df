import { and, eq, ilike, inArray } from 'drizzle-orm';
import { findDocumentType, STAGE_IDS } from '@meridian/domain/profile/stages';
import { applications, applicationStages, userDocuments } from '#api/db/schema/applications.ts';
import { destinations, universities } from '#api/db/schema/catalogue.ts';
import { courses } from '#api/db/schema/courses.ts';
import { favouriteCourses, learnerNotes, profileSections } from '#api/db/schema/learner-profile.ts';
import { users, leads } from '#api/db/schema/people.ts';
import { COUNSELLOR_MOBILE, DEMO_PROFILES, type DemoProfile } from '#api/db/seed/demo/demo-profiles.ts';
import { demoPdf, demoPng } from '#api/db/seed/demo-files.ts';
import type { SeedContext, SeedStep, Tx } from '#api/db/seed/seed-step.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

async function courseFor(tx: Tx, wanted: DemoProfile['application']) {
  const [course] = await tx
    .select({
      id: courses.id,
      title: courses.title,
      university: universities.name,
      country: destinations.name,
    })
    .from(courses)
    .innerJoin(universities, eq(universities.id, courses.universityId))
    .innerJoin(destinations, eq(destinations.iso3, courses.countryIso3))
    .where(
      and(
        eq(courses.countryIso3, wanted.countryIso3),
        eq(courses.educationLevel, 'MASTERS'),
        eq(courses.primaryCategory, wanted.category),
        ilike(courses.title, wanted.titleLike),
      ),
    )
    .orderBy(courses.rankingSort, courses.id)
    .limit(1);
  if (!course) throw new Error(`the catalogue has no ${wanted.titleLike} master's in ${wanted.countryIso3}`);
  return course;
}

async function seedProfile(
  tx: Tx,
  context: SeedContext,
  profile: DemoProfile,
  counsellorId: string | undefined,
) {
  const { storage, now } = context;
  const [user] = await tx.select().from(users).where(eq(users.mobile, profile.mobile)).limit(1);
  if (!user) return;
  const daysAgo = (days: number | undefined) =>
    days === undefined ? null : new Date(now.getTime() - days * DAY_MS);
  const dateIn = (days: number | undefined) =>
    days === undefined ? null : new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);

  const intakeYear = now.getUTCFullYear() + 1;
  const sections = [
    { section: 'personal', itemKey: '', data: profile.personal },
    { section: 'education', itemKey: profile.education.academicClass, data: profile.education.record },
    ...profile.exams.map((e) => ({ section: 'exam', itemKey: e.exam, data: e.record })),
    { section: 'funds', itemKey: '', data: profile.funds },
    {
      section: 'preference',
      itemKey: '',
      data: { educationLevel: 'MASTERS', ...profile.preference, intakeYear },
    },
    { section: 'questions', itemKey: '', data: profile.answers },
  ];
  await tx.insert(profileSections).values(sections.map((s) => ({ ...s, userId: user.id, updatedAt: now })));

  const course = await courseFor(tx, profile.application);
  const [application] = await tx
    .insert(applications)
    .values({
      userId: user.id,
      courseId: course.id,
      intakeMonth: profile.preference.intakeMonth,
      intakeYear,
      countryName: course.country,
      programName: course.title,
      universityName: course.university,
      createdAt: daysAgo(40)!,
      updatedAt: now,
    })
    .returning();
  await tx.insert(applicationStages).values(
    STAGE_IDS.map((stageId) => {
      const stage = profile.stages[stageId];
      return {
        applicationId: application!.id,
        stageId,
        status: stage?.status ?? 'PENDING',
        fields: stage?.fields ?? {},
        startedAt: daysAgo(stage?.startedDaysAgo),
        completedAt: daysAgo(stage?.doneDaysAgo),
        dueOn: dateIn(stage?.dueInDays),
      };
    }),
  );
  await tx
    .insert(favouriteCourses)
    .values({ userId: user.id, type: 'COURSE', itemId: course.id, createdAt: now });

  for (const document of profile.documents) {
    const bytes =
      document.file === 'png'
        ? demoPng({ width: 240, height: 160, band: [11, 79, 108] })
        : await demoPdf({ ...document.file, author: user.fullName });
    const contentType = document.file === 'png' ? 'image/png' : 'application/pdf';
    // A fixed key per demo document: a seed retried after a failure writes the same file again.
    const storageKey = `documents/${user.id}/demo-${document.documentTypeId}`;
    await storage.put(storageKey, bytes, { contentType });
    await tx.insert(userDocuments).values({
      userId: user.id,
      applicationId: document.perApplication ? application!.id : null,
      documentTypeId: document.documentTypeId,
      label: findDocumentType(document.documentTypeId)!.label,
      fileName: document.fileName,
      contentType,
      sizeBytes: bytes.length,
      storageKey,
      uploadedAt: daysAgo(12)!,
    });
  }

  if (counsellorId) {
    // The learner's enquiry, assigned to the counsellor: the inbox's assignment is who looks after them.
    const [lead] = await tx
      .insert(leads)
      .values({
        name: user.fullName,
        mobile: user.mobile!,
        countryCode: user.countryCode ?? '+91',
        email: user.email,
        city: profile.personal.city,
        interestedCountries: [course.country],
        interestedEducationLevel: 'MASTERS',
        registrationType: 'REGISTRATION_ENQUIRY',
        verifiedAt: daysAgo(46),
        status: 'qualified',
        assignedCounsellorId: counsellorId,
        assignedAt: daysAgo(45),
        lastEnquiryAt: daysAgo(46)!,
        createdAt: daysAgo(46)!,
      })
      .returning({ id: leads.id });
    await tx.update(users).set({ leadId: lead!.id }).where(eq(users.id, user.id));
    await tx.insert(learnerNotes).values({
      userId: user.id,
      authorId: counsellorId,
      studyAbroad: true,
      notes: profile.counsellorNote,
      createdAt: daysAgo(7)!,
    });
  }
}

/**
 * The demo learners' profiles (outside production, after the demo accounts): the free learner with
 * one application in progress and two documents, the paid learner further along, both looked after
 * by the demo counsellor. Their files are real PDF and PNG files written to the file store.
 */
export const demoProfilesStep: SeedStep = {
  name: 'demo-profiles-v1',
  async run(tx, context) {
    const mobiles = [...DEMO_PROFILES.map((p) => p.mobile), COUNSELLOR_MOBILE];
    const people = await tx
      .select({ id: users.id, mobile: users.mobile })
      .from(users)
      .where(inArray(users.mobile, mobiles));
    const counsellorId = people.find((p) => p.mobile === COUNSELLOR_MOBILE)?.id;
    for (const profile of DEMO_PROFILES) await seedProfile(tx, context, profile, counsellorId);
  },
};
