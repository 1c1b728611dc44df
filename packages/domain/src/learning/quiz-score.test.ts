import { describe, expect, it } from 'vitest';
import { scorePercent, scoreQuiz } from './quiz-score.ts';

const QUIZ = [
  { id: 1, correctOption: 2, explanation: 'IELTS is scored in bands from 1 to 9.' },
  { id: 2, correctOption: 0, explanation: 'A GRE score is valid for 5 years.' },
  { id: 3, correctOption: 1, explanation: 'TOEFL iBT is scored from 0 to 120.' },
];

describe('scoreQuiz', () => {
  it('gives a point for each right option and shows the right one for each question', () => {
    const result = scoreQuiz(QUIZ, [2, 1, 1])!;
    expect(result.score).toBe(2);
    expect(result.outOf).toBe(3);
    expect(result.questions.map((q) => q.correct)).toEqual([true, false, true]);
    expect(result.questions[1]).toMatchObject({
      correctOption: 0,
      explanation: 'A GRE score is valid for 5 years.',
    });
  });

  it('does not mark a quiz answered with too few or too many answers', () => {
    expect(scoreQuiz(QUIZ, [2, 0])).toBeUndefined();
    expect(scoreQuiz(QUIZ, [2, 0, 1, 1])).toBeUndefined();
  });
});

describe('scorePercent', () => {
  it('counts the best scores over every question of the course, rounded', () => {
    expect(scorePercent([3, 2], 9)).toBe(56);
    expect(scorePercent([], 9)).toBe(0);
    expect(scorePercent([], 0)).toBe(0);
  });
});
