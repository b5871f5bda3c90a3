declare global {
  interface ImportMetaEnv {
    /** Set by vite.config.ts for each production build; absent in dev servers' tests (Vitest). */
    readonly FOKUS_BUILD_ID?: string;
  }
}

/** This build's id: the app version and the build time. Tests and `vite dev` read 'dev'. */
export const BUILD_ID: string = import.meta.env.FOKUS_BUILD_ID ?? 'dev';
