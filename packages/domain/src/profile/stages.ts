/**
 * The admission stages a learner goes through, in order, and the documents each takes. SPEC.md
 * fixes some numbers: stages 3, 17 and 18 take documents without an application id (§9), and the
 * proofs are filed at stages 18 (application), 20 (offer letter) and 21 (fee payment and visa, §3).
 * Stage 21 takes two proofs, so a proof is told apart by its document type, not by its stage id.
 * Document type ids start at 101 so they are never mistaken for stage ids.
 */
export const ADMISSION_STAGES = [
  {
    id: 3,
    name: 'Profile documents',
    perApplication: false,
    nextStep: 'Upload your passport and academic transcripts',
  },
  {
    id: 17,
    name: 'Test scores',
    perApplication: false,
    nextStep: 'Upload the score reports of your English and admission tests',
  },
  {
    id: 18,
    name: 'Application',
    perApplication: false,
    nextStep: 'Submit your application and upload its confirmation',
  },
  {
    id: 20,
    name: 'Offer letter',
    perApplication: true,
    nextStep: 'Upload your offer letter and accept it before its deadline',
  },
  {
    id: 21,
    name: 'Fee payment and visa',
    perApplication: true,
    nextStep: 'Pay the tuition deposit, then apply for your student visa',
  },
  {
    id: 22,
    name: 'Fly abroad',
    perApplication: true,
    nextStep: 'Book your flight and plan your arrival',
  },
] as const;

export type AdmissionStage = (typeof ADMISSION_STAGES)[number];
export type StageId = AdmissionStage['id'];
export const STAGE_IDS = ADMISSION_STAGES.map((s) => s.id) as [StageId, ...StageId[]];
/** The last stage, left out of a status view that asks `excludeFlyAbroadStage`. */
export const FLY_ABROAD_STAGE_ID = 22 satisfies StageId;

/** SPEC.md §3 proof ids are the stages a proof is filed at; `kind` tells the two proofs of stage 21 apart. */
export const PROOF_KINDS = ['application', 'offer-letter', 'fee-payment', 'visa'] as const;
export type ProofKind = (typeof PROOF_KINDS)[number];

export const DOCUMENT_TYPES = [
  { id: 101, stageId: 3, label: 'Passport' },
  { id: 102, stageId: 3, label: 'Class 10 marksheet' },
  { id: 103, stageId: 3, label: 'Class 12 marksheet' },
  { id: 104, stageId: 3, label: 'Degree transcripts' },
  { id: 105, stageId: 17, label: 'English test score report' },
  { id: 106, stageId: 17, label: 'Admission test score report' },
  { id: 107, stageId: 18, label: 'Statement of purpose' },
  { id: 108, stageId: 18, label: 'Letter of recommendation' },
  { id: 109, stageId: 18, label: 'Resume' },
  { id: 110, stageId: 18, label: 'Application confirmation', proof: 'application' },
  { id: 111, stageId: 20, label: 'Offer letter', proof: 'offer-letter' },
  { id: 112, stageId: 21, label: 'Tuition deposit receipt', proof: 'fee-payment' },
  { id: 113, stageId: 21, label: 'Student visa', proof: 'visa' },
  { id: 114, stageId: 22, label: 'Flight ticket' },
] as const satisfies readonly { id: number; stageId: StageId; label: string; proof?: ProofKind }[];

export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export type DocumentTypeId = DocumentType['id'];

export function findStage(id: number): AdmissionStage | undefined {
  return ADMISSION_STAGES.find((stage) => stage.id === id);
}

export function findDocumentType(id: number): DocumentType | undefined {
  return DOCUMENT_TYPES.find((type) => type.id === id);
}

export function documentTypesOfStage(stageId: StageId): DocumentType[] {
  return DOCUMENT_TYPES.filter((type) => type.stageId === stageId);
}

export function proofOf(type: DocumentType): ProofKind | undefined {
  return 'proof' in type ? type.proof : undefined;
}

/**
 * The proofs a stage is completed with: the application's confirmation (18), the offer letter (20),
 * the deposit receipt and the visa (21). Other stages need none.
 */
export function proofTypesOfStage(stageId: StageId): DocumentType[] {
  return documentTypesOfStage(stageId).filter((type) => proofOf(type) !== undefined);
}

/** SPEC.md §9: documents of stages 3, 17 and 18 belong to the learner, the others to one application. */
export function needsApplication(type: DocumentType): boolean {
  return findStage(type.stageId)!.perApplication;
}
