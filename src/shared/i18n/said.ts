import { ERROR_TEXTS, type ErrorTextKey } from './error-texts';
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

type ParamsFor<K extends ErrorTextKey> = {
  readonly [P in PlaceholdersOf<(typeof ERROR_TEXTS)[K]>]: P extends 'field' | 'record'
    ? NameKey
    : ParamValue;
};

/** No second argument for a message without placeholders, the exact ones for one with. */
export type ParamArgs<K extends ErrorTextKey> = [PlaceholdersOf<(typeof ERROR_TEXTS)[K]>] extends [never]
  ? []
  : [params: ParamsFor<K>];

/** Placeholders whose value is a key of NAMES, worded in the reader's language. */
export const NAME_PARAMS: readonly string[] = ['field', 'record'];

/** The English of a code with its params; a placeholder without a value stays as written. */
export function englishText(code: ErrorTextKey, params: ErrorParams = {}): string {
  return ERROR_TEXTS[code].replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = params[name];
    if (value === undefined) return placeholder;
    return NAME_PARAMS.includes(name) && typeof value === 'string' && value in NAMES
      ? NAMES[value as NameKey]
      : String(value);
  });
}

/** A message with its code, for a thrown error (AppError) or a policy's refusal. */
export function phrase<K extends ErrorTextKey>(code: K, ...args: ParamArgs<K>): Phrase {
  const params: ErrorParams | undefined = args[0];
  return { code, ...(params ? { params } : {}), message: englishText(code, params) };
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
 * The English message of a code, remembered with it: what a zod schema gives as its `error`, so
 * the error handler and the browser's forms find the code from the message zod reports.
 */
export function said<K extends ErrorTextKey>(code: K, ...args: ParamArgs<K>): string {
  const said = phrase(code, ...args);
  rememberCode(said.message, said.code, said.params);
  return said.message;
}
