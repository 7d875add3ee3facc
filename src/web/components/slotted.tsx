import { Fragment, type ReactNode } from 'react';

/**
 * Stands for an element (a <time>, a link) in a message that must stay one sentence: pass it as
 * the placeholder's value, then let <Slotted> put the element where the language placed it.
 */
export const SLOT = '\u0001';

/** The translated text with `children` where the SLOT value came out. */
export function Slotted({ text, children }: { text: string; children: ReactNode }) {
  const [before = '', ...rest] = text.split(SLOT);
  return (
    <>
      {before}
      {rest.map((after, index) => (
        <Fragment key={index}>
          {children}
          {after}
        </Fragment>
      ))}
    </>
  );
}
