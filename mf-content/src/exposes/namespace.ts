import { registerNamespace } from '@lms/shared';
import en from '../locales/en.json';
import tr from '../locales/tr.json';

// Any exposed module may be loaded first: each registers the remote's strings.
registerNamespace('content', { tr, en });
