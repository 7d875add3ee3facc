import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * The arguments a message takes, each with how it is used ("count:plural", "name:text"): two
 * languages of one message must take the same, or a translation drops or invents a figure.
 * Throws when the message is not valid ICU.
 */
export function messageArguments(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: readonly MessageFormatElement[]) => {
    for (const element of elements) {
      switch (element.type) {
        case TYPE.argument:
          found.add(`${element.value}:text`);
          break;
        case TYPE.number:
        case TYPE.date:
        case TYPE.time:
          found.add(`${element.value}:${TYPE[element.type]}`);
          break;
        case TYPE.select:
        case TYPE.plural:
          found.add(`${element.value}:${TYPE[element.type]}`);
          Object.values(element.options).forEach((option) => walk(option.value));
          break;
        default:
          break;
      }
    }
  };
  walk(parse(message, { ignoreTag: true }));
  return [...found].sort();
}
