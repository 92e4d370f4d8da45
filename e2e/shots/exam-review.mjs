// The exam's result with the review of the answers, after a failed attempt by the demo learner
// whose videos are watched (the right answers are kept back: attempts are left).
import { call, login, shoot } from './lib.mjs';

const learner = await login('deniz.aydin@ornek.com.tr');
const course = await call(learner, 'GET', '/v1/courses/getcoursedetails/101');
const exam = course.courseTitles.flatMap((title) => title.courseExams)[0];
const joined = await call(learner, 'POST', `/v1/exams/joincourseexam/${exam.id}`);
for (;;) {
  const question = await call(learner, 'GET', `/v1/exams/gettestquestions/${joined.id}`);
  if (question.isEnd || question.options.length === 0) break;
  const answered = await call(learner, 'POST', '/v1/exams/answerquestion', {
    userTestId: joined.id,
    testOptionId: question.options[0].id,
  });
  if (answered.isEnd) break;
}
await call(learner, 'GET', `/v1/Exams/gettestcertificate?userTestId=${joined.id}`);

await shoot('/tmp/shots/exam-review', [
  [
    'exam-result-review',
    learner,
    `/user/exam/${joined.id}?title=${encodeURIComponent(exam.title)}`,
  ],
  ['course-videos-next-attempt', learner, `/courses/videos/${course.nameSlug}`],
]);
