import { z } from 'zod';

/**
 * zod compiles object parsers with `new Function` unless told not to. The app's Content
 * Security Policy forbids eval, so every first parse would log a CSP violation before zod
 * fell back. Imported first by main.tsx, so no schema parses before it applies.
 */
z.config({ jitless: true });
