import type { Locale } from '../../../shared/locales';
import { wordServerText, type ServerText } from '../../i18n/server-text';
import type { NewMail } from './mail.repository';

/** Someone a mail goes to, and the language they read (null: not chosen yet, English). */
export interface MailReader {
  email: string;
  locale: Locale | null;
}

/** A mail's subject and body, worded for each reader as it is queued (issue 29 §2). */
export interface MailTexts {
  subject: ServerText;
  body: ServerText;
}

/** One mail to each reader, in their language. */
export function wordedMails(
  readers: readonly MailReader[],
  mail: Omit<NewMail, 'toAddress' | 'subject' | 'body'>,
  texts: MailTexts,
): NewMail[] {
  return readers.map(({ email, locale }) => ({
    ...mail,
    toAddress: email,
    subject: wordServerText(texts.subject, locale),
    body: wordServerText(texts.body, locale),
  }));
}
