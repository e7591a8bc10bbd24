/** Which vitest projects each test command runs, one vitest run per inner list (test-projects.mjs). */
export declare const NPM_TEST: readonly (readonly string[])[];
export declare const TEST_SLOW: readonly (readonly string[])[];
