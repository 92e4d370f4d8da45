import { registerNamespace } from '@lms/shared';
import en from '../locales/en.json';
import tr from '../locales/tr.json';

// Every exposed module registers the remote's strings: any of them may be loaded first.
registerNamespace('admin', { tr, en });
