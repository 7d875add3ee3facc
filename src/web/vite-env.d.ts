/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where "Report Issue" sends its e-mail draft. */
  readonly VITE_SUPPORT_EMAIL?: string;
  /** "true" hides the demo sign-in hints on a production install. */
  readonly VITE_HIDE_DEMO_ACCOUNTS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
