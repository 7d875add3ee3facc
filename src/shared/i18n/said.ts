import { amountInWords } from '../money-words';
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
  ? (Name extends `${infer Argument}, ${string}` ? Argument : Name) | PlaceholdersOf<Rest>
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

/** The index of the `}` that closes the `{` at `open`, or -1 when it is not closed. */
function closingBrace(template: string, open: number): number {
  let depth = 0;
  for (let index = open; index < template.length; index += 1) {
    if (template[index] === '{') depth += 1;
    else if (template[index] === '}' && (depth -= 1) === 0) return index;
  }
  return -1;
}

/** `key {text} key {text} …` → key → text (the arms of an ICU select). */
function selectArms(arms: string): Map<string, string> {
  const found = new Map<string, string>();
  let index = 0;
  while (index < arms.length) {
    const open = arms.indexOf('{', index);
    const close = open < 0 ? -1 : closingBrace(arms, open);
    if (close < 0) break;
    found.set(arms.slice(index, open).trim(), arms.slice(open + 1, close));
    index = close + 1;
  }
  return found;
}

/** One argument's English: a plain value, a NAMES key, an amount, or the arm its value selects. */
function wordArgument(argument: string, params: ErrorParams): string | undefined {
  const [name = '', kind = '', ...rest] = argument.split(',').map((part) => part.trim());
  const value = params[name];
  if (kind === 'select') {
    const arms = selectArms(argument.slice(argument.indexOf('select') + 'select'.length + 1));
    const arm = (value === undefined ? undefined : arms.get(String(value))) ?? arms.get('other');
    return arm === undefined ? undefined : wording(arm, params);
  }
  if (value === undefined) return undefined;
  if (kind === 'number' && rest.join(',') === '::.00') return amountInWords(value);
  return NAME_PARAMS.includes(name) && typeof value === 'string' && value in NAMES
    ? NAMES[value as NameKey]
    : String(value);
}

/**
 * The English of a template with its params; a placeholder without a value stays as written.
 * Besides `{name}`, it words the two ICU forms a template may use where English words need data:
 * `{amount, number, ::.00}` (two decimals, thousands separated) and `{status, select, draft {a
 * draft} … other {{status}}}` (the words for a code). The web catalogues are full ICU; this is
 * the subset the registry's English is written in, worded without an ICU parser in the bundle.
 */
export function wording(template: string, params: ErrorParams = {}): string {
  let english = '';
  let index = 0;
  while (index < template.length) {
    const open = template.indexOf('{', index);
    const close = open < 0 ? -1 : closingBrace(template, open);
    if (close < 0) return english + template.slice(index);
    const argument = template.slice(open + 1, close);
    english += template.slice(index, open) + (wordArgument(argument, params) ?? `{${argument}}`);
    index = close + 1;
  }
  return english;
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

/**
 * `phrase` for a text whose ICU `select` arms `speaker` cannot type (the caller types its params):
 * its code, params and English, worded by `wording`.
 */
export function icuPhrase(code: string, template: string, params: ErrorParams): Phrase {
  return { code, params, message: wording(template, params) };
}
