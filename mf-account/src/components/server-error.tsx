import { Alert } from '@lms/shared';
import { SafeHtml } from '@lms/shared/html';

const messageOf = (error: unknown) =>
  error && typeof error === 'object' && 'message' in error && typeof error.message === 'string'
    ? error.message
    : '';

/**
 * The server's message in an error box (spec §8). The signup screen may receive HTML, which is
 * sanitised before it is rendered; everywhere else the text is shown as it came.
 */
export const ServerError = ({ error, html = false }: { error: unknown; html?: boolean }) => {
  const message = messageOf(error);
  if (!message) return null;
  return (
    <Alert role="alert" $kind="error">
      {html ? <SafeHtml html={message} /> : message}
    </Alert>
  );
};
