import { createContext } from 'react';

/** The id of the chart card's title, which names the chart's table alternative too. */
export const ChartTitleIdContext = createContext<string | undefined>(undefined);

/**
 * Where the chart's table alternative goes: beside the drawing, not inside it, because the
 * drawing is one image to assistive technology and whatever it holds is not read.
 */
export const ChartTableSlotContext = createContext<HTMLElement | null>(null);
