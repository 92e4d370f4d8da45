import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Alert, Card, NotFound, QueryState, type AdminCourseExams } from '@lms/shared';
import type { AdminExamInput } from '@lms/shared/contracts';
import { useAdminPath } from '../../../lib/admin-path';
import { useCourseExams } from '../api/get-course-exams';
import { useCreateExam } from '../api/post-course-exam';
import { ExamForm } from '../components/exam-form';
import { emptyQuestion } from '../components/question-list';

const blankExam = (courseTitleId: number): AdminExamInput => ({
  courseTitleId,
  title: '',
  description: '',
  en: { title: '', description: '' },
  duration: 0,
  requiredPointToPass: 0,
  // Every question asked, three attempts a day apart, as the seeded exams.
  questionsPerAttempt: null,
  maxAttempts: 3,
  retakeWaitHours: 24,
  questions: [emptyQuestion()],
});

const NewExam = ({ data, courseId }: { data: AdminCourseExams; courseId: number }) => {
  const { t } = useTranslation('admin');
  const adminPath = useAdminPath();
  const navigate = useNavigate();
  const create = useCreateExam();
  const first = data.sections[0];
  return (
    <>
      <h2>{t('exams.new.title', { course: data.course.name })}</h2>
      <p>
        <Link to={adminPath(`courses/${courseId}/exams`)}>{t('exams.backToList')}</Link>
      </p>
      {first ? (
        <ExamForm
          sections={data.sections}
          defaultValues={blankExam(first.id)}
          submitLabel={t('exams.new.save')}
          pending={create.isPending}
          error={create.error}
          onSubmit={(exam) =>
            create.mutate(
              { courseId, exam },
              { onSuccess: ({ data: saved }) => navigate(adminPath(`exams/${saved.id}`)) },
            )
          }
        />
      ) : (
        <Alert $kind="info">{t('exams.list.noSections')}</Alert>
      )}
    </>
  );
};

/** `#/admin/courses/:courseId/exams/new`: a new exam with its questions, saved in one go. */
export const NewExamPage = () => {
  const { t } = useTranslation('admin');
  const adminPath = useAdminPath();
  const courseId = Number(useParams().courseId);
  const query = useCourseExams(courseId);
  return (
    <Card>
      <QueryState
        query={query}
        notFound={<NotFound backTo={adminPath('exams')} backLabel={t('exams.list.allCourses')} />}
      >
        {({ data }) => <NewExam data={data} courseId={courseId} />}
      </QueryState>
    </Card>
  );
};
