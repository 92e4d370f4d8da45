/** Query keys of the learning remote, rooted at its name so they never collide (architecture §3). */
export const learningKeys = {
  all: ['learning'] as const,
  certificate: (code: string) => [...learningKeys.all, 'certificate', code] as const,
  /** Where one exam attempt stands: its next question, or its result. */
  exam: (userExamId: number) => [...learningKeys.all, 'exam', userExamId] as const,
  /** A finished attempt's review. */
  examReview: (userExamId: number) => [...learningKeys.all, 'exam', userExamId, 'review'] as const,
};
