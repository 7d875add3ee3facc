/** The most of an error's words a mail row keeps (a server's answer can run long). */
const MAX_LENGTH = 500;

interface SmtpErrorFields {
  message?: unknown;
  response?: unknown;
  responseCode?: unknown;
}

/** The user name and password of an SMTP URL, as written and decoded, for taking out of text. */
function credentialsOf(smtpUrl: string): string[] {
  try {
    const url = new URL(smtpUrl);
    return [url.username, url.password]
      .filter((part) => part !== '')
      .flatMap((part) => [part, decodeURIComponent(part)]);
  } catch {
    return [];
  }
}

/**
 * Why an attempt failed, in words an admin reads in the Mail log: the server's own answer when
 * it gave one, else what went wrong on the way (a refused connection, a timeout). The configured user name and
 * password never appear, even where an error would repeat them.
 */
export function describeMailFailure(error: unknown, smtpUrl: string): string {
  const fields: SmtpErrorFields = typeof error === 'object' && error !== null ? error : {};
  const answer = typeof fields.response === 'string' ? fields.response : undefined;
  const message = typeof fields.message === 'string' ? fields.message : String(error);
  let words =
    typeof fields.responseCode === 'number' && answer
      ? `the mail server answered: ${answer}`
      : `the mail could not be sent: ${message}`;
  // Longest first, so a password containing the user name is taken out whole.
  for (const secret of credentialsOf(smtpUrl).sort((a, b) => b.length - a.length)) {
    words = words.split(secret).join('***');
  }
  const oneLine = words.replace(/\s+/g, ' ').trim();
  return oneLine.length > MAX_LENGTH ? `${oneLine.slice(0, MAX_LENGTH - 1)}…` : oneLine;
}
