import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy… and waitFor wait 1 s by default: on a busy two-core machine (CI, with a load average
// of 15 seen) a first render that loads its data can take longer. A test that should fail still
// fails, 10 s later.
configure({ asyncUtilTimeout: 10_000 });
