/**
 * zod compiles object parsers with `new Function` unless told not to. The app's Content
 * Security Policy forbids eval, so every first parse would log a CSP violation before zod
 * fell back. Imported first by main.tsx, so no schema parses before it applies. zod 4 keeps its
 * configuration on this global (zod/v4/core/core.js) and adopts one already there, so the entry
 * sets it without loading zod, which sign-in loads only when a form needs it (ADR 69);
 * zod-jitless.test.ts fails if a zod upgrade stops reading it.
 */
const zodGlobal = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

export {};
