import type { Course } from '@lms/shared';
import { CourseLearning } from '../features/course-learning/components/course-learning';
import './namespace';

/** Federated `./CourseLearning`: the course detail's video and exam sections. */
export default function CourseLearningWidget({ course }: { course: Course }) {
  return <CourseLearning course={course} />;
}
