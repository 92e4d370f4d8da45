import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Alert, Button, Dialog, type AdminExam } from '@lms/shared';
import type { AdminExamInput } from '@lms/shared/contracts';
import { useAdminPath } from '../../../lib/admin-path';
import { useDeleteExam } from '../api/delete-exam';
import { useNewExamVersion } from '../api/post-exam-version';
import { useSaveExam } from '../api/put-exam';
import { ExamForm } from './exam-form';

/** The exam as its form holds it: every question and option with its id. */
export const formValuesOf = (exam: AdminExam): AdminExamInput => ({
  courseTitleId: exam.courseTitleId,
  title: exam.title,
  description: exam.description,
  en: { ...exam.en },
  duration: exam.duration,
  requiredPointToPass: exam.requiredPointToPass,
  questionsPerAttempt: exam.questionsPerAttempt,
  maxAttempts: exam.maxAttempts,
  retakeWaitHours: exam.retakeWaitHours,
  questions: exam.questions.map((question) => ({
    id: question.id,
    question: question.question,
    points: question.points,
    options: question.options.map((option) => ({ ...option })),
  })),
});

/** A save refused because someone started the exam meanwhile (409 with no field errors). */
const isConflict = (error: unknown) => (error as { status?: number } | null)?.status === 409;

/**
 * Editing an exam. A started exam keeps what decides a result; its title, description and
 * section can still change, and "new version" unlocks the rest into a copy new learners take.
 * An old version is only shown.
 */
export const ExamEditor = ({
  exam,
  sections,
}: {
  exam: AdminExam;
  sections: { id: number; titleName: string }[];
}) => {
  const { t } = useTranslation('admin');
  const adminPath = useAdminPath();
  const navigate = useNavigate();
  const save = useSaveExam();
  const version = useNewExamVersion();
  const remove = useDeleteExam();
  const [drafting, setDrafting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const current = exam.replacedById === null;
  const newVersion = (values: AdminExamInput) =>
    version.mutate(
      { examId: exam.id, exam: { ...values, revision: exam.revision } },
      { onSuccess: ({ data }) => navigate(adminPath(`exams/${data.id}`)) },
    );
  const lockedMeanwhile = isConflict(save.error) && !exam.locked;

  if (!current) {
    return (
      <>
        <Alert $kind="info">
          {t('exams.edit.replaced')}{' '}
          <Link to={adminPath(`exams/${exam.replacedById}`)}>{t('exams.edit.toCurrent')}</Link>
        </Alert>
        <ExamForm
          sections={sections}
          defaultValues={formValuesOf(exam)}
          readOnly
          submitLabel={t('exams.edit.save')}
          pending={false}
          error={null}
          onSubmit={() => undefined}
        />
      </>
    );
  }

  return (
    <>
      {exam.locked && !drafting && (
        <Alert $kind="info">
          <p>{t('exams.edit.lockedNotice', { count: exam.attemptCount })}</p>
          <Button variant="secondary" onClick={() => setDrafting(true)}>
            {t('exams.edit.draftVersion')}
          </Button>
        </Alert>
      )}
      {drafting && (
        <Alert $kind="info">
          <p>{t('exams.edit.draftingNotice', { version: exam.version + 1 })}</p>
          <Button variant="ghost" onClick={() => setDrafting(false)}>
            {t('exams.edit.cancelDraft')}
          </Button>
        </Alert>
      )}
      <ExamForm
        key={`${exam.id}-${exam.revision}`}
        sections={sections}
        defaultValues={formValuesOf(exam)}
        locked={exam.locked && !drafting}
        submitLabel={drafting ? t('exams.edit.saveVersion') : t('exams.edit.save')}
        pending={drafting ? version.isPending : save.isPending}
        error={drafting ? version.error : save.error}
        onSubmit={(values) =>
          drafting
            ? newVersion(values)
            : save.mutate({ examId: exam.id, exam: { ...values, revision: exam.revision } })
        }
        alternative={
          lockedMeanwhile
            ? {
                label: t('exams.edit.saveVersion'),
                onSubmit: newVersion,
                pending: version.isPending,
              }
            : undefined
        }
        actions={
          !exam.locked && (
            <Button variant="danger" onClick={() => setConfirming(true)}>
              {t('exams.edit.delete')}
            </Button>
          )
        }
      />
      {save.isSuccess && !save.isPending && (
        <Alert role="status" $kind="success">
          {t('exams.edit.saved')}
        </Alert>
      )}
      <Dialog
        open={confirming}
        title={t('exams.edit.deleteTitle')}
        closeLabel={t('exams.edit.close')}
        onClose={() => setConfirming(false)}
      >
        <p>{t('exams.edit.deleteText', { title: exam.title })}</p>
        {remove.isError && (
          <Alert role="alert" $kind="error">
            {remove.error.message}
          </Alert>
        )}
        <Button
          variant="danger"
          loading={remove.isPending}
          onClick={() =>
            remove.mutate(
              { examId: exam.id, courseId: exam.courseId },
              { onSuccess: () => navigate(adminPath(`courses/${exam.courseId}/exams`)) },
            )
          }
        >
          {t('exams.edit.deleteConfirm')}
        </Button>{' '}
        <Button variant="secondary" onClick={() => setConfirming(false)}>
          {t('exams.edit.cancel')}
        </Button>
      </Dialog>
    </>
  );
};
