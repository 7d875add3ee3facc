import { z } from 'zod';
import { LOCALES } from '../locales';

/** A language Fieldwork speaks, as a profile or a portal request names it. */
export const localeSchema = z.enum(LOCALES, { error: `Language must be one of: ${LOCALES.join(', ')}` });
