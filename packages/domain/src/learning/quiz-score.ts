/** A quiz question with its answer, as the server keeps it. */
export interface MarkedQuestion {
  id: number;
  correctOption: number;
  explanation: string;
}

/**
 * Marks a quiz: one point per question whose picked option is the right one. The answers come in
 * the quiz's order; a quiz answered with too few or too many is not marked (undefined).
 */
export function scoreQuiz(questions: readonly MarkedQuestion[], answers: readonly number[]) {
  if (answers.length !== questions.length) return undefined;
  const marked = questions.map((q, i) => ({
    id: q.id,
    correct: answers[i] === q.correctOption,
    correctOption: q.correctOption,
    explanation: q.explanation,
  }));
  return { score: marked.filter((q) => q.correct).length, outOf: questions.length, questions: marked };
}

/** Best answers right over every quiz question of the course, as a whole percentage (0 before any quiz). */
export function scorePercent(bestScores: readonly number[], questionsTotal: number): number {
  if (questionsTotal === 0) return 0;
  const right = bestScores.reduce((sum, s) => sum + s, 0);
  return Math.round((100 * right) / questionsTotal);
}
