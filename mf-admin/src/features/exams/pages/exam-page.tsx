import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Card, NotFound, QueryState, type AdminExam } from '@lms/shared';
import { useAdminPath } from '../../../lib/admin-path';
import { useCourseExams } from '../api/get-course-exams';
import { useExam } from '../api/get-exam';
import { ExamAttempts } from '../components/exam-attempts';
import { ExamEditor } from '../components/exam-editor';
import { ExamPreview } from '../components/exam-preview';
import { Tabs } from '../components/tabs';

const Versions = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  list-style: none;
  padding: 0;
  margin: 0.5rem 0 0;
`;

type TabKey = 'edit' | 'preview' | 'attempts';

const ExamView = ({ exam }: { exam: AdminExam }) => {
  const { t } = useTranslation('admin');
  const adminPath = useAdminPath();
  const course = useCourseExams(exam.courseId);
  const [tab, setTab] = useState<TabKey>('edit');
  return (
    <>
      <h2>{exam.title}</h2>
      <p>
        <Link to={adminPath(`courses/${exam.courseId}/exams`)}>
          {t('exams.edit.backToCourse', { course: exam.courseName })}
        </Link>
      </p>
      <nav aria-label={t('exams.edit.versions')}>
        <Versions>
          {exam.versions.map((version) => (
            <li key={version.id}>
              {version.id === exam.id ? (
                <strong aria-current="page">
                  {t('exams.versionN', { version: version.version })}
                </strong>
              ) : (
                <Link to={adminPath(`exams/${version.id}`)}>
                  {t('exams.versionN', { version: version.version })}
                </Link>
              )}{' '}
              {version.current ? t('exams.edit.current') : ''}
              {' · '}
              {t('exams.edit.attemptCount', { count: version.attemptCount })}
            </li>
          ))}
        </Versions>
      </nav>
      <Tabs
        label={t('exams.edit.tabs')}
        selected={tab}
        onSelect={setTab}
        tabs={[
          { key: 'edit', label: t('exams.edit.tabEdit') },
          { key: 'preview', label: t('exams.edit.tabPreview') },
          { key: 'attempts', label: t('exams.edit.tabAttempts', { count: exam.attemptCount }) },
        ]}
      >
        {tab === 'edit' && (
          <QueryState query={course}>
            {({ data }) => <ExamEditor exam={exam} sections={data.sections} />}
          </QueryState>
        )}
        {tab === 'preview' && <ExamPreview examId={exam.id} />}
        {tab === 'attempts' && <ExamAttempts examId={exam.id} />}
      </Tabs>
    </>
  );
};

/** `#/admin/exams/:examId`: edit the exam and its questions, preview it, see its attempts. */
export const ExamPage = () => {
  const { t } = useTranslation('admin');
  const adminPath = useAdminPath();
  const examId = Number(useParams().examId);
  const query = useExam(examId);
  return (
    <Card>
      <QueryState
        query={query}
        notFound={<NotFound backTo={adminPath('exams')} backLabel={t('exams.list.allCourses')} />}
      >
        {({ data }) => <ExamView key={data.id} exam={data} />}
      </QueryState>
    </Card>
  );
};
