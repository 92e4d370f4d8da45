/** Query keys of the back office's exams, rooted at the remote's name (architecture §3). */
export const examKeys = {
  all: ['admin', 'exams'] as const,
  courses: () => [...examKeys.all, 'courses'] as const,
  course: (courseId: number) => [...examKeys.all, 'course', courseId] as const,
  exam: (examId: number) => [...examKeys.all, 'exam', examId] as const,
  preview: (examId: number) => [...examKeys.all, 'exam', examId, 'preview'] as const,
  attempts: (examId: number, page: number, pageSize: number) =>
    [...examKeys.all, 'exam', examId, 'attempts', page, pageSize] as const,
};
