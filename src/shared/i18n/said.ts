import { NAMES, type NameKey } from './names';

/** A value a message is worded with: a figure, a word as is, or (for `field`/`record`) a key of NAMES. */
export type ParamValue = string | number;
export type ErrorParams = Readonly<Record<string, ParamValue>>;

/** What an error says, by code: the client words `code` with `params`; `message` is the English. */
export interface Phrase {
  code: string;
  params?: ErrorParams;
  message: string;
}

/** The placeholders of a template: `'{field} must be at most {max}'` → `'field' | 'max'`. */
type PlaceholdersOf<T extends string> = T extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholdersOf<Rest>
  : never;

/** A table of texts: code → English template. */
type Texts = Readonly<Record<string, string>>;

type ParamsFor<T extends Texts, K extends keyof T & string> = {
  readonly [P in PlaceholdersOf<T[K]>]: P extends 'field' | 'record' ? NameKey : ParamValue;
};

/** No second argument for a message without placeholders, the exact ones for one with. */
type ParamArgs<T extends Texts, K extends keyof T & string> = [PlaceholdersOf<T[K]>] extends [never]
  ? []
  : [params: ParamsFor<T, K>];

/** Placeholders whose value is a key of NAMES, worded in the reader's language. */
export const NAME_PARAMS: readonly string[] = ['field', 'record'];

/** The English of a template with its params; a placeholder without a value stays as written. */
export function wording(template: string, params: ErrorParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = params[name];
    if (value === undefined) return placeholder;
    return NAME_PARAMS.includes(name) && typeof value === 'string' && value in NAMES
      ? NAMES[value as NameKey]
      : String(value);
  });
}

/**
 * English message → its code, for messages that can only travel as a string: a zod schema's
 * message (server and browser validate with the same schemas) and a server answer the client has
 * read. Bounded, because a message worded while validating may carry what a caller sent; the
 * schemas' own messages are worded when their modules load, long before the bound is reached.
 */
const codeByMessage = new Map<string, Omit<Phrase, 'message'>>();
const MAX_REMEMBERED = 5000;

/** Records that `message` is what `code` with `params` says (the first code for a message stays). */
export function rememberCode(message: string, code: string, params?: ErrorParams): void {
  if (codeByMessage.has(message) || codeByMessage.size >= MAX_REMEMBERED) return;
  codeByMessage.set(message, params ? { code, params } : { code });
}

/** The code of a message a schema said or the server answered, if it has one. */
export function codeOfMessage(message: string): Omit<Phrase, 'message'> | undefined {
  return codeByMessage.get(message);
}

/**
 * What a table's codes are said with (each module's table in error-texts/, which adds the shared
 * texts to its own): `phrase` gives a thrown error or a policy's refusal its code, params and
 * English; `said` gives a zod schema its English `error`, remembered with its code, so the error
 * handler and the browser's forms find the code from the message zod reports.
 */
export function speaker<T extends Texts>(texts: T) {
  function phrase<K extends keyof T & string>(code: K, ...args: ParamArgs<T, K>): Phrase {
    const params: ErrorParams | undefined = args[0];
    return { code, ...(params ? { params } : {}), message: wording(texts[code] as T[K], params) };
  }
  function said<K extends keyof T & string>(code: K, ...args: ParamArgs<T, K>): string {
    const spoken = phrase(code, ...args);
    rememberCode(spoken.message, spoken.code, spoken.params);
    return spoken.message;
  }
  return { phrase, said };
}
