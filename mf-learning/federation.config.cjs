/** What the learning remote exposes to the shell (architecture §2). */
module.exports = {
  name: 'learning',
  exposes: {
    './routes': './src/exposes/routes.tsx',
    './CourseLearning': './src/exposes/course-learning.tsx',
  },
};
