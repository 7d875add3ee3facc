import type { Locale } from '../../../shared/locales';
import { isServerText, wordServerText, type ServerText } from '../../i18n/server-text';

/** Where a notification keeps the texts it is worded from in each reader's language. */
const TEXTS_FIELD = 'texts';

/** A notice's title (and message, unless it is the record's own text) to word in each reader's language. */
export interface NoticeTexts {
  title: ServerText;
  message?: ServerText;
}

/**
 * The English title and message stored with a notification (what API callers read), and the texts
 * the bell, the socket and push word in each reader's language (issue 29 §2).
 */
export function wordedNotice(texts: NoticeTexts, message?: string) {
  return {
    title: wordServerText(texts.title, 'en'),
    message: texts.message ? wordServerText(texts.message, 'en') : (message ?? ''),
    texts,
  };
}

/** A stored notification's data: the texts it is worded from, and the rest its readers get. */
function textsOf(data: Record<string, unknown> | null): {
  texts?: NoticeTexts;
  rest: Record<string, unknown> | null;
} {
  if (!data || !(TEXTS_FIELD in data)) return { rest: data };
  const { [TEXTS_FIELD]: stored, ...rest } = data;
  const candidate = stored as Partial<NoticeTexts> | undefined;
  if (!isServerText(candidate?.title)) return { rest };
  return {
    texts: {
      title: candidate.title,
      ...(isServerText(candidate.message) ? { message: candidate.message } : {}),
    },
    rest,
  };
}

/**
 * A stored notification as one reader reads it: its title and message in their language (the
 * stored English when it has no texts), and its data without the texts.
 */
export function noticeFor(
  notice: { title: string; message: string; data: Record<string, unknown> | null },
  locale: Locale | null | undefined,
) {
  const { texts, rest } = textsOf(notice.data);
  return {
    title: texts ? wordServerText(texts.title, locale) : notice.title,
    message: texts?.message ? wordServerText(texts.message, locale) : notice.message,
    data: rest,
  };
}

/** The data stored with a notification, carrying its texts. */
export function withTexts(data: Record<string, unknown> | null, texts: NoticeTexts): Record<string, unknown> {
  return { ...(data ?? {}), [TEXTS_FIELD]: texts };
}
